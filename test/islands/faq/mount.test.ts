import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialItem, mount as mountIsland } from '../../../islands/faq/mount';
import { defaultOptions } from '../../../islands/faq/options';

const unmounts: Array<() => void> = [];
afterEach(() => unmounts.splice(0).forEach((unmount) => unmount()));

const QUESTIONS = ['Do you deliver?', 'Can I book a table?', 'Are there vegan dishes?'];

/** WooLentor's FAQ as its widget renders it: cards of a head (indicator, title) and a body. */
function faq(settings: string | null = '{"showitem":true}'): HTMLElement {
	const cards = QUESTIONS.map(
		(question, index) => `<div class="htwoolentor-faq-card"><div class="htwoolentor-faq-head"><span class="htwoolentor-faq-head-indicator"></span> <span class="htwoolentor-faq-head-text">${question}</span></div>
		<div class="htwoolentor-faq-body"><div class="htwoolentor-faq-content"><p>Answer ${index} <a href="/contact/">Contact us</a></p></div></div></div>`,
	);
	document.body.innerHTML = `<div class="htwoolentor-faq htmove-icon-pos-before" id="htwoolentor-faq-f00a1">${cards.join('')}</div>`;
	const host = document.querySelector('.htwoolentor-faq') as HTMLElement;
	if (settings !== null) {
		host.dataset.settings = settings;
	}
	return host;
}

function mount(host: HTMLElement): () => void {
	const unmount = mountIsland(host);
	unmounts.push(unmount);
	return unmount;
}

const buttons = (): HTMLButtonElement[] => [...document.querySelectorAll<HTMLButtonElement>('.htwoolentor-faq-head button')];
const bodies = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('.htwoolentor-faq-body')];
const expanded = (): boolean[] => buttons().map((button) => button.getAttribute('aria-expanded') === 'true');
const shown = (): boolean[] => bodies().map((body) => !body.hidden);
const reducedMotion = (): void => {
	vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query.includes('reduce') }) as MediaQueryList);
};

describe('FAQ accordion', () => {
	it('makes each question a button controlling its answer, a region named by the question', () => {
		mount(faq());
		expect(buttons()).toHaveLength(3);
		buttons().forEach((button, index) => {
			const body = bodies()[index] as HTMLElement;
			expect(button.type).toBe('button');
			expect(button.textContent?.trim()).toBe(QUESTIONS[index]);
			expect(button.getAttribute('aria-controls')).toBe(body.id);
			expect(body.getAttribute('role')).toBe('region');
			expect(body.getAttribute('aria-labelledby')).toBe(button.id);
		});
		expect(new Set(bodies().map((body) => body.id)).size).toBe(3);
	});

	it('opens the first answer for showitem true (WooLentor\'s "Show first item") and marks its card active', () => {
		mount(faq('{"showitem":true}'));
		expect(expanded()).toEqual([true, false, false]);
		expect(shown()).toEqual([true, false, false]);
		expect(document.querySelectorAll('.htwoolentor-faq-card.is-active')).toHaveLength(1);
	});

	it('opens the item a number names, counted from 0, and none for false or no settings', () => {
		mount(faq('{"showitem":2}'));
		expect(expanded()).toEqual([false, false, true]);
		unmounts.pop()?.();
		mount(faq('{"showitem":false}'));
		expect(expanded()).toEqual([false, false, false]);
		unmounts.pop()?.();
		mount(faq(null));
		expect(shown()).toEqual([false, false, false]);
	});

	it.each([['-1'], ['3'], ['99'], ['1.5'], ['"1"'], ['"yes"'], ['null'], ['[0]'], ['{"n":0}']])(
		'opens no answer and only warns for showitem %s',
		(value) => {
			const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
			const error = vi.spyOn(console, 'error');
			mount(faq(`{"showitem":${value}}`));
			expect(expanded()).toEqual([false, false, false]);
			expect(warn).toHaveBeenCalledTimes(1);
			expect(error).not.toHaveBeenCalled();
			// Still an accordion: a click opens an answer.
			buttons()[1]?.click();
			expect(expanded()).toEqual([false, true, false]);
		},
	);

	it('opens no answer and only warns for settings that are not JSON', () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		expect(initialItem('{showitem:1', 3)).toBeNull();
		expect(warn).toHaveBeenCalledTimes(1);
	});

	it('opens an answer on a click and closes the one open, sliding over 500 ms', async () => {
		vi.useFakeTimers();
		mount(faq());
		const animate = vi.fn(() => {
			const finished = new Promise<void>((resolve) => setTimeout(resolve, defaultOptions.accordionAnimationMs));
			return { finished, cancel: vi.fn() } as unknown as Animation;
		});
		for (const body of bodies()) {
			body.animate = animate;
		}
		buttons()[1]?.click();
		expect(expanded()).toEqual([false, true, false]);
		expect(animate).toHaveBeenCalledTimes(2);
		expect(animate).toHaveBeenCalledWith(expect.any(Array), expect.objectContaining({ duration: defaultOptions.accordionAnimationMs }));
		// The closing answer stays on screen while it slides shut, the opening one from the start.
		expect(shown()).toEqual([true, true, false]);
		await vi.advanceTimersByTimeAsync(defaultOptions.accordionAnimationMs);
		expect(shown()).toEqual([false, true, false]);
		buttons()[1]?.click();
		expect(expanded()).toEqual([false, false, false]);
		await vi.advanceTimersByTimeAsync(defaultOptions.accordionAnimationMs);
		expect(shown()).toEqual([false, false, false]);
	});

	it('opens and closes at once under reduced motion', () => {
		reducedMotion();
		mount(faq());
		const animate = vi.fn();
		for (const body of bodies()) {
			body.animate = animate;
		}
		buttons()[2]?.click();
		expect(shown()).toEqual([false, false, true]);
		expect(animate).not.toHaveBeenCalled();
	});

	it('moves between questions with Up, Down, Home and End, wrapping', () => {
		mount(faq());
		const [first, second, third] = buttons() as [HTMLButtonElement, HTMLButtonElement, HTMLButtonElement];
		first.focus();
		fireEvent.keyDown(first, { key: 'ArrowDown' });
		expect(document.activeElement).toBe(second);
		fireEvent.keyDown(second, { key: 'End' });
		expect(document.activeElement).toBe(third);
		fireEvent.keyDown(third, { key: 'ArrowDown' });
		expect(document.activeElement).toBe(first);
		fireEvent.keyDown(first, { key: 'ArrowUp' });
		expect(document.activeElement).toBe(third);
		fireEvent.keyDown(third, { key: 'Home' });
		expect(document.activeElement).toBe(first);
		// Keys inside an answer are the answer's.
		const link = document.querySelector('.htwoolentor-faq-body a') as HTMLElement;
		link.focus();
		fireEvent.keyDown(link, { key: 'ArrowDown' });
		expect(document.activeElement).toBe(link);
	});

	it('gives the server markup back when unmounted: heads with their text, every answer shown', () => {
		const host = faq();
		const before = host.innerHTML;
		mount(host)();
		expect(buttons()).toHaveLength(0);
		expect(shown()).toEqual([true, true, true]);
		expect(host.innerHTML).toBe(before);
		expect(host.classList.contains('shop-islands-faq')).toBe(false);
	});

	it('leaves a block without cards alone', () => {
		document.body.innerHTML = '<div class="htwoolentor-faq" data-settings=\'{"showitem":true}\'></div>';
		mount(document.querySelector('.htwoolentor-faq') as HTMLElement);
		expect(document.querySelector('.htwoolentor-faq')?.classList.contains('shop-islands-faq')).toBe(false);
	});
});
