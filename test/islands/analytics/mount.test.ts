import { afterEach, describe, expect, it, vi } from 'vitest';
import { installSettings } from '../../support/settings';

/** An analytics script printed inert loads only with statistics consent, at once when it comes. */

const mounted: Array<() => void> = [];

async function mountHeld(markup: string) {
	// happy-dom runs no script files: it is told to take each as loaded rather than log an error.
	(window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
	vi.resetModules();
	document.body.innerHTML = markup;
	const { mount } = await import('../../../islands/analytics/mount');
	mounted.push(mount(document.querySelector<HTMLElement>('script[type="text/plain"]')!));
}

const HELD = '<script type="text/plain" data-consent-category="statistics" data-src="/analytics.js"></script>';
const loaded = (): HTMLScriptElement[] => [...document.querySelectorAll<HTMLScriptElement>('script:not([type])')];

afterEach(() => {
	for (const unmount of mounted.splice(0)) {
		unmount();
	}
	document.body.innerHTML = '';
});

describe('analytics', () => {
	it('loads at once when no consent mechanism is on the page', async () => {
		installSettings();
		await mountHeld(HELD);
		expect(loaded().map((script) => script.getAttribute('src'))).toEqual([new URL('/analytics.js', window.location.href).href]);
	});

	it("loads a script from another origin only when the plugin allows that origin; never a javascript: or data: one", async () => {
		installSettings({ allowedOrigins: ['https://stats.example'] });
		await mountHeld('<script type="text/plain" data-consent-category="statistics" data-src="https://evil.example/any.js"></script>');
		await mountHeld('<script type="text/plain" data-consent-category="statistics" data-src="javascript:alert(1)"></script>');
		await mountHeld('<script type="text/plain" data-consent-category="statistics" data-src="data:text/javascript,alert(1)"></script>');
		expect(loaded()).toHaveLength(0);
		await mountHeld('<script type="text/plain" data-consent-category="statistics" data-src="https://stats.example/tag.js"></script>');
		expect(loaded().map((script) => script.src)).toEqual(['https://stats.example/tag.js']);
	});

	it('loads nothing from an element that is not a script (markup a post can hold)', async () => {
		installSettings();
		vi.resetModules();
		document.body.innerHTML = '<div data-island="analytics" data-consent-category="statistics" data-src="/any.js"></div>';
		const { mount } = await import('../../../islands/analytics/mount');
		mounted.push(mount(document.querySelector<HTMLElement>('div')!));
		expect(loaded()).toHaveLength(0);
	});

	it('waits for consent, loads once when it is given, and never twice', async () => {
		installSettings({ consent: { hasMechanism: true, statistics: false } });
		await mountHeld(HELD);
		expect(loaded()).toHaveLength(0);
		document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { statistics: 'allow' } }));
		expect(loaded()).toHaveLength(1);
		document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { statistics: 'deny' } }));
		document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { statistics: 'allow' } }));
		expect(loaded()).toHaveLength(1);
	});

	it('follows statistics alone: marketing allowed or refused changes nothing', async () => {
		installSettings({ consent: { hasMechanism: true, statistics: false } });
		await mountHeld(HELD);
		document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: 'allow' } }));
		expect(loaded()).toHaveLength(0);
		document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { statistics: 'allow' } }));
		document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: 'deny' } }));
		expect(loaded()).toHaveLength(1);
	});

	it('ignores a held script of another category or without a source', async () => {
		installSettings();
		await mountHeld('<script type="text/plain" data-consent-category="marketing" data-src="/ads.js"></script>');
		await mountHeld('<script type="text/plain" data-consent-category="statistics"></script>');
		expect(loaded()).toHaveLength(0);
	});
});
