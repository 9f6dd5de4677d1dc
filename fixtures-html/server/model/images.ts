import { escapeHtml } from '../html';
import { type Catalogue, type CatalogueImage, type Product, categoryOf } from './catalogue';

/**
 * Product images. Nothing is stored: every URL names the dish, the attachment id and the
 * size, and the server draws that plate as SVG on request. Sizes follow WooCommerce's
 * image sizes; the full size is wider than the single (gallery) size so hover zoom applies.
 */

export interface ImageSize {
	readonly width: number;
	readonly height: number;
}

export const IMAGE_SIZES = {
	/** woocommerce_gallery_thumbnail: the gallery's thumbnail strip and live search. */
	galleryThumbnail: { width: 100, height: 100 },
	/** woocommerce_thumbnail: product cards, cart and mini-cart. */
	thumbnail: { width: 324, height: 324 },
	/** woocommerce_single: the main gallery image (uncropped, so 4:3 like the original). */
	single: { width: 600, height: 450 },
	full: { width: 1600, height: 1200 },
} as const satisfies Record<string, ImageSize>;

/** Extra widths WordPress would list in srcset, per aspect ratio. */
const SRCSET_WIDTHS = { square: [324, 150, 100], landscape: [1600, 300, 1024, 768, 600] };

export const UPLOADS_PATH = '/wp-content/uploads/fixtures/';
export const PLACEHOLDER_NAME = 'placeholder';

export function imageUrl(product: Product, image: CatalogueImage, size: ImageSize): string {
	return `${UPLOADS_PATH}${product.slug}-${image.id}-${size.width}x${size.height}.svg`;
}

/**
 * The test switch `?image_cdn=1` (the real store's in its test switches mu-plugin): the page's
 * product images come from another origin, as on a site whose image CDN (Jetpack's
 * `i0.wp.com`, a plugin filtering `wp_get_attachment_image_src()`) serves them. The other
 * origin is this server under its other loopback name (`localhost` for `127.0.0.1` and the
 * reverse), which serves the same images.
 */
export const IMAGE_CDN_SWITCH = 'image_cdn';

/** The image CDN's origin for a page served at `origin`. */
export function imageCdnOrigin(origin: string): string {
	const url = new URL(origin);
	url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
	return url.origin;
}

/** `markup` with every upload it names by path (the images' own URLs) on `cdnOrigin`, in attributes and JSON alike. */
export function onImageCdn(markup: string, cdnOrigin: string): string {
	return markup.replace(/(?<=["\s,]|&quot;)\/wp-content\/uploads\//g, `${cdnOrigin}/wp-content/uploads/`);
}

export function placeholderUrl(size: ImageSize): string {
	return `${UPLOADS_PATH}${PLACEHOLDER_NAME}-${size.width}x${size.height}.svg`;
}

export function imageSrcset(product: Product, image: CatalogueImage, size: ImageSize): string {
	const square = size.width === size.height;
	const widths = square ? SRCSET_WIDTHS.square : SRCSET_WIDTHS.landscape;
	return [size.width, ...widths.filter((width) => width !== size.width)]
		.map((width) => {
			const height = square ? width : Math.round((width * 3) / 4);
			return `${imageUrl(product, image, { width, height })} ${width}w`;
		})
		.join(', ');
}

export function imageSizes(size: ImageSize): string {
	return `(max-width: ${size.width}px) 100vw, ${size.width}px`;
}

/** The size of an image's uploaded original: the usual full size unless the upload was smaller. */
export function fullSize(image: CatalogueImage): ImageSize {
	return image.full ?? IMAGE_SIZES.full;
}

/** The attachment title WordPress derives from the file name. */
export function imageTitle(product: Product, image: CatalogueImage): string {
	return `${product.slug}-${image.id}`;
}

/** woocommerce_get_alt_from_product_title_and_position(): the name, then "Name - Image n". */
export function galleryAlt(product: Product, position: number): string {
	return position === 0 ? product.name : `${product.name} - Image ${position + 1}`;
}

/** The main image of a product, or null when it has none. */
export function mainImage(product: Product): CatalogueImage | null {
	return product.images[0] ?? null;
}

/** Parses `<slug>-<id>-<w>x<h>.svg` / `placeholder-<w>x<h>.svg`. */
export function parseImageFileName(
	fileName: string,
): { slug: string; imageId: number; size: ImageSize } | { placeholder: true; size: ImageSize } | null {
	const placeholder = /^placeholder-(\d{1,4})x(\d{1,4})\.svg$/.exec(fileName);
	if (placeholder) {
		return { placeholder: true, size: { width: Number(placeholder[1]), height: Number(placeholder[2]) } };
	}
	const match = /^([a-z0-9-]+)-(\d+)-(\d{1,4})x(\d{1,4})\.svg$/.exec(fileName);
	if (!match) {
		return null;
	}
	return {
		slug: match[1] ?? '',
		imageId: Number(match[2]),
		size: { width: Number(match[3]), height: Number(match[4]) },
	};
}

/** Draws a dish image: a coloured table, a plate, the dish name and the pixel size. */
export function dishSvg(catalogue: Catalogue, product: Product, image: CatalogueImage, size: ImageSize): string {
	const hue = categoryOf(catalogue, product).hue;
	// Each image of a dish gets its own shade, so gallery slides are easy to tell apart.
	const shade = (image.id * 37) % 30;
	return plateSvg(size, product.name, `hsl(${hue} 55% ${82 - shade / 2}%)`, `hsl(${hue} 65% ${38 + shade / 3}%)`);
}

export function placeholderSvg(size: ImageSize): string {
	return plateSvg(size, 'No image yet', 'hsl(0 0% 92%)', 'hsl(0 0% 70%)');
}

function plateSvg(size: ImageSize, label: string, table: string, food: string): string {
	const { width, height } = size;
	const radius = Math.min(width, height) * 0.36;
	// Big enough to read on a card, small enough that the whole name fits across the image.
	const fontSize = Math.max(6, Math.round(Math.min(Math.min(width, height) / 9, (width * 0.9) / (label.length * 0.58))));
	const centerX = width / 2;
	const centerY = height / 2;
	const text = escapeHtml(label);
	return [
		`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${text}">`,
		`<rect width="${width}" height="${height}" fill="${table}"/>`,
		`<circle cx="${centerX}" cy="${centerY}" r="${radius}" fill="#fdfdfb" stroke="#e6e2da" stroke-width="${radius / 20}"/>`,
		`<circle cx="${centerX}" cy="${centerY}" r="${radius * 0.62}" fill="${food}"/>`,
		`<text x="${centerX}" y="${centerY}" font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff" stroke="rgb(0 0 0 / 55%)" stroke-width="${fontSize / 7}" paint-order="stroke" text-anchor="middle" dominant-baseline="middle">${text}</text>`,
		`<text x="${centerX}" y="${height - fontSize * 0.6}" font-family="system-ui, sans-serif" font-size="${Math.max(5, Math.round(fontSize * 0.55))}" fill="#3d3a35" text-anchor="middle">${width}×${height}</text>`,
		'</svg>',
	].join('');
}
