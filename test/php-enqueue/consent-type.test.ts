// @vitest-environment node
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeWithPhp, runPhpJson } from '../support/php';

/**
 * The consent type the plugin names (php-enqueue/includes/consent-type.php, on
 * `wp_get_consent_type`): opt-in where the WP Consent API is active and nobody named one, so the
 * API's `wp_has_consent` allows nothing before the banner has answered; a type a plugin named
 * stays; without the API, nothing is named. On the real store with CookieYes:
 * test/real-store/consent-banner.test.ts.
 */

const RUNNER = path.join(import.meta.dirname, 'consent-type.php');

describeWithPhp("php-enqueue's consent type", (php) => {
	function consentType(consentApi: boolean, named: string | false): unknown {
		return runPhpJson(php, [RUNNER, JSON.stringify({ consentApi, named })]);
	}

	it('names opt-in where the WP Consent API is active and no plugin named a type', () => {
		expect(consentType(true, false)).toBe('optin');
		expect(consentType(true, '')).toBe('optin');
	});

	it("keeps the type a consent plugin named", () => {
		expect(consentType(true, 'optout')).toBe('optout');
		expect(consentType(true, 'optin')).toBe('optin');
	});

	it('names none without the WP Consent API', () => {
		expect(consentType(false, false)).toBe(false);
	});
});
