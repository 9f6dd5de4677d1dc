import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_VIEWS_COOKIE, notePageView } from '../../../shared/attribution/page-view-note';
import { readNotes } from '../../../shared/attribution/page-views';
import type { Settings } from '../../../shared/config';
import { readCookie } from '../../../shared/cookies';
import { installSettings } from '../../support/settings';
import { documentBuiltIns } from '../../support/clobber';

/**
 * The loader's note of each page view (shared/attribution/page-view-note.ts): what order
 * attribution needs of a page, kept as it starts, where tracking is allowed then.
 */

const ATTRIBUTION = { lifetime: 0.00001, session: 30, base64: false, prefix: 'wc_order_attribution_', allowTracking: true, consentCategory: 'marketing' } as const;
const WITH_BANNER: Partial<Settings> = { orderAttribution: ATTRIBUTION, consent: { hasMechanism: true, statistics: false } };

function visit(url: string, referrer = ''): void {
	(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
	Object.defineProperty(documentBuiltIns(), 'referrer', { configurable: true, get: () => referrer });
}

beforeEach(() => {
	vi.useFakeTimers({ now: new Date('2026-12-01T10:00:00Z'), toFake: ['Date'] });
});

afterEach(() => {
	document.cookie = `${PAGE_VIEWS_COOKIE}=; path=/; max-age=0`;
	Reflect.deleteProperty(documentBuiltIns(), 'referrer');
	vi.unstubAllGlobals();
	vi.useRealTimers();
});

describe("the loader's note of a page view", () => {
	it('keeps the address, the referrer and the time of each page, in order, where tracking is allowed', () => {
		installSettings({ orderAttribution: ATTRIBUTION });
		visit('https://shop.example/shop/?utm_source=news&utm_campaign=spring', 'https://mail.example/');
		notePageView();
		vi.advanceTimersByTime(800);
		visit('https://shop.example/product/margherita/', 'https://shop.example/shop/?utm_source=news&utm_campaign=spring');
		notePageView();
		expect(readNotes()).toEqual([
			{ href: 'https://shop.example/shop/?utm_source=news&utm_campaign=spring', referrer: 'https://mail.example/', time: Date.parse('2026-12-01T10:00:00Z') },
			{ href: 'https://shop.example/product/margherita/', referrer: 'https://shop.example/shop/?utm_source=news&utm_campaign=spring', time: Date.parse('2026-12-01T10:00:00.800Z') },
		]);
	});

	it('keeps four notes at the most: the first, where the visit came from, and the latest', () => {
		installSettings({ orderAttribution: ATTRIBUTION });
		for (const page of ['?utm_source=news', 'a/', 'b/', 'c/', 'd/', 'e/']) {
			visit(`https://shop.example/${page}`);
			notePageView();
		}
		expect(readNotes().map((note) => note.href)).toEqual(['https://shop.example/?utm_source=news', 'https://shop.example/c/', 'https://shop.example/d/', 'https://shop.example/e/']);
		expect((readCookie(PAGE_VIEWS_COOKIE) ?? '').length).toBeLessThan(400);
	});

	it('notes nothing where the site turned tracking off, order attribution is off, or a consent banner has not allowed the category', () => {
		visit('https://shop.example/?utm_source=news');
		installSettings({ orderAttribution: { ...ATTRIBUTION, allowTracking: false } });
		notePageView();
		installSettings({ orderAttribution: null });
		notePageView();
		installSettings(WITH_BANNER);
		notePageView();
		vi.stubGlobal('wp_has_consent', (category: string) => category === 'statistics');
		notePageView();
		vi.stubGlobal('wp_has_consent', () => {
			throw new Error('banner broke');
		});
		notePageView();
		expect(readCookie(PAGE_VIEWS_COOKIE) ?? '').toBe('');
	});

	it('notes the page of a visitor who allowed the category, the banner asking', () => {
		installSettings(WITH_BANNER);
		vi.stubGlobal('wp_has_consent', (category: string) => category === 'marketing');
		visit('https://shop.example/?utm_source=news');
		notePageView();
		expect(readNotes().map((note) => note.href)).toEqual(['https://shop.example/?utm_source=news']);
	});

	it('starts afresh from a cookie that holds anything but notes, and reads no note that is not one', () => {
		installSettings({ orderAttribution: ATTRIBUTION });
		document.cookie = `${PAGE_VIEWS_COOKIE}=${encodeURIComponent('{"not":"notes"}')}; path=/`;
		expect(readNotes()).toEqual([]);
		document.cookie = `${PAGE_VIEWS_COOKIE}=${encodeURIComponent(JSON.stringify([['javascript-less', '', 1], ['https://shop.example/', 7, 2], 'x', ['https://shop.example/ok/', '', 3]]))}; path=/`;
		expect(readNotes()).toEqual([{ href: 'https://shop.example/ok/', referrer: '', time: 3 }]);
		document.cookie = `${PAGE_VIEWS_COOKIE}=%E0%A4%A; path=/`;
		visit('https://shop.example/');
		notePageView();
		expect(readNotes().map((note) => note.href)).toEqual(['https://shop.example/']);
	});
});
