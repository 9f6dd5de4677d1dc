import type { Unmount } from '../../../islands/types';

/** Takes over its link: each click is counted in the host's data-count instead of navigating. */
export function mount(host: HTMLElement): Unmount {
	const onClick = (event: MouseEvent): void => {
		event.preventDefault();
		host.dataset.count = String(Number(host.dataset.count ?? '0') + 1);
	};
	host.addEventListener('click', onClick);
	host.dataset.mounted = 'yes';
	return () => host.removeEventListener('click', onClick);
}
