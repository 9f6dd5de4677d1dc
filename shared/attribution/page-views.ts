import { readCookie } from '../cookies';
import { PAGE_VIEWS_COOKIE, storedNotes } from './page-view-note';
import { setBuiltIn } from '../page-document';

/**
 * The page views the loader noted and order attribution has yet to record (./page-view-note.ts),
 * read and forgotten by the attribution store.
 */

export interface NotedView {
	readonly href: string;
	readonly referrer: string;
	/** When the page started, in ms since the epoch. */
	readonly time: number;
}

/** The views noted and not yet recorded, oldest first; a note that is not one as written is none. */
export function readNotes(): NotedView[] {
	return storedNotes(readCookie(PAGE_VIEWS_COOKIE))
		.flatMap((note): NotedView[] => {
			const [href, referrer, time] = Array.isArray(note) ? note : [];
			const valid = typeof href === 'string' && URL.canParse(href) && typeof referrer === 'string' && typeof time === 'number' && Number.isFinite(time);
			return valid ? [{ href, referrer, time }] : [];
		})
		.sort((a, b) => a.time - b.time);
}

/** Forgets every note: once recorded, or when tracking stops. */
export function forgetNotes(doc: Document = document): void {
	setBuiltIn('cookie', `${PAGE_VIEWS_COOKIE}=; path=/; max-age=0; SameSite=Lax`, doc);
}
