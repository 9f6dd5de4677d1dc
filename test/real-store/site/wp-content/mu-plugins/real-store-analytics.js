/*
 * The real store's analytics script (the test switch `shop_islands_analytics=1` prints it held for
 * statistics consent): as the fixture store's, it only marks that it ran and counts its loads.
 */
(function () {
	'use strict';
	var root = document.documentElement;
	root.setAttribute('data-fixture-analytics', String(Number(root.getAttribute('data-fixture-analytics') || '0') + 1));
})();
