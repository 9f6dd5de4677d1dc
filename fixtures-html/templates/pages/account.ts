import { type SafeHtml, html } from '../../server/html';
import { ACCOUNT_URL } from '../../server/model/urls';
import { noticesWrapper } from '../notices';
import type { Page, PageContext } from '../page';
import { pageArticle } from './cart';

/** My account: the login form (myaccount/form-login.php), or a short dashboard once logged in. */

export function accountPage(ctx: PageContext, username: string): Page {
	const body = ctx.user ? dashboard(ctx, ctx.user) : loginForm(ctx, username);
	return {
		kind: 'account',
		title: 'My account',
		templateClasses: ['wp-singular', 'page-template-default', 'page', 'page-id-9'],
		woocommerceClasses: ['woocommerce-account', 'woocommerce-page'],
		breadcrumb: [{ label: 'Home', url: '/' }, { label: 'My account', url: null }],
		content: pageArticle(9, 'My account', html`<div class="woocommerce">${noticesWrapper(ctx.notices)}${body}</div>`),
		sidebar: true,
	};
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

			
		</form>

`;
}

function dashboard(ctx: PageContext, user: string): SafeHtml {
	return html`
<nav class="woocommerce-MyAccount-navigation" aria-label="Account pages">
	<ul>
		<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--dashboard is-active">
			<a href="${ACCOUNT_URL}" aria-current="page">Dashboard</a>
		</li>
		<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--customer-logout">
			<a href="${ACCOUNT_URL}customer-logout/?_wpnonce=${ctx.nonces.logout}">Log out</a>
		</li>
	</ul>
</nav>

<div class="woocommerce-MyAccount-content">
	<p>Hello <strong>${user}</strong> (not <strong>${user}</strong>? <a href="${ACCOUNT_URL}customer-logout/?_wpnonce=${ctx.nonces.logout}">Log out</a>)</p>
	<p>From your account dashboard you can view your recent orders and edit your account details.</p>
</div>
`;
}
