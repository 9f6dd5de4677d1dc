import { renderIsland } from '../runtime/react-island';
import type { Unmount } from '../types';
import { VariationsForm, type VariationsFormProps } from './VariationsForm';

/**
 * The variations form's React view, a chunk of its own: the island's first answers come from
 * the store on the server's selects (server-selects.ts) while this one loads and React first
 * runs; then it renders over them (mount.ts).
 */
export function renderView(root: HTMLElement, props: VariationsFormProps): Unmount {
	return renderIsland('variations-form', root, <VariationsForm {...props} />);
}
