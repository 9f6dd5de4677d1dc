import { type SafeHtml, html, raw } from '../server/html';
import type { Notice } from '../server/model/notices';
import { FIXTURE_PLUGINS_URL, THEME_STYLESHEET_URL } from '../server/model/urls';
import { cartPanel, comingSoonBanner, sidebar, siteFooter, specialMenuPopup, storeNotice } from './footer';
import { foodMenuLocationPopup } from './food-menu';
import { siteHeader } from './header';
import { noticesHtml } from './notices';
import type { Crumb, Page, PageContext } from './page';

/**
 * The document around every screen: head, Storefront's page structure, site-wide overlays.
 * `themeNotices` are the notices Storefront prints at the top of the content, inside
 * `div.woocommerce`; null on the checkout, where it prints nothing there.
 * `?cart_widget=hide-if-empty` puts WooCommerce's "hide if empty" Cart widget in the sidebar.
 */
export function renderDocument(page: Page, ctx: PageContext, headTags: SafeHtml, themeNotices: readonly Notice[] | null): string {
	const onCartPages = page.kind === 'cart' || page.kind === 'checkout';
	const title = page.kind === 'home' ? html`${ctx.site.name} &#8211; ${ctx.site.tagline}` : html`${page.title} &#8211; ${ctx.site.name}`;
	return html`<!doctype html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="generator" content="WooCommerce 10.0.2" />
<link rel="stylesheet" id="storefront-style-css" href="${THEME_STYLESHEET_URL}?ver=1.0.0" media="all" />
${headTags}
${ctx.consentBanner ? html`<script src="${FIXTURE_PLUGINS_URL}cookie-banner.js"></script>` : ''}
${ctx.foodMenu ? html`<link rel="stylesheet" id="fm-frontend-css" href="${FIXTURE_PLUGINS_URL}food-menu.css" media="all" />` : ''}
</head>

<body class="${bodyClasses(page, ctx)}">
${ctx.consentBanner ? consentBanner() : ''}

${storeNotice(ctx)}

<div id="page" class="hfeed site">
	${siteHeader(ctx, page.kind)}

	${page.breadcrumb ? breadcrumb(page.breadcrumb) : ''}
	<div id="content" class="site-content" tabindex="-1">
		<div class="col-full">

		${themeNotices === null ? '' : html`<div class="woocommerce">${noticesHtml(themeNotices)}</div>`}
		<div id="primary" class="content-area">
			<main id="main" class="site-main" role="main">
${page.content}
			</main><!-- #main -->
		</div><!-- #primary -->

		${page.sidebar ? sidebar(ctx, !onCartPages && new URLSearchParams(ctx.search).get('cart_widget') === 'hide-if-empty') : ''}

		</div><!-- .col-full -->
	</div><!-- #content -->

	${siteFooter(ctx)}

${page.afterFooter ?? ''}
</div><!-- #page -->

${onCartPages ? '' : cartPanel(ctx)}
${ctx.foodMenu ? foodMenuLocationPopup(ctx) : ''}
${specialMenuPopup(ctx)}
${comingSoonBanner(ctx)}
${page.jsonLd === undefined ? '' : jsonLd(page.jsonLd)}
${ctx.analytics ? heldAnalytics() : ''}
${page.scripts ?? ''}
${ctx.consentBanner ? html`<script src="${FIXTURE_PLUGINS_URL}wp-consent-api.js" data-consent-type="optin"></script>` : ''}
</body>
</html>
`.markup;
}

function bodyClasses(page: Page, ctx: PageContext): string {
	return [
		...page.templateClasses,
		...(ctx.user ? ['logged-in'] : []),
		'wp-embed-responsive',
		'wp-theme-storefront',
		'theme-storefront',
		...page.woocommerceClasses,
		'woocommerce-demo-store',
		'woocommerce-no-js',
		'storefront-align-wide',
		page.sidebar ? 'right-sidebar' : 'storefront-full-width-content',
		'woocommerce-active',
	].join(' ');
}

function breadcrumb(crumbs: readonly Crumb[]): SafeHtml {
	const parts = crumbs.map((crumb) => (crumb.url ? html`<a href="${crumb.url}">${crumb.label}</a>` : html`${crumb.label}`));
	const joined = parts.map((part, index) => (index === 0 ? part : html`<span class="breadcrumb-separator"> / </span>${part}`));
	return html`<div class="storefront-breadcrumb"><div class="col-full"><nav class="woocommerce-breadcrumb" aria-label="breadcrumbs">${joined}</nav></div></div>`;
}

/** Structured data is JSON in a data block: `<` is escaped so no value can end the element. */
function jsonLd(data: unknown): SafeHtml {
	const json = JSON.stringify(data).replace(/</g, '\\u003c');
	return raw(`<script type="application/ld+json">${json}</script>`);
}

/**
 * A cookie banner plugin beside the WP Consent API, as CookieYes prints its banner: hidden until
 * its script (in the head) shows, at `DOMContentLoaded`, the bar to a visitor who has not answered
 * (Customise, Reject All, Accept All) or the "Consent Preferences" button to one who has; either
 * opens the preference center, a checkbox per category but `necessary`. The WP Consent API's
 * script, which the banner's answers go through, is printed last in the body, as WordPress
 * prints it in the footer.
 */
function consentBanner(): SafeHtml {
	const categories = [
		['functional', 'Functional'],
		['analytics', 'Analytics'],
		['performance', 'Performance'],
		['advertisement', 'Advertisement'],
	] as const;
	return html`<div class="fixture-cookie-banner" hidden>
	<section class="fixture-cookie-banner__bar" role="region" aria-label="We value your privacy">
		<p>We use cookies to count visits (analytics) and remember which campaign brought you (advertisement).</p>
		<button type="button" class="button" data-consent="customise">Customise</button>
		<button type="button" class="button" data-consent="reject">Reject All</button>
		<button type="button" class="button" data-consent="accept">Accept All</button>
	</section>
	<section class="fixture-cookie-banner__preferences" role="dialog" aria-label="Customise Consent Preferences" hidden>
		${categories.map(([slug, label]) => html`<label><input type="checkbox" data-category="${slug}"> ${label}</label>`)}
		<button type="button" class="button" data-consent="reject">Reject All</button>
		<button type="button" class="button" data-consent="save">Save My Preferences</button>
		<button type="button" class="button" data-consent="accept">Accept All</button>
	</section>
	<button type="button" class="button fixture-cookie-banner__revisit" data-consent="customise" aria-label="Consent Preferences" hidden>Cookies</button>
</div>`;
}

/** An analytics plugin's script, printed inert for the bundle to load once statistics are allowed. */
function heldAnalytics(): SafeHtml {
	return html`<script type="text/plain" data-consent-category="statistics" data-src="${FIXTURE_PLUGINS_URL}analytics.js"></script>`;
}
