import { describe, expect, it } from 'vitest';
import { allowedSrcset, allowedUrl, httpUrl } from '../../shared/urls';
import { installSettings } from '../support/settings';

describe('the one URL check (shared/urls.ts)', () => {
	it('passes http(s) only, resolved against the page', () => {
		expect(httpUrl('/cart/')?.href).toBe('http://localhost:3000/cart/');
		expect(httpUrl('https://elsewhere.example/')?.href).toBe('https://elsewhere.example/');
		for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', '', '   ', null, 42]) {
			expect(httpUrl(bad)).toBeNull();
		}
	});

	it('allows the page\'s origin and the settings\' allowedOrigins, nothing else', () => {
		installSettings({ allowedOrigins: ['https://cdn.example'] });
		expect(allowedUrl('/a.jpg')).toBe('http://localhost:3000/a.jpg');
		expect(allowedUrl('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
		expect(allowedUrl('https://elsewhere.example/a.jpg')).toBeNull();
		expect(allowedUrl('//elsewhere.example/a.jpg')).toBeNull();
		expect(allowedUrl('javascript:alert(1)')).toBeNull();
	});

	it('keeps the srcset candidates on allowed origins, with their descriptors, as HTML splits them', () => {
		installSettings({ allowedOrigins: ['https://cdn.example'] });
		expect(allowedSrcset('/a-300.jpg 300w, https://cdn.example/a-600.jpg 600w,https://elsewhere.example/a.jpg 900w, javascript:alert(1) 2x')).toBe(
			'http://localhost:3000/a-300.jpg 300w, https://cdn.example/a-600.jpg 600w',
		);
		// A URL followed by a comma has no descriptor; the next candidate is a URL of its own, not a descriptor.
		expect(allowedSrcset('/a.jpg, https://elsewhere.example/b.jpg 2x')).toBe('http://localhost:3000/a.jpg');
		expect(allowedSrcset('  /a.jpg  ,, /b.jpg 2x  ')).toBe('http://localhost:3000/a.jpg, http://localhost:3000/b.jpg 2x');
		expect(allowedSrcset('javascript:alert(1)')).toBe('');
		expect(allowedSrcset(undefined)).toBe('');
	});
});
