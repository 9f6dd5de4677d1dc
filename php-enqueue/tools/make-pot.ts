import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The plugin's translation template, `languages/shop-islands.pot`: every string of the
 * `shop-islands` text domain, from the bundle's sources (`__()` and `_n()` of shared/i18n.ts)
 * and the plugin's PHP (`__()`, `esc_html__()`, `esc_attr__()`, `_e()`, `esc_html_e()`), each
 * with where it is used. Written by `npm run build` and into every plugin zip; translators turn
 * it into the `.po`, `.mo` and JSON files WordPress loads (`wp i18n make-json` for the bundle's).
 */

const PLUGIN_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO_ROOT = path.resolve(PLUGIN_DIR, '..');
export const TEXT_DOMAIN = 'shop-islands';
export const POT_FILE = path.join(PLUGIN_DIR, 'languages', `${TEXT_DOMAIN}.pot`);
const SCRIPT_FOLDERS = ['islands', 'shared'];

export interface PotEntry {
	readonly msgid: string;
	readonly plural?: string;
	/** `file:line`, relative to the repository. */
	readonly references: string[];
}

function files(dir: string, extensions: readonly string[]): string[] {
	return readdirSync(dir, { withFileTypes: true, recursive: true })
		.filter((entry) => entry.isFile() && extensions.some((extension) => entry.name.endsWith(extension)))
		.map((entry) => path.join(entry.parentPath, entry.name))
		.sort();
}

const relative = (file: string): string => path.relative(REPO_ROOT, file).split(path.sep).join('/');

/** The strings of the bundle's `__( 'text', 'shop-islands' )` and `_n( 'one', 'many', n, 'shop-islands' )` calls. */
function scriptStrings(add: (msgid: string, plural: string | undefined, reference: string) => void): void {
	for (const file of SCRIPT_FOLDERS.flatMap((folder) => files(path.join(REPO_ROOT, folder), ['.ts', '.tsx']))) {
		const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
		const visit = (node: ts.Node): void => {
			if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ['__', '_n'].includes(node.expression.text)) {
				const args = node.arguments;
				const domain = args[args.length - 1];
				const literal = (index: number): string | undefined => {
					const arg = args[index];
					return arg && (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) ? arg.text : undefined;
				};
				if (domain && ts.isStringLiteral(domain) && domain.text === TEXT_DOMAIN) {
					const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
					const msgid = literal(0);
					const plural = node.expression.text === '_n' ? literal(1) : undefined;
					if (msgid === undefined || (node.expression.text === '_n' && plural === undefined)) {
						// Neither this nor `wp i18n make-pot` could find the string to translate.
						throw new Error(`${relative(file)}:${line}: a translated string must be a literal`);
					}
					add(msgid, plural, `${relative(file)}:${line}`);
				}
			}
			ts.forEachChild(node, visit);
		};
		visit(source);
	}
}

const PHP_CALL = /\b(?:__|_e|esc_html__|esc_attr__|esc_html_e|esc_attr_e)\(\s*'((?:[^'\\]|\\.)*)'\s*,\s*'([\w-]+)'\s*\)/g;

/** The strings of the plugin's PHP translation calls with a single-quoted text and domain. */
function phpStrings(add: (msgid: string, plural: string | undefined, reference: string) => void): void {
	for (const file of files(PLUGIN_DIR, ['.php'])) {
		const text = readFileSync(file, 'utf8');
		for (const match of text.matchAll(PHP_CALL)) {
			if (match[2] === TEXT_DOMAIN) {
				const line = text.slice(0, match.index).split('\n').length;
				add((match[1] ?? '').replace(/\\(['\\])/g, '$1'), undefined, `${relative(file)}:${line}`);
			}
		}
	}
}

/** Every string of the text domain, in the order first found, with all its references. */
export function potEntries(): PotEntry[] {
	const entries = new Map<string, { msgid: string; plural?: string; references: string[] }>();
	const add = (msgid: string, plural: string | undefined, reference: string): void => {
		const key = `${msgid}\u0000${plural ?? ''}`;
		const entry = entries.get(key) ?? { msgid, ...(plural === undefined ? {} : { plural }), references: [] };
		entry.references.push(reference);
		entries.set(key, entry);
	};
	scriptStrings(add);
	phpStrings(add);
	return [...entries.values()];
}

/** A PO string literal. */
function quoted(text: string): string {
	return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;
}

/** The `.pot` file: a header, then one entry per string. No creation date: the same sources give the same file. */
export function potFile(entries: readonly PotEntry[] = potEntries()): string {
	const header = [
		'# Copyright (C) Shop Islands',
		'# This file is distributed under the GPL-2.0-or-later.',
		'msgid ""',
		'msgstr ""',
		'"Project-Id-Version: Shop Islands\\n"',
		'"MIME-Version: 1.0\\n"',
		'"Content-Type: text/plain; charset=UTF-8\\n"',
		'"Content-Transfer-Encoding: 8bit\\n"',
		`"X-Domain: ${TEXT_DOMAIN}\\n"`,
		'"Plural-Forms: nplurals=2; plural=(n != 1);\\n"',
	].join('\n');
	const body = entries.map((entry) =>
		[
			`#: ${entry.references.join(' ')}`,
			`msgid ${quoted(entry.msgid)}`,
			...(entry.plural === undefined ? ['msgstr ""'] : [`msgid_plural ${quoted(entry.plural)}`, 'msgstr[0] ""', 'msgstr[1] ""']),
		].join('\n'),
	);
	return `${[header, ...body].join('\n\n')}\n`;
}

/** Writes `php-enqueue/languages/shop-islands.pot`; returns how many strings it holds. */
export function writePot(): number {
	const entries = potEntries();
	mkdirSync(path.dirname(POT_FILE), { recursive: true });
	writeFileSync(POT_FILE, potFile(entries));
	return entries.length;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	console.log(`${relative(POT_FILE)}: ${writePot()} strings`);
}
