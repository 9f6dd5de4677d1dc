import { describe, expect, it } from 'vitest';
import { realStore } from './helpers';
import { storeCommand } from './store';

/**
 * What WordPress's kses keeps of markup an Author writes in a post (the seeded user `writer`),
 * on which the islands' rule of power rests (README, "Power"): `data-*`, `id` and `class` stay,
 * so `data-island` and any stock marker made of them can be written in a post; a `script`
 * element and the plugin's `<shop-islands-trusted>` cannot, so islands that start only from
 * those never start from a post.
 */

const { skip, php, siteDir } = realStore();

const kses = async (markup: string): Promise<string> => (await storeCommand(php, siteDir, 'kses-as', 'writer', markup)).replace(/\nok\n$/, '');

describe.skipIf(skip !== '')("kses, for an Author's post", () => {
	it('keeps data-island, data-* URLs and nonces, ids and classes', async () => {
		const gadget =
			'<div data-island="analytics" data-consent-category="statistics" data-src="/x.js"></div><div id="coming-soon-footer-banner"><a class="coming-soon-footer-banner-dismiss" data-rest-url="http://elsewhere.invalid/" data-rest-nonce="0123">Dismiss</a></div>';
		expect(await kses(gadget)).toBe(gadget);
	});

	it('strips a script element and <shop-islands-trusted>, keeping what was inside the latter', async () => {
		const kept = await kses(
			'<script type="text/plain" data-consent-category="statistics" data-src="/x.js"></script><shop-islands-trusted><div id="coming-soon-footer-banner">Banner</div></shop-islands-trusted>',
		);
		expect(kept).not.toMatch(/<script|shop-islands-trusted/);
		expect(kept).toContain('<div id="coming-soon-footer-banner">Banner</div>');
	});
});
