// @vitest-environment node
import path from 'node:path';
import { expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../shared/config';
import { SETTINGS_FIELDS } from '../support/settings-audit';
import { describeWithPhp, runPhp } from '../support/php';

/**
 * php-enqueue keeps its own list of the settings fields and their types
 * (SHOP_ISLANDS_SETTINGS_TYPES in php-enqueue/includes/settings.php), to drop a filtered field
 * of the wrong type. The contract is shared/config.ts: the list must name its fields, and take
 * its defaults. (The tag the plugin prints is held to the contract in test/wordpress/.)
 */

const SETTINGS_TYPES = path.join(import.meta.dirname, 'settings-types.php');

describeWithPhp("php-enqueue's list of settings fields", (php) => {
	it('names the fields of the contract, in its order, and takes its defaults', () => {
		const result = runPhp(php, [SETTINGS_TYPES, JSON.stringify(DEFAULT_SETTINGS)]);
		expect(result.stderr).toBe('');
		expect(result.status).toBe(0);
		expect(JSON.parse(result.stdout)).toEqual({ fields: SETTINGS_FIELDS, refused: [] });
	});
});
