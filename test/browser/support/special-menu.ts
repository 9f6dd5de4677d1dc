import type { BrowserContext } from 'playwright-core';

/**
 * The theme's special-menu popup opens by itself 3 s after load
 * (docs/site-chrome.md#navigation-and-popups), over whatever a flow is doing: pages of `context`
 * start with it closed earlier today, as for a shopper who has seen it. The popup's own test opens
 * its contexts without this.
 */
export async function withSpecialMenuSeen(context: BrowserContext): Promise<void> {
	await context.addInitScript(() => {
		try {
			localStorage.setItem('fmp_special_menu', JSON.stringify({ fmp_special_menu: 'yes', endDate: new Date().toISOString() }));
		} catch {
			// A flow that disables storage sees the popup, as such a shopper would.
		}
	});
}
