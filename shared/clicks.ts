/**
 * A click of the primary button with no modifier key. A modified one (a new tab, a new window, a
 * download) stays the browser's own: an island acts on a plain click only.
 */
export function isPlainClick(event: MouseEvent): boolean {
	return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
