/** The location popup's defaults. */
export const defaultOptions = {
	/** Local-storage key of the chosen pickup location `{name, value}`: the name the store's contract gives, with the theme's `fmp_` prefix. */
	storageKey: 'fmp_location',
} as const;
