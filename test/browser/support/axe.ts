import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core in the page: every rule axe runs by default (WCAG 2 A and AA, plus its best
 * practices). The script is added from node_modules as a file, so this needs a page
 * without a script-src policy (the strict CSP checks have their own test file).
 */

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core');

interface AxeResult {
	readonly violations: ReadonlyArray<{
		readonly id: string;
		readonly impact: string | null;
		readonly help: string;
		readonly nodes: ReadonlyArray<{ readonly target: readonly unknown[] }>;
	}>;
}

/**
 * The violations on the page, or inside `include` (selectors of the open dropdown or
 * dialog), one line per element: `rule (impact): help — target`, so that the violations a
 * classic page already has can be told apart element by element.
 */
export async function axeViolations(page: Page, include?: readonly string[]): Promise<string[]> {
	if (!(await page.evaluate(() => 'axe' in window))) {
		await page.addScriptTag({ path: AXE_PATH });
	}
	const result = await page.evaluate(
		(selectors) => {
			const axe = (window as unknown as { axe: { run(context: unknown): Promise<unknown> } }).axe;
			return axe.run(selectors ? { include: selectors.map((selector) => [selector]) } : document) as Promise<AxeResult>;
		},
		include ? [...include] : null,
	);
	return result.violations.flatMap((violation) =>
		violation.nodes.map((node) => `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${node.target.map(String).join(' ')}`),
	);
}
