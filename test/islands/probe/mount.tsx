import { renderIsland } from '../../../islands/runtime/react-island';
import type { Unmount } from '../../../islands/types';

/** Renders a status line into its host and counts its unmounts on <html data-probe-unmounts>. */
export function mount(host: HTMLElement): Unmount {
	const container = document.createElement('span');
	host.append(container);
	const unmount = renderIsland('probe', container, <span className="probe-status">mounted</span>);
	return () => {
		unmount();
		container.remove();
		const root = document.documentElement;
		root.dataset.probeUnmounts = String(Number(root.dataset.probeUnmounts ?? '0') + 1);
	};
}
