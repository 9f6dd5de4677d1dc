import type { Page, PageContext } from '../../templates/page';
import { type AccountView, accountPage } from '../../templates/pages/account';
import { blockCheckoutPage } from '../../templates/pages/block-checkout';
import { brandsPage } from '../../templates/pages/brands';
import { cartPage } from '../../templates/pages/cart';
import { type CheckoutValues, checkoutPage } from '../../templates/pages/checkout';
import { type ContactSubmission, contactPage } from '../../templates/pages/contact';
import { homePage } from '../../templates/pages/home';
import { notFoundPage } from '../../templates/pages/message';
import { orderReceivedPage } from '../../templates/pages/order-received';
import { postPage } from '../../templates/pages/post';
import { productPage } from '../../templates/pages/product';
import { type ShopListing, shopPage } from '../../templates/pages/shop';
import { wishlistPage } from '../../templates/pages/wishlist';
import type { FixtureContext } from '../context';
import type { Product } from '../model/catalogue';
import type { Order } from '../model/orders';

export type { AccountView };

/** The screens a route can answer with, each with what its template needs beyond the page context. */
export type Screen =
	| { readonly name: 'home' }
	| { readonly name: 'shop'; readonly listing: ShopListing }
	| { readonly name: 'product'; readonly product: Product }
	| { readonly name: 'cart' }
	| { readonly name: 'checkout'; readonly values: CheckoutValues }
	| { readonly name: 'block-checkout' }
	| { readonly name: 'order-received'; readonly order: Order }
	| { readonly name: 'wishlist' }
	| { readonly name: 'post' }
	| { readonly name: 'brands' }
	| { readonly name: 'account'; readonly view: AccountView }
	| { readonly name: 'contact'; readonly pageUrl: string; readonly nested: boolean; readonly submission: ContactSubmission | null }
	| { readonly name: 'not-found' };

export function screenPage(app: FixtureContext, ctx: PageContext, screen: Screen): Page {
	switch (screen.name) {
		case 'home':
			return homePage(ctx);
		case 'shop':
			return shopPage(ctx, screen.listing);
		case 'product':
			return productPage(ctx, screen.product);
		case 'cart':
			return cartPage(ctx);
		case 'checkout':
			return checkoutPage(ctx, screen.values);
		case 'block-checkout':
			return blockCheckoutPage();
		case 'order-received':
			return orderReceivedPage(screen.order);
		case 'wishlist':
			return wishlistPage(ctx);
		case 'post':
			return postPage(ctx.site.authorPost);
		case 'brands':
			return brandsPage(ctx.catalogue, ctx.site.brandsPage);
		case 'account':
			return accountPage(ctx, screen.view);
		case 'contact':
			return contactPage(app.contactForms, screen.pageUrl, screen.nested, screen.submission);
		case 'not-found':
			return notFoundPage();
	}
}
