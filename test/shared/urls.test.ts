import { describe, expect, it } from 'vitest';
import { allowedUrl, httpUrl } from '../../shared/urls';
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
});
