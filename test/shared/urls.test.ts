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

});
