import { describe, expect, it, vi } from 'vitest';
import { listeners } from '../../shared/listeners';

describe('listeners', () => {
	it('removes every listener it added, captured ones included, and nothing else', () => {
		const button = document.createElement('button');
		document.body.append(button);
		const pool = listeners();
		const onClick = vi.fn();
		const onCapture = vi.fn();
		const others = vi.fn();
		button.addEventListener('click', others);
		pool.on(button, 'click', onClick);
		pool.on(document, 'click', onCapture, { capture: true });
		pool.on(null, 'click', onClick);
		button.click();
		expect([onClick.mock.calls.length, onCapture.mock.calls.length, others.mock.calls.length]).toEqual([1, 1, 1]);
		pool.removeAll();
		button.click();
		expect([onClick.mock.calls.length, onCapture.mock.calls.length, others.mock.calls.length]).toEqual([1, 1, 2]);
		// Used again after removeAll.
		pool.on(button, 'click', onClick);
		button.click();
		expect(onClick).toHaveBeenCalledTimes(2);
		pool.removeAll();
		button.remove();
	});

	it("listens on the document through EventTarget's own methods, whatever element a post names addEventListener", () => {
		// What `<form name="addEventListener">` in a post does to the document in a browser.
		for (const name of ['addEventListener', 'removeEventListener']) {
			Object.defineProperty(document, name, { value: document.createElement('form'), configurable: true });
		}
		const pool = listeners();
		const onKey = vi.fn();
		pool.on(document, 'keydown', onKey);
		document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
		pool.removeAll();
		document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
		expect(onKey).toHaveBeenCalledTimes(1);
		Reflect.deleteProperty(document, 'addEventListener');
		Reflect.deleteProperty(document, 'removeEventListener');
	});
});
