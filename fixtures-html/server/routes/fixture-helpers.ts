import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import { FIXTURES_ROOT, type FixtureContext } from '../context';
import { bodyOf, field } from '../fields';
import { NONCE_ACTIONS } from '../nonces';
import { TEST_BUILD_URL, headTagsFor, pageContext, pageSettings, sendHtml, testBuildDir } from '../render';
import { sendNotFound } from './pages';

/**
 * Routes for tests, not for shoppers: `/__test__/<name>/` serves a hand-written test page
 * with the test build's head tags, and `/__fixture__/` hands out nonces and resets state.
 */

const TEST_PAGES_DIR = path.join(FIXTURES_ROOT, 'test-pages');
const HEAD_PLACEHOLDER = '<!--shop-islands-head-->';

export function fixtureHelpersRouter(app: FixtureContext): Router {
	const router = Router();
	router.get('/__test__/:name/', async (req, res) => {
		const name = req.params.name;
		const file = /^[a-z0-9-]+$/.test(name) ? await readFile(path.join(TEST_PAGES_DIR, `${name}.html`), 'utf8').catch(() => null) : null;
		if (file === null) {
			sendNotFound(app, req, res);
			return;
		}
		const ctx = pageContext(req, res, app);
		const tags = headTagsFor(testBuildDir(app), TEST_BUILD_URL, pageSettings(req, app, ctx, 'test'));
		sendHtml(res, app, file.replace(HEAD_PLACEHOLDER, () => tags.markup));
	});
	router.get('/__fixture__/nonce', (req, res) => {
		res.type('text').send(app.nonces.create(nonceAction(req.query), app.visitor(req, res).user));
	});
	router.get('/__fixture__/expired-nonce', (req, res) => {
		res.type('text').send(app.nonces.expired(nonceAction(req.query), app.visitor(req, res).user));
	});
	router.post('/__fixture__/reset', (_req, res) => {
		app.sessions.clear();
		res.status(204).end();
	});
	return router;
}

/** `?action=` names the nonce action; the REST nonce by default. */
function nonceAction(query: unknown): string {
	return field(bodyOf(query), 'action') || NONCE_ACTIONS.rest;
}
