import { type SafeHtml, html } from '../server/html';

/**
 * WordPress's wp_die() page: a bare document of its own, not the theme's, as
 * wp-comments-post.php answers a comment it refuses (with a link back to the form, or
 * without one when a plugin's check, WooCommerce's rating, stops it).
 */
export function wpDieDocument(title: string, message: SafeHtml, backLink: boolean): string {
	return html`<!DOCTYPE html>
<html lang="en-US">
<head>
	<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
	<meta name="viewport" content="width=device-width, initial-scale=1.0">
	<meta name="robots" content="noindex, follow" />
	<title>${title}</title>
</head>
<body id="error-page">
	<div class="wp-die-message">${message}${backLink ? html`<p><a href="javascript:history.back()">&laquo; Back</a></p>` : ''}</div>
</body>
</html>
`.markup;
}
