import type { LoadStrategy } from '../types';
import { GALLERY_KEY } from './hash';

/**
 * When the gallery's island starts: on the shopper's intent (the server's first image and the
 * plugin's thumbnail strip show meanwhile; a click on a thumbnail is held until it is ready), or
 * at once on a page opened at a place in the zoomable gallery (`#gid=…&pid=…`, docs/gallery.md),
 * which it opens there.
 */
export function galleryStart(): LoadStrategy {
	return new URLSearchParams(window.location.hash.replace(/^#/, '')).has(GALLERY_KEY) ? 'load' : 'interaction';
}
