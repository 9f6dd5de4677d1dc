import { afterEach, describe, expect, it } from 'vitest';
import { islandsOff, SETTINGS_ELEMENT_ID } from '../../shared/settings-tag';

function printTag(json: string): void {
	document.body.innerHTML = `<script type="application/json" id="${SETTINGS_ELEMENT_ID}"></script>`;
	(document.getElementById(SETTINGS_ELEMENT_ID) as HTMLElement).textContent = json;
}

afterEach(() => {
	document.body.innerHTML = '';
});

describe('the islands turned off, as the loader reads them', () => {
	it('are the names the tag lists', () => {
		printTag('{"islandsOff":["sort-order","gallery"]}');
		expect([...islandsOff()]).toEqual(['sort-order', 'gallery']);
	});

	it('are none without a tag, with a tag that is not JSON, or with anything but names', () => {
		expect(islandsOff().size).toBe(0);
		printTag('{"islandsOff":');
		expect(islandsOff().size).toBe(0);
		printTag('{"islandsOff":"gallery"}');
		expect(islandsOff().size).toBe(0);
		printTag('{"islandsOff":[7,null,"gallery"]}');
		expect(islandsOff().size).toBe(0);
	});
});
