/*
 * The fixture site's analytics script: it only marks that it ran, and counts its loads, so
 * tests and QA can see whether (and how often) it was loaded.
 */
(function () {
	'use strict';
	var root = document.documentElement;
	root.setAttribute('data-fixture-analytics', String(Number(root.getAttribute('data-fixture-analytics') || '0') + 1));
})();
