import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHosts, islandEntries, type HostEvents } from '../../../islands/runtime/hosts';
import type { IslandModule } from '../../../islands/types';
import { deferred } from '../../support/deferred';
import { documentBuiltIns } from '../../support/clobber';

beforeEach(() => {
	vi.useFakeTimers();
});


function recordingIsland(log: string[]): IslandModule {
	return {
		mount(host) {
			log.push(`mount ${host.id}`);
			return () => log.push(`unmount ${host.id}`);
		},
	};
}

function silentEvents(): HostEvents {
	return { settled: vi.fn(), forgotten: vi.fn() };
}

describe('island hosts', () => {
	it('marks a host by data-island or by its stock markers, once per island however often it is scanned', async () => {
		document.body.innerHTML = '<div id="a" data-island="probe"></div><div id="b" class="stock"></div>';
		const log: string[] = [];
		const load = vi.fn(async () => recordingIsland(log));
		const hosts = createHosts(islandEntries({ probe: { markers: '.stock', load, when: 'load' } }), silentEvents());
		hosts.scan(document.documentElement);
		hosts.scan(document.documentElement);
		await vi.advanceTimersByTimeAsync(0);
		expect(log).toEqual(['mount a', 'mount b']);
		expect(load).toHaveBeenCalledTimes(2);
		hosts.stop();
		expect(log).toEqual(['mount a', 'mount b', 'unmount a', 'unmount b']);
	});

	it('asks a node holding no marker one query, and still finds a host that is the node or inside it', async () => {
		const log: string[] = [];
		const registry = {
			probe: { markers: '.stock', load: async () => recordingIsland(log), when: 'load' as const },
			other: { markers: '.other', load: async () => recordingIsland(log), when: 'load' as const },
		};
		const hosts = createHosts(islandEntries(registry), silentEvents());
		document.body.innerHTML = '<span id="plain"><b>no marker</b></span><p id="host" class="stock"></p><div id="wrap"><i id="inside" class="other"></i></div>';
		const plain = document.getElementById('plain') as HTMLElement;
		const queryAll = vi.spyOn(plain, 'querySelectorAll');
		const query = vi.spyOn(plain, 'querySelector');
		hosts.scan(plain);
		expect(query).toHaveBeenCalledTimes(1);
		expect(queryAll).not.toHaveBeenCalled();
		hosts.scan(document.getElementById('host') as HTMLElement);
		hosts.scan(document.getElementById('wrap') as HTMLElement);
		await vi.advanceTimersByTimeAsync(0);
		expect(log).toEqual(['mount host', 'mount inside']);
		hosts.stop();
	});

	it('scans nothing, and throws nothing, with no island registered', () => {
		document.body.innerHTML = '<div class="stock"></div>';
		const hosts = createHosts(islandEntries({}), silentEvents());
		expect(() => hosts.scan(document.documentElement)).not.toThrow();
		hosts.stop();
	});

	it('reports a host pending until its island settles, then tells its listener', async () => {
		document.body.innerHTML = '<div id="outer" data-island="outer"><a id="inner" data-island="inner" href="#x">x</a></div>';
		const chunk = deferred<IslandModule>();
		const events = silentEvents();
		const hosts = createHosts(
			islandEntries({
				outer: { load: () => chunk.promise, when: 'interaction' },
				inner: { load: () => chunk.promise, when: 'interaction' },
			}),
			events,
		);
		hosts.scan(document.documentElement);
		const link = document.getElementById('inner') as HTMLElement;
		expect(hosts.pendingAround(link).map((record) => record.island)).toEqual(['inner', 'outer']);
		hosts.startIsland('inner');
		chunk.resolve(recordingIsland([]));
		await vi.advanceTimersByTimeAsync(0);
		expect(hosts.pendingAround(link).map((record) => record.island)).toEqual(['outer']);
		expect(events.settled).toHaveBeenCalledTimes(1);
		hosts.stop();
	});

	it('does not report a host pending around a click when its island holds no actions (a lazy background around a section)', () => {
		document.body.innerHTML = '<section id="section" data-island="background"><a id="link" href="#x">x</a></section>';
		const hosts = createHosts(
			islandEntries({ background: { load: () => new Promise(() => undefined), when: 'visible', holdsActions: false } }),
			silentEvents(),
		);
		hosts.scan(document.documentElement);
		expect(hosts.pendingAround(document.getElementById('link') as Element)).toEqual([]);
		hosts.stop();
	});

	it('finds the hosts an element elsewhere triggers', () => {
		document.body.innerHTML = '<a class="icon" href="#c"><span id="label">Cart</span></a><div data-island="panel"></div>';
		const hosts = createHosts(
			islandEntries({ panel: { load: () => new Promise(() => undefined), when: 'interaction', triggers: '.icon' } }),
			silentEvents(),
		);
		hosts.scan(document.documentElement);
		expect(hosts.pendingTriggeredBy(document.getElementById('label') as Element)).toHaveLength(1);
		expect(hosts.pendingTriggeredBy(document.body)).toHaveLength(0);
		hosts.stop();
	});

	it('never mounts an island whose host left while its chunk loaded', async () => {
		document.body.innerHTML = '<div id="gone" data-island="probe"></div>';
		const chunk = deferred<IslandModule>();
		const log: string[] = [];
		const events = silentEvents();
		const hosts = createHosts(islandEntries({ probe: { load: () => chunk.promise, when: 'load' } }), events);
		hosts.scan(document.documentElement);
		document.getElementById('gone')?.remove();
		hosts.forgetDisconnected();
		expect(events.forgotten).toHaveBeenCalledTimes(1);
		chunk.resolve(recordingIsland(log));
		await vi.advanceTimersByTimeAsync(0);
		expect(log).toEqual([]);
		expect(events.settled).not.toHaveBeenCalled();
	});

	it('reports a failing unmount and still forgets the host', async () => {
		const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
		document.body.innerHTML = '<div id="h" data-island="probe"></div>';
		const hosts = createHosts(
			islandEntries({
				probe: {
					load: async () => ({
						mount: () => () => {
							throw new Error('cleanup bug');
						},
					}),
					when: 'load',
				},
			}),
			silentEvents(),
		);
		hosts.scan(document.documentElement);
		await vi.advanceTimersByTimeAsync(0);
		hosts.unmountWithin(document.body);
		expect(consoleError).toHaveBeenCalledTimes(1);
		hosts.unmountWithin(document.body);
		expect(consoleError).toHaveBeenCalledTimes(1);
	});

	describe('an island fetched ahead (#24)', () => {
		afterEach(() => {
			vi.restoreAllMocks();
		});
		const loading = (): void => {
			vi.spyOn(documentBuiltIns(), 'readyState', 'get').mockReturnValue('interactive');
		};
		const aheadIsland = (log: string[]) =>
			Object.assign(async () => recordingIsland(log), { ahead: vi.fn() });

		it('fetches its chunk once the page has loaded, once for all its hosts, without mounting it', async () => {
			loading();
			document.body.innerHTML = '<a id="a" class="add"></a><a id="b" class="add"></a>';
			const log: string[] = [];
			const load = aheadIsland(log);
			const hosts = createHosts(islandEntries({ add: { markers: '.add', load, when: 'interaction', ahead: true } }), silentEvents());
			hosts.scan(document.documentElement);
			expect(load.ahead).not.toHaveBeenCalled();
			window.dispatchEvent(new Event('load'));
			window.dispatchEvent(new Event('load'));
			await vi.advanceTimersByTimeAsync(0);
			expect(load.ahead).toHaveBeenCalledTimes(1);
			expect(log).toEqual([]);
			hosts.stop();
		});

		it('fetches nothing for a page whose islands stopped before it loaded', async () => {
			loading();
			document.body.innerHTML = '<a id="a" class="add"></a>';
			const load = aheadIsland([]);
			const hosts = createHosts(islandEntries({ add: { markers: '.add', load, when: 'interaction', ahead: true } }), silentEvents());
			hosts.scan(document.documentElement);
			hosts.stop();
			window.dispatchEvent(new Event('load'));
			await vi.advanceTimersByTimeAsync(0);
			expect(load.ahead).not.toHaveBeenCalled();
		});

		it('fetches at once for a host found after the load (a fragment, a quick view)', () => {
			document.body.innerHTML = '<a id="a" class="add"></a>';
			const load = aheadIsland([]);
			const hosts = createHosts(islandEntries({ add: { markers: '.add', load, when: 'interaction', ahead: true } }), silentEvents());
			hosts.scan(document.documentElement);
			expect(load.ahead).toHaveBeenCalledTimes(1);
			hosts.stop();
		});

		it('fetches ahead an island that waits for the first input, and does not run it before', async () => {
			loading();
			document.body.innerHTML = '<script id="settings" type="application/json">{}</script>';
			const log: string[] = [];
			const load = aheadIsland(log);
			const hosts = createHosts(islandEntries({ record: { markers: '#settings', load, when: 'first-input', ahead: true } }), silentEvents());
			hosts.scan(document.documentElement);
			window.dispatchEvent(new Event('load'));
			await vi.advanceTimersByTimeAsync(0);
			expect(load.ahead).toHaveBeenCalledTimes(1);
			expect(log).toEqual([]);
			window.dispatchEvent(new Event('pagehide'));
			await vi.advanceTimersByTimeAsync(0);
			expect(log).toEqual(['mount settings']);
			hosts.stop();
		});

		it('fetches nothing ahead for an island that starts by itself, one not marked ahead, or one the shopper started first', async () => {
			loading();
			document.body.innerHTML = '<form id="f" class="form"></form><a id="a" class="plain"></a><a id="b" class="early"></a>';
			const byItself = aheadIsland([]);
			const unmarked = aheadIsland([]);
			const early = aheadIsland([]);
			const hosts = createHosts(
				islandEntries({
					form: { markers: '.form', load: byItself, when: () => 'visible', ahead: true },
					plain: { markers: '.plain', load: unmarked, when: 'interaction' },
					early: { markers: '.early', load: early, when: 'interaction', ahead: true },
				}),
				silentEvents(),
			);
			hosts.scan(document.documentElement);
			document.getElementById('b')?.dispatchEvent(new Event('pointerover'));
			window.dispatchEvent(new Event('load'));
			await vi.advanceTimersByTimeAsync(0);
			expect([byItself.ahead, unmarked.ahead, early.ahead].map((ahead) => ahead.mock.calls.length)).toEqual([0, 0, 0]);
			hosts.stop();
		});
	});
});
