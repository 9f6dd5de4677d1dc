import type { BrowserContext, Page } from 'playwright-core';

/**
 * The cookie banner of both stores, driven as a visitor does: CookieYes on the real store, the
 * fixture's imitation of it (its labels and roles) on the fixture. The bar ("We value your
 * privacy": Customise, Reject All, Accept All) is shown to a visitor who has not answered; one
 * who has gets the "Consent Preferences" button, which opens the preference center ("Customise
 * Consent Preferences": a switch per category whose cookies the site lists, Reject All, Save My
 * Preferences, Accept All).
 */

export type BannerButton = 'Accept All' | 'Reject All';

/** What order attribution writes: WooCommerce's source cookies and the loader's page-view notes. */
export const TRACKING_COOKIE = /^(?:sbjs_|shop_islands_page_views$)/;

/** A tracking cookie a page held: its name, the page's path, and whether the banner's script had named the consent type yet. */
export interface SeenCookie {
	readonly name: string;
	readonly page: string;
	readonly bannerSpoke: boolean;
}

/** The banner's bar, answered with one of its buttons. */
export async function answerBanner(page: Page, button: BannerButton): Promise<void> {
	await page.getByRole('region', { name: 'We value your privacy' }).getByRole('button', { name: button }).click();
}

/** A choice made again through the "Consent Preferences" button, with a button of the preference center. */
export async function chooseAgain(page: Page, button: BannerButton): Promise<void> {
	await page.getByRole('button', { name: 'Consent Preferences' }).click();
	await page.getByRole('dialog', { name: 'Customise Consent Preferences' }).getByRole('button', { name: button }).click();
}

/** Analytics allowed and every other category refused, in the preference center ("Analytics" on, saved). */
export async function allowAnalyticsOnly(page: Page): Promise<void> {
	const bar = page.getByRole('region', { name: 'We value your privacy' });
	const revisit = page.getByRole('button', { name: 'Consent Preferences' });
	// The banner's script shows one or the other once the document is parsed.
	await bar.or(revisit).waitFor();
	await ((await bar.isVisible()) ? bar.getByRole('button', { name: 'Customise' }) : revisit).click();
	const preferences = page.getByRole('dialog', { name: 'Customise Consent Preferences' });
	for (const box of await preferences.locator('input[type="checkbox"]').all()) {
		if (await box.isEnabled()) {
			await box.setChecked(false);
		}
	}
	await preferences.getByRole('checkbox', { name: /analytics/i }).setChecked(true);
	await preferences.getByRole('button', { name: 'Save My Preferences' }).click();
}

/**
 * Every tracking cookie the context's pages hold at any moment, from each page's start: looked for
 * as the document starts (cookies kept from the page before) and after every write to
 * `document.cookie`, whoever makes it. The list fills as the pages go.
 */
export async function watchTrackingCookies(context: BrowserContext): Promise<SeenCookie[]> {
	const seen: SeenCookie[] = [];
	await context.exposeFunction('shopIslandsTrackingCookieSeen', (name: string, page: string, bannerSpoke: boolean) => {
		if (!seen.some((entry) => entry.name === name && entry.page === page)) {
			seen.push({ name, page, bannerSpoke });
		}
	});
	await context.addInitScript((pattern: string) => {
		const tracking = new RegExp(pattern);
		const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
		const report = (window as unknown as { shopIslandsTrackingCookieSeen: (name: string, page: string, spoke: boolean) => Promise<void> }).shopIslandsTrackingCookieSeen;
		const look = (): void => {
			for (const pair of String(cookie?.get?.call(document) ?? '').split('; ')) {
				const name = pair.split('=')[0] ?? '';
				if (tracking.test(name)) {
					void report(name, location.pathname, 'wp_consent_type' in window);
				}
			}
		};
		Object.defineProperty(Document.prototype, 'cookie', {
			configurable: true,
			get(this: Document) {
				return cookie?.get?.call(this) as string;
			},
			set(this: Document, value: string) {
				cookie?.set?.call(this, value);
				look();
			},
		});
		look();
	}, TRACKING_COOKIE.source);
	return seen;
}

/** The tracking cookies the context holds now. */
export async function trackingCookies(context: BrowserContext): Promise<string[]> {
	return (await context.cookies()).map((cookie) => cookie.name).filter((name) => TRACKING_COOKIE.test(name));
}
