( window.shopIslandsTestClassic = window.shopIslandsTestClassic || [] ).push(
	new URL( document.currentScript.src ).searchParams.get( 'handle' )
);
