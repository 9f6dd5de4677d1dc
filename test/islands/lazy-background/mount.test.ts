import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOADED_CLASS, mount } from '../../../islands/lazy-background/mount';
import { defaultOptions } from '../../../islands/lazy-background/options';

const unmounts: Array<() => void> = [];
afterEach(() => unmounts.splice(0).forEach((unmount) => unmount()));

/** A stand-in IntersectionObserver the test drives, keeping the options each was made with. */
class FakeObserver {
	static made: FakeObserver[] = [];
	readonly observed: Element[] = [];
	disconnected = false;
	constructor(
		readonly callback: IntersectionObserverCallback,
		readonly options: IntersectionObserverInit,
	) {
		FakeObserver.made.push(this);
	}
	observe(element: Element): void {
		this.observed.push(element);
	}
	disconnect(): void {
		this.disconnected = true;
	}
	report(isIntersecting: boolean): void {
		const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
		this.callback(entries, this as unknown as IntersectionObserver);
	}
}

function container(): HTMLElement {
	document.body.innerHTML = '<div class="elementor elementor-5"><div class="elementor-element e-flex e-con-boxed e-con e-parent" data-id="c0a4"></div></div>';
	return document.querySelector('.e-con') as HTMLElement;
}

describe('lazy background', () => {
	it("adds Elementor's e-lazyloaded only once the container comes within 200 px of the viewport", () => {
		FakeObserver.made = [];
		vi.stubGlobal('IntersectionObserver', FakeObserver);
		const host = container();
		unmounts.push(mount(host));
		const observer = FakeObserver.made[0] as FakeObserver;
		expect(observer.options.rootMargin).toBe(`${defaultOptions.rootMarginPx}px 0px`);
		observer.report(false);
		expect(host.classList.contains(LOADED_CLASS)).toBe(false);
		observer.report(true);
		expect(host.classList.contains(LOADED_CLASS)).toBe(true);
		expect(observer.disconnected).toBe(true);
	});

	it('stops watching when unmounted, and never takes a shown background away', () => {
		FakeObserver.made = [];
		vi.stubGlobal('IntersectionObserver', FakeObserver);
		const host = container();
		mount(host)();
		expect(FakeObserver.made[0]?.disconnected).toBe(true);
		expect(host.classList.contains(LOADED_CLASS)).toBe(false);
		host.classList.add(LOADED_CLASS);
		mount(host)();
		expect(host.classList.contains(LOADED_CLASS)).toBe(true);
	});

	it('shows the background at once in a browser without IntersectionObserver', () => {
		vi.stubGlobal('IntersectionObserver', undefined);
		const host = container();
		unmounts.push(mount(host));
		expect(host.classList.contains(LOADED_CLASS)).toBe(true);
	});
});
