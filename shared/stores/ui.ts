import { atom } from 'nanostores';

/**
 * Which panel or modal is open. One at a time: opening one closes the other, so a cart
 * panel and a quick-view modal never trap focus against each other.
 */
export type PanelName = 'cart-panel' | 'quick-view' | 'location-popup' | 'size-chart' | 'mobile-nav' | 'account-dropdown' | 'special-menu';

export const $openPanel = atom<PanelName | null>(null);

export function openPanel(panel: PanelName): void {
	$openPanel.set(panel);
}

export function closePanel(panel?: PanelName): void {
	if (panel === undefined || $openPanel.get() === panel) {
		$openPanel.set(null);
	}
}

export function togglePanel(panel: PanelName): void {
	$openPanel.set($openPanel.get() === panel ? null : panel);
}
