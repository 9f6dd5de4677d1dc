import express, { type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { type FixtureContext, type FixtureOptions, createFixtureContext } from './context';
import { flattenFields } from './model/fields';
import { accountRouter } from './routes/account';
import { adminAjaxRouter } from './routes/admin-ajax';
import { assetsRouter } from './routes/assets';
import { fixtureHelpersRouter } from './routes/fixture-helpers';
import { formsRouter } from './routes/forms';
import { noJsCartRouter } from './routes/no-js-cart';
import { pagesRouter } from './routes/pages';
import { restRouter } from './routes/rest';
import { wcAjaxHandler } from './routes/wc-ajax';
import { sendNotFound } from './render/page';

export type { FixtureOptions } from './context';

/**
 * The fixture store: WooCommerce-like pages and the HTTP answers of WooCommerce, the theme's
 * plugins, WordPress REST and Contact Form 7, from in-memory data. Order matters: background
 * calls are answered before the no-JavaScript handlers see `add-to-cart` in a body.
 */
export function createFixtureApp(options: FixtureOptions): express.Express {
	const context = createFixtureContext(options);
	const app = express();
	app.disable('x-powered-by');
	app.set('query parser', 'simple');
	app.use(assetsRouter(context));
	// WooCommerce's product and checkout forms and CF7's script post multipart bodies.
	app.use(express.urlencoded({ extended: false }), express.json(), multipart(context), flattenMultipartBody);
	app.use(wcAjaxHandler(context));
	app.use(adminAjaxRouter(context));
	app.use(restRouter(context));
	app.use(fixtureHelpersRouter(context));
	app.use(noJsCartRouter(context));
	app.use(pagesRouter(context));
	app.use(accountRouter(context));
	app.use(formsRouter(context));
	app.use((req: Request, res: Response) => {
		if (req.method === 'GET' || req.method === 'HEAD') {
			sendNotFound(context, req, res);
		} else {
			res.status(404).type('text').send('Not found');
		}
	});
	app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
		if (res.headersSent) {
			next(error);
			return;
		}
		// Bodies that do not parse (bad JSON, a file sent to a form without file fields), or that
		// pass a limit (413, as a web server or PHP in front of WordPress refuses them).
		const status =
			error instanceof multer.MulterError ? (error.code === 'LIMIT_UNEXPECTED_FILE' ? 400 : 413)
			: error instanceof Error && 'status' in error && typeof error.status === 'number' ? error.status
			: 500;
		if (status >= 500) {
			console.error(error);
		}
		res.status(status).type('text').send(status >= 500 ? 'Internal error' : status === 413 ? 'Request too large' : 'Bad request');
	});
	return app;
}

/**
 * What one multipart body may hold, refused while parsing past any of them (413), so that no
 * request takes unbounded memory (files are kept in memory): at most 20 files (PHP's
 * `max_file_uploads`) of 1 MB, 150 fields of 64 KB, 160 parts in all. The forms' own, smaller
 * file limits are schema rules.
 */
const UPLOAD_LIMITS = {
	fileSize: 1024 * 1024,
	files: 20,
	fields: 150,
	fieldSize: 64 * 1024,
	parts: 160,
} as const satisfies multer.Options['limits'];

/** Files are taken only where CF7 takes them (its feedback route, its forms' pages); elsewhere they are a bad request. */
function multipart(context: FixtureContext): express.RequestHandler {
	const upload = multer({ storage: multer.memoryStorage(), limits: UPLOAD_LIMITS });
	const withFiles = upload.any();
	const withoutFiles = upload.none();
	const pages = new Set(context.contactForms.forms.flatMap((form) => (form.page ? [form.page.url] : [])));
	return (req, res, next) => {
		const takesFiles = /\/contact-form-7\/v1\/contact-forms\/\d+\/feedback$/.test(req.path) || pages.has(req.path);
		(takesFiles ? withFiles : withoutFiles)(req, res, next);
	};
}

function flattenMultipartBody(req: Request, _res: Response, next: NextFunction): void {
	if (req.is('multipart/form-data')) {
		req.body = flattenFields(req.body);
	}
	next();
}
