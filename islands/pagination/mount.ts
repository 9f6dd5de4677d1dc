import { nameLandmarksApart, topAndBottom } from '../../shared/landmark-names';
import type { Unmount } from '../types';

/**
 * WooCommerce's listing pagination (`nav.woocommerce-pagination`, named "Product Pagination").
 * Storefront prints it above and below the products, so a page has two navigation landmarks of
 * one name; they become "Product Pagination (top)" and "Product Pagination (bottom)", built on
 * the server's name (translated with WooCommerce). A lone pagination keeps its name. The links
 * stay the plain links they are.
 */

const PAGINATION = 'nav.woocommerce-pagination';

export function mount(nav: HTMLElement): Unmount {
	nameLandmarksApart(PAGINATION, topAndBottom);
	return () => nameLandmarksApart(PAGINATION, topAndBottom, nav);
}
