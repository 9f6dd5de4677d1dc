import { afterEach, describe, expect, it } from 'vitest';
import { $chosenVariation, $mainImageHolders, holdMainImage, isMainImageHeld } from '../../../shared/stores/chosen-variation';

afterEach(() => {
	$chosenVariation.set(null);
	$mainImageHolders.set([]);
});

describe('the chosen variation and who writes the main image (shared/stores/chosen-variation.ts)', () => {
	it('holds the main image inside each gallery that holds it, until that gallery lets it go', () => {
		document.body.innerHTML = '<div id="first"><img id="main"></div><div id="second"><img id="other"></div>';
		const main = document.getElementById('main') as HTMLElement;
		const other = document.getElementById('other') as HTMLElement;
		const seen: Array<readonly Element[]> = [];
		const stop = $mainImageHolders.listen((holders) => seen.push(holders));
		expect(isMainImageHeld($mainImageHolders.get(), main)).toBe(false);

		const releaseFirst = holdMainImage(document.getElementById('first') as HTMLElement);
		const releaseSecond = holdMainImage(document.getElementById('second') as HTMLElement);
		expect(isMainImageHeld($mainImageHolders.get(), main)).toBe(true);
		expect(isMainImageHeld($mainImageHolders.get(), other)).toBe(true);

		releaseFirst();
		expect(isMainImageHeld($mainImageHolders.get(), main)).toBe(false);
		expect(isMainImageHeld($mainImageHolders.get(), other)).toBe(true);
		// Each change is told to the listeners (the variations form hands the image over on it).
		expect(seen).toHaveLength(3);
		releaseSecond();
		expect($mainImageHolders.get()).toEqual([]);
		stop();
	});

});
