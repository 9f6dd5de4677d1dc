import { REDUCED_MOTION_QUERY } from '../../shared/constants';
import { parseMarkupSettings, settingFlag } from '../../shared/markup-settings';
import type { LoadStrategy } from '../types';

/**
 * When a carousel's island starts (the registry asks before anything loads): one that plays by
 * itself (autoplay in WooLentor's `data-settings` or slick's `data-slick`, and no reduced motion)
 * has a job to do without any input, so it starts as it nears the view; any other waits for the
 * shopper's intent, its slides a list that scrolls sideways meanwhile.
 */
export function carouselStart(host: HTMLElement): LoadStrategy {
	const settings = parseMarkupSettings(host.dataset.settings ?? host.dataset.slick);
	const playsByItself = settingFlag(settings.autoplay, false) && !window.matchMedia(REDUCED_MOTION_QUERY).matches;
	return playsByItself ? 'visible' : 'interaction';
}
