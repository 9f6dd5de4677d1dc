import { type SafeHtml, html } from '../server/html';
import type { SizeChart } from '../server/model/site';

/**
 * The theme's size chart: a button in the product summary that links to the chart, and the
 * chart itself, printed at the end of the page. Without JavaScript the link jumps to it; the
 * `size-chart` island shows it as a dialog (its close button labelled by `data-close-label`).
 */

const CHART_ID = 'size-chart';

export function sizeChartButton(chart: SizeChart): SafeHtml {
	return html`<p class="size-chart-toggle"><a href="#${CHART_ID}" class="size-chart-button" data-island="size-chart">${chart.buttonText}</a></p>
`;
}

export function sizeChartPopup(chart: SizeChart): SafeHtml {
	return html`<section id="${CHART_ID}" class="size-chart-popup" aria-labelledby="${CHART_ID}-title" data-close-label="${chart.closeLabel}">
	<h2 id="${CHART_ID}-title" class="size-chart-popup__title">${chart.title}</h2>
	<table class="size-chart-popup__table">
		<thead><tr>${chart.columns.map((column) => html`<th scope="col">${column}</th>`)}</tr></thead>
		<tbody>
${chart.rows.map((row) => html`			<tr>${row.map((cell, index) => (index === 0 ? html`<th scope="row">${cell}</th>` : html`<td>${cell}</td>`))}</tr>
`)}		</tbody>
	</table>
</section>
`;
}
