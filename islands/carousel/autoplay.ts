/**
 * Autoplay (WCAG 2.2.2): it runs while the shopper wants it (the pause button; off from the
 * start under reduced motion) and nothing holds it (focus or the pointer on the slides).
 */

export type HoldReason = 'focus' | 'pointer';

export interface Autoplay {
	/** Whether the shopper wants it playing (what the pause/play button shows). */
	wanted(): boolean;
	/** Whether it is advancing now. */
	running(): boolean;
	setWanted(wanted: boolean): void;
	hold(reason: HoldReason): void;
	release(reason: HoldReason): void;
	subscribe(listener: () => void): () => void;
	destroy(): void;
}

export interface AutoplayOptions {
	readonly intervalMs: number;
	readonly startPlaying: boolean;
	readonly onTick: () => void;
}

export function createAutoplay({ intervalMs, startPlaying, onTick }: AutoplayOptions): Autoplay {
	let wanted = startPlaying;
	const holds = new Set<HoldReason>();
	const listeners = new Set<() => void>();
	let timer: ReturnType<typeof setTimeout> | undefined;

	const running = (): boolean => wanted && holds.size === 0;
	const schedule = (): void => {
		timer = setTimeout(() => {
			timer = undefined;
			onTick();
			if (running()) {
				schedule();
			}
		}, intervalMs);
	};
	// Each resume waits a whole interval: the slide shown stays for its full time.
	const update = (): void => {
		if (running() && timer === undefined) {
			schedule();
		} else if (!running() && timer !== undefined) {
			clearTimeout(timer);
			timer = undefined;
		}
		for (const listener of listeners) {
			listener();
		}
	};

	update();
	return {
		wanted: () => wanted,
		running,
		setWanted(next) {
			wanted = next;
			update();
		},
		hold(reason) {
			holds.add(reason);
			update();
		},
		release(reason) {
			holds.delete(reason);
			update();
		},
		subscribe(listener) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		},
		destroy() {
			clearTimeout(timer);
			timer = undefined;
			listeners.clear();
		},
	};
}
