import { fireEvent, screen, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLightbox } from '../../../islands/gallery/lightbox';
import { mount } from '../../../islands/gallery/mount';
import { $chosenVariation, $mainImageHolders, type ChosenVariation, type VariationImage } from '../../../shared/stores/chosen-variation';
import { installSettings } from '../../support/settings';

vi.mock('../../../islands/gallery/lightbox', () => ({ openLightbox: vi.fn() }));

let unmount: () => void = () => undefined;

afterEach(() => {
	unmount();
	unmount = () => undefined;
	$chosenVariation.set(null);
	history.replaceState(null, '', '/');
	installSettings();
});

beforeEach(() => {
	vi.mocked(openLightbox).mockClear();
});

/** WooCommerce's gallery of `count` images, in `div#product-115`. */
function gallery(count: number, { classes = '', trigger = '', thumbAlt = (n: number) => (n === 1 ? 'Margherita' : `Margherita - Image ${n}`) } = {}): HTMLElement {
	const slides = Array.from(
		{ length: count },
		(_, i) =>
			`<div data-thumb="/thumb-${i + 1}.svg" data-thumb-alt="${thumbAlt(i + 1)}" class="woocommerce-product-gallery__image"><a href="/full-${i + 1}.svg"><img width="600" height="450" src="/single-${i + 1}.svg" alt="${thumbAlt(i + 1)}" data-caption="Caption ${i + 1}" data-src="/full-${i + 1}.svg" data-large_image="/full-${i + 1}.svg" data-large_image_width="1600" data-large_image_height="1200" /></a></div>`,
	).join('');
	document.body.innerHTML = `<div id="product-115" class="product"><div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4${classes} images" data-columns="4">${trigger}<div class="woocommerce-product-gallery__wrapper">${slides}</div></div></div>`;
	// happy-dom loads no image; these have, as in a browser by the time the gallery is in view.
	for (const image of document.querySelectorAll('img')) {
		Object.defineProperty(image, 'naturalWidth', { value: 600, configurable: true });
	}
	return document.querySelector('.woocommerce-product-gallery') as HTMLElement;
}

/** The strip the plugin prints after the wrapper (php-enqueue's gallery-thumbnails.php), of `count` buttons. */
function printStrip(host: HTMLElement, count: number): HTMLOListElement {
	const items = Array.from(
		{ length: count },
		(_, i) => `<li class="shop-islands-gallery__thumb"><button type="button"${i === 0 ? ' aria-current="true"' : ' tabindex="-1"'}><img src="/thumb-${i + 1}.svg" alt="Printed ${i + 1}" /></button></li>`,
	).join('');
	host.insertAdjacentHTML('beforeend', `<div class="shop-islands-gallery__thumbs"><ol class="shop-islands-gallery__thumbs-list">${items}</ol></div>`);
	return host.querySelector('ol') as HTMLOListElement;
}

function mountGallery(host: HTMLElement): void {
	unmount = mount(host);
}

const thumbs = (): HTMLElement[] => screen.queryAllByRole('button').filter((button) => button.closest('.shop-islands-gallery__thumbs'));
const current = (): string | null => thumbs().find((button) => button.getAttribute('aria-current') === 'true')?.querySelector('img')?.alt ?? null;
const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
/** A press on the slides starts the slider at once (it otherwise waits for the page to be idle). */
/** A press on the slides, its click, and the turn after it, when the slider starts. */
const press = async (host: HTMLElement): Promise<void> => {
	const wrapper = host.querySelector('.woocommerce-product-gallery__wrapper') as HTMLElement | null;
	if (wrapper) {
		fireEvent.pointerDown(wrapper);
		fireEvent.pointerUp(wrapper);
		fireEvent.click(wrapper);
	}
	await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('gallery: thumbnails', () => {
	it('shows one button per image, named by its alt, the first marked current', () => {
		mountGallery(gallery(3));
		expect(thumbs().map((button) => button.querySelector('img')?.alt)).toEqual(['Margherita', 'Margherita - Image 2', 'Margherita - Image 3']);
		expect(screen.getByRole('button', { name: 'Margherita - Image 2' })).toBeTruthy();
		expect(current()).toBe('Margherita');
		expect(thumbs().map((button) => button.tabIndex)).toEqual([0, -1, -1]);
	});

	it('moves aria-current to the thumbnail picked', () => {
		mountGallery(gallery(3));
		fireEvent.click(screen.getByRole('button', { name: 'Margherita - Image 3' }));
		expect(current()).toBe('Margherita - Image 3');
	});

	it('moves between thumbnails with the arrow keys, Home and End, without looping', () => {
		mountGallery(gallery(5));
		const first = thumbs()[0] as HTMLElement;
		first.focus();
		fireEvent.keyDown(first, { key: 'ArrowLeft' });
		expect(current()).toBe('Margherita');
		fireEvent.keyDown(first, { key: 'ArrowRight' });
		expect(current()).toBe('Margherita - Image 2');
		expect(document.activeElement).toBe(thumbs()[1]);
		fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' });
		expect(current()).toBe('Margherita - Image 5');
		fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
		expect(current()).toBe('Margherita - Image 5');
		fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Home' });
		expect(current()).toBe('Margherita');
		expect(document.querySelector('.shop-islands-gallery__thumbs-list')?.classList.contains('is-slider')).toBe(true);
	});

	it('uses up and down in the vertical layout', () => {
		mountGallery(gallery(3, { classes: ' woocommerce-product-gallery--vertical' }));
		const first = thumbs()[0] as HTMLElement;
		fireEvent.keyDown(first, { key: 'ArrowRight' });
		expect(current()).toBe('Margherita');
		fireEvent.keyDown(first, { key: 'ArrowDown' });
		expect(current()).toBe('Margherita - Image 2');
	});

	it('has no thumbnails and no slider for a single image, nor in the layout without thumbnails', async () => {
		mountGallery(gallery(1));
		await press(document.body);
		expect(thumbs()).toEqual([]);
		expect(document.querySelector('.glider')).toBeNull();
		unmount();
		mountGallery(gallery(3, { classes: ' woocommerce-product-gallery--without-thumbnails' }));
		await press(document.body);
		expect(thumbs()).toEqual([]);
		expect(document.querySelector('.glider')).not.toBeNull();
	});

	it('takes over the strip the plugin printed: its buttons pick, and they are left in the page, listening no more, when it unmounts', () => {
		const host = gallery(3);
		const list = printStrip(host, 3);
		const printed = [...list.querySelectorAll('button')];
		const sources = printed.map((button) => button.querySelector('img')?.getAttribute('src'));
		mountGallery(host);
		expect(document.querySelectorAll('.shop-islands-gallery__thumbs')).toHaveLength(1);
		expect(thumbs()).toEqual(printed);
		// Named as the island names them; the images the server's, not loaded again.
		expect(thumbs().map((button) => button.querySelector('img')?.alt)).toEqual(['Margherita', 'Margherita - Image 2', 'Margherita - Image 3']);
		expect(thumbs().map((button) => button.querySelector('img')?.getAttribute('src'))).toEqual(sources);
		fireEvent.click(printed[2] as HTMLElement);
		expect(current()).toBe('Margherita - Image 3');
		expect(thumbs().map((button) => button.tabIndex)).toEqual([-1, -1, 0]);
		unmount();
		unmount = () => undefined;
		expect(host.querySelector('ol')).toBe(list);
		expect(current()).toBe('Margherita');
		fireEvent.click(printed[1] as HTMLElement);
		expect(current()).toBe('Margherita');
	});

	it('measures no thumbnail as it takes over the printed strip at its first one (no forced layout at mount)', () => {
		const host = gallery(6);
		printStrip(host, 6);
		const measured = vi.spyOn(Element.prototype, 'getBoundingClientRect');
		try {
			mountGallery(host);
			expect(measured).not.toHaveBeenCalled();
		} finally {
			measured.mockRestore();
		}
	});

	it('draws its own strip in place of a printed one that does not match the slides, and puts that one back when it unmounts', () => {
		const host = gallery(3);
		const list = printStrip(host, 2);
		mountGallery(host);
		expect(host.querySelectorAll('ol')).toHaveLength(1);
		expect(host.querySelector('ol')).not.toBe(list);
		expect(thumbs()).toHaveLength(3);
		unmount();
		unmount = () => undefined;
		expect(host.querySelector('ol')).toBe(list);
	});

	it('shows the thumbnails at once and starts the slider when the page is idle', () => {
		const idle: IdleRequestCallback[] = [];
		vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
		vi.stubGlobal('cancelIdleCallback', () => undefined);
		try {
			mountGallery(gallery(3));
			expect(thumbs()).toHaveLength(3);
			expect(document.querySelector('.glider')).toBeNull();
			expect(idle).toHaveLength(1);
			idle[0]?.({ didTimeout: false, timeRemaining: () => 50 });
			expect(document.querySelector('.glider')).not.toBeNull();
		} finally {
			unmount();
			unmount = () => undefined;
			vi.unstubAllGlobals();
		}
	});

	it('answers an image picked before the slider started by scrolling the server\'s slides there, and starts the slider where they stop', () => {
		const host = gallery(3);
		const wrapper = host.querySelector('.woocommerce-product-gallery__wrapper') as HTMLElement;
		Object.defineProperty(wrapper, 'clientWidth', { configurable: true, value: 400 });
		const scrolls: ScrollToOptions[] = [];
		wrapper.scrollTo = ((options: ScrollToOptions) => {
			scrolls.push(options);
			wrapper.scrollLeft = options.left ?? 0;
		}) as typeof wrapper.scrollTo;
		mountGallery(host);
		fireEvent.click(screen.getByRole('button', { name: 'Margherita - Image 3' }));
		expect(scrolls).toEqual([{ left: 800, behavior: 'smooth' }]);
		expect(current()).toBe('Margherita - Image 3');
		// The scroll's own events start no slider while it runs; its end does.
		fireEvent.scroll(wrapper);
		expect(document.querySelector('.glider')).toBeNull();
		fireEvent(wrapper, new Event('scrollend'));
		expect(document.querySelector('.glider')).not.toBeNull();
		expect(current()).toBe('Margherita - Image 3');
	});

	it('starts the slider once a scroll to a pick has had its time, where no scrollend comes', () => {
		vi.useFakeTimers();
		try {
			mountGallery(gallery(3));
			fireEvent.click(screen.getByRole('button', { name: 'Margherita - Image 2' }));
			expect(document.querySelector('.glider')).toBeNull();
			vi.advanceTimersByTime(1000);
			expect(document.querySelector('.glider')).not.toBeNull();
		} finally {
			vi.useRealTimers();
		}
	});

	it('moves a started slider to an image picked later', () => {
		mountGallery(gallery(3));
		fireEvent.click(screen.getByRole('button', { name: 'Margherita - Image 3' }));
		fireEvent(document.querySelector('.woocommerce-product-gallery__wrapper') as HTMLElement, new Event('scrollend'));
		fireEvent.click(screen.getByRole('button', { name: 'Margherita - Image 2' }));
		expect(document.querySelector('.glider')).not.toBeNull();
		expect(current()).toBe('Margherita - Image 2');
	});

	it('gives the page back untouched when it leaves before its slider started', () => {
		const host = gallery(3);
		const before = host.innerHTML;
		mountGallery(host);
		unmount();
		unmount = () => undefined;
		expect(host.innerHTML).toBe(before);
	});

	it('keeps a thumbnail URL with quotes as one attribute value', () => {
		const host = gallery(2);
		const slide = host.querySelector('.woocommerce-product-gallery__image') as HTMLElement;
		slide.dataset.thumb = `/t.svg" onerror="alert(1)`;
		mountGallery(host);
		const image = thumbs()[0]?.querySelector('img') as HTMLImageElement;
		expect(image.getAttribute('src')).toBe(`http://localhost:3000/t.svg%22%20onerror=%22alert(1)`);
		expect(image.hasAttribute('onerror')).toBe(false);
	});

	it('lets only the slide shown take focus and be read', () => {
		const host = gallery(3);
		mountGallery(host);
		const slides = [...host.querySelectorAll('.woocommerce-product-gallery__image')];
		const state = (): string[] => slides.map((slide) => `${slide.getAttribute('aria-hidden')} ${slide.querySelector('a')?.getAttribute('tabindex')}`);
		expect(state()).toEqual(['null 0', 'true -1', 'true -1']);
		fireEvent.click(screen.getByRole('button', { name: 'Margherita - Image 3' }));
		expect(state()).toEqual(['true -1', 'true -1', 'null 0']);
		unmount();
		unmount = () => undefined;
		expect(state()).toEqual(['null null', 'null null', 'null null']);
	});

	it('moves no slide under a press, which would leave it without its click: the slider starts once the click is handled', async () => {
		const host = gallery(3);
		const first = host.querySelector('.woocommerce-product-gallery__image') as HTMLElement;
		const wrapper = host.querySelector('.woocommerce-product-gallery__wrapper') as HTMLElement;
		mountGallery(host);
		fireEvent.pointerDown(first);
		expect(first.parentElement).toBe(wrapper);
		fireEvent.pointerUp(first);
		await new Promise((resolve) => setTimeout(resolve, 5));
		// A tap's click may come after its touchend: still in place.
		expect(first.parentElement).toBe(wrapper);
		fireEvent.click(first);
		expect(first.parentElement).toBe(wrapper);
		await new Promise((resolve) => setTimeout(resolve, 5));
		expect(first.parentElement?.classList.contains('glider-track')).toBe(true);
	});

	it('starts the slider once no click comes after a press, or as the browser takes the press for a scroll', async () => {
		const host = gallery(3);
		const wrapper = host.querySelector('.woocommerce-product-gallery__wrapper') as HTMLElement;
		mountGallery(host);
		fireEvent.pointerDown(wrapper);
		fireEvent.pointerCancel(wrapper);
		await new Promise((resolve) => setTimeout(resolve, 5));
		expect(host.querySelector('.glider-track')).not.toBeNull();
		unmount();
		const other = gallery(3);
		mountGallery(other);
		fireEvent.pointerDown(other.querySelector('.woocommerce-product-gallery__wrapper') as HTMLElement);
		fireEvent.pointerUp(other.querySelector('.woocommerce-product-gallery__wrapper') as HTMLElement);
		await new Promise((resolve) => setTimeout(resolve, 400));
		expect(other.querySelector('.glider-track')).not.toBeNull();
	});

	it('leaves the server\'s slides in place and gives the page back as it was on unmount', async () => {
		const host = gallery(3);
		const first = host.querySelector('.woocommerce-product-gallery__image');
		mountGallery(host);
		await press(host);
		expect(host.querySelector('.glider-track')?.firstElementChild).toBe(first);
		unmount();
		unmount = () => undefined;
		expect(host.querySelector('.glider-track')).toBeNull();
		expect(host.querySelector('.woocommerce-product-gallery__wrapper')?.firstElementChild).toBe(first);
		expect(host.querySelector('.shop-islands-gallery__thumbs, .woocommerce-product-gallery__trigger')).toBeNull();
	});
});

describe('gallery: the full-screen trigger and the lightboxes', () => {
	it("is left to WooCommerce where the plugin marks the gallery its own (a plugin's script needs its single-product script): no second gallery on its markup", () => {
		const host = gallery(3, { classes: ' shop-islands-classic-gallery' });
		mountGallery(host);
		expect(host.querySelector('.woocommerce-product-gallery__trigger, .shop-islands-gallery__thumbs')).toBeNull();
		expect(host.querySelector('.glider')).toBeNull();
	});

	it('adds WooCommerce\'s trigger when the markup lacks it, and opens the full-screen lightbox at the image shown', async () => {
		mountGallery(gallery(3));
		fireEvent.click(screen.getByRole('button', { name: 'Margherita - Image 2' }));
		const trigger = screen.getByRole('button', { name: 'View full-screen image gallery' });
		expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
		// As WooCommerce 10.2+'s trigger: it controls the lightbox, which takes that id when open.
		expect(trigger.getAttribute('aria-controls')).toBe('photoswipe-fullscreen-dialog');
		fireEvent.click(trigger);
		await flush();
		expect(openLightbox).toHaveBeenCalledTimes(1);
		expect(vi.mocked(openLightbox).mock.calls[0]?.[0]).toMatchObject({ kind: 'full-screen', index: 1, gallery: 1, returnFocus: trigger });
	});

	it('uses a trigger the theme printed instead of adding one', async () => {
		mountGallery(gallery(2, { trigger: '<a href="#" role="button" class="woocommerce-product-gallery__trigger" aria-label="View full-screen image gallery">🔍</a>' }));
		expect(screen.getAllByRole('button', { name: 'View full-screen image gallery' })).toHaveLength(1);
		const click = new MouseEvent('click', { bubbles: true, cancelable: true });
		screen.getByRole('button', { name: 'View full-screen image gallery' }).dispatchEvent(click);
		expect(click.defaultPrevented).toBe(true);
		await flush();
		expect(openLightbox).toHaveBeenCalledTimes(1);
		vi.mocked(openLightbox).mock.calls[0]?.[0].onClose();
		// The theme's link is a button: Space opens the lightbox too, and does not scroll the page.
		const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
		screen.getByRole('button', { name: 'View full-screen image gallery' }).dispatchEvent(space);
		expect(space.defaultPrevented).toBe(true);
		await flush();
		expect(openLightbox).toHaveBeenCalledTimes(2);
	});

	it('opens the zoomable gallery from an image, at that image', async () => {
		const host = gallery(3);
		mountGallery(host);
		const link = host.querySelectorAll('.woocommerce-product-gallery__image a')[2] as HTMLElement;
		const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
		link.dispatchEvent(click);
		expect(click.defaultPrevented).toBe(true);
		await flush();
		expect(vi.mocked(openLightbox).mock.calls[0]?.[0]).toMatchObject({ kind: 'zoomable', index: 2 });
	});

	it('passes the lightbox each large image, with no size where the markup has none or garbage', async () => {
		const host = gallery(2);
		const image = host.querySelector('img') as HTMLImageElement;
		image.removeAttribute('data-large_image_width');
		image.dataset.large_image_height = 'tall';
		mountGallery(host);
		fireEvent.click(screen.getByRole('button', { name: 'View full-screen image gallery' }));
		await flush();
		const items = vi.mocked(openLightbox).mock.calls[0]?.[0].items ?? [];
		expect(items.map(({ largeSrc, largeWidth, largeHeight }) => [largeSrc, largeWidth, largeHeight])).toEqual([
			['http://localhost:3000/full-1.svg', null, null],
			['http://localhost:3000/full-2.svg', 1600, 1200],
		]);
	});

	it.each([
		['javascript:', 'javascript:alert(1)'],
		['another origin', 'https://elsewhere.example/x.svg'],
	])('passes the lightbox, the zoom and the thumbnails no %s address: the next allowed one instead', async (_case, bad) => {
		const host = gallery(2);
		const slide = host.querySelector('.woocommerce-product-gallery__image') as HTMLElement;
		const image = slide.querySelector('img') as HTMLImageElement;
		slide.dataset.thumb = bad;
		image.dataset.large_image = bad;
		image.dataset.src = bad;
		mountGallery(host);
		expect(thumbs()[0]?.querySelector('img')?.getAttribute('src')).toBe('http://localhost:3000/single-1.svg');
		fireEvent.click(screen.getByRole('button', { name: 'View full-screen image gallery' }));
		await flush();
		const items = vi.mocked(openLightbox).mock.calls[0]?.[0].items ?? [];
		expect(items.map((item) => item.largeSrc)).toEqual(['http://localhost:3000/full-1.svg', 'http://localhost:3000/full-2.svg']);
	});

	it('takes the images of the site\'s image CDN (the settings\' imageOrigins) for the thumbnails, the lightbox and the zoom', async () => {
		installSettings({ imageOrigins: ['https://i0.wp.com'] });
		const host = gallery(2);
		for (const element of host.querySelectorAll('[data-thumb], img, a')) {
			for (const name of ['data-thumb', 'src', 'data-large_image', 'data-src', 'href']) {
				const value = element.getAttribute(name);
				if (value) {
					element.setAttribute(name, `https://i0.wp.com/shop.example${value}`);
				}
			}
		}
		const list = printStrip(host, 2);
		for (const image of list.querySelectorAll('img')) {
			image.setAttribute('src', `https://i0.wp.com/shop.example${image.getAttribute('src') ?? ''}`);
		}
		mountGallery(host);
		expect(thumbs().map((button) => button.querySelector('img')?.getAttribute('src'))).toEqual([
			'https://i0.wp.com/shop.example/thumb-1.svg',
			'https://i0.wp.com/shop.example/thumb-2.svg',
		]);
		fireEvent.click(screen.getByRole('button', { name: 'View full-screen image gallery' }));
		await flush();
		const items = vi.mocked(openLightbox).mock.calls[0]?.[0].items ?? [];
		expect(items.map((item) => [item.src, item.largeSrc])).toEqual([
			['https://i0.wp.com/shop.example/single-1.svg', 'https://i0.wp.com/shop.example/full-1.svg'],
			['https://i0.wp.com/shop.example/single-2.svg', 'https://i0.wp.com/shop.example/full-2.svg'],
		]);
	});

	it('never blanks an image the server printed on an origin it cannot vouch for: the printed thumbnails and slides stay as printed', () => {
		const host = gallery(2);
		const elsewhere = (path: string): string => `https://images.elsewhere.example${path}`;
		for (const slide of host.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image')) {
			slide.dataset.thumb = elsewhere(slide.dataset.thumb ?? '');
			const image = slide.querySelector('img') as HTMLImageElement;
			image.setAttribute('src', elsewhere(image.getAttribute('src') ?? ''));
			image.dataset.large_image = elsewhere(image.dataset.large_image ?? '');
		}
		const list = printStrip(host, 2);
		for (const image of list.querySelectorAll('img')) {
			image.setAttribute('src', elsewhere(image.getAttribute('src') ?? ''));
		}
		mountGallery(host);
		expect(thumbs().map((button) => button.querySelector('img')?.getAttribute('src'))).toEqual([elsewhere('/thumb-1.svg'), elsewhere('/thumb-2.svg')]);
		expect(host.querySelector('img')?.getAttribute('src')).toBe(elsewhere('/single-1.svg'));
		expect(host.querySelector('img')?.dataset.large_image).toBe(elsewhere('/full-1.svg'));
	});

	it('opens the zoomable gallery from a #gid=1&pid=2 link', async () => {
		history.replaceState(null, '', '/product/margherita/#gid=1&pid=2');
		mountGallery(gallery(3));
		await flush();
		expect(vi.mocked(openLightbox).mock.calls[0]?.[0]).toMatchObject({ kind: 'zoomable', index: 1, gallery: 1, returnFocus: null });
		expect(current()).toBe('Margherita - Image 2');
	});

	it.each(['#gid=abc&pid=999', '#gid=1&pid=-1', '#gid=1&pid=999', '#gid=2&pid=1'])('ignores %s', async (hash) => {
		history.replaceState(null, '', `/product/margherita/${hash}`);
		mountGallery(gallery(3));
		await flush();
		expect(openLightbox).not.toHaveBeenCalled();
		expect(current()).toBe('Margherita');
	});
});

describe('gallery: images that fail', () => {
	it('says so in a slide whose image fails, with a link to the image', () => {
		const host = gallery(2);
		mountGallery(host);
		const image = host.querySelectorAll('img')[1] as HTMLImageElement;
		image.dispatchEvent(new Event('error'));
		const slide = host.querySelectorAll('.woocommerce-product-gallery__image')[1] as HTMLElement;
		const message = slide.querySelector('.shop-islands-gallery__error') as HTMLElement;
		expect(message.textContent).toContain('The image could not be loaded.');
		expect(within(message).getByRole('link', { name: 'Margherita - Image 2', hidden: true }).getAttribute('href')).toBe('http://localhost:3000/single-2.svg');
		image.dispatchEvent(new Event('load'));
		expect(slide.querySelector('.shop-islands-gallery__error')).toBeNull();
	});

	it.each([
		['javascript:', 'javascript:alert(1)'],
		['another origin', 'https://elsewhere.example/x.svg'],
	])('links to no %s image that fails: the message alone', (_case, bad) => {
		const host = gallery(2);
		const image = host.querySelectorAll('img')[1] as HTMLImageElement;
		image.setAttribute('src', bad);
		mountGallery(host);
		image.dispatchEvent(new Event('error'));
		const message = host.querySelector('.shop-islands-gallery__error') as HTMLElement;
		expect(message.textContent).toBe('The image could not be loaded.');
		expect(message.querySelector('a')).toBeNull();
	});

	it('says so for an image that failed before the gallery mounted', () => {
		const host = gallery(2);
		// Complete with no width: the browser gave up on it.
		Object.defineProperty(host.querySelectorAll('img')[0] as HTMLImageElement, 'naturalWidth', { value: 0 });
		mountGallery(host);
		const slides = host.querySelectorAll('.woocommerce-product-gallery__image');
		expect(slides[0]?.querySelector('.shop-islands-gallery__error')?.textContent).toBe('The image could not be loaded. Margherita');
		expect(slides[1]?.querySelector('.shop-islands-gallery__error')).toBeNull();
	});
});

describe('gallery: variation images', () => {
	const smallImage: VariationImage = {
		src: '/small.svg',
		srcset: '',
		sizes: '',
		alt: 'Small Margherita',
		title: 'small',
		caption: 'Small Margherita, thin crust',
		fullSrc: '/small-full.svg',
		fullWidth: '1600',
		fullHeight: '1200',
		width: '600',
		height: '450',
		thumbnailSrc: '/small-thumb.svg',
	};
	const chosen: ChosenVariation = { productId: 115, variationId: 201, image: smallImage };

	it('shows the chosen variation\'s image as the first slide, and the server\'s again on reset', () => {
		const host = gallery(3);
		mountGallery(host);
		fireEvent.click(screen.getByRole('button', { name: 'Margherita - Image 3' }));
		$chosenVariation.set(chosen);
		const image = host.querySelector('img') as HTMLImageElement;
		expect(image.getAttribute('src')).toBe('http://localhost:3000/small.svg');
		expect(image.dataset.large_image).toBe('http://localhost:3000/small-full.svg');
		expect(host.querySelector('a')?.getAttribute('href')).toBe('http://localhost:3000/small-full.svg');
		expect(current()).toBe('Small Margherita');
		expect(thumbs()[0]?.querySelector('img')?.getAttribute('src')).toBe('http://localhost:3000/small-thumb.svg');
		$chosenVariation.set(null);
		expect(image.getAttribute('src')).toBe('/single-1.svg');
		expect(image.dataset.large_image).toBe('/full-1.svg');
		expect(image.hasAttribute('srcset')).toBe(false);
		expect(current()).toBe('Margherita');
		expect(thumbs()[0]?.querySelector('img')?.getAttribute('src')).toBe('http://localhost:3000/thumb-1.svg');
	});

	it.each([
		['javascript:', 'javascript:alert(1)'],
		['another origin', 'https://elsewhere.example/x.svg'],
	])('writes no %s address of a variation: its image is no image, its full image gives way to its src', (_case, bad) => {
		const host = gallery(2);
		mountGallery(host);
		const image = host.querySelector('img') as HTMLImageElement;
		const link = host.querySelector('a') as HTMLAnchorElement;
		$chosenVariation.set({ ...chosen, image: { ...smallImage, src: bad } });
		expect(image.getAttribute('src')).toBe('/single-1.svg');
		expect(link.getAttribute('href')).toBe('/full-1.svg');
		$chosenVariation.set({ ...chosen, image: { ...smallImage, fullSrc: bad, thumbnailSrc: bad, srcset: `${bad} 2x` } });
		expect(image.getAttribute('src')).toBe('http://localhost:3000/small.svg');
		expect(image.dataset.large_image).toBe('http://localhost:3000/small.svg');
		expect(link.getAttribute('href')).toBe('http://localhost:3000/small.svg');
		expect(image.hasAttribute('srcset')).toBe(false);
		expect(thumbs()[0]?.querySelector('img')?.getAttribute('src')).toBe('http://localhost:3000/thumb-1.svg');
		expect(host.innerHTML).not.toContain(bad);
	});

	it('alone writes the main image while it runs (it holds it from its start), and leaves with the server\'s image back in place', () => {
		const host = gallery(2);
		mountGallery(host);
		expect($mainImageHolders.get()).toEqual([host.querySelector('.woocommerce-product-gallery__wrapper')]);
		$chosenVariation.set(chosen);
		const image = host.querySelector('img') as HTMLImageElement;
		expect(image.getAttribute('src')).toBe('http://localhost:3000/small.svg');
		unmount();
		unmount = () => undefined;
		expect($mainImageHolders.get()).toEqual([]);
		expect(image.getAttribute('src')).toBe('/single-1.svg');
		expect(host.querySelector('.woocommerce-product-gallery__image')?.getAttribute('data-thumb')).toBe('/thumb-1.svg');
	});

	it('shows the product\'s own image for a variation without one', () => {
		const host = gallery(2);
		mountGallery(host);
		$chosenVariation.set(chosen);
		$chosenVariation.set({ productId: 115, variationId: 202, image: null });
		expect(host.querySelector('img')?.getAttribute('src')).toBe('/single-1.svg');
	});

	it('ignores another product\'s variation image', () => {
		const host = gallery(2);
		mountGallery(host);
		$chosenVariation.set({ ...chosen, productId: 999 });
		expect(host.querySelector('img')?.getAttribute('src')).toBe('/single-1.svg');
	});
});
