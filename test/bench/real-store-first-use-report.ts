/**
 * The real store's first-use bench (real-store-first-use.ts measures it) and its Markdown: for
 * each input an island on intent answers, the time from the shopper's input to the next paint
 * that shows the answer, chunk cold and warm, for ours, the classic page and the classic page
 * with its scripts delayed; and whether ours meets issue #24's goal.
 */

/** One input on one visitor's page, over the runs: the median of the runs that answered. */
export interface FirstUseTiming {
	/** Null when no run answered. */
	readonly ms: number | null;
	readonly answered: number;
	readonly runs: number;
	/** Why a run had no answer (the first such run's reason). */
	readonly reason?: string;
}

/** Cold: the first visit in a fresh context; warm: the same page again in that context. */
export interface FirstUseTimes {
	readonly cold: FirstUseTiming;
	readonly warm: FirstUseTiming;
}

export interface FirstUseRow {
	/** The island, the input, and the answer waited for, as the table's first column says them. */
	readonly input: string;
	readonly path: string;
	readonly ours: FirstUseTimes;
	readonly classic: FirstUseTimes;
	readonly delayed: FirstUseTimes;
}

export interface FirstUseResults {
	readonly generated: string;
	readonly runs: number;
	readonly browser: string;
	readonly cpuThrottle: number;
	readonly rows: readonly FirstUseRow[];
}

/** Issue #24: from the shopper's input to the next paint, at most this under the CPU throttle. */
export const FIRST_USE_GOAL_MS = 100;

/** The median of the runs that answered; without any, the first reason given. */
export function firstUseTiming(outcomes: ReadonlyArray<{ readonly ms: number } | { readonly none: string }>): FirstUseTiming {
	const times = outcomes.flatMap((outcome) => ('ms' in outcome ? [outcome.ms] : [])).sort((a, b) => a - b);
	const reason = outcomes.find((outcome): outcome is { readonly none: string } => 'none' in outcome)?.none;
	const ms = times.length === 0 ? null : Math.round(((times[Math.floor((times.length - 1) / 2)] ?? 0) + (times[Math.ceil((times.length - 1) / 2)] ?? 0)) / 2);
	return { ms, answered: times.length, runs: outcomes.length, ...(reason === undefined ? {} : { reason }) };
}

/** What ours misses of issue #24's goal, cold and warm: ≤ `FIRST_USE_GOAL_MS`, and never over the classic page. */
export function firstUseMisses({ ours, classic }: Pick<FirstUseRow, 'ours' | 'classic'>): string[] {
	return (['cold', 'warm'] as const).flatMap((temperature) => {
		const mine = ours[temperature];
		const theirs = classic[temperature];
		if (mine.ms === null) {
			return [`${temperature}: no answer`];
		}
		const misses: string[] = [];
		if (mine.answered < mine.runs) {
			misses.push(`${temperature}: answered ${mine.answered} of ${mine.runs}`);
		}
		if (mine.ms > FIRST_USE_GOAL_MS) {
			misses.push(`${temperature} ${mine.ms} ms > ${FIRST_USE_GOAL_MS} ms`);
		}
		if (theirs.ms !== null && mine.ms > theirs.ms) {
			misses.push(`${temperature} over classic`);
		}
		return misses;
	});
}

export function firstUseMarkdown(results: FirstUseResults): string[] {
	const notes: string[] = [];
	const cell = (timing: FirstUseTiming): string => {
		const partial = timing.answered < timing.runs ? ` (${timing.answered} of ${timing.runs})` : '';
		const note = timing.reason === undefined ? '' : ` [${noteNumber(notes, timing.reason)}]`;
		return timing.ms === null ? `–${note}` : `${timing.ms} ms${partial}${note}`;
	};
	const rows = results.rows.map((row) => {
		const misses = firstUseMisses(row);
		return [
			`${row.input} \`${row.path}\``,
			`${cell(row.ours.cold)} / ${cell(row.ours.warm)}`,
			`${cell(row.classic.cold)} / ${cell(row.classic.warm)}`,
			`${cell(row.delayed.cold)} / ${cell(row.delayed.warm)}`,
			misses.length === 0 ? 'met' : `**missed**: ${misses.join(', ')}`,
		];
	});
	const met = results.rows.filter((row) => firstUseMisses(row).length === 0).length;
	return [
		'## First use: from the input to the next paint',
		'',
		`${results.generated}, ${results.browser}, median of ${results.runs} runs, CPU throttled ${results.cpuThrottle}×. Cold: the first visit`,
		'in a fresh context, the input made as soon as the page has loaded (not settled); warm: the same page again in that context',
		'(chunks from the HTTP cache). From the input event\'s time stamp to the frame after the answer shows. Each cell: cold / warm.',
		`Goal (issue #24): ours ≤ ${FIRST_USE_GOAL_MS} ms, and never over the classic page, cold and warm.`,
		'',
		'| input → answer | ours | classic | delayed classic | goal |',
		'| --- | --- | --- | --- | --- |',
		...rows.map((row) => `| ${row.join(' | ')} |`),
		'',
		`Goal met on ${met} of ${results.rows.length} inputs.`,
		...(notes.length === 0 ? [] : ['', ...notes.map((note, index) => `[${index + 1}] ${note}`)]),
		'',
	];
}

/** The footnote's number for a reason, the same reason keeping one number. */
function noteNumber(notes: string[], reason: string): number {
	const known = notes.indexOf(reason);
	if (known !== -1) {
		return known + 1;
	}
	notes.push(reason);
	return notes.length;
}
