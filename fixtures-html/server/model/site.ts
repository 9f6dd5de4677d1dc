import { readFileSync } from 'node:fs';
import { asBoolean, asListOf, asNumber, asPositiveInteger, asRecord, asString } from './json-check';

/** The restaurant around the menu: name, store notice, pickup locations, the weekly special. */

export interface SelectOption {
	readonly value: string;
	readonly label: string;
}

export interface Site {
	readonly name: string;
	readonly tagline: string;
	/** Products per listing page, as a theme sets `loop_shop_per_page` (poco's `poco_products_per_page`). */
	readonly productsPerPage: number;
	readonly storeNotice: { readonly id: string; readonly text: string };
	readonly locations: readonly SelectOption[];
	readonly specialMenu: {
		readonly title: string;
		readonly text: string;
		readonly productSlug: string;
		readonly linkText: string;
	};
	readonly comingSoonText: string;
	/** The theme's size-chart popup, shown on the product pages listed. */
	readonly sizeChart: SizeChart;
	/** The home page's Elementor section: a WooLentor countdown and FAQ, and a banner with a lazy background. */
	readonly contentBlocks: ContentBlocks;
	/**
	 * A blog post by a user who may not post unfiltered HTML (an Author), its content as
	 * WordPress's kses keeps it: markup that imitates the islands' (the real store seeds it
	 * through kses; test/browser/post-content.test.ts checks that no island with power starts from it).
	 */
	readonly authorPost: AuthorPost;
	/** The page listing the brands A–Z (WooCommerce's `[product_brand_list]`), at `/<slug>/`. */
	readonly brandsPage: { readonly postId: number; readonly slug: string; readonly title: string };
}

export interface AuthorPost {
	/** Its URL is `/<slug>/`. */
	readonly slug: string;
	readonly title: string;
	/** The author's user name. */
	readonly author: string;
	/** The post's HTML. */
	readonly content: string;
}

export interface ContentBlocks {
	readonly countdown: {
		readonly title: string;
		/** The offer ends this many days after the page is served, on the hour (store time). */
		readonly daysFromNow: number;
		readonly labels: { readonly daytxt: string; readonly hourtxt: string; readonly minutestxt: string; readonly secondstxt: string };
	};
	readonly faq: {
		readonly title: string;
		/** WooLentor's "Show first item" switch. */
		readonly showFirstItem: boolean;
		readonly items: ReadonlyArray<{ readonly question: string; readonly answer: string }>;
	};
	readonly banner: { readonly title: string; readonly text: string; readonly linkText: string; readonly productSlug: string };
}

export interface SizeChart {
	readonly productSlugs: readonly string[];
	readonly buttonText: string;
	readonly title: string;
	readonly closeLabel: string;
	readonly columns: readonly string[];
	readonly rows: ReadonlyArray<readonly string[]>;
}

export function loadSite(file: string): Site {
	const raw = asRecord(JSON.parse(readFileSync(file, 'utf8')), 'site');
	const notice = asRecord(raw.storeNotice, 'storeNotice');
	const special = asRecord(raw.specialMenu, 'specialMenu');
	return {
		name: asString(raw.name, 'name'),
		tagline: asString(raw.tagline, 'tagline'),
		productsPerPage: asPositiveInteger(raw.productsPerPage, 'productsPerPage'),
		storeNotice: { id: asString(notice.id, 'storeNotice.id'), text: asString(notice.text, 'storeNotice.text') },
		locations: asListOf(raw.locations, 'locations', (value, where) => {
			const option = asRecord(value, where);
			return { value: asString(option.value, `${where}.value`), label: asString(option.label, `${where}.label`) };
		}),
		specialMenu: {
			title: asString(special.title, 'specialMenu.title'),
			text: asString(special.text, 'specialMenu.text'),
			productSlug: asString(special.productSlug, 'specialMenu.productSlug'),
			linkText: asString(special.linkText, 'specialMenu.linkText'),
		},
		comingSoonText: asString(raw.comingSoonText, 'comingSoonText'),
		sizeChart: readSizeChart(asRecord(raw.sizeChart, 'sizeChart')),
		contentBlocks: readContentBlocks(asRecord(raw.contentBlocks, 'contentBlocks')),
		authorPost: readAuthorPost(asRecord(raw.authorPost, 'authorPost')),
		brandsPage: readBrandsPage(asRecord(raw.brandsPage, 'brandsPage')),
	};
}

function readAuthorPost(raw: Record<string, unknown>): AuthorPost {
	return {
		slug: asString(raw.slug, 'authorPost.slug'),
		title: asString(raw.title, 'authorPost.title'),
		author: asString(raw.author, 'authorPost.author'),
		content: asString(raw.content, 'authorPost.content'),
	};
}

function readBrandsPage(raw: Record<string, unknown>): Site['brandsPage'] {
	return {
		postId: asPositiveInteger(raw.postId, 'brandsPage.postId'),
		slug: asString(raw.slug, 'brandsPage.slug'),
		title: asString(raw.title, 'brandsPage.title'),
	};
}

function readContentBlocks(raw: Record<string, unknown>): ContentBlocks {
	const countdown = asRecord(raw.countdown, 'contentBlocks.countdown');
	const labels = asRecord(countdown.labels, 'contentBlocks.countdown.labels');
	const faq = asRecord(raw.faq, 'contentBlocks.faq');
	const banner = asRecord(raw.banner, 'contentBlocks.banner');
	const label = (key: string): string => asString(labels[key], `contentBlocks.countdown.labels.${key}`);
	return {
		countdown: {
			title: asString(countdown.title, 'contentBlocks.countdown.title'),
			daysFromNow: asNumber(countdown.daysFromNow, 'contentBlocks.countdown.daysFromNow'),
			labels: { daytxt: label('daytxt'), hourtxt: label('hourtxt'), minutestxt: label('minutestxt'), secondstxt: label('secondstxt') },
		},
		faq: {
			title: asString(faq.title, 'contentBlocks.faq.title'),
			showFirstItem: asBoolean(faq.showFirstItem, 'contentBlocks.faq.showFirstItem'),
			items: asListOf(faq.items, 'contentBlocks.faq.items', (value, where) => {
				const item = asRecord(value, where);
				return { question: asString(item.question, `${where}.question`), answer: asString(item.answer, `${where}.answer`) };
			}),
		},
		banner: {
			title: asString(banner.title, 'contentBlocks.banner.title'),
			text: asString(banner.text, 'contentBlocks.banner.text'),
			linkText: asString(banner.linkText, 'contentBlocks.banner.linkText'),
			productSlug: asString(banner.productSlug, 'contentBlocks.banner.productSlug'),
		},
	};
}

function readSizeChart(raw: Record<string, unknown>): SizeChart {
	const strings = (value: unknown, where: string): string[] => asListOf(value, where, asString);
	return {
		productSlugs: strings(raw.productSlugs, 'sizeChart.productSlugs'),
		buttonText: asString(raw.buttonText, 'sizeChart.buttonText'),
		title: asString(raw.title, 'sizeChart.title'),
		closeLabel: asString(raw.closeLabel, 'sizeChart.closeLabel'),
		columns: strings(raw.columns, 'sizeChart.columns'),
		rows: asListOf(raw.rows, 'sizeChart.rows', strings),
	};
}
