/** PhotoSwipe's stylesheet, imported as text (`with { type: 'text' }`) for the lightbox chunk to adopt. */
declare module 'photoswipe/style.css' {
	const text: string;
	export default text;
}
