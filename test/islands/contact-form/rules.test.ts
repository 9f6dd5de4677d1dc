import { describe, expect, it } from 'vitest';
import { type FormValues, formValues, isDate, isEmail, isNumber, isTel, isTime, isUrl, validate } from '../../../islands/contact-form/rules';
import { parseSchema } from '../../../islands/contact-form/schema';
import { islandVerdict } from '../../support/cf7-swv';
import { CF7_VERDICTS } from '../../support/cf7-verdicts';

/**
 * Contact Form 7's rules (docs/contact-forms.md), each with its edge cases, as CF7 6.1.6 judges
 * them on the server (test/real-store/cf7-rules.test.ts asks it), where it and the spec part.
 */

const values = (entries: Record<string, ReadonlyArray<string | File>>): FormValues => new Map(Object.entries(entries));
const schemaOf = (...rules: unknown[]) => parseSchema({ version: 'Contact Form 7 SWV Schema 2024-10', rules });
const errorsOf = (rule: Record<string, unknown>, fieldValues: ReadonlyArray<string | File>): Map<string, string> =>
	validate(schemaOf({ field: 'f', error: 'bad', ...rule }), values({ f: fieldValues }));
const passes = (rule: Record<string, unknown>, fieldValues: ReadonlyArray<string | File>): boolean => errorsOf(rule, fieldValues).size === 0;

describe('email', () => {
	it.each([
		'a@b.co',
		'jane.doe+menu@example.com',
		"o'brien@mail.example.org",
		'x!#$%&*/=?^_`{|}~-@sub-domain.example.com',
		'  padded@example.com  ',
	])('takes %s', (text) => {
		expect(passes({ rule: 'email' }, [text])).toBe(true);
	});

	it.each([
		['shorter than 6 characters', 'a@b.c'],
		['no @', 'example.com'],
		['@ first', '@example.com'],
		['two @', 'a@b@example.com'],
		['a space in the local part', 'jane doe@example.com'],
		['unicode in the local part', 'jöhn@example.com'],
		['unicode in the domain', 'john@exämple.com'],
		['consecutive dots', 'john@example..com'],
		['a leading dot in the domain', 'john@.example.com'],
		['a trailing dot', 'john@example.com.'],
		['one label', 'john@localhost'],
		['a label starting with a hyphen', 'john@-example.com'],
		['a label ending with a hyphen', 'john@example-.com'],
		['an underscore in a label', 'john@ex_ample.com'],
	])('refuses %s', (_why, text) => {
		expect(isEmail(text)).toBe(false);
	});

	it('is judged after trimming, and an empty value is not judged', () => {
		expect(isEmail('\tjohn@example.com')).toBe(false);
		expect(passes({ rule: 'email' }, ['   '])).toBe(true);
		// CF7 strips Unicode's whitespace, NEL (U+0085) included, which String.trim() keeps.
		expect(passes({ rule: 'email' }, ['john@example.com\u0085'])).toBe(true);
	});

	it('is judged on the value as the form posts it, line breaks as CRLF', () => {
		// WordPress takes a local part ending in a line feed (PHP's `$` matches before it), but a
		// browser posts that line feed as CRLF, which it refuses.
		expect(isEmail('john\n@example.com')).toBe(true);
		const data = new FormData();
		data.append('f', 'john\n@example.com');
		expect(formValues(data).get('f')).toEqual(['john\r\n@example.com']);
		expect(validate(schemaOf({ rule: 'email', field: 'f', error: 'bad' }), formValues(data))).toEqual(new Map([['f', 'bad']]));
	});
});

describe('tel', () => {
	it.each([
		['six digits', '123456'],
		['five digits after +: CF7 counts the + among the six', '+12345'],
		['five digits after 00, read as +', '00 12345'],
		['fourteen digits after +', '+12345678901234'],
		['00 read as +', '0044 20 7946 0958'],
		['a second + (every leading + and 0 becomes one +)', '++44 20 7946 0958'],
		['an extension on a line of its own', '020 7946 0958#\n12'],
		['separators', '(020) 7946-0958'],
		['dots and slashes', '020.7946/0958'],
		['a # extension', '+44 20 7946 0958 #123'],
		['a * extension, even with letters', '020 7946 0958*ext. nine'],
		['a national 0', '07946 095800'],
	])('takes %s', (_why, text) => {
		expect(isTel(text)).toBe(true);
	});

	it.each([
		['five digits', '12345'],
		['four digits after 00', '00 1234'],
		['fifteen digits after +: sixteen characters', '+123456789012345'],
		['sixteen digits', '1234567890123456'],
		['zeros alone after +', '+000000'],
		['letters', '020 SHOP 1234'],
		['a no-break space inside (only ASCII whitespace separates)', '020\u00A07946 0958'],
		['+ in the middle', '020+7946 0958'],
		['unicode digits', '٠١٢٣٤٥٦٧'],
		['only an extension', '#123456789'],
	])('refuses %s', (_why, text) => {
		expect(isTel(text)).toBe(false);
	});
});

describe('number', () => {
	it.each(['0', '-3', '2.5', '.5', '-.5', '1e3', '1E-3', '2.5e+10'])('takes %s', (text) => {
		expect(isNumber(text)).toBe(true);
	});
	it.each(['', '+4', '+.5', '1.', 'e3', '1e', '1,5', '0x10', 'Infinity', 'NaN', '1 000', '١٢'])('refuses "%s"', (text) => {
		expect(isNumber(text)).toBe(false);
	});
});

describe('date and time', () => {
	it('takes real days only, 29 February in leap years', () => {
		expect(isDate('2024-02-29')).toBe(true);
		expect(isDate('2000-02-29')).toBe(true);
		expect(isDate('2025-02-29')).toBe(false);
		expect(isDate('1900-02-29')).toBe(false);
		expect(isDate('2025-04-31')).toBe(false);
		expect(isDate('2025-13-01')).toBe(false);
		expect(isDate('2025-1-01')).toBe(false);
		expect(isDate('25-01-01')).toBe(false);
		expect(isDate('2025/01/01')).toBe(false);
	});

	it('takes years of four digits or more, 1 to 32767, as PHP\'s checkdate() does', () => {
		expect(isDate('0099-01-01')).toBe(true);
		expect(isDate('02026-01-01')).toBe(true);
		expect(isDate('32767-12-31')).toBe(true);
		expect(isDate('0000-01-01')).toBe(false);
		expect(isDate('32768-01-01')).toBe(false);
		// Bounds compare as text, so CF7 finds 02026-01-01 earlier than 2026-01-01.
		expect(passes({ rule: 'mindate', threshold: '2026-01-01' }, ['02026-01-01'])).toBe(false);
	});

	it('takes HH:MM and HH:MM:SS from 00:00 to 23:59:59', () => {
		for (const text of ['00:00', '23:59', '23:59:59', '09:05:00']) {
			expect(isTime(text)).toBe(true);
		}
		for (const text of ['24:00', '23:60', '12:00:60', '9:00', '12', '12:00:00:00', '12h00']) {
			expect(isTime(text)).toBe(false);
		}
	});
});

describe('url', () => {
	it('takes the listed schemes only, as written, where PHP\'s parse_url() finds them', () => {
		for (const text of ['https://example.com/menu', 'mailto:a@b.co', 'tel:+44123456', 'urn:isbn:0451450523', 'webcal://x.y/cal.ics', 'http:', 'http:/x', 'https://exa mple.com', 'http://example.com:+80']) {
			expect(isUrl(text)).toBe(true);
		}
		for (const text of ['HTTP://EXAMPLE.COM', 'example.com', 'javascript:alert(1)', 'file:///etc/passwd', 'data:text/plain,hi', 'http://', 'http:///x', 'http:80', 'tel:12345', 'http://example.com:65536', 'http://example.com:abc']) {
			expect(isUrl(text)).toBe(false);
		}
	});
});

describe('the other rules', () => {
	it('required wants one value that is not whitespace', () => {
		expect(passes({ rule: 'required' }, [' \n '])).toBe(false);
		expect(passes({ rule: 'required' }, [])).toBe(false);
		expect(passes({ rule: 'required' }, ['', ' x '])).toBe(true);
	});

	it('requiredfile wants a chosen file; an empty file input posts a nameless one', () => {
		expect(passes({ rule: 'requiredfile' }, [new File([], '')])).toBe(false);
		expect(passes({ rule: 'requiredfile' }, [new File(['x'], 'menu.pdf')])).toBe(true);
	});

	it('file takes a name whose suffix an extension or a MIME type of the accept list stands for', () => {
		const pdf = new File(['%PDF'], 'Menu.PDF', { type: 'application/pdf' });
		const photo = new File(['x'], 'dish.jpeg', { type: 'image/jpeg' });
		expect(passes({ rule: 'file', accept: ['.pdf'] }, [pdf])).toBe(true);
		expect(passes({ rule: 'file', accept: ['image/*'] }, [photo])).toBe(true);
		expect(passes({ rule: 'file', accept: ['image/jpeg'] }, [new File(['x'], 'dish.jpe')])).toBe(true);
		expect(passes({ rule: 'file', accept: ['audio/*', '.txt'] }, [photo])).toBe(false);
		expect(passes({ rule: 'file', accept: ['.pdf'] }, [new File(['x'], 'pdf')])).toBe(false);
		// The name alone counts, not the type the browser gives, and MIME types as written.
		expect(passes({ rule: 'file', accept: ['image/jpeg'] }, [new File(['x'], 'dish', { type: 'image/jpeg' })])).toBe(false);
		expect(passes({ rule: 'file', accept: ['IMAGE/JPEG', 'pdf'] }, [photo])).toBe(false);
	});

	it('minfilesize and maxfilesize count every file together', () => {
		const files = [new File(['12345'], 'a.txt'), new File(['678'], 'b.txt')];
		expect(passes({ rule: 'maxfilesize', threshold: 8 }, files)).toBe(true);
		expect(passes({ rule: 'maxfilesize', threshold: 7 }, files)).toBe(false);
		expect(passes({ rule: 'minfilesize', threshold: 9 }, files)).toBe(false);
		// An empty file input posts a nameless, empty file, which CF7 counts: 0 bytes.
		expect(passes({ rule: 'minfilesize', threshold: 9 }, [new File([], '')])).toBe(false);
	});

	it('enum and dayofweek take what the accept list holds (1 = Monday … 7 = Sunday)', () => {
		expect(passes({ rule: 'enum', accept: ['Pickup', 'Delivery'] }, ['Delivery'])).toBe(true);
		expect(passes({ rule: 'enum', accept: ['Pickup', 'Delivery'] }, ['delivery'])).toBe(false);
		// 2026-11-23 is a Monday, 2026-11-29 a Sunday.
		expect(passes({ rule: 'dayofweek', accept: [1, 2, 3] }, ['2026-11-23'])).toBe(true);
		expect(passes({ rule: 'dayofweek', accept: [1, 2, 3] }, ['2026-11-29'])).toBe(false);
		expect(passes({ rule: 'dayofweek', accept: [7] }, ['2026-11-29'])).toBe(true);
	});

	it('minitems and maxitems count the values that are not empty', () => {
		expect(passes({ rule: 'maxitems', threshold: 1 }, ['a', ' ', ''])).toBe(true);
		expect(passes({ rule: 'maxitems', threshold: 1 }, ['a', 'b'])).toBe(false);
		expect(passes({ rule: 'minitems', threshold: 2 }, ['a', ''])).toBe(false);
	});

	it('minlength and maxlength count every value together, minlength skipped when empty', () => {
		expect(passes({ rule: 'maxlength', threshold: 4 }, ['ab', 'cd'])).toBe(true);
		expect(passes({ rule: 'maxlength', threshold: 4 }, ['ab', 'cde'])).toBe(false);
		expect(passes({ rule: 'maxlength', threshold: 4 }, ['  abcd  '])).toBe(true);
		expect(passes({ rule: 'minlength', threshold: 3 }, [''])).toBe(true);
		expect(passes({ rule: 'minlength', threshold: 3 }, ['ab'])).toBe(false);
		// Counted as the browser's maxlength counts: é is one, an emoji two.
		expect(passes({ rule: 'maxlength', threshold: 3 }, ['café'])).toBe(false);
		expect(passes({ rule: 'maxlength', threshold: 2 }, ['🍕'])).toBe(true);
	});

	it('minnumber and maxnumber bound numbers, exponents included', () => {
		expect(passes({ rule: 'minnumber', threshold: '1' }, ['1'])).toBe(true);
		expect(passes({ rule: 'minnumber', threshold: '1' }, ['0.5'])).toBe(false);
		expect(passes({ rule: 'maxnumber', threshold: '100' }, ['1e2'])).toBe(true);
		expect(passes({ rule: 'maxnumber', threshold: '100' }, ['1.01e2'])).toBe(false);
	});

	it('mindate and maxdate bound days', () => {
		expect(passes({ rule: 'mindate', threshold: '2026-12-01' }, ['2026-12-01'])).toBe(true);
		expect(passes({ rule: 'mindate', threshold: '2026-12-01' }, ['2026-11-30'])).toBe(false);
		expect(passes({ rule: 'maxdate', threshold: '2024-02-29' }, ['2024-03-01'])).toBe(false);
	});

	it('stepnumber wants (value − base) a multiple of the interval, to six decimals', () => {
		expect(passes({ rule: 'stepnumber', base: '2', interval: '2' }, ['8'])).toBe(true);
		expect(passes({ rule: 'stepnumber', base: '2', interval: '2' }, ['7'])).toBe(false);
		expect(passes({ rule: 'stepnumber', base: '0', interval: '0.1' }, ['0.3'])).toBe(true);
		expect(passes({ rule: 'stepnumber', base: '0', interval: '0.1' }, ['0.3000001'])).toBe(true);
		expect(passes({ rule: 'stepnumber', base: '0', interval: '0.1' }, ['0.30001'])).toBe(false);
		expect(passes({ rule: 'stepnumber', base: '1', interval: '2' }, ['-3'])).toBe(true);
		// PHP's fmod() keeps the sign: a millionth short of a step below the base is off it.
		expect(passes({ rule: 'stepnumber', base: '0', interval: '1' }, ['0.9999999'])).toBe(true);
		expect(passes({ rule: 'stepnumber', base: '0', interval: '1' }, ['-0.9999999'])).toBe(false);
	});

	it('all fails with its first failing rule; any passes when one passes', () => {
		const all = { rule: 'all', rules: [{ rule: 'required', field: 'f', error: 'need' }, { rule: 'email', field: 'f', error: 'mail' }] };
		expect(validate(schemaOf(all), values({ f: ['nope'] }))).toEqual(new Map([['f', 'mail']]));
		const any = { rule: 'any', field: 'contact', error: 'Give a phone or an email.', rules: [{ rule: 'required', field: 'phone', error: 'x' }, { rule: 'required', field: 'mail', error: 'y' }] };
		expect(validate(schemaOf(any), values({ phone: [''], mail: [' '] }))).toEqual(new Map([['contact', 'Give a phone or an email.']]));
		expect(validate(schemaOf(any), values({ phone: [''], mail: ['a@b.co'] })).size).toBe(0);
		// all fails under its first failing rule's field and message, its own only when that message is empty.
		const named = { rule: 'all', field: 'x', error: 'All.', rules: [{ rule: 'email', field: 'f', error: 'mail' }] };
		expect(validate(schemaOf(named), values({ f: ['nope'] }))).toEqual(new Map([['f', 'mail']]));
	});
});

describe('as Contact Form 7 6.1.6 judges them where the island once did not (test/support/cf7-verdicts.ts)', () => {
	it.each(CF7_VERDICTS.map((pin) => [JSON.stringify({ rules: pin.rules.map((rule) => (rule as { rule: string }).rule), post: pin.post, files: pin.files }), pin] as const))('%s', (_question, pin) => {
		expect(islandVerdict(pin)).toEqual(pin.verdict);
	});
});

describe('the schema', () => {
	it('keeps each field\'s first error in schema order, and can judge one field alone', () => {
		const schema = schemaOf(
			{ rule: 'required', field: 'your-email', error: 'Please fill out this field.' },
			{ rule: 'email', field: 'your-email', error: 'Please enter an email address.' },
			{ rule: 'tel', field: 'your-phone', error: 'Please enter a telephone number.' },
		);
		const posted = values({ 'your-email': [''], 'your-phone': ['12'] });
		expect(validate(schema, posted)).toEqual(
			new Map([
				['your-email', 'Please fill out this field.'],
				['your-phone', 'Please enter a telephone number.'],
			]),
		);
		expect(validate(schema, posted, new Set(['your-phone']))).toEqual(new Map([['your-phone', 'Please enter a telephone number.']]));
	});

	it('leaves out rules it does not know or of the wrong shape', () => {
		expect(parseSchema({ rules: [{ rule: 'telepathy', field: 'f', error: 'x' }, { rule: 'required', error: 'x' }, 'junk'] }).rules).toEqual([]);
		expect(parseSchema('<html>').rules).toEqual([]);
		expect(parseSchema(null).rules).toEqual([]);
	});
});
