import { builtIn } from '../../shared/page-document';
/**
 * Clicks and submits made on an island that is not ready yet. They are replayed in the
 * order they were made, across all islands: an action waits for its own island and for
 * every action before it. Once its island has settled (mounted, or failed so the plain
 * link or form gets the action), the action is replayed on its element, if that is still
 * on the page; a click, on the element that took its element's place.
 */

export type HeldAction = (
	| { readonly kind: 'click'; readonly target: HTMLElement }
	| { readonly kind: 'submit'; readonly form: HTMLFormElement; readonly submitter: HTMLElement | null }
) & {
	/** Undoes what holding it showed (a busy mark), just before it is replayed or dropped. */
	readonly release?: () => void;
};

export interface HeldActions<Owner> {
	/** Keeps `action` until `owner` has settled and every earlier action has been replayed. */
	hold(owner: Owner, action: HeldAction): void;
	/** Replays the actions at the front whose owners have settled. */
	replay(): void;
	/** Drops the actions of an owner that left the page; the ones after them may replay now. */
	drop(owner: Owner): void;
	/** Forgets every held action without replaying it. */
	clear(): void;
}

interface HeldEntry<Owner> {
	readonly owner: Owner;
	readonly action: HeldAction;
}

export function createHeldActions<Owner>(isSettled: (owner: Owner) => boolean): HeldActions<Owner> {
	let held: Array<HeldEntry<Owner>> = [];

	const replay = (): void => {
		while (held[0] && isSettled(held[0].owner)) {
			const { action } = held.shift() as HeldEntry<Owner>;
			action.release?.();
			perform(action);
		}
	};

	return {
		hold(owner, action) {
			held.push({ owner, action });
		},
		replay,
		drop(owner) {
			for (const entry of held.filter((candidate) => candidate.owner === owner)) {
				entry.action.release?.();
			}
			held = held.filter((entry) => entry.owner !== owner);
			replay();
		},
		clear() {
			for (const entry of held) {
				entry.action.release?.();
			}
			held = [];
		},
	};
}

function perform(action: HeldAction): void {
	if (action.kind === 'click') {
		(action.target.isConnected ? action.target : standIn(action.target))?.click();
	} else if (action.form.isConnected) {
		action.form.requestSubmit(isSubmitter(action.submitter) ? action.submitter : undefined);
	}
}

/**
 * The element the server put where `element` was, while a click on it waited: a cart fragment
 * replaces the header's cart icon as the page's cart refresh lands, often before the panel the
 * click is meant to open has loaded. The same tag, classes and link, or none.
 */
function standIn(element: HTMLElement): HTMLElement | null {
	const classes = [...element.classList].map((name) => `.${CSS.escape(name)}`).join('');
	const href = element.getAttribute('href');
	const selector = `${element.localName}${classes}${href === null ? '' : `[href="${CSS.escape(href)}"]`}`;
	return builtIn('querySelector', element.ownerDocument)<HTMLElement>(selector);
}

function isSubmitter(element: HTMLElement | null): element is HTMLButtonElement | HTMLInputElement {
	return element instanceof HTMLButtonElement || element instanceof HTMLInputElement;
}
