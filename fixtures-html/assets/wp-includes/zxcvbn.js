/*
 * The fixture store's stand-in for WordPress's zxcvbn (wp-includes/js/zxcvbn.min.js, ~400 KB gzip):
 * the same global, `zxcvbn(password, userInputs)`, answering `{ score }` from 0 to 4, by a much
 * smaller rule: a common password, or one holding a word of the page (userInputs), scores 0;
 * otherwise the score follows the password's length times the bits of its character pool
 * (lower case, upper case, digits, anything else): under 28 bits 0, 36 bits 1, 60 bits 2,
 * 80 bits 3, else 4. The real store's pages load WordPress's own.
 */
(function () {
	'use strict';
	var COMMON = ['password', 'password1', '123456', '12345678', 'qwerty', 'letmein', 'welcome', 'iloveyou', 'admin', 'monkey'];
	var THRESHOLDS = [28, 36, 60, 80];

	/**
	 * @param {string} password
	 * @param {unknown} userInputs
	 * @returns {{ score: number }}
	 */
	function zxcvbn(password, userInputs) {
		var lower = String(password).toLowerCase();
		var words = Array.isArray(userInputs) ? userInputs : [];
		var guessable =
			COMMON.indexOf(lower) !== -1 ||
			words.some(function (word) {
				return String(word).length >= 4 && lower.indexOf(String(word).toLowerCase()) !== -1;
			});
		if (guessable) {
			return { score: 0 };
		}
		var pool = (/[a-z]/.test(password) ? 26 : 0) + (/[A-Z]/.test(password) ? 26 : 0) + (/[0-9]/.test(password) ? 10 : 0) + (/[^a-zA-Z0-9]/.test(password) ? 33 : 0);
		var bits = password.length * Math.log2(Math.max(pool, 1));
		var score = THRESHOLDS.filter(function (threshold) {
			return bits >= threshold;
		}).length;
		return { score: score };
	}

	Object.assign(window, { zxcvbn: zxcvbn });
})();
