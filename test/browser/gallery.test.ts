import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUILD_DIR } from '../../esbuild.config.mjs';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { islandChunks, reachFor, settle } from './support/islands';
import { focusIsOn, tabTo } from './support/keyboard';
import { store } from './support/store';
import { swipeLeft } from './support/touch';

/**
 * The product gallery (docs/gallery.md): slider and thumbnails, the full-screen lightbox and
 * the zoomable gallery with its hash, variation images. Runs against both stores: the fixture
 * store's Chef's Tasting Menu has eight images, Margherita's small thin-crust pizza its own image.
 */

const browser = sharedBrowser();
const EIGHT_IMAGES = '/product/chefs-tasting-menu/';
const THUMBS = '.shop-islands-gallery__thumbs button';
const TRIGGER = '.woocommerce-product-gallery__trigger';
const LIGHTBOX = '.pswp--open';

async function product(page: Page, path: string): Promise<void> {
	await page.goto(storeUrl(path));
	await settle(page);
	// The gallery waits for the shopper's intent; the server's first image shows meanwhile.
	await reachFor(page, '.woocommerce-product-gallery');
	await page.waitForSelector(TRIGGER);
}

/**
 * Where the gallery, the summary beside it and the tabs below are when the loader starts (its
 * first act swaps the body's `woocommerce-no-js`), recorded from the start of the document.
 * Measured from the product's own box: what moves above it is not the gallery's doing (on
 * Storefront, its icon font swapping in moves the breadcrumb, islands or not).
 */
const BOXES_AT_START = `(() => {
	const boxes = () => ['.woocommerce-product-gallery', '.summary', '.woocommerce-tabs'].map((selector) => {
		const element = document.querySelector(selector);
		const box = element?.getBoundingClientRect();
		const origin = element?.closest('.product')?.getBoundingClientRect() ?? { x: 0, y: 0 };
		return box ? [box.x - origin.x, box.y - origin.y, box.width, box.height].map(Math.round).join(' ') : selector;
	});
	window.__galleryBoxes = { boxes };
	new MutationObserver((records, observer) => {
		if (document.body && document.body.classList.contains('woocommerce-js')) {
			window.__galleryBoxes.atStart = boxes();
			observer.disconnect();
		}
	}).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
})();`;

const currentThumb = (page: Page): Promise<string | null> => page.locator(`${THUMBS}[aria-current="true"] img`).getAttribute('alt');

/** The slide the slider shows: the one whose box sits where the wrapper is. */
const shownSlide = (page: Page): Promise<number> =>
	page.evaluate(() => {
		const wrapper = document.querySelector('.woocommerce-product-gallery__wrapper') as HTMLElement;
		const left = wrapper.getBoundingClientRect().left;
		return [...wrapper.querySelectorAll('.woocommerce-product-gallery__image')].findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - left) < 2);
	});

/**
 * In whole pixels: how much taller the slider is than the first slide (the one shown), and how
 * far below the slider the thumbnails start (the gallery's 0.5rem gap).
 */
const shownHeights = (page: Page): Promise<{ slider: number; thumbs: number }> =>
	page.evaluate(() => {
		const box = (selector: string): DOMRect => (document.querySelector(selector) as HTMLElement).getBoundingClientRect();
		const slider = box('.woocommerce-product-gallery__wrapper');
		return {
			slider: Math.round(slider.height - box('.woocommerce-product-gallery__image').height),
			thumbs: Math.round(box('.shop-islands-gallery__thumbs').top - slider.bottom),
		};
	});

/**
 * The eight-image product, settled, with the gallery's chunk held back until `release()`: what
 * the shopper does meanwhile comes before the island. A phone (a touch screen) by default.
 */
async function withGalleryHeld(
	options: Parameters<typeof openPage>[1] = { viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true },
): Promise<Awaited<ReturnType<typeof openPage>> & { release: () => void }> {
	const opened = await openPage(browser(), options);
	let release = (): void => undefined;
	const held = new Promise<void>((resolve) => {
		release = resolve;
	});
	await opened.page.route(`**/${islandChunks(BUILD_DIR).gallery as string}`, async (route) => {
		await held;
		await route.continue();
	});
	await opened.page.goto(storeUrl(EIGHT_IMAGES));
	// Not settle(): the chunk held, fetched ahead once the page has loaded, keeps a request in flight.
	await opened.page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestAnimationFrame(() => resolve()), { timeout: 2000 })));
	return { ...opened, release };
}

describe.skipIf(store().skip !== '')('product gallery', () => {
	it('mounts without moving anything, and slides to the thumbnails picked by keyboard', async () => {
		const { page, context, errors } = await openPage(browser());
		await page.addInitScript({ content: BOXES_AT_START });
		await product(page, EIGHT_IMAGES);
		const boxes = await page.evaluate('[window.__galleryBoxes.atStart, window.__galleryBoxes.boxes()]');
		expect((boxes as string[][])[1]).toEqual((boxes as string[][])[0]);
		const names = await page.locator(`${THUMBS} img`).evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt));
		expect(names).toHaveLength(8);
		expect(await currentThumb(page)).toBe(names[0]);
		await tabTo(page, `${THUMBS}[aria-current="true"]`);
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('ArrowRight');
		expect(await currentThumb(page)).toBe(names[2]);
		expect(await focusIsOn(page, `${THUMBS}[aria-current="true"]`)).toBe(true);
		await page.waitForFunction(() => (document.querySelector('.woocommerce-product-gallery__wrapper') as HTMLElement).scrollLeft > 0);
		await expect.poll(() => shownSlide(page)).toBe(2);
		await page.keyboard.press('End');
		expect(await currentThumb(page)).toBe(names[7]);
		await expect.poll(() => shownSlide(page)).toBe(7);
		// The strip scrolls the last thumbnail into view (smoothly, so it is waited for).
		await expect.poll(() => page.locator(`${THUMBS}[aria-current="true"]`).evaluate((button) => {
			const strip = (button.closest('ol') as HTMLElement).getBoundingClientRect();
			const box = button.getBoundingClientRect();
			return box.left >= strip.left - 1 && box.right <= strip.right + 1;
		})).toBe(true);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('ends a mouse drag on the image nearest, its thumbnail current', async () => {
		const { page, context, errors } = await openPage(browser());
		await product(page, EIGHT_IMAGES);
		const box = await page.locator('.woocommerce-product-gallery__wrapper').boundingBox();
		if (!box) {
			throw new Error('the gallery is not on screen');
		}
		// glider-js moves a dragged slider 3.3 px a pixel: 60% of the width is a hair short of two images.
		const y = box.y + box.height / 2;
		await page.mouse.move(box.x + box.width * 0.8, y);
		await page.mouse.down();
		await page.mouse.move(box.x + box.width * 0.2, y, { steps: 12 });
		await page.mouse.up();
		await expect.poll(() => shownSlide(page)).toBe(2);
		await expect.poll(() => page.locator(THUMBS).nth(2).getAttribute('aria-current')).toBe('true');
		expect(errors).toEqual([]);
		await context.close();
	});

	it('follows a swipe made before it mounts, and mounts at the slide the swipe reached (a touch screen)', async () => {
		// The gallery's chunk is held until the swipe is over: the one that starts it comes first.
		const { page, context, errors, release } = await withGalleryHeld();
		const cdp = await context.newCDPSession(page);
		await page.locator('.woocommerce-product-gallery__image').first().scrollIntoViewIfNeeded();
		await swipeLeft(page, cdp, '.woocommerce-product-gallery__image');
		await expect.poll(() => shownSlide(page)).toBe(1);
		// The plugin's strip is there, as printed, until the island takes it over.
		expect(await page.locator(`${THUMBS}[aria-current="true"]`).count()).toBe(1);
		expect(await page.locator(TRIGGER).count()).toBe(0);
		release();
		await page.waitForSelector(TRIGGER);
		await expect.poll(() => page.locator(THUMBS).nth(1).getAttribute('aria-current')).toBe('true');
		expect(await shownSlide(page)).toBe(1);
		expect(await page.locator('.woocommerce-product-gallery__image').nth(1).getAttribute('aria-hidden')).toBeNull();
		// The mounted slider goes on from there.
		await swipeLeft(page, cdp, '.woocommerce-product-gallery__image:nth-child(2)');
		await expect.poll(() => shownSlide(page)).toBe(2);
		await expect.poll(() => page.locator(THUMBS).nth(2).getAttribute('aria-current')).toBe('true');
		// A thumbnail's tap moves it the whole way, smoothly: through the slides a swipe stops at
		// and the places between them.
		await page.evaluate(() => {
			const wrapper = document.querySelector('.woocommerce-product-gallery__wrapper') as HTMLElement;
			const between: number[] = [];
			wrapper.addEventListener('scroll', () => {
				if (wrapper.scrollLeft % wrapper.clientWidth > 1) {
					between.push(wrapper.scrollLeft);
				}
			});
			Object.assign(window, { galleryBetween: between });
		});
		await page.locator(THUMBS).nth(5).tap();
		await expect.poll(() => shownSlide(page)).toBe(5);
		expect(await page.evaluate('window.galleryBetween.length')).toBeGreaterThan(0);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('takes a swipe under way as it mounts where the finger has it (a touch screen)', async () => {
		const { page, context, errors, release } = await withGalleryHeld();
		const cdp = await context.newCDPSession(page);
		const image = page.locator('.woocommerce-product-gallery__image').first();
		await image.scrollIntoViewIfNeeded();
		await page.evaluate(() => {
			const wrapper = document.querySelector('.woocommerce-product-gallery__wrapper') as HTMLElement;
			const positions: number[] = [];
			wrapper.addEventListener('scroll', () => positions.push(wrapper.scrollLeft));
			Object.assign(window, { galleryPositions: positions });
		});
		const box = await image.boundingBox();
		if (!box) {
			throw new Error('the first image is not on screen');
		}
		const y = box.y + box.height / 2;
		const fingerAt = (share: number): { x: number; y: number } => ({ x: box.x + box.width * share, y });
		// The finger moves three fifths of the image and stays down while the island mounts.
		await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [fingerAt(0.9)] });
		for (const share of [0.8, 0.7, 0.6, 0.5, 0.4, 0.3]) {
			await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [fingerAt(share)] });
		}
		const before = await page.evaluate(() => (document.querySelector('.woocommerce-product-gallery__wrapper') as HTMLElement).scrollLeft);
		expect(before).toBeGreaterThan(0);
		release();
		await page.waitForSelector(TRIGGER);
		for (const share of [0.2, 0.1]) {
			await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [fingerAt(share)] });
		}
		await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
		// It comes to rest on a slide past the first (how far a quick finger flings it is the browser's).
		await expect.poll(() => page.evaluate(() => {
			const wrapper = document.querySelector('.woocommerce-product-gallery__wrapper') as HTMLElement;
			return wrapper.scrollLeft >= wrapper.clientWidth && wrapper.scrollLeft % wrapper.clientWidth < 1;
		})).toBe(true);
		// The slides only ever went the finger's way: the mount did not throw them back.
		const positions = (await page.evaluate('window.galleryPositions')) as number[];
		const back = positions.filter((position, at) => at > 0 && position < (positions[at - 1] ?? 0) - 1);
		expect(back).toEqual([]);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('shows the printed thumbnails before it mounts, and moves to the one clicked meanwhile once it has', async () => {
		const { page, context, errors, release } = await withGalleryHeld({ viewport: { width: 1280, height: 900 } });
		const names = await page.locator(`${THUMBS} img`).evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt));
		expect(names).toHaveLength(8);
		expect(await page.locator(THUMBS).first().isVisible()).toBe(true);
		expect(await currentThumb(page)).toBe(names[0]);
		await page.locator(THUMBS).nth(3).click();
		// Held while the island loads: nothing moved yet.
		expect(await currentThumb(page)).toBe(names[0]);
		expect(await page.locator(TRIGGER).count()).toBe(0);
		release();
		await expect.poll(() => currentThumb(page)).toBe(names[3]);
		await expect.poll(() => shownSlide(page)).toBe(3);
		// One strip: the island took over the printed one.
		expect(await page.locator('.shop-islands-gallery__thumbs').count()).toBe(1);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('hides the printed thumbnails without JavaScript, where they could do nothing', async () => {
		const { page, context } = await openPage(browser(), { javaScriptEnabled: false });
		await page.goto(storeUrl(EIGHT_IMAGES));
		expect(await page.locator(THUMBS).count()).toBe(8);
		expect(await page.locator('.shop-islands-gallery__thumbs').isVisible()).toBe(false);
		await context.close();
	});

	it('zooms for a tap on the image made before it mounts, as for one after (a touch screen)', async () => {
		const { page, context, errors, release } = await withGalleryHeld();
		await page.locator('.woocommerce-product-gallery__image').first().tap();
		release();
		// The held tap reaches the island's own listener, not the link to the large file.
		await page.waitForSelector('.woocommerce-product-gallery__image.is-zooming');
		expect(new URL(page.url()).pathname).toBe(EIGHT_IMAGES);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('zooms on hover, inside the slide, when the large image is wider than the gallery', async () => {
		const { page, context, errors } = await openPage(browser());
		await product(page, EIGHT_IMAGES);
		const slide = page.locator('.woocommerce-product-gallery__image').first();
		await slide.hover();
		const zoom = page.locator('.shop-islands-gallery__zoom');
		await zoom.waitFor();
		// The slide clips the large image: nothing of it shows outside the slide.
		expect(await slide.evaluate((element) => getComputedStyle(element).overflow)).toBe('hidden');
		await page.mouse.move(1, 1);
		await zoom.waitFor({ state: 'detached' });
		expect(errors).toEqual([]);
		await context.close();
	});

	it('does not zoom an image whose large file is narrower than the gallery', async () => {
		const { page, context } = await openPage(browser());
		await product(page, '/product/garlic-prawns/');
		await page.locator('.woocommerce-product-gallery__image').first().hover();
		await page.locator('.woocommerce-product-gallery__image').first().click({ position: { x: 20, y: 20 } });
		// The click opened the zoomable gallery; by then a hover zoom would have shown.
		await page.waitForSelector(LIGHTBOX);
		expect(await page.locator('.shop-islands-gallery__zoom').count()).toBe(0);
		await context.close();
	});

	it('fetches PhotoSwipe only when the trigger is pointed at, and opens a real dialog at the image shown', async () => {
		const { page, context, errors } = await openPage(browser());
		const chunks: string[] = [];
		page.on('request', (request) => {
			if (/\/chunks-\w+\/lightbox-[\w-]+\.js$/.test(request.url())) {
				chunks.push(request.url());
			}
		});
		await product(page, EIGHT_IMAGES);
		expect(chunks).toEqual([]);
		await page.locator(THUMBS).nth(1).click();
		await page.hover(TRIGGER);
		await expect.poll(() => chunks.length).toBe(1);
		await page.focus(TRIGGER);
		await page.keyboard.press('Enter');
		const dialog = page.locator(LIGHTBOX);
		await page.waitForFunction(() => document.activeElement?.closest('.pswp--open') !== null);
		expect(await dialog.getAttribute('role')).toBe('dialog');
		expect(await dialog.getAttribute('aria-modal')).toBe('true');
		expect(await page.locator(`${LIGHTBOX} .pswp__counter`).textContent()).toContain('2 / 8');
		expect(await page.evaluate(() => document.activeElement?.closest('.pswp') !== null)).toBe(true);
		for (let press = 0; press < 8; press += 1) {
			await page.keyboard.press('Tab');
			expect(await page.evaluate(() => document.activeElement?.closest('.pswp') !== null)).toBe(true);
		}
		expect(new URL(page.url()).hash).toBe('');
		await page.keyboard.press('Escape');
		await dialog.waitFor({ state: 'detached' });
		expect(await focusIsOn(page, TRIGGER)).toBe(true);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('opens the zoomable gallery from a #gid&pid link, keeps its place in the hash and clears it on close', async () => {
		const { page, context, errors } = await openPage(browser());
		await page.goto(storeUrl(`${EIGHT_IMAGES}#gid=1&pid=3`));
		// Focus moves in once it has opened.
		await page.waitForFunction(() => document.activeElement?.closest('.pswp--open') !== null);
		expect(await page.locator(`${LIGHTBOX} .pswp__counter`).textContent()).toContain('3 / 8');
		await page.keyboard.press('ArrowRight');
		await page.waitForFunction(() => location.hash === '#gid=1&pid=4');
		await page.keyboard.press('Escape');
		await page.waitForSelector(LIGHTBOX, { state: 'detached' });
		expect(new URL(page.url()).hash).toBe('');
		expect(await currentThumb(page)).toBe(await page.locator(`${THUMBS} img`).nth(3).getAttribute('alt'));
		expect(errors).toEqual([]);
		await context.close();
	});

	it('ignores a hash that names no image of the gallery', async () => {
		const { page, context, errors } = await openPage(browser());
		for (const hash of ['#gid=abc&pid=999', '#gid=1&pid=-1']) {
			await product(page, `${EIGHT_IMAGES}${hash}`);
			expect(await page.locator(LIGHTBOX).count()).toBe(0);
		}
		expect(errors).toEqual([]);
		await context.close();
	});

	it('neither loads nor links a large image the markup gives as a javascript: or another site\'s address, but the next allowed one', async () => {
		const { page, context, errors } = await openPage(browser());
		const foreign: string[] = [];
		const dialogs: string[] = [];
		page.on('request', (request) => {
			if (request.url().includes('elsewhere.example')) {
				foreign.push(request.url());
			}
		});
		page.on('dialog', (dialog) => {
			dialogs.push(dialog.message());
			void dialog.dismiss();
		});
		// As a post's author could write it: the first slide's large image a script, the second's another site's.
		await page.route(
			(url) => url.pathname === EIGHT_IMAGES,
			async (route) => {
				const response = await route.fetch();
				let slide = 0;
				const body = (await response.text()).replace(/<div[^>]*class="woocommerce-product-gallery__image"[^>]*>[\s\S]*?<\/div>/g, (markup) => {
					slide += 1;
					const bad = slide === 1 ? 'javascript:alert(document.domain)' : slide === 2 ? 'https://elsewhere.example/large.jpg' : null;
					return bad ? markup.replace(/ data-(large_image|src)="[^"]*"/g, ` data-$1="${bad}"`) : markup;
				});
				await route.fulfill({ response, body });
			},
		);
		await product(page, EIGHT_IMAGES);
		const links = await page.locator('.woocommerce-product-gallery__image > a').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
		expect(await page.locator('.woocommerce-product-gallery__image img').first().getAttribute('data-large_image')).toMatch(/^javascript:/);

		// The zoom lays the slide's link (WooCommerce's full image) over it, not the script.
		await page.locator('.woocommerce-product-gallery__image').first().hover();
		const zoom = page.locator('.shop-islands-gallery__zoom');
		await zoom.waitFor();
		expect(await zoom.getAttribute('src')).toBe(links[0]);
		await page.mouse.move(1, 1);
		await zoom.waitFor({ state: 'detached' });

		await page.locator(TRIGGER).click();
		await page.waitForSelector(LIGHTBOX);
		const shown = (): Promise<string | null> => page.locator(`${LIGHTBOX} .pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)`).first().getAttribute('src');
		await expect.poll(shown).toBe(links[0]);
		await page.keyboard.press('ArrowRight');
		await expect.poll(shown).toBe(links[1]);
		expect(await page.locator('[href^="javascript:" i], [src^="javascript:" i], [src*="elsewhere.example"], [href*="elsewhere.example"]').count()).toBe(0);
		expect(foreign).toEqual([]);
		expect(dialogs).toEqual([]);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('shows the variation the address chose, and once the gallery has been looked at, Clear brings the product\'s own image back and another choice its image', async () => {
		const { page, context, errors } = await openPage(browser());
		const MARGHERITA = '/product/margherita/';
		const mainImage = page.locator('.woocommerce-product-gallery__image img').first();
		await page.goto(storeUrl(MARGHERITA));
		const own = { src: await mainImage.getAttribute('src'), large: await mainImage.getAttribute('data-large_image') };
		/** The image WooCommerce gives a variation (the form's `data-product_variations`), as an absolute URL. */
		const imageOf = (attributes: Record<string, string>): Promise<string> =>
			page.locator('form.variations_form').evaluate((form, wanted) => {
				const variations = JSON.parse(form.getAttribute('data-product_variations') ?? '[]') as Array<{ attributes: Record<string, string>; image: { src: string } }>;
				const found = variations.find((candidate) => Object.entries(wanted).every(([name, value]) => candidate.attributes[name] === value));
				return new URL(found?.image.src ?? '', document.baseURI).href;
			}, attributes);
		const shownSrc = (): Promise<string> => mainImage.evaluate((image) => (image as HTMLImageElement).src);

		// As WooCommerce links a variation: its options in the address.
		await page.goto(storeUrl(`${MARGHERITA}?attribute_pa_size=small&attribute_crust=Thin`));
		const small = await imageOf({ attribute_pa_size: 'small', attribute_crust: 'Thin' });
		await expect.poll(shownSrc).toBe(small);
		// The shopper looks at the gallery: another image, the lightbox opened and closed.
		await reachFor(page, '.woocommerce-product-gallery');
		await page.waitForSelector(TRIGGER);
		await page.locator(THUMBS).nth(1).click();
		await page.locator(TRIGGER).click();
		await page.waitForSelector(LIGHTBOX);
		await page.keyboard.press('Escape');
		await page.waitForSelector(LIGHTBOX, { state: 'detached' });
		expect(await shownSrc()).toBe(small);

		await page.locator('.reset_variations').click();
		await expect.poll(() => mainImage.getAttribute('src')).toBe(own.src);
		expect(await mainImage.getAttribute('data-large_image')).toBe(own.large);
		await expect.poll(() => shownSlide(page)).toBe(0);

		await page.selectOption('select[name="attribute_pa_size"]', 'large');
		await page.selectOption('select[name="attribute_crust"]', 'Classic');
		const large = await imageOf({ attribute_pa_size: 'large', attribute_crust: 'Classic' });
		expect(large).not.toBe(small);
		await expect.poll(shownSrc).toBe(large);
		await page.locator('.reset_variations').click();
		await expect.poll(() => mainImage.getAttribute('src')).toBe(own.src);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('keeps the printed thumbnails and shows the large image in the lightbox where the images come from an image CDN', async () => {
		const { page, context, errors } = await openPage(browser());
		// The store's test switch: WordPress's image functions give every image on another origin.
		await product(page, `${EIGHT_IMAGES}?image_cdn=1`);
		const pageOrigin = new URL(page.url()).origin;
		const printed = await page.locator('.woocommerce-product-gallery__image').evaluateAll((slides) => slides.map((slide) => (slide as HTMLElement).dataset.thumb ?? ''));
		expect(printed).toHaveLength(8);
		for (const src of printed) {
			expect(new URL(src).origin).not.toBe(pageOrigin);
		}
		await page.locator(THUMBS).nth(1).click();
		const sources = await page.locator(`${THUMBS} img`).evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
		expect(sources).toEqual(printed);
		await expect.poll(() => page.locator(`${THUMBS} img`).first().evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

		await page.locator(TRIGGER).click();
		await page.waitForSelector(LIGHTBOX);
		const large = await page.locator('.woocommerce-product-gallery__image img').nth(1).getAttribute('data-large_image');
		expect(new URL(large ?? '').origin).not.toBe(pageOrigin);
		const shown = page.locator(`${LIGHTBOX} .pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)`).first();
		await expect.poll(() => shown.getAttribute('src')).toBe(large);
		await expect.poll(() => shown.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
		expect(await page.locator('.pswp__error-msg').count()).toBe(0);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('says so, with a link, when a large image fails to load in the lightbox', async () => {
		const { page, context } = await openPage(browser());
		await page.goto(storeUrl('/product/grilled-salmon/#gid=1&pid=2'));
		const message = page.locator('.pswp__error-msg');
		await message.waitFor();
		expect(await message.textContent()).toBe('The image could not be loaded. Grilled Salmon - Image 2');
		// The second image's large file, which its store lacks (the seed's `fullMissing`).
		const large = await page.locator('.woocommerce-product-gallery__image').nth(1).locator('img').getAttribute('data-large_image');
		expect(large).toMatch(/\/grilled-salmon-534[^/]*\.(?:svg|jpg)$/);
		expect(await message.locator('a').getAttribute('href')).toBe(new URL(large ?? '', page.url()).href);
		await context.close();
	});

	it('shows the chosen variation\'s image as the first slide, and the product\'s again on reset', async () => {
		const { page, context, errors } = await openPage(browser());
		await product(page, '/product/margherita/');
		const first = page.locator('.woocommerce-product-gallery__image img').first();
		const before = await first.getAttribute('src');
		await page.locator(THUMBS).nth(2).click();
		await reachFor(page, 'form.variations_form');
		await page.waitForSelector('form.variations_form.shop-islands-variations');
		await page.selectOption('select[name="attribute_pa_size"]', 'small');
		await page.selectOption('select[name="attribute_crust"]', 'Thin');
		await page.waitForFunction((src) => document.querySelector('.woocommerce-product-gallery__image img')?.getAttribute('src') !== src, before);
		await expect.poll(() => shownSlide(page)).toBe(0);
		// The slide is reached before the thumbnails re-render: wait for the mark to follow.
		await expect.poll(() => page.locator(`${THUMBS}`).first().getAttribute('aria-current')).toBe('true');
		expect(await page.locator(`${THUMBS} img`).first().getAttribute('src')).not.toBe(await page.locator(`${THUMBS} img`).nth(1).getAttribute('src'));
		// The slider is as tall as the image shown, and the thumbnails follow it with no hole
		// between (the summary beside has grown by the variation's panel).
		await expect.poll(() => shownHeights(page)).toEqual({ slider: 0, thumbs: 8 });
		await page.focus('.reset_variations');
		await page.keyboard.press('Space');
		await page.waitForFunction((src) => document.querySelector('.woocommerce-product-gallery__image img')?.getAttribute('src') === src, before);
		expect(errors).toEqual([]);
		await context.close();
	});
});
