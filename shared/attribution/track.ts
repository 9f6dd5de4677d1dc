import type { OrderAttributionSettings } from '../config';
import { NONE, type Source, classifyVisit, stripWww } from './classify';
import {
	type Container,
	type CookieScope,
	PAIR_DELIMITER,
	type Pairs,
	SOURCE_COOKIES,
	type SourceCookie,
	deleteSourceCookies,
	readContainer,
	readRawCookie,
	writePairs,
	writeRawCookie,
} from './source-cookies';
import { builtIn } from '../page-document';

/**
 * One page view, recorded as WooCommerce 10's attribution library records it: the visit's
 * source (when it has one, with the entry page, its time in UTC and the referrer), the visit
 * count (a new session counts one more), and the session's page count, the session cookie
 * lasting `session` minutes from the last page. Source cookies last `lifetime` months
 * (WooCommerce's 0.00001 rounds to 0 minutes: cookies of the browser session).
 */

export type SourceData = Readonly<Record<SourceCookie, Container>>;

export interface PageView {
	readonly href: string;
	readonly search: string;
	readonly hostname: string;
	readonly referrer: string;
	readonly userAgent: string;
	readonly now: Date;
}

/** The library's one migration, recorded as done on a first visit. */
const MIGRATION_ID = '1418474375998';
/** The library's default cookie lifetime, for a setting it cannot read. */
const DEFAULT_LIFETIME_MONTHS = 6;
const DEFAULT_SESSION_MINUTES = 30;

export function currentPageView(): PageView {
	return {
		href: location.href,
		search: location.search,
		hostname: location.hostname,
		referrer: builtIn('referrer'),
		userAgent: navigator.userAgent,
		now: new Date(),
	};
}

export function cookieScope(hostname: string): CookieScope {
	return { domain: stripWww(hostname) };
}

export function trackPageView(view: PageView, settings: OrderAttributionSettings): SourceData {
	const scope = cookieScope(view.hostname);
	const lifetime = Math.trunc((settings.lifetime > 0 ? settings.lifetime : DEFAULT_LIFETIME_MONTHS) * 30 * 24 * 60);
	const sessionMinutes = settings.session >= 1 ? Math.trunc(settings.session) : DEFAULT_SESSION_MINUTES;
	const has = (cookie: SourceCookie): boolean => Boolean(readRawCookie(SOURCE_COOKIES[cookie]));
	const set = (cookie: SourceCookie, pairs: Pairs, minutes = lifetime): void => writePairs(SOURCE_COOKIES[cookie], pairs, minutes, scope, view.now);

	migrate(view, lifetime, scope);

	const source = classifyVisit({
		query: view.search.replace(/^\?/, ''),
		referrer: view.referrer,
		hostname: view.hostname,
		inSession: has('session'),
		hasSource: has('first') || has('current'),
	});
	if (source) {
		const extra = extraPairs(view);
		set('currentExtra', extra);
		if (!has('firstExtra')) {
			set('firstExtra', extra);
		}
		set('current', sourcePairs(source));
	} else {
		const kept = readRawCookie(SOURCE_COOKIES.current);
		if (kept !== null) {
			writeRawCookie(SOURCE_COOKIES.current, kept, lifetime, scope, view.now);
		}
	}
	const current = readRawCookie(SOURCE_COOKIES.current);
	if (!has('first') && current !== null) {
		writeRawCookie(SOURCE_COOKIES.first, current, lifetime, scope, view.now);
	}

	const inSession = has('session');
	const visits = has('user') ? (countOf(readContainer(SOURCE_COOKIES.user).vst) || 1) + (inSession ? 0 : 1) : 1;
	set('user', [
		['vst', String(visits)],
		['uip', NONE],
		['uag', view.userAgent],
	]);
	const pages = inSession ? (countOf(readContainer(SOURCE_COOKIES.session).pgs) || 1) + 1 : 1;
	set('session', sessionPairs(pages, view.href), sessionMinutes);

	return readSourceData();
}

export function readSourceData(): SourceData {
	const data = {} as Record<SourceCookie, Container>;
	for (const [key, name] of Object.entries(SOURCE_COOKIES) as Array<[SourceCookie, string]>) {
		data[key] = readContainer(name);
	}
	return data;
}

/** Tracking turned off: every source cookie goes. */
export function forgetVisits(hostname: string): void {
	deleteSourceCookies(cookieScope(hostname), hostname);
}

function sourcePairs(source: Source): Pairs {
	return [
		['typ', source.type],
		['src', source.source],
		['mdm', source.medium],
		['cmp', source.campaign],
		['cnt', source.content],
		['trm', source.term],
		['id', source.id],
		['plt', source.platform],
		['fmt', source.format],
		['tct', source.tactic],
	];
}

function extraPairs(view: PageView): Pairs {
	return [
		['fd', utcTimestamp(view.now)],
		['ep', view.href],
		['rf', view.referrer || NONE],
	];
}

function sessionPairs(pages: number, href: string): Pairs {
	return [
		['pgs', String(pages)],
		['cpg', href],
	];
}

/**
 * Cookies written by a version of the library older than its migration used single pipes
 * between pairs: they are rewritten once with the current delimiter, and the session's page
 * count restarts.
 */
function migrate(view: PageView, lifetime: number, scope: CookieScope): void {
	if (readRawCookie(SOURCE_COOKIES.migrations)) {
		return;
	}
	if (readRawCookie(SOURCE_COOKIES.first)) {
		for (const name of Object.values(SOURCE_COOKIES)) {
			const content = readRawCookie(name);
			if (content) {
				writeRawCookie(name, content.replace(/(\|)?\|(\|)?/g, (match, before?: string, after?: string) => (before || after ? match : PAIR_DELIMITER)), lifetime, scope, view.now);
			}
		}
		if (readRawCookie(SOURCE_COOKIES.session)) {
			writePairs(SOURCE_COOKIES.session, sessionPairs(0, view.href), lifetime, scope, view.now);
		}
	}
	writeRawCookie(SOURCE_COOKIES.migrations, `${MIGRATION_ID}=1`, lifetime, scope, view.now);
}

/** A count as the library reads one: leading digits, else 0. */
function countOf(value: string | undefined): number {
	const count = Number.parseInt(value ?? '', 10);
	return Number.isFinite(count) ? count : 0;
}

/** `YYYY-MM-DD HH:MM:SS`, in UTC as WooCommerce asks. */
function utcTimestamp(date: Date): string {
	return date.toISOString().slice(0, 19).replace('T', ' ');
}
