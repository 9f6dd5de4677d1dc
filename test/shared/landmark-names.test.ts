import { describe, expect, it } from 'vitest';
import { nameLandmarksApart, numbered } from '../../shared/landmark-names';
import { installSettings } from '../support/settings';

const labels = (): Array<string | null> => [...document.querySelectorAll('form')].map((form) => form.getAttribute('aria-label'));

describe('landmark names', () => {
	it('names apart the landmarks that share a label, in document order, and leaves the others as the server printed them', () => {
		document.body.innerHTML = `<form aria-label="Contact form"></form><form aria-label="Newsletter"></form>
			<form aria-label="Contact form"></form><form></form><form aria-label=" "></form><form aria-label="Contact form"></form>`;
		nameLandmarksApart('form', numbered);
		expect(labels()).toEqual(['Contact form (1 of 3)', 'Newsletter', 'Contact form (2 of 3)', null, ' ', 'Contact form (3 of 3)']);
	});

	it('names again from the server’s labels: a landmark added is counted, one left alone gets its own back', () => {
		document.body.innerHTML = '<form aria-label="Contact form"></form><form aria-label="Contact form"></form>';
		nameLandmarksApart('form', numbered);
		nameLandmarksApart('form', numbered);
		expect(labels()).toEqual(['Contact form (1 of 2)', 'Contact form (2 of 2)']);
		document.body.insertAdjacentHTML('beforeend', '<form aria-label="Contact form"></form>');
		nameLandmarksApart('form', numbered);
		expect(labels()).toEqual(['Contact form (1 of 3)', 'Contact form (2 of 3)', 'Contact form (3 of 3)']);
		document.querySelectorAll('form')[2]?.remove();
		document.querySelectorAll('form')[1]?.remove();
		nameLandmarksApart('form', numbered);
		expect(labels()).toEqual(['Contact form']);
	});

	it('gives a leaving landmark the server’s label back and names the others without it', () => {
		document.body.innerHTML = '<form aria-label="Contact form"></form><form aria-label="Contact form"></form><form aria-label="Contact form"></form>';
		nameLandmarksApart('form', numbered);
		const leaving = document.querySelectorAll('form')[0] as HTMLFormElement;
		nameLandmarksApart('form', numbered, leaving);
		expect(labels()).toEqual(['Contact form', 'Contact form (1 of 2)', 'Contact form (2 of 2)']);
	});

	it('keeps a label holding % or $ as it is', () => {
		expect(numbered('50% off $& more %2$d', 0, 2)).toBe('50% off $& more %2$d (1 of 2)');
	});

	it('is translated, placeholders in the translation’s order', () => {
		installSettings({
			localeData: {
				'': { domain: 'shop-islands', lang: 'ja' },
				'%1$s (%2$d of %3$d)': ['%3$d件中%2$d件目: %1$s'],
			},
		});
		expect(numbered('お問い合わせ', 1, 3)).toBe('3件中2件目: お問い合わせ');
	});
});
