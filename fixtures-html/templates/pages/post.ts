import { type SafeHtml, html, raw } from '../../server/html';
import type { AuthorPost } from '../../server/model/site';
import type { Page } from '../page';

/** Storefront's single post: the title, the author, and the content WordPress stored for it. */

export function postPage(post: AuthorPost): Page {
	return {
		kind: 'page',
		title: post.title,
		templateClasses: ['post-template-default', 'single', 'single-post'],
		woocommerceClasses: [],
		breadcrumb: null,
		content: html`<article class="post type-post status-publish format-standard hentry">
	<header class="entry-header">
		<h1 class="entry-title">${post.title}</h1>
		<div class="entry-meta"><div class="author">by <a href="/author/${post.author}/" class="url fn" rel="author">${post.author}</a></div></div>
	</header><!-- .entry-header -->
	<div class="entry-content">
		${postContent(post)}
	</div><!-- .entry-content -->
</article><!-- #post-## -->`,
		sidebar: false,
	};
}

/**
 * The content as WordPress prints it: HTML the author wrote, as kses kept it on save (the real
 * store stores the same through kses, and its test finds the same markup on the page).
 */
function postContent(post: AuthorPost): SafeHtml {
	return raw(post.content);
}
