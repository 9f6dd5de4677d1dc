import { afterEach, describe, expect, it } from 'vitest';
import { carouselStart } from '../../islands/carousel/start';
import { contactFormStart } from '../../islands/contact-form/start';
import { galleryStart } from '../../islands/gallery/start';
import { orderAttributionFieldsStart } from '../../islands/order-attribution-checkout/start';
import { panelAskedFor, productTabsStart } from '../../islands/product-tabs/start';
import { quantityStart } from '../../islands/quantity/start';
import { variationsFormStart } from '../../islands/variations-form/start';

/**
 * The islands whose moment depends on their markup: on the shopper's intent, unless the island
 * has a job to do without any input (docs/loading.md).
 */

afterEach(() => {
	document.body.innerHTML = '';
	document.head.innerHTML = '';
	window.location.hash = '';
});

function element(html: string): HTMLElement {
	document.body.innerHTML = html;
	return document.body.firstElementChild as HTMLElement;
}

describe('start conditions', () => {
	it('the gallery: on intent, at once on a page opened at a place in its lightbox', () => {
		expect(galleryStart()).toBe('interaction');
		window.location.hash = '#pid=2';
		expect(galleryStart()).toBe('interaction');
		window.location.hash = '#gid=1&pid=2';
		expect(galleryStart()).toBe('load');
	});

	it('the variations form: on intent, at once in a modal dialog (the quick view), as it nears the view when every option comes chosen', () => {
		const choice = (value: string): string => `<select name="attribute_size"><option value="">Choose</option><option value="large"${value === 'large' ? ' selected' : ''}>Large</option></select>`;
		expect(variationsFormStart(element(`<form>${choice('')}${choice('large')}</form>`))).toBe('interaction');
		expect(variationsFormStart(element(`<form>${choice('large')}${choice('large')}</form>`))).toBe('visible');
		expect(variationsFormStart(element('<form></form>'))).toBe('interaction');
		const inDialog = element(`<div role="dialog" aria-modal="true"><form>${choice('')}</form></div>`).firstElementChild as HTMLElement;
		expect(variationsFormStart(inDialog)).toBe('load');
	});

	it('a carousel: on intent, as it nears the view when it plays by itself and motion is not reduced', () => {
		expect(carouselStart(element(`<div data-settings='{"autoplay":"yes"}'></div>`))).toBe('visible');
		expect(carouselStart(element(`<div data-slick='{"autoplay":true}'></div>`))).toBe('visible');
		expect(carouselStart(element(`<div data-settings='{"autoplay":"no"}'></div>`))).toBe('interaction');
		expect(carouselStart(element(`<div data-settings='{not json'></div>`))).toBe('interaction');
		const matchMedia = window.matchMedia;
		window.matchMedia = ((query: string) => ({ ...matchMedia.call(window, query), matches: query.includes('reduce') })) as typeof window.matchMedia;
		try {
			expect(carouselStart(element(`<div data-settings='{"autoplay":"yes"}'></div>`))).toBe('interaction');
		} finally {
			window.matchMedia = matchMedia;
		}
	});

	it('a contact form: on intent, as it nears the view behind a page cache or inside another form', () => {
		const form = element('<div class="wpcf7"><form></form></div>');
		expect(contactFormStart(form)).toBe('interaction');
		expect(contactFormStart(element('<form><div class="wpcf7"></div></form>').firstElementChild as HTMLElement)).toBe('visible');
		document.head.innerHTML = '<script type="application/json" id="shop-islands-settings">{"features":{"contactFormCached":"yes"}}</script>';
		expect(contactFormStart(form)).toBe('interaction');
		document.head.innerHTML = '<script type="application/json" id="shop-islands-settings">{not json</script>';
		expect(contactFormStart(form)).toBe('interaction');
		document.head.innerHTML = `<script type="application/json" id="shop-islands-settings">${JSON.stringify({ features: { contactFormCached: true } })}</script>`;
		expect(contactFormStart(form)).toBe('visible');
	});

	it('the order-attribution fields: at once on a checkout, on the reach for the form in the account registration form', () => {
		const inputs = '<wc-order-attribution-inputs></wc-order-attribution-inputs>';
		expect(orderAttributionFieldsStart(element(`<form class="checkout woocommerce-checkout">${inputs}</form>`).firstElementChild as HTMLElement)).toBe('load');
		expect(orderAttributionFieldsStart(element('<div class="wp-block-woocommerce-checkout"></div>'))).toBe('load');
		expect(orderAttributionFieldsStart(element(`<form class="woocommerce-form woocommerce-form-register register">${inputs}</form>`).firstElementChild as HTMLElement)).toBe('interaction');
	});

	it('the product tabs: on intent, at once on a page whose address asks for a panel', () => {
		expect(productTabsStart()).toBe('interaction');
		for (const [hash, panel] of [
			['#reviews', 'tab-reviews'],
			['#tab-reviews', 'tab-reviews'],
			['#comment-48', 'tab-reviews'],
			['#tab-additional_information', 'tab-additional_information'],
		] as const) {
			window.location.hash = hash;
			expect(panelAskedFor(window.location)).toBe(panel);
			expect(productTabsStart()).toBe('load');
		}
		window.location.hash = '#main';
		expect(productTabsStart()).toBe('interaction');
		expect(panelAskedFor({ hash: '', href: 'https://shop.test/product/margherita/comment-page-2/' })).toBe('tab-reviews');
		expect(panelAskedFor({ hash: '', href: 'https://shop.test/product/margherita/?cpage=2' })).toBe('tab-reviews');
	});

	it('a quantity box: on intent, at once in a modal dialog (the quick view) and where it took over the theme’s stepper script', () => {
		const box = '<div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="1"></div>';
		expect(quantityStart(element(box))).toBe('interaction');
		expect(quantityStart(element(`<div role="dialog" aria-modal="true"><form class="cart">${box}</form></div>`).querySelector('.quantity') as HTMLElement)).toBe('load');
		expect(quantityStart(element(`${box}<script type="application/json" id="shop-islands-theme-steppers">{"boxClass":"spinners-added"}</script>`))).toBe('load');
	});
});
