import { html } from '../../server/html';
import { type Product, findProduct } from '../../server/model/catalogue';
import { noticesWrapper } from '../notices';
import type { Page, PageContext } from '../page';
import { productLoop } from '../product-card';
import { pageArticle } from './cart';

/** The wishlist page the header and footer counters link to: the saved dishes as a loop, each with its remove link. */

export function wishlistPage(ctx: PageContext): Page {
	const products = ctx.wishlist.flatMap((id): Product[] => {
		const product = findProduct(ctx.catalogue, id);
		return product ? [product] : [];
	});
	const list =
		products.length === 0
			? html`<div class="woocommerce-info" role="status">No products added to the wishlist</div>`
			: productLoop(ctx.catalogue, products, { columns: 4, search: '', onWishlist: true });
	return {
		kind: 'page',
		title: 'Wishlist',
		templateClasses: ['wp-singular', 'page-template-default', 'page', 'page-id-10'],
		woocommerceClasses: ['woocommerce-wishlist', 'woocommerce', 'woocommerce-page'],
		breadcrumb: [{ label: 'Home', url: '/' }, { label: 'Wishlist', url: null }],
		content: pageArticle(10, 'Wishlist', html`<div class="woocommerce">${noticesWrapper(ctx.notices)}${list}</div>`),
		sidebar: true,
	};
}
