// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestStore, startTestStore } from './store';

/**
 * Multipart bodies past the store's limits (files, fields, parts, a field's or a file's size) are
 * refused while parsing with a clean 413, where CF7 takes files and where it does not, and the
 * store goes on answering: never a crash, never a body held whole in memory.
 */

let store: TestStore;

beforeAll(async () => {
	store = await startTestStore();
});

afterAll(async () => {
	await store.close();
});

const FEEDBACK = '/wp-json/contact-form-7/v1/contact-forms/64/feedback';

/** Two of CF7's hidden fields for the full contact form, then `fields` more fields and `files` files. */
function body({ fields = 0, files = 0, fieldBytes = 1, fileBytes = 1 }: { fields?: number; files?: number; fieldBytes?: number; fileBytes?: number }): FormData {
	const data = new FormData();
	data.append('_wpcf7', '64');
	data.append('_wpcf7_unit_tag', 'wpcf7-f64-p65-o1');
	for (let field = 0; field < fields; field++) {
		data.append(`extra-${field}`, 'x'.repeat(fieldBytes));
	}
	for (let file = 0; file < files; file++) {
		data.append('your-file', new Blob(['x'.repeat(fileBytes)], { type: 'text/plain' }), `f${file}.txt`);
	}
	return data;
}

async function post(path: string, data: FormData): Promise<{ status: number; text: string }> {
	const response = await fetch(new URL(path, store.url), { method: 'POST', body: data });
	return { status: response.status, text: await response.text() };
}

describe('multipart limits of the fixture store', () => {
	it.each([
		['21 files (20 at most)', { files: 21 }],
		['151 fields (150 at most)', { fields: 149 }],
		['161 parts (160 at most), with no more than 20 files or 150 fields', { files: 20, fields: 139 }],
		['a field of 64 KB and 1 byte', { fields: 1, fieldBytes: 64 * 1024 + 1 }],
		['a file of 1 MB and 1 byte', { files: 1, fileBytes: 1024 * 1024 + 1 }],
	])('refuses %s with a 413, and answers the next request', async (_case, shape) => {
		for (const path of [FEEDBACK, '/contact/full/']) {
			expect(await post(path, body(shape))).toEqual({ status: 413, text: 'Request too large' });
		}
		const schema = await fetch(new URL(`${FEEDBACK}/schema`, store.url));
		expect(schema.status).toBe(200);
	});

	it('takes a body just inside every limit', async () => {
		const answer = await post(FEEDBACK, body({ files: 20, fields: 138, fieldBytes: 64 * 1024 }));
		expect(answer.status).toBe(200);
		expect(JSON.parse(answer.text)).toMatchObject({ contact_form_id: 64 });
	});
});
