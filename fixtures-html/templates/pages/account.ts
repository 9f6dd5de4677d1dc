import { type SafeHtml, html, raw } from '../../server/html';
import type { AddressBook, AddressType } from '../../server/model/addresses';
import { ACCOUNT_URL, LOST_PASSWORD_URL, ZXCVBN_URL } from '../../server/model/urls';
import { noticesWrapper } from '../notices';
import type { Page, PageContext } from '../page';
import { editAccountForm, editAddressForm, lostPasswordConfirmation, lostPasswordForm, resetPasswordForm } from './account-forms';
import { pageArticle } from './cart';

/**
 * My account (the [woocommerce_my_account] shortcode, page 9): for a guest the login form
 * (myaccount/form-login.php; with `?account_passwords=yes` beside the registration form asking
 * for a password, as WooCommerce prints it when it does not generate one) or the lost-password
 * screens; for a customer the navigation and an endpoint: dashboard, orders, downloads,
 * addresses (their overview, or a billing or shipping address form), account details.
 */

export type AccountView =
	| { readonly kind: 'login'; readonly username: string; readonly register: boolean }
	| { readonly kind: 'dashboard' | 'orders' | 'downloads' }
	| { readonly kind: 'addresses'; readonly addresses: AddressBook; readonly saved: ReadonlyMap<string, string> }
	| {
			readonly kind: 'edit-address';
			readonly addresses: AddressBook;
			readonly type: AddressType;
			/** The country the fields are laid out for: the saved one, as WooCommerce's form. */
			readonly country: string;
			/** The saved values, or those just posted when saving failed. */
			readonly values: ReadonlyMap<string, string>;
	  }
	| { readonly kind: 'edit-account'; readonly values: ReadonlyMap<string, string> }
	| { readonly kind: 'lost-password' | 'reset-link-sent' }
	| { readonly kind: 'reset-password'; readonly key: string; readonly login: string };

type Endpoint = 'dashboard' | 'orders' | 'downloads' | 'edit-address' | 'edit-account';

const ENDPOINTS: ReadonlyArray<readonly [Endpoint, string, string]> = [
	['dashboard', 'Dashboard', ACCOUNT_URL],
	['orders', 'Orders', `${ACCOUNT_URL}orders/`],
	['downloads', 'Downloads', `${ACCOUNT_URL}downloads/`],
	['edit-address', 'Addresses', `${ACCOUNT_URL}edit-address/`],
	['edit-account', 'Account details', `${ACCOUNT_URL}edit-account/`],
];

export function accountPage(ctx: PageContext, view: AccountView): Page {
	const { title, bodyClass, content, scripts } = screen(ctx, view);
	return {
		kind: 'account',
		title,
		templateClasses: ['wp-singular', 'page-template-default', 'page', 'page-id-9'],
		woocommerceClasses: ['woocommerce-account', 'woocommerce-page', ...(bodyClass ? [bodyClass] : [])],
		breadcrumb:
			title === 'My account'
				? [{ label: 'Home', url: '/' }, { label: 'My account', url: null }]
				: [{ label: 'Home', url: '/' }, { label: 'My account', url: ACCOUNT_URL }, { label: title, url: null }],
		content: pageArticle(9, title, html`<div class="woocommerce">${content}</div>`),
		sidebar: true,
		...(scripts ? { scripts } : {}),
	};
}

interface AccountScreen {
	readonly title: string;
	readonly bodyClass: string | null;
	readonly content: SafeHtml;
	/** The plugin's data blocks for the islands of the scripts it retired here. */
	readonly scripts?: SafeHtml;
}

function screen(ctx: PageContext, view: AccountView): AccountScreen {
	const notices = noticesWrapper(ctx.notices);
	switch (view.kind) {
		case 'login':
			return {
				title: 'My account',
				bodyClass: null,
				content: view.register ? html`${notices}${loginAndRegister(ctx, view.username)}` : html`${notices}${loginForm(ctx, view.username)}`,
				...(view.register ? { scripts: passwordStrengthBlock() } : {}),
			};
		case 'lost-password':
			return { title: 'Lost password', bodyClass: 'woocommerce-lost-password', content: html`${notices}${lostPasswordForm(ctx)}`, scripts: passwordStrengthBlock() };
		case 'reset-link-sent':
			return { title: 'Lost password', bodyClass: 'woocommerce-lost-password', content: html`${notices}${lostPasswordConfirmation()}`, scripts: passwordStrengthBlock() };
		case 'reset-password':
			return {
				title: 'Lost password',
				bodyClass: 'woocommerce-lost-password',
				content: html`${notices}${resetPasswordForm(ctx, view.key, view.login)}`,
				scripts: passwordStrengthBlock(),
			};
		case 'dashboard':
			return customerScreen(ctx, 'dashboard', 'My account', dashboard(ctx));
		case 'orders':
			return customerScreen(
				ctx,
				'orders',
				'Orders',
				html`
	<div class="woocommerce-info" role="status">
		No order has been made yet. <a class="woocommerce-Button wc-forward button" href="/shop/">Browse products</a>	</div>
`,
			);
		case 'downloads':
			return customerScreen(
				ctx,
				'downloads',
				'Downloads',
				html`<div class="woocommerce-info" role="status">
		No downloads available yet. <a class="button wc-forward" href="/shop/">Browse products</a>	</div>
`,
			);
		case 'addresses':
			return { ...customerScreen(ctx, 'edit-address', 'Addresses', addressesOverview(view.addresses, view.saved)), scripts: addressFieldsBlock(view.addresses) };
		case 'edit-address':
			return {
				...customerScreen(ctx, 'edit-address', 'Addresses', editAddressForm(ctx, view.addresses, view.type, view.country, view.values)),
				scripts: addressFieldsBlock(view.addresses),
			};
		case 'edit-account':
			return { ...customerScreen(ctx, 'edit-account', 'Account details', editAccountForm(ctx, view.values)), scripts: passwordStrengthBlock() };
	}
}

/** myaccount/my-account.php: the navigation, then the endpoint's content. */
function customerScreen(ctx: PageContext, active: Endpoint, title: string, content: SafeHtml): AccountScreen {
	const body = html`
<nav class="woocommerce-MyAccount-navigation" aria-label="Account pages">
	<ul>
${ENDPOINTS.map(
	([endpoint, label, url]) => html`			<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--${endpoint}${endpoint === active ? ' is-active' : ''}">
				<a href="${url}"${endpoint === active ? html` aria-current="page"` : ''}>
					${label}				</a>
			</li>
`,
)}			<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--customer-logout">
				<a href="${ACCOUNT_URL}customer-logout/?_wpnonce=${ctx.nonces.logout}">
					Log out				</a>
			</li>
	</ul>
</nav>


<div class="woocommerce-MyAccount-content">
	${noticesWrapper(ctx.notices)}
${content}
</div>
`;
	return { title, bodyClass: `woocommerce-${active}`, content: body };
}

function dashboard(ctx: PageContext): SafeHtml {
	const user = ctx.user ?? '';
	return html`<p>
	Hello <strong>${user}</strong> (not <strong>${user}</strong>? <a href="${ACCOUNT_URL}customer-logout/?_wpnonce=${ctx.nonces.logout}">Log out</a>)</p>

<p>
	From your account dashboard you can view your <a href="${ACCOUNT_URL}orders/">recent orders</a>, manage your <a href="${ACCOUNT_URL}edit-address/">shipping and billing addresses</a>, and <a href="${ACCOUNT_URL}edit-account/">edit your password and account details</a>.</p>
`;
}

/** myaccount/my-address.php. */
function addressesOverview(addresses: AddressBook, saved: ReadonlyMap<string, string>): SafeHtml {
	const column = (type: AddressType, index: number, title: string): SafeHtml => {
		const lines = addressLines(addresses, type, saved);
		return html`
	<div class="u-column${index} col-${index} woocommerce-Address">
		<header class="woocommerce-Address-title title">
			<h2>${title}</h2>
			<a href="${ACCOUNT_URL}edit-address/${type}/" class="edit">
				${lines.length > 0 ? html`Edit ${title}` : html`Add ${title}`}			</a>
		</header>
		<address>
			${lines.length > 0 ? lines.map((line, at) => html`${at > 0 ? html`<br/>` : ''}${line}`) : 'You have not set up this type of address yet.'}		</address>
	</div>
`;
	};
	return html`
<p>
	The following addresses will be used on the checkout page by default.</p>

	<div class="u-columns woocommerce-Addresses col2-set addresses">

	${column('billing', 1, 'Billing address')}
	${column('shipping', 2, 'Shipping address')}

	</div>
`;
}

/** The saved address as WooCommerce formats it, one line per part (names, street, town, state, postcode, country). */
function addressLines(addresses: AddressBook, type: AddressType, saved: ReadonlyMap<string, string>): string[] {
	const value = (key: string): string => saved.get(`${type}_${key}`) ?? '';
	const country = value('country');
	const state = addresses.states.get(country)?.find(([code]) => code === value('state'))?.[1] ?? value('state');
	const lines = [
		[value('first_name'), value('last_name')].filter(Boolean).join(' '),
		value('company'),
		value('address_1'),
		value('address_2'),
		[value('city'), state, value('postcode')].filter(Boolean).join(' '),
		addresses.countries.find(([code]) => code === country)?.[1] ?? '',
	];
	return lines.some(Boolean) && value('address_1') !== '' ? lines.filter(Boolean) : [];
}

function loginAndRegister(ctx: PageContext, username: string): SafeHtml {
	return html`
<div class="u-columns col2-set" id="customer_login">

	<div class="u-column1 col-1">

${loginForm(ctx, username)}
	</div>

	<div class="u-column2 col-2">

		<h2>Register</h2>

		<form method="post" class="woocommerce-form woocommerce-form-register register"  >

			
			
			<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide">
				<label for="reg_email">Email address&nbsp;<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Required</span></label>
				<input type="email" class="woocommerce-Input woocommerce-Input--text input-text" name="email" id="reg_email" autocomplete="email" value="" required aria-required="true" />			</p>

			
				<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide">
					<label for="reg_password">Password&nbsp;<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Required</span></label>
					<input type="password" class="woocommerce-Input woocommerce-Input--text input-text" name="password" id="reg_password" autocomplete="new-password" required aria-required="true" />
				</p>

			
			<wc-order-attribution-inputs></wc-order-attribution-inputs><div class="woocommerce-privacy-policy-text"><p>Your personal data will be used to support your experience throughout this website, to manage access to your account, and for other purposes described in our <a href="/privacy-policy/" class="woocommerce-privacy-policy-link" target="_blank">privacy policy</a>.</p>
</div>
			<p class="woocommerce-form-row form-row">
				<input type="hidden" id="woocommerce-register-nonce" name="woocommerce-register-nonce" value="${ctx.nonces.register}" /><input type="hidden" name="_wp_http_referer" value="${ACCOUNT_URL}" />				<button type="submit" class="woocommerce-Button woocommerce-button button woocommerce-form-register__submit" name="register" value="Register">Register</button>
			</p>

			
		</form>

	</div>

</div>
`;
}

function loginForm(ctx: PageContext, username: string): SafeHtml {
	return html`

		<h2>Login</h2>

		<form class="woocommerce-form woocommerce-form-login login" method="post" novalidate>

			
			<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide">
				<label for="username">Username or email address&nbsp;<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Required</span></label>
				<input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="username" id="username" autocomplete="username" value="${username}" required aria-required="true" />			</p>
			<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide">
				<label for="password">Password&nbsp;<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Required</span></label>
				<input class="woocommerce-Input woocommerce-Input--text input-text" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true" />
			</p>

			
			<p class="form-row">
				<label class="woocommerce-form__label woocommerce-form__label-for-checkbox woocommerce-form-login__rememberme">
					<input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever" /> <span>Remember me</span>
				</label>
				<input type="hidden" id="woocommerce-login-nonce" name="woocommerce-login-nonce" value="${ctx.nonces.login}" /><input type="hidden" name="_wp_http_referer" value="${ACCOUNT_URL}" />				<button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Log in">Log in</button>
			</p>
			<p class="woocommerce-LostPassword lost_password">
				<a href="${LOST_PASSWORD_URL}">Lost your password?</a>
			</p>

			
		</form>

`;
}

/**
 * Shop Islands' block for the address-fields island (php-enqueue/includes/retired-script-data.php),
 * printed where WooCommerce queues its country select and address i18n scripts: every address page.
 */
function addressFieldsBlock(addresses: AddressBook): SafeHtml {
	const { states, locale, localeFields } = addresses.raw;
	return jsonBlock('shop-islands-address-fields', { states, locale, localeFields, i18n: { selectState: 'Select an option\u2026', optional: 'optional' } });
}

/**
 * Shop Islands' block for the password-strength island, printed where WooCommerce queues its
 * meter: account details, the lost-password screens, and registration when it asks for a
 * password. The fixture's zxcvbn is a stand-in (assets/wp-includes/zxcvbn.js).
 */
function passwordStrengthBlock(): SafeHtml {
	return jsonBlock('shop-islands-password-strength', {
		zxcvbn: ZXCVBN_URL,
		minStrength: 3,
		stopCheckout: false,
		i18n: {
			error: 'Please enter a stronger password.',
			hint: 'Hint: The password should be at least twelve characters long. To make it stronger, use upper and lower case letters, numbers, and symbols like ! " ? $ % ^ & ).',
			short: 'Very weak',
			bad: 'Weak',
			good: 'Medium',
			strong: 'Strong',
		},
	});
}

/** `<script type="application/json">`, `<`, `>` and `&` escaped so no value can end it. */
function jsonBlock(id: 'shop-islands-address-fields' | 'shop-islands-password-strength', data: unknown): SafeHtml {
	const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
	return raw(`<script type="application/json" id="${id}">${json}</script>`);
}
