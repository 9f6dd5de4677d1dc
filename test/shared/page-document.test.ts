import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { shadowedBuiltIns } from '../../islands/runtime/react-island';
import { builtIn, setBuiltIn } from '../../shared/page-document';
import { sourceFiles } from '../support/import-graph';

/**
 * The document's built-ins, read past whatever the page names so (shared/page-document.ts). A
 * browser gives a document's named elements (`<object id>`, `<form name>`…) precedence over its
 * built-ins; happy-dom does not, so an own property on the document stands in for one here, and
 * test/browser/clobbering.test.ts puts the real elements on both stores' pages.
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const shadowed: string[] = [];

function shadow(name: string, value: unknown): void {
	Object.defineProperty(document, name, { value, configurable: true });
	shadowed.push(name);
}

afterEach(() => {
	for (const name of shadowed.splice(0)) {
		Reflect.deleteProperty(document, name);
	}
	document.body.replaceChildren();
});

describe('the page document', () => {
	// One at a time: happy-dom's own getters read the document's other properties, as no browser's do.
	it.each(['cookie', 'body', 'querySelectorAll', 'getElementById', 'createElement', 'addEventListener', 'activeElement', 'readyState'])(
		'reads attributes and calls methods as the document defines them, with %s shadowed',
		(name) => {
			document.body.innerHTML = '<p id="kept" class="kept">Kept</p>';
			shadow(name, document.createElement('object'));
			setBuiltIn('cookie', 'shop_islands_probe=1; path=/');
			expect(builtIn('cookie')).toContain('shop_islands_probe=1');
			expect(builtIn('body').tagName).toBe('BODY');
			expect([...builtIn('querySelectorAll')('.kept')].map(({ id }) => id)).toEqual(['kept']);
			expect(builtIn('getElementById')('kept')?.textContent).toBe('Kept');
			expect(builtIn('createElement')('span').tagName).toBe('SPAN');
			expect(builtIn('readyState')).toBe('complete');
			if (name !== 'body') {
				// happy-dom's activeElement is `this.body` when nothing has focus.
				expect(builtIn('activeElement')?.tagName).toBe('BODY');
			}
			let heard = 0;
			const listener = (): void => {
				heard += 1;
			};
			builtIn('addEventListener')('shop-islands:probe', listener);
			document.dispatchEvent(new Event('shop-islands:probe'));
			builtIn('removeEventListener')('shop-islands:probe', listener);
			document.dispatchEvent(new Event('shop-islands:probe'));
			expect(heard).toBe(1);
			setBuiltIn('cookie', 'shop_islands_probe=; path=/; max-age=0');
		},
	);

	it('tells which built-ins the page shadows', () => {
		expect(shadowedBuiltIns(['createElement', 'addEventListener'], document)).toEqual([]);
		shadow('addEventListener', document.createElement('object'));
		shadow('createElement', document.getElementsByTagName('object'));
		expect(shadowedBuiltIns(['createElement', 'addEventListener', 'defaultView'], document)).toEqual(['createElement', 'addEventListener']);
	});

	it("reads another document's own", () => {
		const other = document.implementation.createHTMLDocument('Other');
		other.body.innerHTML = '<p class="there">There</p>';
		expect(builtIn('body', other)).toBe(other.body);
		expect(builtIn('querySelector', other)('.there')?.ownerDocument).toBe(other);
	});

	it('is the only code of the bundle that reads a property of a document', () => {
		// `location` is the window's and a document's own unforgeable property: nothing shadows it.
		const reads = /(?<![\w.'"/-])(?:document|doc|ownerDocument)\??\.(?!location\b)[A-Za-z_$]/;
		const offenders = sourceFiles(ROOT, ['islands', 'shared'])
			.filter((file) => file !== 'shared/page-document.ts')
			.flatMap((file) =>
				readFileSync(path.join(ROOT, file), 'utf8')
					.split('\n')
					.map((line, index) => ({ line: line.replace(/\/\/.*$|^\s*\*.*$|^\s*\/\*.*$/, ''), at: `${file}:${index + 1}` }))
					.filter(({ line }) => reads.test(line))
					.map(({ at, line }) => `${at}: ${line.trim()}`),
			);
		expect(offenders).toEqual([]);
	});
});
