import { describe, expect, it } from 'vitest';
import { $openPanel, closePanel, openPanel, togglePanel } from '../../../shared/stores/ui';

describe('open panel store', () => {
	it('keeps one panel open at a time', () => {
		openPanel('cart-panel');
		openPanel('quick-view');
		expect($openPanel.get()).toBe('quick-view');
	});

	it('closes only the named panel, or whichever is open', () => {
		openPanel('quick-view');
		closePanel('cart-panel');
		expect($openPanel.get()).toBe('quick-view');
		closePanel();
		expect($openPanel.get()).toBeNull();
	});

	it('toggles a panel', () => {
		togglePanel('cart-panel');
		expect($openPanel.get()).toBe('cart-panel');
		togglePanel('cart-panel');
		expect($openPanel.get()).toBeNull();
	});
});
