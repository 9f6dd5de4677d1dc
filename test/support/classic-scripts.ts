/**
 * WooCommerce's own scripts as WordPress prints them (`<script id="{handle}-js">`), for the islands
 * that stand aside where one runs (shared/classic-scripts.ts). Inert: not JavaScript.
 */
export function printClassicScript(handle: string): void {
	const script = document.createElement('script');
	script.type = 'text/plain';
	script.id = `${handle}-js`;
	document.head.append(script);
}

export function removeClassicScript(handle: string): void {
	document.getElementById(`${handle}-js`)?.remove();
}
