import { REDUCED_MOTION_QUERY } from '../../shared/constants';
import { renderIsland } from '../runtime/react-island';
import type { Unmount } from '../types';
import { Carousel } from './Carousel';
import { retryFailedImages } from './lazy-images';
import { defaultOptions } from './options';
import { contentCarouselOptions, productCarouselOptions } from './settings';
import { builtIn } from '../../shared/page-document';

/**
 * A carousel over the server's slides (docs/listings-and-content.md#carousels):
 * - WooLentor's product slider, `<div id="product-slider-…" dir="ltr" class="product-slider"
 *   data-settings='{"arrows":true,…}' style="display:none">` around one element per slide;
 * - a generic slick carousel, any element with slick's `data-slick='{…}'` options.
 * Without JavaScript the slides are a list that scrolls sideways (our stylesheet shows the
 * slider WooLentor prints hidden). The controls go in a row after the slider whose room the
 * stylesheet keeps from the first paint; the row shows in the same commit as glider takes the
 * slides, so mounting moves nothing.
 */

const PRODUCT_SLIDER = '.product-slider';
const CONTROLS_CLASS = 'shop-islands-carousel__controls';
const SLICK_INITIALIZED = 'slick-initialized';

export function mount(host: HTMLElement): Unmount {
	const slides = [...host.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
	// A slider slick already runs (a classic script the site still loads) is left to it.
	if (slides.length === 0 || host.classList.contains(SLICK_INITIALIZED)) {
		return () => undefined;
	}
	const pageRtl = getComputedStyle(host).direction === 'rtl';
	const options = host.matches(PRODUCT_SLIDER)
		? productCarouselOptions(host.dataset.settings, pageRtl)
		: contentCarouselOptions(host.dataset.slick, pageRtl);

	const controls = builtIn('createElement')('div');
	controls.className = CONTROLS_CLASS;
	host.after(controls);
	const stopRetries = retryFailedImages(host, { retries: defaultOptions.lazyImageRetries, delayMs: defaultOptions.lazyImageRetryDelayMs });
	const unmount = renderIsland(
		'carousel',
		controls,
		<Carousel host={host} slides={slides} options={options} reducedMotion={window.matchMedia(REDUCED_MOTION_QUERY)} />,
	);
	return () => {
		unmount();
		stopRetries();
		controls.remove();
	};
}
