import { atom, onMount } from 'nanostores';
import { getSettings } from '../config';

/**
 * The visitor's tracking consent. Analytics run only with statistics consent, or when the
 * site has no consent mechanism (spec §6); order attribution only when tracking is allowed.
 */
export interface ConsentState {
	readonly statistics: boolean;
	readonly allowTracking: boolean;
}

export const $consent = atom<ConsentState>({ statistics: false, allowTracking: false });

onMount($consent, () => {
	const { consent, orderAttribution } = getSettings();
	$consent.set({
		statistics: !consent.hasMechanism || consent.statistics,
		allowTracking: orderAttribution?.allowTracking ?? false,
	});
});

/** A consent plugin reports a change. */
export function setConsent(change: Partial<ConsentState>): void {
	$consent.set({ ...$consent.get(), ...change });
}
