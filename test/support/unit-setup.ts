import { cleanup } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, vi } from 'vitest';
import { resetSettingsCache } from '../../shared/config';
import { $cart, $cartHasItems, INITIAL_CART } from '../../shared/stores/cart';
import { $cartSession } from '../../shared/stores/cart-session';
import { $openPanel } from '../../shared/stores/ui';

afterEach(() => {
	cleanup();
	// Stops the cart session (its listeners and timers) and forgets what a test left in the stores.
	cleanStores($cartHasItems, $cart, $cartSession, $openPanel);
	$cart.set(INITIAL_CART);
	$cartSession.set('idle');
	$openPanel.set(null);
	resetSettingsCache();
	vi.restoreAllMocks();
	vi.unstubAllGlobals();
	vi.useRealTimers();
	if (typeof document !== 'undefined') {
		document.body.innerHTML = '';
		document.head.innerHTML = '';
	}
});
