import { describe, expect, it } from 'vitest';
import { mount } from '../../../islands/tooltips/mount';

function card(): { quickView: HTMLElement; wishlist: HTMLElement } {
	document.body.innerHTML = `<ul class="products"><li class="product"><div class="product-card__actions">
		<a href="/product/margherita/" class="woolentor-quickview-btn" data-quick-id="115" aria-label="Quick view “Margherita”"><span class="woolentor-quickview-btn__text">Quick view</span></a>
		<a href="?add_to_wishlist=115" class="add_to_wishlist" data-product-id="115" aria-describedby="card-note" aria-label="Add to wishlist: “Margherita”"><span>Add to  wishlist</span></a>
	</div><span id="card-note">Vegetarian</span></li></ul>`;
	const [quickView, wishlist] = [...document.querySelectorAll<HTMLElement>('.product-card__actions a')];
	return { quickView: quickView as HTMLElement, wishlist: wishlist as HTMLElement };
}

const tooltips = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('[role="tooltip"]')];
const shown = (): HTMLElement[] => tooltips().filter((tooltip) => !tooltip.hidden);
const pointer = (target: HTMLElement, type: 'pointerenter' | 'pointerleave', relatedTarget: EventTarget | null = null): void => {
	target.dispatchEvent(new PointerEvent(type, { relatedTarget }));
};

describe('card action tooltips', () => {
	it('show the button\'s text above it on pointer over, as its description, not its name', () => {
		const { quickView } = card();
		mount(quickView);
		const [tooltip] = tooltips();
		expect(tooltip?.hidden).toBe(true);
		expect(quickView.getAttribute('aria-describedby')).toBe(tooltip?.id);
		expect(quickView.getAttribute('aria-label')).toBe('Quick view “Margherita”');
		expect(quickView.contains(tooltip as Node)).toBe(false);
		pointer(quickView, 'pointerenter');
		expect(shown()).toEqual([tooltip]);
		expect(tooltip?.textContent).toBe('Quick view');
		expect(tooltip?.classList.contains('is-shown')).toBe(true);
		expect(tooltip?.style.animationDuration).toBe('350ms');
		pointer(quickView, 'pointerleave', document.body);
		expect(shown()).toEqual([]);
	});

	it('keeps a description the button had, and gives it back when unmounted', () => {
		const { wishlist } = card();
		const unmount = mount(wishlist);
		const [tooltip] = tooltips();
		expect(wishlist.getAttribute('aria-describedby')).toBe(`card-note ${tooltip?.id}`);
		unmount();
		expect(wishlist.getAttribute('aria-describedby')).toBe('card-note');
		expect(tooltips()).toEqual([]);
		pointer(wishlist, 'pointerenter');
		expect(tooltips()).toEqual([]);
	});

	it('stays while the pointer moves onto it, and hides once it leaves both (WCAG 1.4.13)', () => {
		const { quickView } = card();
		mount(quickView);
		const [tooltip] = tooltips() as [HTMLElement];
		pointer(quickView, 'pointerenter');
		pointer(quickView, 'pointerleave', tooltip);
		expect(shown()).toEqual([tooltip]);
		pointer(tooltip, 'pointerleave', document.body);
		expect(shown()).toEqual([]);
	});

	it('hides on Escape until the pointer comes back', () => {
		const { quickView } = card();
		mount(quickView);
		pointer(quickView, 'pointerenter');
		document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
		expect(shown()).toEqual([]);
		pointer(quickView, 'pointerleave', document.body);
		pointer(quickView, 'pointerenter');
		expect(shown()).toHaveLength(1);
	});

	it('shows on keyboard focus and hides when focus leaves', () => {
		const { wishlist } = card();
		mount(wishlist);
		wishlist.focus();
		expect(shown()).toHaveLength(1);
		expect(shown()[0]?.textContent).toBe('Add to wishlist');
		wishlist.blur();
		expect(shown()).toEqual([]);
	});

	it('follows the button\'s text when it changes (an added wishlist link)', () => {
		const { wishlist } = card();
		mount(wishlist);
		(wishlist.querySelector('span') as HTMLElement).textContent = 'Browse wishlist';
		pointer(wishlist, 'pointerenter');
		expect(shown()[0]?.textContent).toBe('Browse wishlist');
	});

	it('shows nothing for a button without text', () => {
		const { quickView } = card();
		quickView.textContent = '';
		mount(quickView);
		pointer(quickView, 'pointerenter');
		expect(shown()).toEqual([]);
	});

	it('gives each button a tooltip of its own', () => {
		const { quickView, wishlist } = card();
		mount(quickView);
		mount(wishlist);
		const ids = tooltips().map((tooltip) => tooltip.id);
		expect(new Set(ids).size).toBe(2);
	});
});
