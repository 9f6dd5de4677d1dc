import { SETTINGS_ELEMENT_ID, resetSettingsCache, type Settings } from '../../shared/config';

/** Puts a settings tag on the page, as php-enqueue prints it. */
export function installSettings(settings: Partial<Settings> = {}): void {
	document.getElementById(SETTINGS_ELEMENT_ID)?.remove();
	const element = document.createElement('script');
	element.type = 'application/json';
	element.id = SETTINGS_ELEMENT_ID;
	element.textContent = JSON.stringify({ siteHash: 'abc123', cartUrl: 'http://localhost:3000/cart/', ...settings });
	document.head.append(element);
	resetSettingsCache();
}
