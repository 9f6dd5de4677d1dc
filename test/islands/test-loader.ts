import { startIslands } from '../../islands/runtime/index';
import type { IslandRegistry } from '../../islands/types';

/** The loader of the test page /__test__/loader/: the real runtime with test islands. */
const registry: IslandRegistry = {
	probe: { load: () => import('./probe/mount'), when: 'load' },
	counter: { load: () => import('./counter/mount'), when: 'interaction' },
	broken: { load: () => import('./broken/mount'), when: 'load' },
	'rest-probe': { load: () => import('./rest-probe/mount'), when: 'load' },
};

startIslands(registry);
