/** The contact form's defaults: Contact Form 7's and WordPress's own validation limits, so a form the island checks is judged as the server will. */
export const defaultOptions = {
	/** A phone number, separators dropped, is longer than this… (CF7's wpcf7_is_tel(), which counts a leading `+` among the digits). */
	telMinLengthExclusive: 5,
	/** …and shorter than this (CF7's wpcf7_is_tel()). */
	telMaxLengthExclusive: 16,
	/** An email address is at least this long, as WordPress's is_email() requires. */
	emailMinLength: 6,
	/** A number is on its step when (value − base) is a whole number of intervals to this many decimals, as CF7's stepnumber rule rounds. */
	stepnumberPrecisionDecimals: 6,
} as const;
