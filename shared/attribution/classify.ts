/**
 * Where a visit came from, by the rules of WooCommerce 10's attribution library
 * (docs/attribution-and-consent.md): campaign parameters make it `utm`; else a search engine's
 * referrer `organic`; else, at the start of a session, another site's referrer `referral`; else,
 * with no source recorded yet, `typein`; else the recorded source stands (null). Parameters are
 * read as that library reads them: split on `&` and `=` without decoding, a repeated name giving
 * its values joined by commas. The shop's own host and its subdomains are never a referrer.
 */

export interface Visit {
	/** `location.search` without its `?`. */
	readonly query: string;
	/** `document.referrer`; empty for none. */
	readonly referrer: string;
	/** `location.hostname`. */
	readonly hostname: string;
	/** A session cookie is there: the visit continues a session. */
	readonly inSession: boolean;
	/** A first or current source is recorded already. */
	readonly hasSource: boolean;
}

export interface Source {
	readonly type: SourceType;
	readonly source: string;
	readonly medium: string;
	readonly campaign: string;
	readonly content: string;
	readonly term: string;
	readonly id: string;
	readonly platform: string;
	readonly format: string;
	readonly tactic: string;
}

export type SourceType = 'utm' | 'organic' | 'referral' | 'typein';

export const NONE = '(none)';
export const TYPEIN_SOURCE = '(direct)';
export const TYPEIN_MEDIUM = NONE;

/**
 * Search engines beyond Google and Yandex, each with the query parameter that marks a search:
 * the list WooCommerce 10's library carries (library data).
 */
const ORGANIC_ENGINES: ReadonlyArray<{ readonly host: string; readonly param: string; readonly display: string }> = [
	{ host: 'bing.com', param: 'q', display: 'bing' },
	{ host: 'yahoo.com', param: 'p', display: 'yahoo' },
	{ host: 'about.com', param: 'q', display: 'about' },
	{ host: 'aol.com', param: 'q', display: 'aol' },
	{ host: 'ask.com', param: 'q', display: 'ask' },
	{ host: 'globososo.com', param: 'q', display: 'globo' },
	{ host: 'go.mail.ru', param: 'q', display: 'go.mail.ru' },
	{ host: 'rambler.ru', param: 'query', display: 'rambler' },
	{ host: 'tut.by', param: 'query', display: 'tut.by' },
];
/** Referrers named after the site behind them. */
const NAMED_REFERRERS: ReadonlyArray<{ readonly host: string; readonly display: string }> = [
	{ host: 't.co', display: 'twitter.com' },
	{ host: 'plus.url.google.com', display: 'plus.google.com' },
];
const CAMPAIGN_PARAMS = [
	'utm_source',
	'utm_medium',
	'utm_campaign',
	'utm_content',
	'utm_term',
	'utm_id',
	'utm_source_platform',
	'utm_creative_format',
	'utm_marketing_tactic',
	'gclid',
	'yclid',
	// WooCommerce leaves the library's custom campaign, term and content parameters unset,
	// and the library then reads a parameter named "false" for each of them.
	'false',
] as const;
const UNSET_CUSTOM_PARAM = 'false';

type ParamValue = string | ReadonlyArray<string | undefined> | undefined;

export function classifyVisit(visit: Visit): Source | null {
	const params = parseQuery(visit.query);
	if (CAMPAIGN_PARAMS.some((name) => params.get(name) !== undefined)) {
		return campaignSource(params, visit.referrer);
	}
	const referrer = visit.referrer ? parseUrl(visit.referrer) : null;
	if (!referrer || isInternal(referrer.host, visit.hostname)) {
		return visit.hasSource ? null : typein();
	}
	const engine = organicEngine(referrer);
	if (engine !== null) {
		return { ...blank('organic', engine), medium: 'organic' };
	}
	if (!visit.inSession) {
		const named = NAMED_REFERRERS.find(({ host }) => hostMatches(referrer.host, host));
		return { ...blank('referral', named ? named.display : stripWww(referrer.host)), medium: 'referral', content: referrer.path };
	}
	return visit.hasSource ? null : typein();
}

/** `a=1&b&a=2` → a: ['1', '2'], b: undefined, as the library splits a query. */
export function parseQuery(query: string): Map<string, ParamValue> {
	const params = new Map<string, ParamValue>();
	for (const pair of query.split('&')) {
		const [name = '', value] = pair.split('=');
		const known = params.get(name);
		if (known === undefined) {
			params.set(name, value);
		} else {
			params.set(name, typeof known === 'string' ? [known, value] : [...known, value]);
		}
	}
	return params;
}

function campaignSource(params: Map<string, ParamValue>, referrer: string): Source {
	const text = (name: string): string | undefined => {
		const value = params.get(name);
		return value === undefined ? undefined : typeof value === 'string' ? value : value.join(',');
	};
	const gclid = text('gclid') !== undefined;
	const yclid = text('yclid') !== undefined;
	const paid = (google: string, yandex: string): string | undefined => (gclid ? google : yclid ? yandex : undefined);
	const custom = text(UNSET_CUSTOM_PARAM);
	return {
		type: 'utm',
		source: text('utm_source') ?? paid('google', 'yandex') ?? NONE,
		medium: text('utm_medium') ?? paid('cpc', 'cpc') ?? NONE,
		campaign: text('utm_campaign') ?? custom ?? paid('google_cpc', 'yandex_cpc') ?? NONE,
		content: text('utm_content') ?? custom ?? NONE,
		term: text('utm_term') ?? custom ?? (yandexSearchText(referrer) || NONE),
		// These four fall back on an empty value too.
		id: text('utm_id') || NONE,
		platform: text('utm_source_platform') || NONE,
		format: text('utm_creative_format') || NONE,
		tactic: text('utm_marketing_tactic') || NONE,
	};
}

function typein(): Source {
	return { ...blank('typein', TYPEIN_SOURCE), medium: TYPEIN_MEDIUM };
}

function blank(type: SourceType, source: string): Source {
	return { type, source, medium: NONE, campaign: NONE, content: NONE, term: NONE, id: NONE, platform: NONE, format: NONE, tactic: NONE };
}

/** The engine's name when the referrer is a search: Yandex with `text=`, any Google, or one of the list. */
function organicEngine({ host, query }: ParsedUrl): string | null {
	if (query && /^(?:.*\.)?yandex\..{2,9}$/.test(host) && query.includes('text=')) {
		return 'yandex';
	}
	if (/^(?:www\.)?google\..{2,9}$/.test(host)) {
		return 'google';
	}
	if (!query) {
		return null;
	}
	const lowerQuery = query.toLowerCase();
	const engine = ORGANIC_ENGINES.find((candidate) => hostMatches(host, candidate.host) && lowerQuery.includes(`${candidate.param}=`));
	return engine ? engine.display : null;
}

/** A search on Yandex carries its words in `text`, used as the term of a campaign visit. */
function yandexSearchText(referrer: string): string {
	const parsed = referrer ? parseUrl(referrer) : null;
	if (!parsed || !/^(?:.*\.)?yandex\..{2,9}$/i.test(parsed.host)) {
		return '';
	}
	const value = parseQuery(parsed.query).get('text');
	return typeof value === 'string' ? value : value === undefined ? '' : value.join(',');
}

function isInternal(referrerHost: string, hostname: string): boolean {
	return hostMatches(stripWww(referrerHost), stripWww(hostname));
}

/** The host is `domain` or one of its subdomains. */
function hostMatches(host: string, domain: string): boolean {
	const lowerHost = host.toLowerCase();
	const lowerDomain = domain.toLowerCase();
	return lowerHost === lowerDomain || lowerHost.endsWith(`.${lowerDomain}`);
}

/** The library drops the first `www.` it finds, wherever it is. */
export function stripWww(host: string): string {
	return host.replace('www.', '');
}

interface ParsedUrl {
	readonly host: string;
	/** Everything before the query, as written. */
	readonly path: string;
	/** The query without its `?`, as written. */
	readonly query: string;
}

function parseUrl(url: string): ParsedUrl | null {
	const match = /^[a-z][a-z\d+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)(?::\d*)?([^?#]*)(?:\?([^#]*))?/i.exec(url);
	if (!match) {
		return null;
	}
	return { host: match[1] ?? '', path: match[2] ?? '', query: match[3] ?? '' };
}
