import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import { FIXTURES_ROOT, type FixtureContext } from '../context';
import { passwordResetUrl } from '../model/accounts';
import { bodyOf, field } from '../model/fields';
import { NONCE_ACTIONS } from '../model/nonces';
import { sendNotFound, sendTestPage } from '../render/page';

/**
 * Routes for tests, not for shoppers: `/__test__/<name>/` serves a hand-written test page
 * with the test build's head tags, and `/__fixture__/` hands out nonces and password reset links,
 * and resets state.
 */

const TEST_PAGES_DIR = path.join(FIXTURES_ROOT, 'test-pages');

export function fixtureHelpersRouter(app: FixtureContext): Router {
	const router = Router();
	router.get('/__test__/:name/', async (req, res) => {
		const name = req.params.name;
		const file = /^[a-z0-9-]+$/.test(name) ? await readFile(path.join(TEST_PAGES_DIR, `${name}.html`), 'utf8').catch(() => null) : null;
		if (file === null) {
			sendNotFound(app, req, res);
			return;
		}
		sendTestPage(req, res, app, file);
	});
	router.get('/__fixture__/nonce', (req, res) => {
		res.type('text').send(app.nonces.create(nonceAction(req.query), app.visitor(req, res).user));
	});
	router.get('/__fixture__/expired-nonce', (req, res) => {
		res.type('text').send(app.nonces.expired(nonceAction(req.query), app.visitor(req, res).user));
	});
	// The link of the password reset email WooCommerce would send (the real store's store-cli.php password-reset-url).
	router.get('/__fixture__/password-reset-url', (req, res) => {
		const url = passwordResetUrl(app.accounts, app.nonces, field(bodyOf(req.query), 'user'));
		if (url === null) {
			res.status(404).type('text').send('No such user');
			return;
		}
		res.type('text').send(url);
	});
	router.post('/__fixture__/reset', (_req, res) => {
		app.sessions.clear();
		app.accounts.reset();
		res.status(204).end();
	});
	return router;
}

/** `?action=` names the nonce action; the REST nonce by default. */
function nonceAction(query: unknown): string {
	return field(bodyOf(query), 'action') || NONCE_ACTIONS.rest;
}
