import { describe, expect, it } from 'vitest';
import { documentedTable, generatedTable, storefrontEvents } from './theme-developers';

describe('docs/theme-developers.md (npx tsx test/docs/theme-developers.ts --write rewrites its tables)', () => {
	it('lists every island of the registry with its markers, load moment and power', () => {
		expect(documentedTable('islands')).toBe(generatedTable('islands'));
	});

	it('lists every event of the typed event map as the code declares it', () => {
		expect(documentedTable('events')).toBe(generatedTable('events'));
	});

	it('reads each event with its detail, meaning and jQuery forward', () => {
		expect(storefrontEvents().map((entry) => entry.name)).toContain('shop-islands:error');
		expect(generatedTable('events')).toContain('| `added_to_cart` | `{ button: HTMLElement \\| null; fragments: Fragments; cartHash: string }` | yes | An add succeeded');
		expect(generatedTable('islands')).toContain('| `analytics` | `script[type="text/plain"][data-consent-category]` | no | idle | – | loads-code, writes-url |');
	});
});
