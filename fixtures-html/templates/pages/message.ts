import { type SafeHtml, html } from '../../server/html';
import type { Page } from '../page';

/** Storefront's 404 page, also used for the few "nothing to show here" answers. */

export function notFoundPage(): Page {
	return messagePage(
		'Page not found',
		html`<p>Oops! That page can&rsquo;t be found. Nothing was found at this location. Try searching, or check out the links below.</p>
<p><a class="button" href="/shop/">Browse the menu</a></p>`,
		['error404'],
	);
}

export function messagePage(title: string, message: SafeHtml, templateClasses: readonly string[] = ['page']): Page {
	return {
		kind: 'page',
		title,
		templateClasses,
		woocommerceClasses: [],
		breadcrumb: null,
		content: html`<div class="error-404 not-found">
	<div class="page-content">
		<header class="page-header">
			<h1 class="page-title">${title}</h1>
		</header><!-- .page-header -->
		${message}
	</div><!-- .page-content -->
</div>`,
		sidebar: false,
	};
}
