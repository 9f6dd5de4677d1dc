import { type SafeHtml, html } from '../server/html';
import type { PageContext } from './page';

/**
 * Food Menu's location popup, as the plugin prints it in place of Food Menu's inline jQuery
 * (php-enqueue/includes/food-menu.php): hidden, Food Menu's ids, classes and words, its
 * locations' term ids as the values. Printed in the footer for a visitor with the `food_menu`
 * switch, as the real store prints it for one with its cookie; the theme's header picker is then
 * left out (a site with Food Menu's popup, as the real store's Storefront).
 */
export function foodMenuLocationPopup(ctx: PageContext): SafeHtml {
	const only = ctx.site.locations.length === 1;
	return html`<div class="fmp-location-box-wrap" data-island="location-popup"><div id="fmp-location-modal" class="fmp-popup-modal" role="dialog" aria-modal="true" aria-label="Select Delivery Location" hidden><div class="modal-content">
<select name="fmp-location" class="fmp-location" aria-label="Select Delivery Location">
	<option value="">Select Delivery Location</option>${ctx.site.locations.map((location, index) => html`<option value="${String(FOOD_MENU_TERM_IDS + index)}"${only ? html` selected` : ''}>${location.label}</option>`)}
</select>
<div class="confirm-msg" role="status" hidden>Save Your Preferred Location</div>
<button type="button" class="fmp-save-option fmp-btn">Save</button>
<button type="button" class="fmp-close fmp-btn" aria-label="Close"> X </button>
</div></div></div>`;
}

/** The first location's term id (WordPress numbers terms; the fixture's are made up). */
const FOOD_MENU_TERM_IDS = 41;

/** Food Menu's field at the top of the checkout form: the location's name, and the hidden input the order keeps. */
export function foodMenuCheckoutField(): SafeHtml {
	return html`<div id="fmp-location-field">
			<div class="fmp-location-title">Food Order Location</div>
			<div class="fmp-location-name"></div>
			<input type="hidden" name="fmp_location_name" class="fmp-location-name" />
		</div>`;
}
