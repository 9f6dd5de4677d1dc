import { useCallback, useEffect, useLayoutEffect, useRef, useState } from '@wordpress/element';
import { attachGlider, type GliderHandle } from '../../shared/glider';
import { __ } from '../../shared/i18n';
import { createAutoplay, type Autoplay } from './autoplay';
import { defaultOptions } from './options';
import { lastStart, nextStart, pageOf, pageStarts, previousStart } from './positions';
import { layoutAt, type CarouselOptions, type Layout } from './settings';
import { builtIn } from '../../shared/page-document';
import { listeners } from '../../shared/listeners';

/** On the slider once glider runs on it (the stylesheet shows the controls row after it). */
const MOUNTED_CLASS = 'shop-islands-carousel';
const RTL_CLASS = 'shop-islands-carousel--rtl';
/** A slider this close to a slide's edge (a fraction of a slide) is on it. */
const ALIGNED = 0.01;
const FIELDS = 'input, textarea, select, [contenteditable]';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface CarouselProps {
	/** The server's slider element: glider runs on it, over its own slides. */
	readonly host: HTMLElement;
	readonly slides: readonly HTMLElement[];
	readonly options: CarouselOptions;
	readonly reducedMotion: MediaQueryList;
}

/**
 * Previous / Next, dots and the pause button under a carousel whose slides are the server's
 * (docs/listings-and-content.md#carousels). Slides out of view are `inert`; RTL carousels start
 * from the right and Next moves left. glider-js scrolls left to right only, so in RTL the track
 * runs reversed (CSS) and each position is mirrored here.
 */
export function Carousel({ host, slides, options, reducedMotion }: CarouselProps) {
	const count = slides.length;
	const [layout, setLayout] = useState<Layout>(() => layoutAt(options, window.innerWidth));
	const [start, setStart] = useState(0);
	// The pause button is there from the first render, so the row never changes its items.
	const autoplay = useRef<Autoplay | null>(null);
	const [playing, setPlaying] = useState(() => options.autoplay && !reducedMotion.matches);
	const glider = useRef<GliderHandle | null>(null);
	// `moving`: the slide a move of ours is heading for (glider's position), until it gets there.
	const current = useRef<{ start: number; layout: Layout; moving: number | null }>({ start: 0, layout, moving: null });

	const physical = useCallback(
		(logical: number, shown: Layout): number => (options.rtl ? Math.max(0, count - shown.show - logical) : logical),
		[count, options.rtl],
	);

	const go = useCallback(
		(target: number): void => {
			const handle = glider.current;
			current.current.start = target;
			setStart(target);
			if (!handle) {
				return;
			}
			const durationMs = reducedMotion.matches ? 0 : options.speedMs;
			const position = physical(target, current.current.layout);
			current.current.moving = durationMs > 0 ? position : null;
			handle.scrollTo(position, durationMs);
		},
		[options.speedMs, physical, reducedMotion],
	);
	const next = useCallback(() => go(nextStart(current.current.start, count, current.current.layout, options.infinite)), [count, go, options.infinite]);
	const previous = useCallback(
		() => go(previousStart(current.current.start, count, current.current.layout, options.infinite)),
		[count, go, options.infinite],
	);

	// glider on the server's slides, at the first page, in the commit that fills the controls row:
	// the slider's room for the row goes in the same frame as the row shows.
	useLayoutEffect(() => {
		const shown = current.current.layout;
		host.classList.add(MOUNTED_CLASS);
		host.classList.toggle(RTL_CLASS, options.rtl);
		const handle = attachGlider(host, {
			slidesToShow: shown.show,
			slidesToScroll: shown.scroll,
			draggable: false,
			scrollLock: false,
			resizeLock: false,
			duration: 0,
		});
		glider.current = handle;
		host.scrollLeft = physical(0, shown) * handle.glider.itemWidth;
		// A move cut short by a newer one also ends (at its own target): only the newest counts.
		const onAnimated = (event: Event): void => {
			if ((event as CustomEvent<{ value: unknown }>).detail?.value === current.current.moving) {
				current.current.moving = null;
			}
		};
		// glider resizes the slides on its own resize listener (added first); the page shown follows here.
		const onResize = (): void => {
			const next = layoutAt(options, window.innerWidth);
			const before = current.current.layout;
			if (next.show !== before.show || next.scroll !== before.scroll) {
				current.current.layout = next;
				handle.glider.setOption({ slidesToShow: next.show, slidesToScroll: next.scroll }, true);
				handle.glider.refresh(true);
				setLayout(next);
			}
			const target = Math.min(current.current.start, lastStart(count, next));
			current.current.start = target;
			setStart(target);
			host.scrollLeft = physical(target, next) * handle.glider.itemWidth;
		};
		// A swipe (native scrolling) moves a page once it passes 1/`touchThreshold` (options.ts) of a slide, as slick's.
		const onScrollEnd = (): void => {
			if (current.current.moving !== null || handle.glider.itemWidth === 0) {
				return;
			}
			const shownNow = current.current.layout;
			const at = host.scrollLeft / handle.glider.itemWidth;
			const logical = options.rtl ? count - shownNow.show - at : at;
			const from = current.current.start;
			const delta = logical - from;
			// Already where it should be (the end of one of our own moves).
			if (Math.abs(delta) < ALIGNED) {
				return;
			}
			let target = from;
			if (Math.abs(delta) >= 1 / defaultOptions.touchThreshold) {
				target =
					Math.abs(delta) <= shownNow.scroll
						? delta > 0
							? nextStart(from, count, shownNow, false)
							: previousStart(from, count, shownNow, false)
						: Math.min(Math.max(Math.round(logical), 0), lastStart(count, shownNow));
			}
			go(target);
		};
		const events = listeners();
		// glider's own event is no HTMLElement event type: listened for on the slider as an EventTarget.
		events.on<EventTarget, string>(host, 'glider-animated', onAnimated);
		events.on(host, 'scrollend', onScrollEnd);
		events.on(window, 'resize', onResize);
		return () => {
			events.removeAll();
			handle.destroy();
			glider.current = null;
			host.classList.remove(MOUNTED_CLASS, RTL_CLASS);
		};
	}, [count, go, host, options, physical]);

	// Only the slides in view can be reached: the others are inert until they slide in. Focus on a
	// slide that leaves (the arrow keys moved on) goes to the first slide in view, not to the page.
	useLayoutEffect(() => {
		const active = builtIn('activeElement');
		let focusLeft = false;
		slides.forEach((slide, index) => {
			const out = index < start || index >= start + layout.show;
			focusLeft ||= out && active instanceof Node && slide.contains(active);
			slide.inert = out;
		});
		const first = slides[start];
		if (focusLeft && first) {
			// Not shared/focus.ts's focusableWithin: WooLentor prints the slider itself `hidden`.
			first.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
		}
	}, [layout.show, slides, start]);
	useEffect(
		() => () => {
			for (const slide of slides) {
				slide.inert = false;
			}
		},
		[slides],
	);

	// Autoplay, paused while focus or (pause_on_hover) the pointer is on the slides, off under reduced motion.
	useEffect(() => {
		if (!options.autoplay) {
			return undefined;
		}
		const instance = createAutoplay({ intervalMs: options.autoplaySpeedMs, startPlaying: !reducedMotion.matches, onTick: next });
		const sync = (): void => setPlaying(instance.wanted());
		const unsubscribe = instance.subscribe(sync);
		sync();
		autoplay.current = instance;
		const onEnter = (): void => instance.hold('pointer');
		const onLeave = (): void => instance.release('pointer');
		const onFocusIn = (): void => instance.hold('focus');
		const onFocusOut = (event: FocusEvent): void => {
			if (!(event.relatedTarget instanceof Node && host.contains(event.relatedTarget))) {
				instance.release('focus');
			}
		};
		const onMotion = (): void => {
			if (reducedMotion.matches) {
				instance.setWanted(false);
			}
		};
		const events = listeners();
		if (options.pauseOnHover) {
			events.on(host, 'pointerenter', onEnter);
			events.on(host, 'pointerleave', onLeave);
		}
		events.on(host, 'focusin', onFocusIn);
		events.on(host, 'focusout', onFocusOut);
		events.on(reducedMotion, 'change', onMotion);
		return () => {
			events.removeAll();
			unsubscribe();
			instance.destroy();
			autoplay.current = null;
		};
	}, [host, next, options.autoplay, options.autoplaySpeedMs, options.pauseOnHover, reducedMotion]);

	// The arrow keys on the slides move a page, in the page's direction.
	useEffect(() => {
		const onKey = (event: KeyboardEvent): void => {
			// Not in a field of a slide (a quantity box), where the arrows move the caret.
			if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || (event.target as Element).closest(FIELDS)) {
				return;
			}
			const forward = options.rtl ? 'ArrowLeft' : 'ArrowRight';
			const backward = options.rtl ? 'ArrowRight' : 'ArrowLeft';
			if (event.key === forward || event.key === backward) {
				event.preventDefault();
				(event.key === forward ? next : previous)();
			}
		};
		const events = listeners();
		events.on(host, 'keydown', onKey);
		return () => events.removeAll();
	}, [host, next, options.rtl, previous]);

	const starts = pageStarts(count, layout);
	const page = pageOf(start, starts);
	const controls = host.id || undefined;
	const atFirst = !options.infinite && start === 0;
	const atLast = !options.infinite && start >= lastStart(count, layout);
	// Every slide in view: nothing to step through or play, and no control for it, as slick shows none.
	const paged = starts.length > 1;
	return (
		<>
			{options.arrows && paged && <StepButton name="previous" label={__('Previous', 'shop-islands')} glyph="‹" controls={controls} atEnd={atFirst} onStep={previous} />}
			{options.dots && paged && (
				<div className="shop-islands-carousel__dots">
					{starts.map((first, index) => (
						<button
							key={first}
							type="button"
							className="shop-islands-carousel__dot"
							aria-controls={controls}
							aria-current={index === page || undefined}
							aria-label={__('Go to page %d', 'shop-islands').replace('%d', String(index + 1))}
							onClick={() => go(first)}
						/>
					))}
				</div>
			)}
			{options.autoplay && paged && (
				<button
					type="button"
					className="shop-islands-carousel__pause"
					aria-controls={controls}
					aria-label={playing ? __('Pause', 'shop-islands') : __('Play', 'shop-islands')}
					onClick={() => autoplay.current?.setWanted(!playing)}
				>
					<span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
				</button>
			)}
			{options.arrows && paged && <StepButton name="next" label={__('Next', 'shop-islands')} glyph="›" controls={controls} atEnd={atLast} onStep={next} />}
		</>
	);
}

interface StepButtonProps {
	readonly name: 'previous' | 'next';
	readonly label: string;
	readonly glyph: string;
	readonly controls: string | undefined;
	/** At the first or last page of a carousel that does not loop: announced, and does nothing. */
	readonly atEnd: boolean;
	readonly onStep: () => void;
}

function StepButton({ name, label, glyph, controls, atEnd, onStep }: StepButtonProps) {
	return (
		<button
			type="button"
			className={`shop-islands-carousel__${name}`}
			aria-controls={controls}
			aria-disabled={atEnd || undefined}
			aria-label={label}
			onClick={() => !atEnd && onStep()}
		>
			<span aria-hidden="true">{glyph}</span>
		</button>
	);
}
