import { REDUCED_MOTION_QUERY } from '../../shared/constants';
import { __ } from '../../shared/i18n';
import { scrolledTo } from '../../shared/slider';
import type { Unmount } from '../types';
import { startGallery, type ThumbnailLayout } from './gallery';
import { defaultOptions } from './options';
import { SLIDE } from './items';
import type { ZoomMode } from './zoom';
import { builtIn } from '../../shared/page-document';

/**
 * WooCommerce's product gallery (`single-product/product-image.php`):
 *   <div class="woocommerce-product-gallery woocommerce-product-gallery--with-images …">
 *     <div class="woocommerce-product-gallery__wrapper">
 *       <div data-thumb="…" data-thumb-alt="…" class="woocommerce-product-gallery__image">
 *         <a href="full.jpg"><img src="…" data-large_image="full.jpg" data-large_image_width="1600" …></a>
 *       </div>…
 * The theme's layout option adds `--vertical` or `--without-thumbnails`. The plugin adds the
 * thumbnail strip after the wrapper (`div.shop-islands-gallery__thumbs`). WooCommerce's script
 * adds the full-screen trigger; a theme may print its own, which is used instead. Without
 * JavaScript every image is a link to its large file.
 */

const GALLERY = '.woocommerce-product-gallery';
const WRAPPER = '.woocommerce-product-gallery__wrapper';
const TRIGGER = '.woocommerce-product-gallery__trigger';
const THUMBS_CLASS = 'shop-islands-gallery__thumbs';
/**
 * What the plugin marks a gallery with where a theme's or plugin's script still needs
 * WooCommerce's single-product script, which then runs it (php-enqueue/includes/gallery-thumbnails.php).
 */
const CLASSIC_GALLERY_CLASS = 'shop-islands-classic-gallery';

export function mount(host: HTMLElement): Unmount {
	const wrapper = host.querySelector<HTMLElement>(WRAPPER);
	const slides = wrapper ? [...wrapper.querySelectorAll<HTMLElement>(`:scope > ${SLIDE}`)] : [];
	// The placeholder of a product without images: nothing to slide, zoom or enlarge. Where
	// WooCommerce's own script still runs (the plugin marks its gallery), its gallery is the one.
	if (!wrapper || slides.length === 0 || host.classList.contains(CLASSIC_GALLERY_CLASS)) {
		return () => undefined;
	}
	// Read before the island writes anything, so it costs no layout of its own.
	const start = scrolledTo(wrapper, slides.length);
	const reducedMotion = window.matchMedia(REDUCED_MOTION_QUERY).matches;
	const zoom: ZoomMode | null = reducedMotion ? null : window.matchMedia('(hover: none)').matches ? 'tap' : 'hover';

	const printed = host.querySelector<HTMLElement>(TRIGGER);
	const trigger = printed ?? createTrigger();
	if (!printed) {
		host.prepend(trigger);
	}
	// The strip the plugin printed (php-enqueue's gallery-thumbnails.php), or one of the island's own.
	const printedThumbs = host.querySelector<HTMLElement>(`:scope > .${THUMBS_CLASS}`);
	const thumbs = printedThumbs ?? builtIn('createElement')('div');
	if (!printedThumbs) {
		thumbs.className = THUMBS_CLASS;
		host.append(thumbs);
	}

	// Started at once: a tap held while the island loaded is replayed as this returns, onto the
	// slides' listeners, not the link to the large image under them.
	const unmount = startGallery({
		wrapper,
		slides,
		start,
		thumbsHost: thumbs,
		layout: layoutOf(host),
		gallery: [...builtIn('querySelectorAll')(GALLERY)].indexOf(host) + 1,
		productId: productIdOf(host),
		trigger,
		zoom,
		reducedMotion,
	});
	return () => {
		unmount();
		if (!printedThumbs) {
			thumbs.remove();
		}
		if (!printed) {
			trigger.remove();
		}
	};
}

/** WooCommerce's trigger, as its script adds it (a button, so Space works too), naming the lightbox it opens. */
function createTrigger(): HTMLElement {
	const trigger = builtIn('createElement')('button');
	trigger.type = 'button';
	trigger.className = 'woocommerce-product-gallery__trigger';
	trigger.setAttribute('aria-haspopup', 'dialog');
	trigger.setAttribute('aria-controls', defaultOptions.lightboxId);
	trigger.setAttribute('aria-label', __('View full-screen image gallery', 'shop-islands'));
	const icon = builtIn('createElement')('span');
	icon.setAttribute('aria-hidden', 'true');
	icon.textContent = '🔍';
	trigger.append(icon);
	return trigger;
}

function layoutOf(host: HTMLElement): ThumbnailLayout {
	if (host.classList.contains('woocommerce-product-gallery--vertical')) {
		return 'vertical';
	}
	return host.classList.contains('woocommerce-product-gallery--without-thumbnails') ? 'without-thumbnails' : 'horizontal';
}

/** `div#product-123` around the gallery, as WooCommerce prints it. */
function productIdOf(host: HTMLElement): number | null {
	const id = /^product-(\d+)$/.exec(host.closest('[id^="product-"]')?.id ?? '')?.[1];
	return id ? Number(id) : null;
}
