import type { InteractionSample, PageSample } from './measure';

/** The results file, the baseline (same shape), and the Markdown tables with deltas against it. */

export interface BenchResults {
	readonly generated: string;
	readonly runs: number;
	readonly browser: string;
	/** The build's version hash, from manifest.json. */
	readonly build: string;
	readonly pages: Readonly<Record<string, PageSample & { readonly path: string }>>;
	readonly interactions: Readonly<Record<string, InteractionSample & { readonly path: string }>>;
}

type Unit = 'KB' | 'ms' | 'count' | 'cls';

interface Column<Sample> {
	readonly title: string;
	/** One or two values shown as `a / b`; the unit applies to each. */
	readonly values: ReadonlyArray<keyof Sample>;
	readonly unit: Unit;
}

const PAGE_COLUMNS: ReadonlyArray<Column<PageSample>> = [
	{ title: 'JS before interaction (raw / gzip)', values: ['jsBeforeRaw', 'jsBeforeGzip'], unit: 'KB' },
	{ title: 'JS, every island mounted (raw / gzip)', values: ['jsMountedRaw', 'jsMountedGzip'], unit: 'KB' },
	{ title: 'islands up front / on page', values: ['islandsUpFront', 'islandsOnPage'], unit: 'count' },
	{ title: 'script time', values: ['scriptMs'], unit: 'ms' },
	{ title: 'longest task', values: ['longestTaskMs'], unit: 'ms' },
	{ title: 'requests, first visit (cart)', values: ['requestsFirstVisit', 'cartRequestsFirstVisit'], unit: 'count' },
	{ title: 'requests, cached visit (cart)', values: ['requestsCached', 'cartRequestsCached'], unit: 'count' },
	{ title: 'CLS from islands', values: ['cls'], unit: 'cls' },
];

const INTERACTION_COLUMNS: ReadonlyArray<Column<InteractionSample>> = [
	{ title: 'input → feedback', values: ['ms'], unit: 'ms' },
	{ title: 'requests', values: ['requests'], unit: 'count' },
];

export function markdown(results: BenchResults, baseline: BenchResults | null): string {
	const pageRows = Object.entries(results.pages).map(([id, sample]) => [
		`${id} \`${sample.path}\``,
		...PAGE_COLUMNS.map((column) => cell(column, sample, baseline?.pages[id])),
	]);
	const interactionRows = Object.entries(results.interactions).map(([name, sample]) => [
		`${name} \`${sample.path}\``,
		...INTERACTION_COLUMNS.map((column) => cell(column, sample, baseline?.interactions[name])),
	]);
	const against = baseline ? `Deltas in brackets against the baseline of ${baseline.generated} (build ${baseline.build}).` : 'No baseline yet.';
	return [
		`# Benchmark`,
		'',
		`${results.generated}, build ${results.build}, ${results.browser}, median of ${results.runs} runs. ${against}`,
		'Times are wall-clock on this machine: compare them with a baseline taken on the same machine.',
		'',
		table(['page', ...PAGE_COLUMNS.map((column) => column.title)], pageRows),
		'',
		table(['interaction', ...INTERACTION_COLUMNS.map((column) => column.title)], interactionRows),
		'',
	].join('\n');
}

function cell<Sample extends object>(column: Column<Sample>, sample: Sample, before: Sample | undefined): string {
	return column.values
		.map((key) => {
			const value = Number(sample[key]);
			const delta = before === undefined ? 0 : value - Number(before[key]);
			return `${format(value, column.unit)}${Math.abs(delta) > 1e-9 ? ` (${delta > 0 ? '+' : '−'}${format(Math.abs(delta), column.unit)})` : ''}`;
		})
		.join(' / ');
}

function format(value: number, unit: Unit): string {
	switch (unit) {
		case 'KB':
			return `${(value / 1024).toFixed(1)} KB`;
		case 'ms':
			return `${Math.round(value)} ms`;
		case 'count':
			return String(value);
		case 'cls':
			return value.toFixed(4);
	}
}

function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
	return [`| ${header.join(' | ')} |`, `|${header.map(() => ' --- ').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

/** The median of each numeric field over the runs. */
export function medianOf<Sample extends object>(samples: readonly Sample[]): Sample {
	const first = samples[0];
	if (!first) {
		throw new Error('No samples');
	}
	return Object.fromEntries(
		Object.keys(first).map((key) => {
			const values = samples.map((sample) => Number(sample[key as keyof Sample])).sort((a, b) => a - b);
			const middle = Math.floor(values.length / 2);
			const median = values.length % 2 === 1 ? (values[middle] as number) : ((values[middle - 1] as number) + (values[middle] as number)) / 2;
			return [key, Math.round(median * 10000) / 10000];
		}),
	) as Sample;
}
