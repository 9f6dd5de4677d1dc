import { describe, expect, it } from 'vitest';
import { allowedImageSrcset, allowedImageUrl } from '../../shared/image-urls';
import { allowedUrl } from '../../shared/urls';
import { installSettings } from '../support/settings';

describe('the image address check (shared/image-urls.ts)', () => {
	it('allows an image on the site\'s origins or its image origins, and nothing else', () => {
		installSettings({ allowedOrigins: ['https://uploads.example'], imageOrigins: ['https://i0.wp.com'] });
		expect(allowedImageUrl('/a.jpg')).toBe('http://localhost:3000/a.jpg');
		expect(allowedImageUrl('https://uploads.example/a.jpg')).toBe('https://uploads.example/a.jpg');
		expect(allowedImageUrl('https://i0.wp.com/shop.example/a.jpg?w=600')).toBe('https://i0.wp.com/shop.example/a.jpg?w=600');
		for (const bad of ['https://i1.wp.com/a.jpg', 'http://i0.wp.com/a.jpg', 'https://i0.wp.com:8443/a.jpg', 'https://i0.wp.com.evil.test/a.jpg', 'https://user@i0.wp.com/a.jpg', 'https://i0.wp.com@evil.test/a.jpg', '//elsewhere.example/a.jpg', 'javascript:alert(1)', 'data:image/svg+xml,<svg/>', '', null]) {
			expect(allowedImageUrl(bad), String(bad)).toBeNull();
		}
	});

	it('leaves the image origins out of every other address: requests, scripts and links to pages', () => {
		installSettings({ imageOrigins: ['https://i0.wp.com'] });
		expect(allowedUrl('https://i0.wp.com/a.jpg')).toBeNull();
	});

	it('keeps the srcset candidates on allowed image addresses, with their descriptors, as HTML splits them', () => {
		installSettings({ allowedOrigins: ['https://cdn.example'], imageOrigins: ['https://i0.wp.com'] });
		expect(
			allowedImageSrcset('/a-300.jpg 300w, https://cdn.example/a-600.jpg 600w,https://i0.wp.com/a.jpg?w=768 768w,https://elsewhere.example/a.jpg 900w, javascript:alert(1) 2x'),
		).toBe('http://localhost:3000/a-300.jpg 300w, https://cdn.example/a-600.jpg 600w, https://i0.wp.com/a.jpg?w=768 768w');
		// A URL followed by a comma has no descriptor; the next candidate is a URL of its own, not a descriptor.
		expect(allowedImageSrcset('/a.jpg, https://elsewhere.example/b.jpg 2x')).toBe('http://localhost:3000/a.jpg');
		expect(allowedImageSrcset('  /a.jpg  ,, /b.jpg 2x  ')).toBe('http://localhost:3000/a.jpg, http://localhost:3000/b.jpg 2x');
		expect(allowedImageSrcset('javascript:alert(1)')).toBe('');
		expect(allowedImageSrcset(undefined)).toBe('');
	});
});
