import { type SafeHtml, html } from '../../server/html';
import { type AddressBook, type AddressField, type AddressType, addressFields } from '../../server/model/addresses';
import { ACCOUNT_URL, LOST_PASSWORD_URL } from '../../server/model/urls';
import type { PageContext } from '../page';

/**
 * My account's forms in WooCommerce 10's markup: an address (myaccount/form-edit-address.php,
 * each field as woocommerce_form_field() prints it), account details (form-edit-account.php)
 * and the lost-password screens (form-lost-password.php, lost-password-confirmation.php,
 * form-reset-password.php). Where WooCommerce inlines `display: none` (a state row for a
 * country without states) the row is `hidden`.
 */

export function editAddressForm(ctx: PageContext, addresses: AddressBook, type: AddressType, country: string, values: ReadonlyMap<string, string>): SafeHtml {
	const title = type === 'billing' ? 'Billing address' : 'Shipping address';
	return html`
	<form method="post" novalidate>

		<h2>${title}</h2>
		<div class="woocommerce-address-fields">
			
			<div class="woocommerce-address-fields__field-wrapper">
				${addressFields(addresses, country, type).map((definition) => formField(addresses, definition, country, values.get(definition.name) ?? ''))}			</div>

			
			<p>
				<button type="submit" class="button" name="save_address" value="Save address">Save address</button>
				<input type="hidden" id="woocommerce-edit-address-nonce" name="woocommerce-edit-address-nonce" value="${ctx.nonces.editAddress}" /><input type="hidden" name="_wp_http_referer" value="${ACCOUNT_URL}edit-address/${type}/" />				<input type="hidden" name="action" value="edit_address" />
			</p>
		</div>

	</form>

`;
}

/** woocommerce_form_field() for an address field. */
function formField(addresses: AddressBook, definition: AddressField, country: string, value: string): SafeHtml {
	const { name, label, required } = definition;
	const rowClasses = ['form-row', ...definition.classes, ...(required ? ['validate-required'] : []), ...definition.validate.map((rule) => `validate-${rule}`)].join(' ');
	const labelClasses = [...definition.labelClass, ...(required ? ['required_field'] : [])].join(' ');
	const mark = required ? html`&nbsp;<span class="required" aria-hidden="true">*</span>` : html`&nbsp;<span class="optional">(optional)</span>`;
	const labelHtml = html`<label for="${name}" class="${labelClasses}">${label}${mark}</label>`;
	const requiredAttribute = required ? html` aria-required="true"` : '';
	const autocomplete = definition.autocomplete ? html` autocomplete="${definition.autocomplete}"` : '';
	const states = definition.type === 'state' ? addresses.states.get(country) : undefined;
	if (definition.type === 'state' && states?.length === 0) {
		return html`<p class="${rowClasses}" id="${name}_field" hidden>${labelHtml}<span class="woocommerce-input-wrapper"><input type="hidden" class="hidden" name="${name}" id="${name}" value=""${requiredAttribute}${autocomplete} placeholder="${definition.placeholder}" readonly="readonly" data-input-classes=""/></span></p>`;
	}
	let control: SafeHtml;
	if (definition.type === 'country') {
		control = html`<select name="${name}" id="${name}" class="country_to_state country_select "${requiredAttribute}${autocomplete} data-placeholder="Select a country / region&hellip;" data-label="${label}"><option value="">Select a country / region&hellip;</option>${addresses.countries.map(
			([code, countryName]) => html`<option value="${code}" ${code === value ? html`selected='selected'` : ''}>${countryName}</option>`,
		)}</select><noscript><button type="submit" name="woocommerce_checkout_update_totals" value="Update country / region">Update country / region</button></noscript>`;
	} else if (states) {
		control = html`<select name="${name}" id="${name}" class="state_select "${requiredAttribute}${autocomplete} data-placeholder="${definition.placeholder || 'Select an option\u2026'}"  data-input-classes="" data-label="${label}">
						<option value="">Select an option&hellip;</option>${states.map(([code, stateName]) => html`<option value="${code}" ${code === value ? html`selected='selected'` : ''}>${stateName}</option>`)}</select>`;
	} else if (definition.type === 'state') {
		control = html`<input type="text" class="input-text " value="${value}"  placeholder="${definition.placeholder}" name="${name}" id="${name}"${requiredAttribute}${autocomplete} data-input-classes=""/>`;
	} else {
		control = html`<input type="${definition.type}" class="input-text " name="${name}" id="${name}" placeholder="${definition.placeholder}"  value="${value}"${requiredAttribute}${autocomplete} />`;
	}
	return html`<p class="${rowClasses}" id="${name}_field" data-priority="${definition.priority}">${labelHtml}<span class="woocommerce-input-wrapper">${control}</span></p>`;
}

export function editAccountForm(ctx: PageContext, values: ReadonlyMap<string, string>): SafeHtml {
	const value = (name: string): string => values.get(name) ?? '';
	return html`
<form class="woocommerce-EditAccountForm edit-account" action="" method="post"  >

	
	<p class="woocommerce-form-row woocommerce-form-row--first form-row form-row-first">
		<label for="account_first_name">First name&nbsp;<span class="required" aria-hidden="true">*</span></label>
		<input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="account_first_name" id="account_first_name" autocomplete="given-name" value="${value('account_first_name')}" aria-required="true" />
	</p>
	<p class="woocommerce-form-row woocommerce-form-row--last form-row form-row-last">
		<label for="account_last_name">Last name&nbsp;<span class="required" aria-hidden="true">*</span></label>
		<input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="account_last_name" id="account_last_name" autocomplete="family-name" value="${value('account_last_name')}" aria-required="true" />
	</p>
	<div class="clear"></div>

	<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide">
		<label for="account_display_name">Display name&nbsp;<span class="required" aria-hidden="true">*</span></label>
		<input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="account_display_name" id="account_display_name" aria-describedby="account_display_name_description" value="${value('account_display_name')}" aria-required="true" /> <span id="account_display_name_description"><em>This will be how your name will be displayed in the account section and in reviews</em></span>
	</p>
	<div class="clear"></div>

	<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide">
		<label for="account_email">Email address&nbsp;<span class="required" aria-hidden="true">*</span></label>
		<input type="email" class="woocommerce-Input woocommerce-Input--email input-text" name="account_email" id="account_email" autocomplete="email" value="${value('account_email')}" aria-required="true" />
	</p>

	
	<fieldset>
		<legend>Password change</legend>

		<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide">
			<label for="password_current">Current password (leave blank to leave unchanged)</label>
			<input type="password" class="woocommerce-Input woocommerce-Input--password input-text" name="password_current" id="password_current" autocomplete="off" />
		</p>
		<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide">
			<label for="password_1">New password (leave blank to leave unchanged)</label>
			<input type="password" class="woocommerce-Input woocommerce-Input--password input-text" name="password_1" id="password_1" autocomplete="off" />
		</p>
		<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide">
			<label for="password_2">Confirm new password</label>
			<input type="password" class="woocommerce-Input woocommerce-Input--password input-text" name="password_2" id="password_2" autocomplete="off" />
		</p>
	</fieldset>
	<div class="clear"></div>

	
	<p>
		<input type="hidden" id="save-account-details-nonce" name="save-account-details-nonce" value="${ctx.nonces.editAccount}" /><input type="hidden" name="_wp_http_referer" value="${ACCOUNT_URL}edit-account/" />		<button type="submit" class="woocommerce-Button button" name="save_account_details" value="Save changes">Save changes</button>
		<input type="hidden" name="action" value="save_account_details" />
	</p>

	</form>

`;
}

export function lostPasswordForm(ctx: PageContext): SafeHtml {
	return html`
<form method="post" class="woocommerce-ResetPassword lost_reset_password">

	<p>Lost your password? Please enter your username or email address. You will receive a link to create a new password via email.</p>
	<p class="woocommerce-form-row woocommerce-form-row--first form-row form-row-first">
		<label for="user_login">Username or email&nbsp;<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Required</span></label>
		<input class="woocommerce-Input woocommerce-Input--text input-text" type="text" name="user_login" id="user_login" autocomplete="username" required aria-required="true" />
	</p>

	<div class="clear"></div>

	
	<p class="woocommerce-form-row form-row">
		<input type="hidden" name="wc_reset_password" value="true" />
		<button type="submit" class="woocommerce-Button button" value="Reset password">Reset password</button>
	</p>

	<input type="hidden" id="woocommerce-lost-password-nonce" name="woocommerce-lost-password-nonce" value="${ctx.nonces.lostPassword}" /><input type="hidden" name="_wp_http_referer" value="${LOST_PASSWORD_URL}" />
</form>
`;
}

export function lostPasswordConfirmation(): SafeHtml {
	return html`<div class="woocommerce-message" role="alert">
		Password reset email has been sent.	</div>

<p>A password reset email has been sent to the email address on file for your account, but may take several minutes to show up in your inbox. Please wait at least 10 minutes before attempting another reset.</p>

`;
}

export function resetPasswordForm(ctx: PageContext, key: string, login: string): SafeHtml {
	return html`
<form method="post" class="woocommerce-ResetPassword lost_reset_password">

	<p>Enter a new password below.</p>
	<p class="woocommerce-form-row woocommerce-form-row--first form-row form-row-first">
		<label for="password_1">New password&nbsp;<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Required</span></label>
		<input type="password" class="woocommerce-Input woocommerce-Input--text input-text" name="password_1" id="password_1" autocomplete="new-password" required aria-required="true" />
	</p>
	<p class="woocommerce-form-row woocommerce-form-row--last form-row form-row-last">
		<label for="password_2">Re-enter new password&nbsp;<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Required</span></label>
		<input type="password" class="woocommerce-Input woocommerce-Input--text input-text" name="password_2" id="password_2" autocomplete="new-password" required aria-required="true" />
	</p>

	<input type="hidden" name="reset_key" value="${key}" />
	<input type="hidden" name="reset_login" value="${login}" />

	<div class="clear"></div>

	
	<p class="woocommerce-form-row form-row">
		<input type="hidden" name="wc_reset_password" value="true" />
		<button type="submit" class="woocommerce-Button button" value="Save">Save</button>
	</p>

	<input type="hidden" id="woocommerce-reset-password-nonce" name="woocommerce-reset-password-nonce" value="${ctx.nonces.resetPassword}" /><input type="hidden" name="_wp_http_referer" value="${LOST_PASSWORD_URL}" />
</form>
`;
}
