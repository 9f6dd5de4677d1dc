import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetSettingsCache } from '../../shared/config';

afterEach(() => {
	cleanup();
	resetSettingsCache();
	vi.restoreAllMocks();
	vi.useRealTimers();
	if (typeof document !== 'undefined') {
		document.body.innerHTML = '';
		document.head.innerHTML = '';
	}
});
