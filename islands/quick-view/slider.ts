import { QUICK_VIEW_THUMBNAILS_VISIBLE } from '../../shared/constants';

/**
 * The quick view's image slider (spec §2.3, §9.7) over the server's markup: one main image
 * shown at a time, and a strip of thumbnail buttons, four in view, that choose it. Plain DOM:
 * the images are server HTML, React never renders inside them.
 */

const SLIDE = '.woolentor-quickview-main-image__slide';
const THUMBNAIL = '.woolentor-quickview-thumbnail';
const STRIP = '.woolentor-quickview-thumbnails';
const VISIBLE_PROPERTY = '--shop-islands-quick-view-thumbnails';

export function startSlider(root: HTMLElement): () => void {
	const slides = [...root.querySelectorAll<HTMLElement>(SLIDE)];
	const thumbnails = [...root.querySelectorAll<HTMLElement>(THUMBNAIL)];
	root.querySelector<HTMLElement>(STRIP)?.style.setProperty(VISIBLE_PROPERTY, String(QUICK_VIEW_THUMBNAILS_VISIBLE));
	const show = (index: number): void => {
		slides.forEach((slide, position) => {
			slide.hidden = position !== index;
		});
		thumbnails.forEach((thumbnail, position) => {
			if (position === index) {
				thumbnail.setAttribute('aria-current', 'true');
			} else {
				thumbnail.removeAttribute('aria-current');
			}
		});
	};
	const listeners = thumbnails.map((thumbnail, index) => {
		const onClick = (): void => show(index);
		thumbnail.addEventListener('click', onClick);
		return () => thumbnail.removeEventListener('click', onClick);
	});
	show(0);
	return () => listeners.forEach((remove) => remove());
}
