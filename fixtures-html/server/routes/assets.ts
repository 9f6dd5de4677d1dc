import path from 'node:path';
import express, { Router } from 'express';
import { FIXTURES_ROOT, type FixtureContext } from '../context';
import { ELEMENTOR_POST_CSS_URL, elementorPostCss } from '../model/elementor';
import { UPLOADS_PATH, dishSvg, fullSize, parseImageFileName, placeholderSvg } from '../model/images';
import { BUILD_URL, FIXTURE_PLUGINS_URL, THEME_STYLESHEET_URL, ZXCVBN_URL } from '../model/urls';

/** Files: the islands build (content-hashed, cached for long), the theme stylesheet, dish images. */

const THEME_DIR = path.join(FIXTURES_ROOT, 'assets');
const THEME_URL = path.posix.dirname(THEME_STYLESHEET_URL);
const YEAR_SECONDS = 31_536_000;

export function assetsRouter(app: FixtureContext): Router {
	const router = Router();
	router.use(
		BUILD_URL,
		express.static(app.options.buildDir, {
			immutable: true,
			maxAge: YEAR_SECONDS * 1000,
			setHeaders: (res, file) => {
				// The manifest keeps its name while its content changes with every build.
				if (path.basename(file) === 'manifest.json') {
					res.setHeader('Cache-Control', 'no-cache');
				}
			},
		}),
	);
	// style.css is the theme's entry (assets/theme.css); it imports the other parts by name.
	router.get(THEME_STYLESHEET_URL, (_req, res) => {
		res.setHeader('Cache-Control', 'no-cache');
		res.type('css').sendFile(path.join(THEME_DIR, 'theme.css'));
	});
	router.use(THEME_URL, express.static(THEME_DIR, { cacheControl: false, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') }));
	router.use(FIXTURE_PLUGINS_URL, express.static(path.join(THEME_DIR, 'plugins'), { cacheControl: false, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') }));
	// Elementor's per-post stylesheet of the home page (the banner's background image).
	router.get(ELEMENTOR_POST_CSS_URL, (_req, res) => {
		res.setHeader('Cache-Control', 'no-cache');
		res.type('css').send(elementorPostCss(app.site.contentBlocks, app.catalogue));
	});
	// WordPress's zxcvbn, as a small stand-in (assets/wp-includes/zxcvbn.js says how it scores).
	router.get(ZXCVBN_URL, (_req, res) => {
		res.setHeader('Cache-Control', 'no-cache');
		res.type('js').sendFile(path.join(THEME_DIR, 'wp-includes', 'zxcvbn.js'));
	});
	// Browsers ask for /favicon.ico on every first visit; "no icon" keeps their consoles clean.
	router.get('/favicon.ico', (_req, res) => {
		res.status(204).end();
	});
	router.get(`${UPLOADS_PATH}:file`, (req, res, next) => {
		const parsed = parseImageFileName(req.params.file);
		if (!parsed) {
			next();
			return;
		}
		let svg: string;
		if ('placeholder' in parsed) {
			svg = placeholderSvg(parsed.size);
		} else {
			const owner = app.catalogue.images.get(parsed.imageId);
			const { width, height } = owner ? fullSize(owner.image) : parsed.size;
			const missingOriginal = owner?.image.fullMissing === true && parsed.size.width === width && parsed.size.height === height;
			if (!owner || owner.product.slug !== parsed.slug || missingOriginal) {
				next();
				return;
			}
			svg = dishSvg(app.catalogue, owner.product, owner.image, parsed.size);
		}
		res.setHeader('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
		res.type('image/svg+xml').send(svg);
	});
	return router;
}
