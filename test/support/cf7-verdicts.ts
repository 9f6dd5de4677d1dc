import path from 'node:path';
import { findContactForm, loadContactForms } from '../../fixtures-html/server/model/cf7/forms';
import type { SwvCase, Upload, Verdict } from './cf7-swv';

/**
 * Contact Form 7 6.1.6's verdicts on the values where the island's rules or the fixture's
 * validation once judged otherwise, or knew no such rule: what test/real-store/cf7-rules.test.ts
 * found, and asks CF7 again on every run. The unit tests of both hold them to these without the
 * real store.
 */

export type PinnedVerdict = SwvCase & { readonly verdict: Verdict };

const FULL_FORM = findContactForm(loadContactForms(path.join(import.meta.dirname, '..', '..', 'fixtures-html', 'data', 'contact-forms.json')), 64);

/** A field of the full form (64) under that form's rules for it: the values CF7 takes, and those it refuses with their message. */
function full(field: string, taken: readonly string[], refused: Readonly<Record<string, string>>): PinnedVerdict[] {
	const rules = (FULL_FORM?.schema.rules ?? []).filter((rule) => 'field' in rule && rule.field === field);
	return [
		...taken.map((value) => ({ rules, post: { [field]: value }, verdict: {} })),
		...Object.entries(refused).map(([value, message]) => ({ rules, post: { [field]: value }, verdict: { [field]: message } })),
	];
}

/** A rule on the field `f`, whose error is "<rule> failed". */
const rule = (name: string, properties: Readonly<Record<string, unknown>> = {}): Readonly<Record<string, unknown>> => ({ rule: name, field: 'f', error: `${name} failed`, ...properties });

const failure = (judged: Readonly<Record<string, unknown>>): Verdict => ({ f: String(judged.error) });

/** Values of `f` the rule passes and fails. */
function values(judged: Readonly<Record<string, unknown>>, verdicts: { readonly pass: ReadonlyArray<string | readonly string[]>; readonly fail: ReadonlyArray<string | readonly string[]> }): PinnedVerdict[] {
	return [
		...verdicts.pass.map((value) => ({ rules: [judged], post: { f: value }, verdict: {} })),
		...verdicts.fail.map((value) => ({ rules: [judged], post: { f: value }, verdict: failure(judged) })),
	];
}

/** Uploads to `f` the rule passes and fails (`null`: the field not posted at all). */
function uploads(judged: Readonly<Record<string, unknown>>, verdicts: { readonly pass: ReadonlyArray<readonly Upload[] | null>; readonly fail: ReadonlyArray<readonly Upload[] | null> }, islandOnly = false): PinnedVerdict[] {
	const asked = (files: readonly Upload[] | null): SwvCase => ({ rules: [judged], post: {}, ...(files ? { files: { f: files } } : {}), ...(islandOnly ? { islandOnly } : {}) });
	return [...verdicts.pass.map((files) => ({ ...asked(files), verdict: {} })), ...verdicts.fail.map((files) => ({ ...asked(files), verdict: failure(judged) }))];
}

export const CF7_VERDICTS: readonly PinnedVerdict[] = [
	...full('your-website', ['http:', 'http:/', 'http://example.com:+80', 'http://example.com:8a', 'http://example.com: 8', 'http://exa mple.com', 'http:// example.com', 'https://example.com\u0085', 'ftp:/example.com:99999'], { 'HTTP://example.com': 'Please enter a URL.', 'Http://example.com': 'Please enter a URL.', 'http:80': 'Please enter a URL.', 'http:8080/x': 'Please enter a URL.', 'http:65536': 'Please enter a URL.', 'tel:12345': 'Please enter a URL.', 'http:///example.com': 'Please enter a URL.', 'https:80': 'Please enter a URL.', 'https:///example.com': 'Please enter a URL.', 'ftp:80': 'Please enter a URL.' }),
	...full('your-name', ['xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\r\ny'], { '\u0085': 'Please fill out this field.' }),
	...full('your-phone', ['+12345', '0012345', '++123456', '00+123456', '123456\u0085', '123456#\n789', '123456#\r789', '123#456\n789'], { '+123456789012345': 'Please enter a telephone number.', '+000000': 'Please enter a telephone number.', '012\u00a0345678': 'Please enter a telephone number.', '012\u2003345678': 'Please enter a telephone number.', '012\u3000345678': 'Please enter a telephone number.' }),
	...full('guests', [], { '+5': 'Please enter a number.', '+.5': 'Please enter a number.' }),
	...full('visit-date', ['2026-05-05\u0085'], { '02026-01-01': 'This field has a too early date.', '10000-01-01': 'This field has a too early date.', '0099-01-01': 'This field has a too early date.', '32767-12-31': 'This field has a too late date.', '10000-02-29': 'This field has a too early date.', '10000-12-29': 'This field has a too early date.' }),
	...full('your-email', ['a@b.co\u0085'], {}),
	...values(rule('required'), { pass: [], fail: ['\u0085'] }),
	...uploads(rule('requiredfile'), { pass: [null, [{ name: 'a.txt', size: 0 }], [{ name: 'a.txt', size: 3 }], [{ name: '', size: 0 }, { name: 'a.txt', size: 3 }]], fail: [[{ name: '', size: 0 }]] }),
	...values(rule('time'), { pass: ['12:00\u0085'], fail: [] }),
	...values(rule('email'), { pass: ['a\n@b.co'], fail: [] }),
	...values(rule('url'), { pass: ['http:'], fail: ['http:80', 'HTTP://x.y'] }),
	...values(rule('number'), { pass: [], fail: ['+5'] }),
	...values(rule('date'), { pass: ['0099-01-01'], fail: [] }),
	...values(rule('enum', { accept: ['Pickup', 'Delivery', 'a\nb', '1', ''] }), { pass: ['a\r\nb', 'a\rb'], fail: [] }),
	...values(rule('enum', { accept: [1, 2] }), { pass: ['1', '2'], fail: [] }),
	...values(rule('dayofweek', { accept: ['1.9', ' 2', '3x'] }), { pass: ['2026-05-04', '2026-05-06'], fail: [] }),
	...values(rule('minitems', { threshold: '2' }), { pass: [['a', 'b'], ['a', ' ', 'b']], fail: [[], ['a'], ['a', '']] }),
	...values(rule('minitems', { threshold: '1.5' }), { pass: [['a']], fail: [[]] }),
	...values(rule('minitems', { threshold: 'abc' }), { pass: [[]], fail: [] }),
	...values(rule('minitems', { threshold: '2e0' }), { pass: [['a', 'b']], fail: [['a']] }),
	...values(rule('minlength', { threshold: '3' }), { pass: ['', ' ', 'abc', 'a\r\nb', 'a\nb', 'a\rb', '\ud83d\ude00a', ['a', 'bc']], fail: ['ab', ' ab ', '\ud83d\ude00', '\u00e9', ['a', 'b'], ['', 'ab']] }),
	...values(rule('minlength', { threshold: 'abc' }), { pass: ['a'], fail: [] }),
	...values(rule('maxlength', { threshold: '3' }), { pass: ['a\r\nb', 'abc\u0085'], fail: [] }),
	...values(rule('minnumber', { threshold: '1' }), { pass: ['abc', '+0'], fail: [] }),
	...values(rule('minnumber', { threshold: 'abc' }), { pass: ['0'], fail: [] }),
	...values(rule('minnumber', { threshold: '+1' }), { pass: ['0'], fail: [] }),
	...values(rule('maxnumber', { threshold: '20' }), { pass: ['+25', 'Infinity'], fail: [] }),
	...values(rule('mindate', { threshold: '2026-01-01' }), { pass: [], fail: ['02026-01-01', '10000-01-01'] }),
	...values(rule('mindate', { threshold: '2026-02-30' }), { pass: ['2000-01-01'], fail: [] }),
	...values(rule('maxdate', { threshold: '2027-12-31' }), { pass: [], fail: ['32767-12-31'] }),
	...uploads(rule('minfilesize', { threshold: '10' }), { pass: [null, [{ name: 'a.txt', size: 10 }], [{ name: 'a.txt', size: 5 }, { name: 'b.txt', size: 5 }]], fail: [[{ name: '', size: 0 }], [{ name: 'a.txt', size: 9 }]] }),
	...uploads(rule('maxfilesize', { threshold: '10' }), { pass: [], fail: [[{ name: 'a.txt', size: 6 }, { name: 'b.txt', size: 5 }]] }),
	...uploads(rule('file', { accept: ['.txt', '.pdf'] }), { pass: [[{ name: '', size: 0 }]], fail: [] }),
	...uploads(rule('file', { accept: ['txt'] }), { pass: [], fail: [[{ name: 'a.txt', size: 3 }]] }),
	...uploads(rule('file', { accept: ['.tar.gz', '.t_t', ' .txt'] }), { pass: [], fail: [[{ name: 'a.tar.gz', size: 3 }], [{ name: 'a.t_t', size: 3 }], [{ name: 'a.txt', size: 3 }]] }),
	...uploads(rule('file', { accept: ['image/*'] }), { pass: [[{ name: 'a.heics', size: 3 }]], fail: [] }, true),
	...uploads(rule('file', { accept: ['application/*'] }), { pass: [[{ name: 'a.exe', size: 3 }], [{ name: 'a.swf', size: 3 }], [{ name: 'a.docm', size: 3 }]], fail: [] }, true),
	...uploads(rule('file', { accept: ['audio/*'] }), { pass: [[{ name: 'a.x-wav', size: 3 }]], fail: [] }, true),
	...uploads(rule('file', { accept: ['IMAGE/PNG', 'Image/*', 'image/x-icon', 'text/*'] }), { pass: [], fail: [[{ name: 'a.png', size: 3 }]] }, true),
	...values(rule('stepnumber', { base: '0', interval: '0.1' }), { pass: [], fail: ['-0.3', '-0.2999999', '5e-7'] }),
	...values(rule('stepnumber', { base: '1', interval: '2' }), { pass: [], fail: ['abc'] }),
	...values(rule('stepnumber', { base: '0', interval: '1' }), { pass: [], fail: ['-0.9999999', '0.0000005', '-0.0000005'] }),
	...values(rule('stepnumber', { base: 'abc', interval: '2' }), { pass: ['2'], fail: [] }),
	{ rules: [{ rule: 'all', field: 'x', error: 'All.', rules: [{ rule: 'required', field: 'f', error: 'Need f.' }, { rule: 'email', field: 'f', error: 'Mail f.' }] }], post: { f: 'nope' }, verdict: { f: 'Mail f.' } },
	{ rules: [{ rule: 'all', field: 'x', error: 'All.', rules: [{ rule: 'required', field: 'f', error: 'Need f.' }, { rule: 'email', field: 'f', error: 'Mail f.' }] }], post: { f: '' }, verdict: { f: 'Need f.' } },
	{ rules: [{ rule: 'all', field: 'x', error: 'All.', rules: [{ rule: 'required', field: 'f', error: 'Need f.' }, { rule: 'email', field: 'f', error: 'Mail f.' }] }], post: { f: 'a@b.co' }, verdict: {} },
	{ rules: [{ rule: 'all', field: 'x', error: 'All.', rules: [{ rule: 'required', field: 'f', error: '' }] }], post: { f: '' }, verdict: { x: 'All.' } },
	{ rules: [{ rule: 'all', field: 'x', error: 'All.', rules: [{ rule: 'required', field: 'f', error: '' }] }], post: { f: 'a' }, verdict: {} },
	{ rules: [{ rule: 'all', error: '', rules: [{ rule: 'email', field: 'f', error: '' }] }], post: { f: 'nope' }, verdict: {} },
	{ rules: [{ rule: 'all', rules: [{ rule: 'email', field: 'f', error: '' }] }], post: { f: 'nope' }, verdict: {} },
	{ rules: [{ rule: 'all', rules: [{ rule: 'required', field: 'f', error: 'Need f.' }, { rule: 'required', field: 'g', error: 'Need g.' }] }], post: { f: '', g: '' }, verdict: { f: 'Need f.' } },
	{ rules: [{ rule: 'all', field: 'x', error: 'All.', rules: [{ rule: 'required', field: 'f', error: 'Need f.' }, { rule: 'requiredfile', field: 'd', error: 'Need d.' }] }], post: { f: 'x' }, files: { d: [{ name: '', size: 0 }] }, verdict: { d: 'Need d.' } },
	{ rules: [{ rule: 'any', field: 'contact', error: 'Phone or email.', rules: [{ rule: 'tel', field: 'p', error: 'P' }, { rule: 'email', field: 'm', error: 'M' }] }], post: { p: '', m: '' }, verdict: {} },
	{ rules: [{ rule: 'any', field: 'contact', error: 'Phone or email.', rules: [{ rule: 'tel', field: 'p', error: 'P' }, { rule: 'email', field: 'm', error: 'M' }] }], post: { p: 'x', m: '' }, verdict: {} },
	{ rules: [{ rule: 'any', field: 'contact', error: 'Phone or email.', rules: [{ rule: 'tel', field: 'p', error: 'P' }, { rule: 'email', field: 'm', error: 'M' }] }], post: { p: 'x', m: 'y' }, verdict: { contact: 'Phone or email.' } },
	{ rules: [{ rule: 'any', field: 'contact', error: 'Phone or email.', rules: [{ rule: 'tel', field: 'p', error: 'P' }, { rule: 'email', field: 'm', error: 'M' }] }], post: { p: '123456', m: 'y' }, verdict: {} },
	{ rules: [{ rule: 'any', field: 'contact', error: 'One.', rules: [{ rule: 'required', field: 'p', error: 'required failed' }, { rule: 'required', field: 'm', error: 'required failed' }] }], post: { p: '', m: ' ' }, verdict: { contact: 'One.' } },
	{ rules: [{ rule: 'any', field: 'contact', error: 'One.', rules: [{ rule: 'required', field: 'p', error: 'required failed' }, { rule: 'required', field: 'm', error: 'required failed' }] }], post: { p: '', m: 'a' }, verdict: {} },
	{ rules: [{ rule: 'any', error: 'One.', rules: [{ rule: 'required', field: 'p', error: 'required failed' }] }], post: { p: '' }, verdict: {} },
	{ rules: [{ rule: 'any', field: 'doc', error: 'Need a file.', rules: [{ rule: 'requiredfile', field: 'd', error: 'requiredfile failed' }] }], post: {}, files: { d: [{ name: 'a.txt', size: 3 }] }, verdict: { doc: 'Need a file.' } },
	{ rules: [{ rule: 'any', field: 'doc', error: 'Need a file.', rules: [{ rule: 'requiredfile', field: 'd', error: 'requiredfile failed' }] }], post: {}, verdict: { doc: 'Need a file.' } },
	{ rules: [{ rule: 'any', field: 'x', error: 'Any.', rules: [{ rule: 'all', field: 'y', error: 'All.', rules: [{ rule: 'required', field: 'f', error: 'required failed' }, { rule: 'email', field: 'f', error: 'email failed' }] }, { rule: 'url', field: 'f', error: 'url failed' }] }], post: { f: 'nope' }, verdict: { x: 'Any.' } },
	{ rules: [{ rule: 'all', rules: [{ rule: 'required', field: 'f', error: 'Need f.' }] }, { rule: 'email', field: 'f', error: 'Mail f.' }, { rule: 'required', field: 'g', error: 'Need g.' }], post: { f: '', g: '' }, verdict: { f: 'Need f.', g: 'Need g.' } },
];
