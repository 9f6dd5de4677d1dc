import { type FirstUseResults, firstUseMarkdown } from './real-store-first-use-report';

/**
 * The real-store bench's results (real-store.ts measures them) and their Markdown: for each
 * stack of plugins, each page with the plugin active ("ours") and inactive ("classic"), the
 * ratio ours / classic, and whether the page meets issue #23's goal; with `--first-use`, the
 * first-use table of real-store-first-use-report.ts.
 */

export interface LoadSample {
	/** Script files run until the page settled with no input, gzipped; inline scripts aside. */
	readonly jsGzip: number;
	/** How many script files that was. */
	readonly scripts: number;
	/** Script files fetched and not run by then (an `ahead` island's chunks, #24), gzipped. */
	readonly aheadGzip: number;
	/** How many files that was. */
	readonly aheadScripts: number;
	/** Main-thread time in scripts until the page settled, under the CPU throttle, in ms. */
	readonly scriptMs: number;
	readonly requests: number;
}

export interface VisitorResult extends LoadSample {
	/** Whether jQuery had run (`window.jQuery`) once the page settled, in any of the runs. */
	readonly jquery: boolean;
}

/**
 * The classic page with every script held back until the first interaction (delay-scripts.ts):
 * at load as `LoadSample`, then what the first interaction ran until the page settled again.
 */
export interface DelayedResult extends LoadSample {
	readonly interactionJsGzip: number;
	readonly interactionScripts: number;
	readonly interactionScriptMs: number;
}

/** What the issues ask of a page with the plugin active (#23, #39). */
export interface PageGoal {
	/** At most `GOAL_RATIO` × the classic page in JS bytes and in script time. */
	readonly lighter: boolean;
	/** No jQuery. */
	readonly noJquery: boolean;
	/** The loader alone before any input: one file of at most `LOADER_GOAL_BYTES` gzip. */
	readonly loaderOnly: boolean;
}

export interface PageComparison {
	readonly path: string;
	readonly goal: PageGoal;
	readonly ours: VisitorResult;
	readonly classic: VisitorResult;
	/** Measured with `--delayed-classic`. */
	readonly delayed?: DelayedResult;
}

export interface StackResults {
	/** The release and plugins the store ran, as the table's heading says it. */
	readonly title: string;
	/** The release of WordPress and WooCommerce, as the side-by-side table heads its columns. */
	readonly release: string;
	readonly pages: Readonly<Record<string, PageComparison>>;
}

export interface RealStoreResults {
	readonly generated: string;
	readonly runs: number;
	readonly browser: string;
	readonly cpuThrottle: number;
	/** Empty when only the first use was measured (`--first-use` without `--pages`). */
	readonly stacks: readonly StackResults[];
	/** Measured with `--first-use`. */
	readonly firstUse?: FirstUseResults;
}

/** Issue #23: ours at most a fifth of the classic page in JS bytes and script time. */
export const GOAL_RATIO = 0.2;

/** Issue #39: before any input, one file of at most 12 KB gzip, on every release. */
export const LOADER_GOAL_BYTES = 12 * 1024;

/** What a page misses of its goal (empty: met), or null when it has none. */
export function goalMisses({ goal, ours, classic }: PageComparison): string[] | null {
	if (!goal.lighter && !goal.noJquery && !goal.loaderOnly) {
		return null;
	}
	const misses: string[] = [];
	if (goal.loaderOnly && (ours.jsGzip > LOADER_GOAL_BYTES || ours.scripts > 1)) {
		misses.push(`${kb(ours.jsGzip)} in ${ours.scripts} files`);
	}
	if (goal.lighter) {
		if (ours.jsGzip > GOAL_RATIO * classic.jsGzip) {
			misses.push(`JS ${ratio(ours.jsGzip, classic.jsGzip)}`);
		}
		if (ours.scriptMs > GOAL_RATIO * classic.scriptMs) {
			misses.push(`script time ${ratio(ours.scriptMs, classic.scriptMs)}`);
		}
	}
	if (goal.noJquery && ours.jquery) {
		misses.push('jQuery');
	}
	return misses;
}

export function realStoreMarkdown(results: RealStoreResults): string {
	const pages =
		results.stacks.length === 0
			? []
			: [
					`${results.generated}, ${results.browser}, median of ${results.runs} first visits with two items in the cart, CPU throttled ${results.cpuThrottle}×.`,
					'Each cell: with the plugin active / with it inactive (ratio ours / classic). JS: the script files run before any input,',
					'gzipped, inline scripts aside; fetched ahead: the files fetched and not run by then (ours: the chunks of the islands',
					'a first tap must not wait for). jQuery: whether `window.jQuery` was there once the page had settled.',
					`Goal (issues #23, #39): on every page but the cart and checkout, ours ≤ ${GOAL_RATIO}× classic in JS and in script time,`,
					`one file of at most ${kb(LOADER_GOAL_BYTES)} before any input, and no jQuery, on every release.`,
					'',
					...releasesTable(results.stacks),
					...results.stacks.flatMap((stack) => [`## ${stack.title}`, '', ...stackTable(stack), '', goalSummary(stack), '', ...delayedTable(stack)]),
				];
	return ['# Real store: ours / classic', '', ...pages, ...(results.firstUse ? firstUseMarkdown(results.firstUse) : [])].join('\n');
}

/**
 * The releases side by side, where the bench ran more than one: for each page, on each, ours' JS
 * before any input (and its files), its script time over the classic page's, jQuery and the goal.
 */
function releasesTable(stacks: readonly StackResults[]): string[] {
	if (new Set(stacks.map((stack) => stack.release)).size < 2) {
		return [];
	}
	const pageIds = [...new Set(stacks.flatMap((stack) => Object.keys(stack.pages)))];
	// Headed by the release where each has one stack of plugins, by the stack's title otherwise.
	const oneStackEach = new Set(stacks.map((stack) => stack.release)).size === stacks.length;
	const cell = (comparison: PageComparison | undefined): string => {
		if (!comparison) {
			return '–';
		}
		const { ours, classic } = comparison;
		const misses = goalMisses(comparison);
		return `${kb(ours.jsGzip)} in ${ours.scripts} · ${ratio(ours.scriptMs, classic.scriptMs)}× · ${ours.jquery ? 'jQuery' : 'no jQuery'} · ${goalCell(misses)}`;
	};
	return [
		'## The releases side by side',
		'',
		'Each cell: ours\' JS before any input (gzip, in files) · script time at load over the classic page\'s · jQuery · the goal.',
		'',
		`| page | ${stacks.map((stack) => (oneStackEach ? stack.release : stack.title)).join(' | ')} |`,
		`| --- | ${stacks.map(() => '---').join(' | ')} |`,
		...pageIds.map((id) => `| ${id} | ${stacks.map((stack) => cell(stack.pages[id])).join(' | ')} |`),
		'',
	];
}

/** The classic page with its scripts delayed, beside ours: light at load, its cost moved to the first interaction. */
function delayedTable({ pages }: StackResults): string[] {
	const rows = Object.entries(pages).flatMap(([id, { path, ours, delayed }]) =>
		delayed === undefined
			? []
			: [
					[
						`${id} \`${path}\``,
						`${kb(ours.jsGzip)} / ${kb(delayed.jsGzip)}`,
						`${ours.scripts} / ${delayed.scripts}`,
						`${Math.round(ours.scriptMs)} ms / ${Math.round(delayed.scriptMs)} ms`,
						`${kb(delayed.interactionJsGzip)}, ${delayed.interactionScripts} files, ${Math.round(delayed.interactionScriptMs)} ms`,
					],
				],
	);
	if (rows.length === 0) {
		return [];
	}
	return [
		'Classic with every script delayed until the first interaction (as WP Rocket\'s "Delay JavaScript execution"): at load, ours / delayed;',
		'then what its first interaction runs (JS gzip, files, script time until the page settles again).',
		'',
		'| page | JS before interaction (gzip) | scripts | script time at load | first interaction runs |',
		'| --- | --- | --- | --- | --- |',
		...rows.map((row) => `| ${row.join(' | ')} |`),
		'',
	];
}

function stackTable({ pages }: StackResults): string[] {
	const rows = Object.entries(pages).map(([id, comparison]) => {
		const { path, ours, classic } = comparison;
		return [
			`${id} \`${path}\``,
			pair(kb(ours.jsGzip), kb(classic.jsGzip), ratio(ours.jsGzip, classic.jsGzip)),
			pair(String(ours.scripts), String(classic.scripts), ratio(ours.scripts, classic.scripts)),
			`${ahead(ours)} / ${ahead(classic)}`,
			pair(`${Math.round(ours.scriptMs)} ms`, `${Math.round(classic.scriptMs)} ms`, ratio(ours.scriptMs, classic.scriptMs)),
			pair(String(ours.requests), String(classic.requests), ratio(ours.requests, classic.requests)),
			`${yesNo(ours.jquery)} / ${yesNo(classic.jquery)}`,
			goalCell(goalMisses(comparison)),
		];
	});
	return [
		'| page | JS before interaction (gzip) | scripts | fetched ahead, not run | script time at load | requests | jQuery | goal |',
		'| --- | --- | --- | --- | --- | --- | --- | --- |',
		...rows.map((row) => `| ${row.join(' | ')} |`),
	];
}

function goalSummary({ pages }: StackResults): string {
	const verdicts = Object.entries(pages).flatMap(([id, comparison]) => {
		const misses = goalMisses(comparison);
		return misses === null ? [] : [{ id, met: misses.length === 0 }];
	});
	const missed = verdicts.filter((verdict) => !verdict.met).map((verdict) => verdict.id);
	return `Goal met on ${verdicts.length - missed.length} of ${verdicts.length} pages${missed.length > 0 ? `; missed on ${missed.join(', ')}` : ''}.`;
}

function goalCell(misses: string[] | null): string {
	if (misses === null) {
		return '–';
	}
	return misses.length === 0 ? 'met' : `**missed**: ${misses.join(', ')}`;
}

function ahead({ aheadGzip, aheadScripts }: LoadSample): string {
	return aheadScripts === 0 ? '–' : `${kb(aheadGzip)} in ${aheadScripts}`;
}

function pair(ours: string, classic: string, oursOverClassic: string): string {
	return `${ours} / ${classic} (${oursOverClassic})`;
}

function ratio(ours: number, classic: number): string {
	return classic > 0 ? (ours / classic).toFixed(2) : '–';
}

function kb(bytes: number): string {
	return `${(bytes / 1024).toFixed(1)} KB`;
}

function yesNo(value: boolean): string {
	return value ? 'yes' : 'no';
}

/**
 * The README's table ("The figures"): each page of the store as set up on the current release,
 * ours / classic, with ours on the oldest release beside it. `current` and `oldest` are the two
 * releases' runs of the same stack of plugins.
 */
export function readmeFiguresTable(results: RealStoreResults, current: StackResults, oldest: StackResults): string[] {
	const rows = Object.entries(current.pages).map(([id, comparison]) => {
		const { path, ours, classic } = comparison;
		const older = oldest.pages[id];
		return [
			`${id} \`${path}\``,
			pair(kb(ours.jsGzip), kb(classic.jsGzip), ratio(ours.jsGzip, classic.jsGzip)),
			`${ours.scripts} / ${classic.scripts}`,
			ahead(ours),
			pair(`${Math.round(ours.scriptMs)} ms`, `${Math.round(classic.scriptMs)} ms`, ratio(ours.scriptMs, classic.scriptMs)),
			older ? `${kb(older.ours.jsGzip)} in ${older.ours.scripts} · ${ratio(older.ours.scriptMs, older.classic.scriptMs)}×` : '–',
			`${yesNo(ours.jquery || (older?.ours.jquery ?? false))} / ${yesNo(classic.jquery || (older?.classic.jquery ?? false))}`,
		];
	});
	return [
		`Measured ${results.generated.slice(0, 10)}, ${results.browser}, median of ${results.runs} first visits, CPU throttled ${results.cpuThrottle}×.`,
		'',
		`| page | JS run before any input (gzip), ours / classic | script files | fetched ahead, not run (ours) | script time at load, ours / classic | ${oldest.release}: ours' JS in files · script time over classic | jQuery, ours / classic (both releases) |`,
		'| --- | --- | --- | --- | --- | --- | --- |',
		...rows.map((row) => `| ${row.join(' | ')} |`),
	];
}
