/** The contract between the loader and an island's `mount.ts`. */

export type LoadStrategy = 'load' | 'idle' | 'visible' | 'interaction';

/** Undoes a mount: unmounts React roots, removes listeners. */
export type Unmount = () => void;

export interface IslandModule {
	/** Takes over `host` (reads its data-*, renders); returns how to undo that. */
	mount(host: HTMLElement): Unmount | Promise<Unmount>;
}

export interface IslandDefinition {
	/**
	 * The stock markup this island recognises (a CSS selector), in addition to
	 * `[data-island="<name>"]`, which always marks it.
	 */
	readonly markers?: string;
	readonly load: () => Promise<IslandModule>;
	readonly when: LoadStrategy;
	/**
	 * Elements elsewhere on the page whose use starts this island, as `interaction` does on
	 * the host (the header cart icon starts the cart panel); a click on one made while the
	 * island loads is held and replayed like a click on the host.
	 */
	readonly triggers?: string;
	/** Events on the document that start this island (an add to cart starts the cart panel). */
	readonly startOn?: readonly string[];
	/**
	 * `false` for an island that never handles a click or submit made inside its host (a lazy
	 * background around a whole section): such clicks are not held while it loads, and go
	 * to the page at once.
	 */
	readonly holdsActions?: false;
}

export type IslandRegistry = Readonly<Record<string, IslandDefinition>>;
