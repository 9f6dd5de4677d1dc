import express, { type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { type FixtureContext, type FixtureOptions, createFixtureContext } from './context';
import { flattenFields } from './model/fields';
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
		// Bodies that do not parse (bad JSON, a file sent to a form without file fields).
		const status =
			error instanceof multer.MulterError ? 400 : error instanceof Error && 'status' in error && typeof error.status === 'number' ? error.status : 500;
		if (status >= 500) {
			console.error(error);
		}
		res.status(status).type('text').send(status >= 500 ? 'Internal error' : 'Bad request');
	});
	return app;
}

/** Bigger uploads are refused while parsing; the forms' own, smaller limits are schema rules. */
const UPLOAD_PARSE_LIMIT_BYTES = 1024 * 1024;

/** Files are taken only where CF7 takes them (its feedback route, its forms' pages); elsewhere they are a bad request. */
function multipart(context: FixtureContext): express.RequestHandler {
	const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_PARSE_LIMIT_BYTES } });
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
