import { Router, type NextFunction, type Request, type Response } from 'express';
import type { FixtureContext } from '../context';
import { type ContactForm, findContactForm, unitTag } from '../model/cf7/forms';
import { feedbackBody, quizRefill, submitContactForm } from '../model/cf7/submit';
import { allFields, bodyOf, field, postedFiles } from '../model/fields';
import { NONCE_ACTIONS } from '../model/nonces';
import { STORE_TIMEZONE } from '../model/woocommerce';
import { originOf } from '../render/page';

/**
 * The REST API under `/wp-json/`: the index, a nonce-checked ping for the islands' API
 * client, the user-meta write behind the coming-soon banner, and Contact Form 7's routes.
 * Like WordPress, a POST may name its real method in `X-HTTP-Method-Override` or `_method`.
 */

const REST_PREFIX = '/wp-json';

export function restRouter(app: FixtureContext): Router {
	const router = Router();
	router.use(REST_PREFIX, methodOverride);
	router.get(`${REST_PREFIX}/`, (req, res) => {
		res.json({
			name: app.site.name,
			description: app.site.tagline,
			url: originOf(req),
			home: originOf(req),
			gmt_offset: -6,
			timezone_string: STORE_TIMEZONE,
			namespaces: ['shop-islands/v1', 'contact-form-7/v1', 'wp/v2'],
			authentication: {},
			routes: {},
		});
	});
	router.all(`${REST_PREFIX}/shop-islands/v1/ping`, (req, res) => {
		if (!checkRestNonce(app, req, res)) {
			return;
		}
		res.json(req.method === 'GET' || req.method === 'HEAD' ? { ok: true } : { ok: true, method: req.method });
	});
	router.post(`${REST_PREFIX}/wp/v2/users/me`, (req, res) => updateCurrentUser(app, req, res));
	router.put(`${REST_PREFIX}/wp/v2/users/me`, (req, res) => updateCurrentUser(app, req, res));
	router.patch(`${REST_PREFIX}/wp/v2/users/me`, (req, res) => updateCurrentUser(app, req, res));
	mountContactForm7(router, app);
	router.all(`${REST_PREFIX}/*rest`, (_req, res) => {
		restError(res, 404, 'rest_no_route', 'No route was found matching the URL and request method.');
	});
	return router;
}

function methodOverride(req: Request, _res: Response, next: NextFunction): void {
	const override = req.get('X-HTTP-Method-Override') ?? field(bodyOf(req.query), '_method');
	if (req.method === 'POST' && override) {
		req.method = override.toUpperCase();
	}
	next();
}

function restError(res: Response, status: number, code: string, message: string): void {
	res.status(status).json({ code, message, data: { status } });
}

/** WordPress's cookie-authentication check: the `wp_rest` nonce in X-WP-Nonce or `_wpnonce`. */
function checkRestNonce(app: FixtureContext, req: Request, res: Response): boolean {
	const nonce = req.get('X-WP-Nonce') ?? field(bodyOf(req.query), '_wpnonce');
	if (app.nonces.verify(nonce, NONCE_ACTIONS.rest, app.visitor(req, res).user)) {
		return true;
	}
	restError(res, 403, 'rest_cookie_invalid_nonce', 'Cookie check failed');
	return false;
}

/**
 * The coming-soon banner's dismissal: `woocommerce_meta[coming_soon_banner_dismissed]=yes`,
 * as JSON or form fields. The fixture keeps it per visitor, so guests can try it too.
 */
function updateCurrentUser(app: FixtureContext, req: Request, res: Response): void {
	if (!checkRestNonce(app, req, res)) {
		return;
	}
	const body = bodyOf(req.body);
	const meta = bodyOf(body.woocommerce_meta);
	const dismissed = field(meta, 'coming_soon_banner_dismissed') || field(body, 'woocommerce_meta[coming_soon_banner_dismissed]');
	const visitor = app.visitor(req, res);
	if (dismissed === 'yes') {
		visitor.startSession().comingSoonDismissed = true;
	}
	res.json({
		id: visitor.user ? 1 : 0,
		name: visitor.user ?? '',
		woocommerce_meta: { coming_soon_banner_dismissed: visitor.session?.comingSoonDismissed ? 'yes' : '' },
	});
}

const CF7_PREFIX = `${REST_PREFIX}/contact-form-7/v1/contact-forms/:id`;

/** A submission CF7 accepted (mail_sent), as a test reads it back. */
interface AcceptedSubmission {
	readonly formId: number;
	readonly unitTag: string;
	readonly fields: Record<string, string[]>;
	/** Uploaded files, by field: name and size (CF7 would attach them to the mail). */
	readonly files: Record<string, { name: string; size: number }[]>;
}

function mountContactForm7(router: Router, app: FixtureContext): void {
	// What CF7 would have mailed, for tests to read back (`GET /__fixture__/contact-form-7/submissions`).
	const accepted: AcceptedSubmission[] = [];
	router.get('/__fixture__/contact-form-7/submissions', (_req, res) => {
		res.json(accepted);
	});
	const formOr404 = (req: Request, res: Response) => {
		const form = findContactForm(app.contactForms, Number(req.params.id));
		if (!form) {
			restError(res, 404, 'wpcf7_not_found', 'The requested contact form was not found.');
		}
		return form;
	};
	router.get(`${CF7_PREFIX}/feedback/schema`, (req, res) => {
		const form = formOr404(req, res);
		if (form) {
			res.json(form.schema);
		}
	});
	// Each refill moves every quiz on to its next question, so a test sees the question change.
	let quizTurn = 0;
	const refill = (form: ContactForm): Record<string, unknown> => {
		const quiz = quizRefill(form, (quizTurn += 1));
		return Object.keys(quiz).length > 0 ? { quiz } : {};
	};
	router.get(`${CF7_PREFIX}/refill`, (req, res) => {
		const form = formOr404(req, res);
		if (form) {
			const body = refill(form);
			// CF7 answers an empty list when the form has nothing to refill.
			res.json(Object.keys(body).length > 0 ? body : []);
		}
	});
	router.post(`${CF7_PREFIX}/feedback`, (req, res) => {
		const form = formOr404(req, res);
		if (!form) {
			return;
		}
		const body = bodyOf(req.body);
		const tag = field(body, '_wpcf7_unit_tag').replace(/[^A-Za-z0-9_-]/g, '') || unitTag(app.contactForms, form, 1);
		const posted = allFields(body);
		const files = postedFiles(req.files);
		const result = submitContactForm(form, posted, tag, app.contactForms.disallowedWords, files);
		if (result.status === 'mail_sent') {
			accepted.push({ formId: form.id, unitTag: tag, fields: Object.fromEntries(posted), files: Object.fromEntries(files) });
		}
		// CF7 adds fresh quiz questions to every feedback answer.
		res.json({ ...feedbackBody(form, result, tag), ...refill(form) });
	});
}
