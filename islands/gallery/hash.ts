/**
 * The zoomable gallery's place in the URL hash, `#gid=<gallery>&pid=<image>` (both counted
 * from 1, as WooCommerce's PhotoSwipe wrote them), so a shared link opens the same image.
 */

export interface GalleryPlace {
	readonly gallery: number;
	/** 0-based. */
	readonly index: number;
}

/** The hash key of the gallery's place (its images' is `pid`). */
export const GALLERY_KEY = 'gid';
const IMAGE_KEY = 'pid';

/**
 * The 0-based image a hash opens in gallery `gallery` of `images` images, or null when it
 * names another gallery, no image of this one, or is not a gallery place at all.
 */
export function readPlace(hash: string, gallery: number, images: number): number | null {
	const params = new URLSearchParams(hash.replace(/^#/, ''));
	const named = wholeNumber(params.get(GALLERY_KEY));
	const image = wholeNumber(params.get(IMAGE_KEY));
	return named === gallery && image !== null && image >= 1 && image <= images ? image - 1 : null;
}

export function placeHash(place: GalleryPlace): string {
	return `#${GALLERY_KEY}=${place.gallery}&${IMAGE_KEY}=${place.index + 1}`;
}

/** Writes the place into the address without a history entry or a scroll. */
export function writePlace(place: GalleryPlace): void {
	history.replaceState(history.state, '', placeHash(place));
}

/** Clears the hash (only when it is still a gallery place: another script may have moved on). */
export function clearPlace(): void {
	const params = new URLSearchParams(location.hash.replace(/^#/, ''));
	if (params.has(GALLERY_KEY) && params.has(IMAGE_KEY)) {
		history.replaceState(history.state, '', `${location.pathname}${location.search}`);
	}
}

function wholeNumber(value: string | null): number | null {
	return value !== null && /^\d{1,6}$/.test(value) ? Number(value) : null;
}
