/** The contract between the loader and an island's `mount.ts`. */

export type LoadStrategy = 'load' | 'idle' | 'visible' | 'interaction' | 'first-input';

/** Undoes a mount: unmounts React roots, removes listeners. */
export type Unmount = () => void;

export interface IslandModule {
	/** Takes over `host` (reads its data-*, renders); returns how to undo that. */
	mount(host: HTMLElement): Unmount | Promise<Unmount>;
}

/**
 * How the loader gets an island's chunk: `import()` in the sources; in the build, the chunk with
 * the chunks it imports (runtime/preload.ts), which can also be fetched ahead without running.
 */
export interface IslandLoad {
	(): Promise<IslandModule>;
	/** Fetches the chunk and its imports without running them. */
	readonly ahead?: () => void;
}

/**
 * What an island can do beyond changing the page it is on: markup in a post must not get
 * any of it from an island (see `IslandDefinition.power`).
 * - `loads-code`: runs a script it did not come with (analytics held for consent);
 * - `sends-nonce`: sends a nonce, which acts as the visitor;
 * - `credentialed`: sends a request with the visitor's cookies (every call to the site);
 * - `writes-url`: writes a URL into the page (a link's `href`, an image's `src`).
 */
export type Power = 'loads-code' | 'sends-nonce' | 'credentialed' | 'writes-url';

interface IslandBase {
	readonly load: IslandLoad;
	/** When its chunk loads: one strategy, or one per host, read from its markup (a carousel that plays by itself loads as it nears the view). */
	readonly when: LoadStrategy | ((host: HTMLElement) => LoadStrategy);
	/**
	 * Elements elsewhere on the page whose use starts this island, as `interaction` does on
	 * the host (the header cart icon starts the cart panel); a click on one, or the submit of a
	 * form that is one (the registration form, for its attribution fields), made while the
	 * island loads is held and replayed like a click or submit on the host.
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
	/**
	 * The class a click held for this island puts on its target until it is replayed (with
	 * `aria-busy`), so the shopper sees at once that the click was taken: WooCommerce's
	 * `loading` on an add-to-cart button.
	 */
	readonly heldClass?: string;
	/**
	 * `true` for an island whose first input must not wait for the network (#24): when a host
	 * waits for the shopper's intent or the first input, its chunk and the chunks it imports are
	 * fetched, not run, once the page has loaded (the add-to-cart buttons, the commonest first tap;
	 * the gallery; the variable product's form; order attribution, whose record must not depend on
	 * a fetch as the page is left). React never comes ahead: an island's view that needs it loads after.
	 */
	readonly ahead?: true;
}

/** An island that only changes the page it is on: `[data-island="<name>"]` marks it too. */
interface PlainIsland extends IslandBase {
	/**
	 * The stock markup this island recognises (a CSS selector), in addition to
	 * `[data-island="<name>"]`, which always marks it.
	 */
	readonly markers?: string;
	readonly power?: undefined;
}

/**
 * An island with power starts only from the markup WooCommerce, the theme, a trusted plugin or
 * this plugin prints, never from `data-island`, which WordPress keeps in the content of any
 * post. Where its stock markup can be written in a post too (a class, an id), it gets no more
 * than the classic script gave that markup: every URL it uses is checked (shared/urls.ts) and
 * comes from the settings or passes the site's own origins. Where the classic script itself
 * would give a post power (a script's address, a nonce sent to the markup's address), its
 * markers name only what post content cannot hold: a `script` element, or markup inside the
 * plugin's `<shop-islands-trusted>`, which kses strips.
 */
interface PoweredIsland extends IslandBase {
	/** The stock markup this island starts from, and the only markup. */
	readonly markers: string;
	readonly power: readonly [Power, ...Power[]];
}

export type IslandDefinition = PlainIsland | PoweredIsland;

export type IslandRegistry = Readonly<Record<string, IslandDefinition>>;
