import type { SwvCase, Upload } from '../support/cf7-swv';

/**
 * The values test/real-store/cf7-rules.test.ts puts to Contact Form 7: for each field of the
 * full form (64) and for every SWV rule (docs/contact-forms.md), an explicit table of edges and a
 * small set drawn from a seeded generator, so every run asks the same questions.
 */

/** The full form's fields as CF7 would take them, each varied in turn. */
export const VALID_FULL_FORM: Readonly<Record<string, string>> = {
	'your-name': 'Ann Example',
	'your-email': 'ann@example.com',
	'your-phone': '',
	'your-website': '',
	guests: '2',
	'visit-date': '',
};

const SEED = 0x5eed_cf7;

const TEL = [
	// lengths: 5, 6, 15 and 16 characters, with and without a `+` or `00`
	'12345', '123456', '123456789012345', '1234567890123456',
	'+12345', '+123456', '+1234567890123', '+12345678901234', '+123456789012345',
	'0012345', '00123456', '0012345678901234', '000123456', '+0012345', '++123456', '+-123456',
	'0+123456', '00+123456', '+12+3456', '+', '00', '0000000', '+0', '+000000',
	// separators
	'(012) 345-678', '012.345.678', '012/345/678', '012 345 678', '012\t345\t678', '012\n345678', '012\v345678',
	'012\r\n345678', '012_345_678', '012,345,678', '012;345678', '[012] 345678',
	// whitespace outside ASCII inside the number, and around it
	'012\u00A0345678', '012\u2003345678', '012\u3000345678', ' 123456 ', '123456\u0085', '\uFEFF123456', '\u00A0123456\u00A0',
	// extensions
	'123456#12', '123456*12', '123456 ext 12', '123456x12', '#123456', '*123456', '123456#', '12345#678', '123456#\n789',
	'123456#\r789', '123456*\nabc', '123#456\n789', '1234567890123456#1',
	// not digits
	'abcdef', '123abc456', '1-800-FLOWERS', '０１２３４５６', '٠١٢٣٤٥٦', '१२३४५६७', '+49 (0) 30 1234567', '+1 555 0100',
];

const EMAIL = [
	'a@b.co', 'a@b.c', 'ab@c.de', '@b.com', '@@b.com', 'a@@b.co', 'a@b@c.co', 'a.b@c.co', '.a@b.co', 'a.@b.co', 'a..b@c.co',
	"o'brien@example.com", 'a+tag@example.com', 'x!#$%&*/=?^_`{|}~-@example.com', 'a b@example.com', 'a"b@example.com',
	'"a"@example.com', 'a(b)@example.com', 'a,b@example.com', 'a\\b@example.com', 'é@example.com', 'a@exämple.com',
	'a@example', 'a@example.', 'a@.example.com', 'a@example..com', 'a@-example.com', 'a@example-.com', 'a@ex-ample.com',
	'a@ex--ample.com', 'a@ex_ample.com', 'a@123.45', 'a@[127.0.0.1]', 'A@EXAMPLE.COM', ' a@b.co ', 'a@b.co\u0085',
	'a\n@example.com', 'ab\n@example.com', 'a\r\n@example.com', 'a@example.com\nx', 'a\tb@example.com', 'a @example.com',
	'a@ example.com', 'a@example .com', 'user@sub.example.co.uk', 'a@1.2', 'a@b.co.', 'a@b.-co', 'a@b.c-', 'mailto:a@b.co',
];

const URL = [
	'http://example.com', 'https://example.com/path?q=1#f', 'HTTP://example.com', 'Http://example.com', 'ftp://example.com',
	'ftps://x', 'mailto:a@b.co', 'mailto:', 'http:', 'http:/', 'http:80', 'http:8080/x', 'http:123456', 'http:65536',
	'tel:12345', 'tel:123456', 'tel:+123', 'urn:isbn:0451450523', 'news:comp.lang', 'irc6://x', 'webcal://x', 'xmpp:a@b',
	'javascript:alert(1)', 'data:text/plain,x', 'file:///etc/passwd', 'example.com', 'www.example.com', '//example.com',
	'/path', 'http//example.com', 'http:/example.com', 'http:///example.com', 'http://', 'http://:80', 'http://example.com:',
	'http://example.com:80', 'http://example.com:65535', 'http://example.com:65536', 'http://example.com:123456',
	'http://example.com:abc', 'http://example.com:-1', 'http://example.com:+80', 'http://example.com:8a', 'http://example.com: 8',
	'http://example.com:8é', 'http://example.com:123é',
	'http://user:pass@example.com', 'http://@example.com', 'http://user@', 'http://user@:80', 'http://[::1]', 'http://[::1]:80',
	'http://[::1]:99999', 'http://exa mple.com', 'http://例え.jp', 'http://-', 'http:// example.com', 'http://a:b:c',
	'http://example.com/ a b', 'http://?q', 'http://#f', 'sms:+123', 'svn+ssh://x', 'h ttp://x', 'https://example.com\u0085',
	' https://example.com ', ':http://x',
];

const NUMBER = [
	'1', '20', '0', '21', '2.5', '.5', '5.', '+5', '-0', '-1', '1e1', '1E1', '2e+1', '2e-1', '1e', 'e1', '0x10', '010',
	' 5 ', '5 5', '1,5', '١٢', '５', 'NaN', 'Infinity', 'INF', '1_0', '--1', '−5', '20.0000001', '1e400', '0.99999999999999999',
	'19.99999999999999999', '3.', '.', '-.5', '+.5', '1.5e1', '.5e1', '1.e1', '2E-0', '0001', '1e01', '1\n2',
];

const DATE = [
	'2026-01-01', '2027-12-31', '2025-12-31', '2028-01-01', '2026-02-29', '2028-02-29', '2023-02-29', '2024-02-29',
	'2026-13-01', '2026-00-10', '2026-01-00', '2026-04-31', '2026-1-1', '26-01-01', '02026-01-01', '10000-01-01',
	'2026/01/01', '2026-01-01T00:00', ' 2026-05-05 ', '2026-05-05\u0085', '２０２６-01-01', '0000-01-01', '0099-01-01',
	'2100-02-29', '2000-02-29', '32767-12-31', '32768-01-01', '20260101', '2026-05-05 ', '2026-5-05', '+2026-05-05',
];

const NAME = [
	'', ' ', '\u00A0', '\u0085', '\u200B', '\uFEFF', '\u3000', '\u2028', '\u180E', 'a', 'a'.repeat(400), 'a'.repeat(401),
	'😀'.repeat(200), '😀'.repeat(201), 'é'.repeat(400), `${'x'.repeat(398)}\r\ny`, `${'x'.repeat(399)}\r\ny`,
	` ${'a'.repeat(400)} `, `${'a'.repeat(399)}\u0085`,
];

/** mulberry32: a small PRNG, seeded. */
function generator(seed: number): () => number {
	let state = seed >>> 0;
	return () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

function drawn(count: number, make: (pick: <T>(items: readonly T[]) => T, random: () => number) => string): string[] {
	const random = generator(SEED + count);
	const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
	return Array.from({ length: count }, () => make(pick, random));
}

const TEL_CHARACTERS = [...'0123456789', '0', '0', '0', '+', '+', ' ', '-', '.', '(', ')', '/', '#', '*', 'x', '\t'];
const NUMBER_PIECES = ['-', '+', '.', '0', '1', '5', '9', 'e', 'E', '2', '00', ' '];

/** The full form's text fields, each with its list of values. */
export const FULL_FORM_VALUES: Readonly<Record<string, readonly string[]>> = {
	'your-name': NAME,
	'your-email': [
		...EMAIL,
		...drawn(24, (pick) =>
			[pick(['a', 'ab', 'a.b', '.a', 'a.', 'a+b', 'a_b', 'a b', 'é', '', 'abc', 'a-b']), pick(['@', '@', '@', '@@', '']), pick(['example.com', 'b.co', 'b', 'b.', '.b.co', 'b..co', '-b.co', 'b-.co', 'b_c.co', '1.2', 'ex-ample.org', 'c.d.e'])].join(''),
		),
	],
	'your-phone': [...TEL, ...drawn(48, (pick, random) => Array.from({ length: 3 + Math.floor(random() * 16) }, () => pick(TEL_CHARACTERS)).join(''))],
	'your-website': [
		...URL,
		...drawn(24, (pick) =>
			[pick(['http', 'https', 'HTTP', 'mailto', 'tel', 'javascript', 'ftp', 'urn', 'svn+ssh', '']), pick([':', '://', ':/', ':///', '//']), pick(['example.com', '80', '8080/x', '123456', '', 'user@example.com', ':80', 'example.com:99999', '[::1]', 'a b'])].join(''),
		),
	],
	guests: [...NUMBER, ...drawn(30, (pick, random) => Array.from({ length: 1 + Math.floor(random() * 5) }, () => pick(NUMBER_PIECES)).join(''))],
	'visit-date': [
		...DATE,
		...drawn(16, (pick) => [pick(['2026', '2027', '2025', '2028', '02026', '0000', '10000', '26']), pick(['00', '01', '02', '12', '13', '1']), pick(['00', '01', '28', '29', '30', '31', '32'])].join('-')),
	],
};

/** The full form's uploads (`.txt` / `.pdf`, at most 1024 bytes), one per submission; none at all first. */
export const FULL_FORM_UPLOADS: readonly Upload[] = [
	{ name: '', size: 0 },
	...['menu.txt', 'menu.TXT', 'menu.pdf', 'menu.PDF', 'menu.txt.exe', 'menu.exe.txt', 'menu', '.txt', 'menu.', 'menu.tx', 'menu.txtx', 'menu.text', 'ménu.txt', 'menu .txt', 'menu.pdf.'].map((name) => ({ name, size: 10 })),
	{ name: 'menu.txt', size: 1024 },
	{ name: 'menu.txt', size: 1025 },
	{ name: 'empty.txt', size: 0 },
	{ name: 'big.exe', size: 2000 },
];

const rule = (name: string, properties: Readonly<Record<string, unknown>> = {}): Readonly<Record<string, unknown>> => ({ rule: name, field: 'f', error: `${name} failed`, ...properties });

/** One case per value of the field `f`, under the rules. */
const each = (rules: SwvCase['rules'], values: ReadonlyArray<string | readonly string[]>): SwvCase[] => values.map((value) => ({ rules, post: { f: value } }));

const uploads = (rules: SwvCase['rules'], lists: ReadonlyArray<readonly Upload[] | null>, islandOnly = false): SwvCase[] =>
	lists.map((files) => ({ rules, post: {}, ...(files ? { files: { f: files } } : {}), ...(islandOnly ? { islandOnly } : {}) }));

const named = (...names: string[]): Upload[] => names.map((name) => ({ name, size: 3 }));
const EMPTY_INPUT: readonly Upload[] = [{ name: '', size: 0 }];

const TIME = ['00:00', '23:59', '23:59:59', '24:00', '23:60', '12:00:60', '9:00', '09:00:0', '12:00:00.5', '12h00', 'T12:00', '12.00', '12:00:00:00', '１２:００', '+1:00', '12:00\u0085', '00:00:00', '12:5'];
const STEPS = ['0.3', '0.30000001', '0.3000001', '0.3000004', '0.3000005', '0.3000006', '-0.3', '-0.2999999', '1e-7', '5e-7', 'abc', '0.35', '3e-1', '0.1e1'];

/** Every SWV rule (docs/contact-forms.md), with the values and settings at its edges. */
export const RULE_CASES: readonly SwvCase[] = [
	...each([rule('required')], ['', ' ', '\u00A0', '\u0085', '\u200B', '\uFEFF', '\u3000', 'a', ['', ' '], ['', 'a'], []]),
	...uploads([rule('requiredfile')], [null, EMPTY_INPUT, [{ name: 'a.txt', size: 0 }], named('a.txt'), [...EMPTY_INPUT, ...named('a.txt')]]),
	...each([rule('time')], TIME),
	...each([rule('email')], ['a@b.co', 'a\n@b.co', ['a@b.co', 'nope'], ['a@b.co', ' ']]),
	...each([rule('tel')], ['123456', '12345', ['123456', '1']]),
	...each([rule('url')], ['http:80', 'HTTP://x.y', 'http:']),
	...each([rule('number')], ['+5', '5.', ['1', 'x']]),
	...each([rule('date')], ['0099-01-01', '2026-02-29', ['2026-01-01', 'x']]),
	...each([rule('enum', { accept: ['Pickup', 'Delivery', 'a\nb', '1', ''] })], ['Pickup', 'pickup', ' Pickup ', 'Pick up', 'a\r\nb', 'a\nb', 'a\rb', '1', '01', '1.0', ['Pickup', 'Delivery'], ['Pickup', 'Nope'], ['Pickup', '']]),
	...each([rule('enum', { accept: [1, 2] })], ['1', '2', '3', '1.0']),
	...each([rule('dayofweek', { accept: ['1', '2', '3', '4', '5'] })], ['2026-05-04', '2026-05-08', '2026-05-09', '2026-05-10', 'not a date', '2026-02-30', '0099-01-05', '2024-02-29', ['2026-05-04', '2026-05-09']]),
	...each([rule('dayofweek', { accept: [6, 7] })], ['2026-05-09', '2026-05-04']),
	...each([rule('dayofweek', { accept: ['0', '7', 'x'] })], ['2026-05-10', '2026-05-04']),
	...each([rule('dayofweek', { accept: ['1.9', ' 2', '3x'] })], ['2026-05-04', '2026-05-05', '2026-05-06', '2026-05-07']),
	...each([rule('minitems', { threshold: '2' })], [[], ['a'], ['a', 'b'], ['a', ' ', 'b'], ['a', '']]),
	...each([rule('minitems', { threshold: '1.5' })], [['a'], []]),
	...each([rule('minitems', { threshold: 'abc' })], [[]]),
	...each([rule('minitems', { threshold: '2e0' })], [['a'], ['a', 'b']]),
	...each([rule('maxitems', { threshold: '2' })], [['a', 'b'], ['a', 'b', 'c'], ['a', 'b', ' ']]),
	...each([rule('maxitems', { threshold: '1.9' })], [['a'], ['a', 'b']]),
	...each([rule('maxitems', { threshold: 2 })], [['a', 'b', 'c']]),
	...each([rule('minlength', { threshold: '3' })], ['', ' ', 'ab', 'abc', ' ab ', 'a\r\nb', 'a\nb', 'a\rb', '😀a', '😀', 'é', ['a', 'bc'], ['a', 'b'], ['', 'ab']]),
	...each([rule('minlength', { threshold: 'abc' })], ['a']),
	...each([rule('maxlength', { threshold: '3' })], ['abcd', 'abc', ' abc ', 'a\r\nbc', 'a\r\nb', 'a\rbc', '😀😀', '😀a', ['ab', 'cd'], ['ab', 'c'], 'abc\u0085']),
	...each([rule('maxlength', { threshold: 3 })], ['abcd']),
	...each([rule('minnumber', { threshold: '1' })], ['1', '0.5', '0', '-1', 'abc', '+5', '+0', '1e0', '9e-1', '.5', ['2', '0']]),
	...each([rule('minnumber', { threshold: '1.5' })], ['1', '2']),
	...each([rule('minnumber', { threshold: 'abc' })], ['0']),
	...each([rule('minnumber', { threshold: '+1' })], ['0']),
	...each([rule('maxnumber', { threshold: '20' })], ['20', '20.0000001', '21', '1e2', '+25', 'Infinity', '1e400', '-1e400']),
	...each([rule('mindate', { threshold: '2026-01-01' })], ['2025-12-31', '2026-01-01', '02026-01-01', 'abc', '2025-02-30', '10000-01-01']),
	...each([rule('mindate', { threshold: '2026-02-30' })], ['2000-01-01']),
	...each([rule('maxdate', { threshold: '2027-12-31' })], ['2028-01-01', '2027-12-31', '10000-01-01', '32767-12-31', '0099-01-01']),
	...each([rule('maxdate', { threshold: 'soon' })], ['2099-01-01']),
	...uploads([rule('minfilesize', { threshold: '10' })], [null, EMPTY_INPUT, [{ name: 'a.txt', size: 10 }], [{ name: 'a.txt', size: 9 }], [{ name: 'a.txt', size: 5 }, { name: 'b.txt', size: 5 }]]),
	...uploads([rule('maxfilesize', { threshold: '10' })], [null, EMPTY_INPUT, [{ name: 'a.txt', size: 10 }], [{ name: 'a.txt', size: 11 }], [{ name: 'a.txt', size: 6 }, { name: 'b.txt', size: 5 }]]),
	...uploads([rule('maxfilesize', { threshold: 1024 })], [[{ name: 'a.txt', size: 1025 }]]),
	...uploads([rule('file', { accept: ['.txt', '.pdf'] })], [
		...['a.txt', 'a.TXT', 'a.pdf', 'a', 'a.', '.txt', 'a.txt.exe', 'a.exe.txt', 'a.tx', 'a b.txt', 'a.txt ', 'a..txt'].map((name) => named(name)),
		named('a.txt', 'b.exe'),
		EMPTY_INPUT,
		[...EMPTY_INPUT, ...named('a.exe')],
	]),
	...uploads([rule('file', { accept: ['txt'] })], [named('a.txt')]),
	...uploads([rule('file', { accept: ['.TXT', '.Pdf'] })], [named('a.txt'), named('a.PDF')]),
	...uploads([rule('file', { accept: ['.tar.gz', '.t_t', ' .txt'] })], [named('a.tar.gz'), named('a.t_t'), named('a.txt')]),
	...uploads([rule('file', { accept: ['text/plain'] })], [named('a.txt'), named('a.srt'), named('a.csv')], true),
	...uploads([rule('file', { accept: ['image/*'] })], [named('a.jpg'), named('a.heics'), named('a.svg'), named('a.png')], true),
	...uploads([rule('file', { accept: ['application/*'] })], [named('a.exe'), named('a.swf'), named('a.docm'), named('a.pdf'), named('a.json')], true),
	...uploads([rule('file', { accept: ['audio/*'] })], [named('a.x-wav'), named('a.mp3'), named('a.weba')], true),
	...uploads([rule('file', { accept: ['IMAGE/PNG', 'Image/*', 'image/x-icon', 'text/*'] })], [named('a.png'), named('a.ico'), named('a.vtt')], true),
	...each([rule('stepnumber', { base: '0', interval: '0.1' })], STEPS),
	...each([rule('stepnumber', { base: '1', interval: '2' })], ['3', '4', '-1', '-2', 'abc', '5abc', '1e1', '+3', '3.', ['3', '4']]),
	...each([rule('stepnumber', { base: '0', interval: '1' })], ['-0.9999999', '0.9999999', '-0.0000004', '0.0000005', '-0.0000005', '2.0000004', '2.0000005', '1e20', '1e400']),
	...each([rule('stepnumber', { base: '0', interval: '0' })], ['1.5']),
	...each([rule('stepnumber', { base: '0', interval: '-1' })], ['1.5']),
	...each([rule('stepnumber', { base: '0', interval: 'abc' })], ['1.5']),
	...each([rule('stepnumber', { base: 'abc', interval: '2' })], ['2', '3']),
	...each([rule('stepnumber', { base: '0.5', interval: '1e0' })], ['1.5', '1']),
	...each([rule('stepnumber', { base: '0', interval: 0.25 })], ['0.75', '0.8']),
	// all: the first failing rule's field and message, its own when that message is empty
	...each([{ rule: 'all', field: 'x', error: 'All.', rules: [rule('required', { error: 'Need f.' }), rule('email', { error: 'Mail f.' })] }], ['nope', '', 'a@b.co']),
	...each([{ rule: 'all', field: 'x', error: 'All.', rules: [rule('required', { error: '' })] }], ['', 'a']),
	...each([{ rule: 'all', error: '', rules: [rule('email', { error: '' })] }], ['nope']),
	...each([{ rule: 'all', rules: [rule('email', { error: '' })] }], ['nope']),
	{ rules: [{ rule: 'all', rules: [rule('required', { error: 'Need f.' }), rule('required', { field: 'g', error: 'Need g.' })] }], post: { f: '', g: '' } },
	{ rules: [{ rule: 'all', field: 'x', error: 'All.', rules: [rule('required', { error: 'Need f.' }), rule('requiredfile', { field: 'd', error: 'Need d.' })] }], post: { f: 'x' }, files: { d: EMPTY_INPUT } },
	// any: its own field and message when no rule that applies passes
	...[
		{ p: '', m: '' },
		{ p: 'x', m: '' },
		{ p: 'x', m: 'y' },
		{ p: '123456', m: 'y' },
	].map(({ p, m }) => ({
		rules: [{ rule: 'any', field: 'contact', error: 'Phone or email.', rules: [rule('tel', { field: 'p', error: 'P' }), rule('email', { field: 'm', error: 'M' })] }],
		post: { p, m },
	})),
	{ rules: [{ rule: 'any', field: 'contact', error: 'One.', rules: [rule('required', { field: 'p' }), rule('required', { field: 'm' })] }], post: { p: '', m: ' ' } },
	{ rules: [{ rule: 'any', field: 'contact', error: 'One.', rules: [rule('required', { field: 'p' }), rule('required', { field: 'm' })] }], post: { p: '', m: 'a' } },
	{ rules: [{ rule: 'any', error: 'One.', rules: [rule('required', { field: 'p' })] }], post: { p: '' } },
	{ rules: [{ rule: 'any', field: 'doc', error: 'Need a file.', rules: [rule('requiredfile', { field: 'd' })] }], post: {}, files: { d: named('a.txt') } },
	{ rules: [{ rule: 'any', field: 'doc', error: 'Need a file.', rules: [rule('requiredfile', { field: 'd' })] }], post: {} },
	{ rules: [{ rule: 'any', field: 'x', error: 'Any.', rules: [{ rule: 'all', field: 'y', error: 'All.', rules: [rule('required'), rule('email')] }, rule('url')] }], post: { f: 'nope' } },
	{ rules: [{ rule: 'all', rules: [rule('required', { error: 'Need f.' })] }, rule('email', { error: 'Mail f.' }), rule('required', { field: 'g', error: 'Need g.' })], post: { f: '', g: '' } },
];
