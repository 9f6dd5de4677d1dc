import { describe, expect, it } from 'vitest';
import { realStore } from './helpers';
import { storeCommand } from './store';

/**
 * The thumbnail strip the plugin prints in WooCommerce's product gallery
 * (php-enqueue/includes/gallery-thumbnails.php), run by WordPress's own HTML tag processor on the
 * real store: added before the gallery's closing tag only when the buffered output is exactly one
 * gallery of two images or more in a layout with thumbnails; anything else passes unchanged.
 */

const { skip, php, siteDir } = realStore();

const withThumbnails = async (markup: string): Promise<string> =>
	(await storeCommand(php, siteDir, 'gallery-thumbnails', markup)).replace(/\nok\n$/, '');

/** A slide as wc_get_gallery_image_html() prints it. */
const slide = (n: number, thumb = `/wp-content/uploads/dish-${n}-100x100.jpg`, thumbAlt = `Dish ${n}`): string =>
	`<div data-thumb="${thumb}" data-thumb-alt="${thumbAlt}" class="woocommerce-product-gallery__image"><a href="/wp-content/uploads/dish-${n}.jpg"><img width="600" height="600" src="/wp-content/uploads/dish-${n}-600x600.jpg" alt="Image ${n}" title="Title ${n}" data-caption="" /></a></div>`;

const gallery = (slides: string, classes = ''): string =>
	`\n<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4${classes} images" data-columns="4" style="opacity: 0;">\n\t<div class="woocommerce-product-gallery__wrapper">\n\t\t${slides}\t</div>\n</div>\n`;

const STRIP_START = '<div class="shop-islands-gallery__thumbs"><ol class="shop-islands-gallery__thumbs-list">';

describe.skipIf(skip !== '')("the gallery's printed thumbnail strip", () => {
	it('adds a button per slide before the gallery closes: the first current, the others out of the tab order', async () => {
		const markup = gallery(slide(1) + slide(2) + slide(3));
		const close = markup.lastIndexOf('</div>');
		expect(await withThumbnails(markup)).toBe(
			`${markup.slice(0, close)}${STRIP_START}` +
				'<li class="shop-islands-gallery__thumb"><button type="button" aria-current="true"><img src="/wp-content/uploads/dish-1-100x100.jpg" alt="Dish 1" decoding="async" loading="lazy" /></button></li>' +
				'<li class="shop-islands-gallery__thumb"><button type="button" tabindex="-1"><img src="/wp-content/uploads/dish-2-100x100.jpg" alt="Dish 2" decoding="async" loading="lazy" /></button></li>' +
				'<li class="shop-islands-gallery__thumb"><button type="button" tabindex="-1"><img src="/wp-content/uploads/dish-3-100x100.jpg" alt="Dish 3" decoding="async" loading="lazy" /></button></li>' +
				`</ol></div>${markup.slice(close)}`,
		);
	});

	it("falls back on the slide's image for a missing address or name, escapes what it prints, and drops an address that is not one", async () => {
		const printed = await withThumbnails(gallery(slide(1, '', '') + slide(2, 'javascript:alert(1)', 'Chef&#039;s &quot;best&quot; &lt;dish&gt;')));
		const strip = printed.slice(printed.indexOf(STRIP_START));
		expect(strip).toContain('<img src="/wp-content/uploads/dish-1-600x600.jpg" alt="Image 1" decoding="async"');
		expect(strip).toContain('<img alt="Chef&#039;s &quot;best&quot; &lt;dish&gt;" decoding="async"');
		expect(strip).not.toContain('javascript:');
	});

	it('leaves alone a single image, the placeholder, the layout without thumbnails, and output that is not the gallery alone', async () => {
		const unchanged = [
			gallery(slide(1)),
			gallery('<div class="woocommerce-product-gallery__image--placeholder"><img src="/placeholder.webp" alt="Awaiting product image" /></div>'),
			gallery(slide(1) + slide(2), ' woocommerce-product-gallery--without-thumbnails'),
			`${gallery(slide(1) + slide(2))}<div class="after-the-gallery"></div>`,
			`<p>Before</p>${gallery(slide(1) + slide(2))}`,
			`${gallery(slide(1) + slide(2)).replace(/<\/div>\n$/, '')}`,
			'',
		];
		for (const markup of unchanged) {
			expect(await withThumbnails(markup)).toBe(markup);
		}
	});
});
