// A stand-in for a classic script: records the handle in its own URL when it runs.
( function () {
	const script = /** @type {HTMLScriptElement} */ ( document.currentScript );
	const log = /** @type {{ shopIslandsTestClassic?: string[] }} */ ( /** @type {unknown} */ ( window ) );
	( log.shopIslandsTestClassic = log.shopIslandsTestClassic || [] ).push( new URL( script.src ).searchParams.get( 'handle' ) || '' );
} )();
