import { type SafeHtml, html } from '../server/html';
import { BANNER_ELEMENT_ID, ELEMENTOR_POST_CSS_URL, ELEMENTOR_POST_ID } from '../server/model/elementor';
import { CONTACT_URL } from '../server/model/urls';
import { STORE_TIMEZONE } from '../server/model/woocommerce';
import type { PageContext } from './page';

/**
 * The home page's Elementor section (spec §2.1, §3.6): Elementor's top-level containers
 * (`.e-con.e-parent`) holding WooLentor's countdown (its flash-sale markup: an empty
 * `.ht-product-countdown` with the final date and the labels) and its FAQ widget
 * (`.htwoolentor-faq` with `data-settings` `showitem`), then a banner whose background image
 * Elementor's per-post stylesheet sets, held back until the container nears the viewport.
 *
 * Test switches: `?countdown_end=<value>` prints that final date as it is (a fixed, past or
 * invalid date); `?faq_settings=<json>` prints that `data-settings` (an out-of-range showitem).
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export function contentBlocks(ctx: PageContext): SafeHtml {
	const { countdown, faq, banner } = ctx.site.contentBlocks;
	const query = new URLSearchParams(ctx.search);
	const finalDate = query.get('countdown_end') ?? storeDateTime(new Date(Math.ceil((Date.now() + countdown.daysFromNow * DAY_MS) / HOUR_MS) * HOUR_MS));
	const faqSettings = query.get('faq_settings') ?? JSON.stringify({ showitem: faq.showFirstItem });
	return html`<link rel="stylesheet" id="elementor-post-${ELEMENTOR_POST_ID}-css" href="${ELEMENTOR_POST_CSS_URL}" media="all" />
<div data-elementor-type="wp-page" data-elementor-id="${ELEMENTOR_POST_ID}" class="elementor elementor-${ELEMENTOR_POST_ID}">
	${container('c0a1f3d', html`${widget('d1e2a01', 'heading', html`<h2 class="elementor-heading-title elementor-size-default">${countdown.title}</h2>`)}
		${widget('d1e2a02', 'wl-flash-sale-countdown', html`<div class="ht-saleflash-countdown-wrap ht-align--left">
				<div class="ht-product-countdown" data-countdown="${finalDate}" data-customlavel="${JSON.stringify(countdown.labels)}"></div>
			</div>`)}`)}
	${container('c0a2e8b', html`${widget('d1e2a03', 'heading', html`<h2 class="elementor-heading-title elementor-size-default">${faq.title}</h2>`)}
		${widget('d1e2a04', 'wl-faq', html`<div class="htwoolentor-faq htmove-icon-pos-before" id="htwoolentor-faq-d1e2a04" data-settings="${faqSettings}">
${faq.items.map(
	(item) => html`				<div class="htwoolentor-faq-card">
					<div class="htwoolentor-faq-head"><span class="htwoolentor-faq-head-indicator"></span> <span class="htwoolentor-faq-head-text">${item.question}</span></div>
					<div class="htwoolentor-faq-body"><div class="htwoolentor-faq-content"><p>${item.answer}</p></div></div>
				</div>
`,
)}			</div>`)}`)}
	${container('c0a3d52', widget('d1e2a05', 'text-editor', html`<p>Open every day from 11 am to 10 pm. Kitchen orders close at 10 pm.</p>`))}
	${container(BANNER_ELEMENT_ID, html`${widget('d1e2a06', 'heading', html`<h2 class="elementor-heading-title elementor-size-default">${banner.title}</h2>`)}
		${widget('d1e2a07', 'text-editor', html`<p>${banner.text}</p>`)}
		${widget('d1e2a08', 'button', html`<a class="elementor-button elementor-button-link" href="${CONTACT_URL}"><span class="elementor-button-text">${banner.linkText}</span></a>`)}`)}
</div>
`;
}

/** A top-level flexbox container, boxed, as Elementor prints it. */
function container(id: string, content: SafeHtml): SafeHtml {
	return html`<div class="elementor-element elementor-element-${id} e-flex e-con-boxed e-con e-parent" data-id="${id}" data-element_type="container">
		<div class="e-con-inner">
		${content}
		</div>
	</div>`;
}

function widget(id: string, type: string, content: SafeHtml): SafeHtml {
	return html`<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${type}" data-id="${id}" data-element_type="widget" data-widget_type="${type}.default">
			<div class="elementor-widget-container">
			${content}
			</div>
		</div>`;
}

/** A moment as WooLentor prints a deal's end: 'Y/m/d H:i:s' in the store's timezone. */
function storeDateTime(date: Date): string {
	const parts = new Intl.DateTimeFormat('en-US', {
		timeZone: STORE_TIMEZONE,
		hourCycle: 'h23',
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
		hour: '2-digit',
		minute: '2-digit',
		second: '2-digit',
	}).formatToParts(date);
	const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((candidate) => candidate.type === type)?.value ?? '';
	return `${part('year')}/${part('month')}/${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
