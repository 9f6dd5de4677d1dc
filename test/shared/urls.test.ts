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

	it('matches whole origins: no look-alike host, other port or scheme, user-info or lookalike IDN passes', () => {
		installSettings({ allowedOrigins: ['https://cdn.example', 'https://xn--caf-dma.example'] });
		for (const lookAlike of [
			'https://cdn.example.evil/a.jpg',
			'https://cdn.example.evil.test/a.jpg',
			'https://evilcdn.example/a.jpg',
			'https://cdn.examplex/a.jpg',
			'https://cdn.example:8443/a.jpg',
			'http://cdn.example/a.jpg',
			'https://cdn.example@evil.test/a.jpg',
			'https://evil.test\\@cdn.example/a.jpg',
			'https://user:pass@cdn.example/a.jpg',
			'https://evil@cdn.example/a.jpg',
			'http://localhost:3000@evil.test/',
			'http://localhost:3001/a.jpg',
			'http://localhost.evil.test:3000/a.jpg',
			'https://cdn.ехample/a.jpg',
		]) {
			expect(allowedUrl(lookAlike), lookAlike).toBeNull();
		}
		// The same origins written another way are those origins.
		expect(allowedUrl('https://CDN.example:443/a.jpg')).toBe('https://cdn.example/a.jpg');
		expect(allowedUrl('https://café.example/a.jpg')).toBe('https://xn--caf-dma.example/a.jpg');
		expect(allowedUrl('https://cdn.example./a.jpg')).toBeNull();
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
