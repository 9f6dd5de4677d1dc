import { type SafeHtml, html, raw } from '../server/html';
import type { Product, Review } from '../server/model/catalogue';
import { formatDimensionsHtml, formatStoreDate, formatWeight } from '../server/model/format';
import { productUrl } from '../server/model/urls';
import { starRating } from './product-card';

/**
 * single-product/tabs/tabs.php with its three panels: description, details, reviews; the first
 * tab selected (`active`, `aria-selected`), as Shop Islands' plugin prints it
 * (php-enqueue/includes/product-tabs.php).
 */

export function productTabs(product: Product): SafeHtml {
	const tabs: ReadonlyArray<{ id: string; title: string; panel: SafeHtml }> = [
		{ id: 'description', title: 'Description', panel: descriptionPanel(product) },
		{ id: 'additional_information', title: 'Additional information', panel: additionalInformationPanel(product) },
		{ id: 'reviews', title: `Reviews (${product.reviews.length})`, panel: reviewsPanel(product) },
	];
	return html`<div class="woocommerce-tabs wc-tabs-wrapper">
		<ul class="tabs wc-tabs" role="tablist">
${tabs.map(
	(tab, index) => html`							<li role="presentation" class="${tab.id}_tab${index === 0 ? ' active' : ''}" id="tab-title-${tab.id}">
					<a href="#tab-${tab.id}" role="tab" aria-controls="tab-${tab.id}"${index === 0 ? raw(' aria-selected="true"') : ''}>
						${tab.title}					</a>
				</li>
`,
)}					</ul>
${tabs.map(
	(tab) => html`					<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--${tab.id} panel entry-content wc-tab" id="tab-${tab.id}" role="tabpanel" aria-labelledby="tab-title-${tab.id}">
				${tab.panel}
			</div>
`,
)}		
			</div>
`;
}

function descriptionPanel(product: Product): SafeHtml {
	return html`
	<h2>Description</h2>

${product.description.map((paragraph) => html`<p>${paragraph}</p>
`)}`;
}

function additionalInformationPanel(product: Product): SafeHtml {
	const rows: Array<{ key: string; label: string; value: SafeHtml }> = [];
	if (product.weight !== '') {
		rows.push({ key: 'weight', label: 'Weight', value: html`${formatWeight(product.weight)}` });
	}
	const dimensions = formatDimensionsHtml(product.dimensions);
	if (dimensions !== 'N/A') {
		rows.push({ key: 'dimensions', label: 'Dimensions', value: raw(dimensions) });
	}
	if (product.type === 'variable') {
		for (const attribute of product.attributes) {
			rows.push({
				key: `attribute_${attribute.name}`,
				label: attribute.label,
				value: html`<p>${attribute.options.map((option) => option.label).join(', ')}</p>
`,
			});
		}
	}
	return html`
	<h2>Additional information</h2>

<table class="woocommerce-product-attributes shop_attributes" aria-label="Product Details">
${rows.map(
	(row) => html`			<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--${row.key}">
			<th class="woocommerce-product-attributes-item__label" scope="row">${row.label}</th>
			<td class="woocommerce-product-attributes-item__value">${row.value}</td>
		</tr>
`,
)}	</table>`;
}

function reviewsPanel(product: Product): SafeHtml {
	const count = product.reviews.length;
	const title = count === 0 ? html`Reviews` : html`${count} ${count === 1 ? 'review' : 'reviews'} for <span>${product.name}</span>`;
	const list =
		count === 0
			? html`<p class="woocommerce-noreviews">There are no reviews yet.</p>`
			: html`<ol class="commentlist">
${product.reviews.map((review, index) => reviewItem(review, index))}			</ol>`;
	return html`<div id="reviews" class="woocommerce-Reviews">
	<div id="comments">
		<h2 class="woocommerce-Reviews-title">
			${title}		</h2>

					${list}
			</div>

			<div id="review_form_wrapper">
			<div id="review_form">
				${reviewForm(product)}
				</div>
		</div>
	
	<div class="clear"></div>
</div>`;
}

function reviewItem(review: Review, index: number): SafeHtml {
	const parity = index % 2 === 0 ? 'even thread-even' : 'odd thread-odd';
	return html`			<li class="review ${parity} depth-1" id="li-comment-${review.id}">
				<div id="comment-${review.id}" class="comment_container">
					<div class="comment-text">
						${starRating(review.rating)}
						<p class="meta">
							<strong class="woocommerce-review__author">${review.author} </strong>
							<span class="woocommerce-review__dash">&ndash;</span> <time class="woocommerce-review__published-date" datetime="${review.date}">${formatStoreDate(new Date(review.date))}</time>
						</p>
						<div class="description"><p>${review.text}</p></div>
					</div>
				</div>
			</li><!-- #comment-## -->
`;
}

/** comment_form() as WooCommerce configures it; the cancel link starts `hidden` (core inlines display:none). */
function reviewForm(product: Product): SafeHtml {
	const replyTitle = product.reviews.length === 0 ? html`Be the first to review &ldquo;${product.name}&rdquo;` : html`Add a review`;
	return html`<div id="respond" class="comment-respond">
		<span id="reply-title" class="comment-reply-title" role="heading" aria-level="3">${replyTitle} <small><a rel="nofollow" id="cancel-comment-reply-link" href="${productUrl(product)}#respond" hidden>Cancel reply</a></small></span><form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form"><p class="comment-notes"><span id="email-notes">Your email address will not be published.</span> <span class="required-field-message">Required fields are marked <span class="required">*</span></span></p><div class="comment-form-rating"><label for="rating" id="comment-form-rating-label">Your rating&nbsp;<span class="required">*</span></label><select name="rating" id="rating" required>
						<option value="">Rate&hellip;</option>
						<option value="5">Perfect</option>
						<option value="4">Good</option>
						<option value="3">Average</option>
						<option value="2">Not that bad</option>
						<option value="1">Very poor</option>
					</select></div><p class="comment-form-comment"><label for="comment">Your review&nbsp;<span class="required">*</span></label><textarea id="comment" name="comment" cols="45" rows="8" required></textarea></p><p class="comment-form-author"><label for="author">Name&nbsp;<span class="required">*</span></label><input id="author" name="author" type="text" autocomplete="name" value="" size="30" required /></p>
<p class="comment-form-email"><label for="email">Email&nbsp;<span class="required">*</span></label><input id="email" name="email" type="email" autocomplete="email" value="" size="30" required /></p>
<p class="comment-form-cookies-consent"><input id="wp-comment-cookies-consent" name="wp-comment-cookies-consent" type="checkbox" value="yes" /> <label for="wp-comment-cookies-consent">Save my name, email, and website in this browser for the next time I comment.</label></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Submit" /> <input type='hidden' name='comment_post_ID' value='${product.id}' id='comment_post_ID' />
<input type='hidden' name='comment_parent' id='comment_parent' value='0' />
</p></form>	</div><!-- #respond -->`;
}
