// @vitest-environment node
import path from 'node:path';
import { expect, it } from 'vitest';
import { DEFAULT_SETTINGS, parseSettings } from '../../shared/config';
import { SETTINGS_FIELDS } from '../support/settings-audit';
import { describeWithPhp, runPhpJson } from '../support/php';

/**
 * php-enqueue keeps its own list of the settings fields and their types
 * (SHOP_ISLANDS_SETTINGS_TYPES in php-enqueue/includes/settings-check.php), to drop a filtered field
 * of the wrong type. The contract is shared/config.ts: the list must name its fields, and take
 * its defaults. (The tag the plugin prints is held to the contract in test/wordpress/.)
 */

const SETTINGS_TYPES = path.join(import.meta.dirname, 'settings-types.php');

describeWithPhp("php-enqueue's list of settings fields", (php) => {
	it('names the fields of the contract, in its order, and takes its defaults', () => {
		expect(runPhpJson(php, [SETTINGS_TYPES, JSON.stringify(DEFAULT_SETTINGS)])).toEqual({ fields: SETTINGS_FIELDS, refused: [] });
	});

	it.each([
		[['https://i0.wp.com', 'http://127.0.0.1:8080'], []],
		[['https://i0.wp.com/'], ['imageOrigins']],
		[['https://i0.wp.com/shop.example/a.jpg'], ['imageOrigins']],
		[['https://i0.wp.com?w=600'], ['imageOrigins']],
		[['https://I0.wp.com'], ['imageOrigins']],
		[['https://i0.wp.com:443'], ['imageOrigins']],
		[['ftp://files.example'], ['imageOrigins']],
		[['javascript:alert(1)'], ['imageOrigins']],
		[['i0.wp.com'], ['imageOrigins']],
		[[42], ['imageOrigins']],
		['https://i0.wp.com', ['imageOrigins']],
	])('takes the image origins %j as the bundle does: origins alone (refused: %j)', (imageOrigins, refused) => {
		expect((runPhpJson(php, [SETTINGS_TYPES, JSON.stringify({ ...DEFAULT_SETTINGS, imageOrigins })]) as { refused: string[] }).refused).toEqual(refused);
		expect(parseSettings({ imageOrigins }).rejected).toEqual(refused);
	});
});
