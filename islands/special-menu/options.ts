/** The special-menu popup's defaults: when it shows, how long a dismissal lasts, where that is kept. */
export const defaultOptions = {
	/** The theme's announcement opens 3 s after the page's load event, as docs/site-chrome.md has it. */
	popupDelayMs: 3000,
	/** A dismissal keeps the popup away for 24 hours (docs/site-chrome.md); an older record, or one dated in the future, is deleted. */
	dismissalMs: 86_400_000,
	/** Local-storage key of the dismissal record `{fmp_special_menu: 'yes', endDate}`: the name docs/site-chrome.md gives, with the theme's `fmp_` prefix. */
	storageKey: 'fmp_special_menu',
} as const;
