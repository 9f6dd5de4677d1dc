import type { FormView, VariationsStore } from './store';
import { listeners } from '../../shared/listeners';

/**
 * The store's first answers on the server's own selects, before React's replace them
 * (docs/product-form.md): the island starts on the shopper's intent, and React's first run
 * takes a few hundred milliseconds on a slow phone, so until it has rendered, the printed
 * selects offer what the store offers (an option that leads nowhere taken out, an inactive one
 * disabled), hold its choice and tell it of the shopper's changes; the printed reset link shows
 * once something is chosen and resets. Returns the disconnection, which puts every printed
 * option back as it was.
 */

/**
 * The reset link's key, besides the Enter a link answers by itself: Space, which makes it
 * behave as the button it is (`role="button"`), on the server's link and on React's alike.
 */
export function resetsOnKey(key: string): boolean {
	return key === ' ' || key === 'Spacebar';
}

export interface ServerSelect {
	readonly field: string;
	readonly select: HTMLSelectElement;
}

export function connectServerSelects(store: VariationsStore, selects: readonly ServerSelect[], reset: HTMLElement | null): () => void {
	const printed = selects.map(({ select }) => ({
		options: Array.from(select.options),
		disabled: Array.from(select.options, (option) => option.disabled),
	}));
	const resetVisibility = reset?.style.visibility ?? '';

	const show = (view: FormView): void => {
		selects.forEach(({ field, select }, index) => {
			const { options } = printed[index] as (typeof printed)[number];
			const offered = view.offered[field] ?? [];
			const wanted = options.filter((option) => option.value === '' || offered.some(({ value }) => value === option.value));
			// Only what differs is written: an open native list stays open through a lookup's answer.
			for (const option of wanted) {
				const disabled = option.value !== '' && (offered.find(({ value }) => value === option.value)?.disabled ?? false);
				if (option.disabled !== disabled) {
					option.disabled = disabled;
				}
			}
			if (wanted.length !== select.options.length || wanted.some((option, position) => select.options[position] !== option)) {
				select.replaceChildren(...wanted);
			}
			const value = view.chosen[field] ?? '';
			if (select.value !== value) {
				select.value = value;
			}
		});
		if (reset) {
			const anyChosen = selects.some(({ field }) => (view.chosen[field] ?? '') !== '');
			reset.style.visibility = anyChosen ? 'visible' : 'hidden';
		}
	};

	const onChange = (event: Event): void => {
		const changed = selects.find(({ select }) => select === event.currentTarget);
		if (changed) {
			store.choose(changed.field, changed.select.value);
		}
	};
	const resetChoice = (event: Event): void => {
		event.preventDefault();
		store.reset();
		selects[0]?.select.focus();
	};
	const onResetKey = (event: KeyboardEvent): void => {
		if (resetsOnKey(event.key)) {
			resetChoice(event);
		}
	};

	const events = listeners();
	for (const { select } of selects) {
		events.on(select, 'change', onChange);
	}
	events.on(reset, 'click', resetChoice);
	events.on(reset, 'keydown', onResetKey);
	const unsubscribe = store.$view.subscribe(show);

	return () => {
		unsubscribe();
		events.removeAll();
		selects.forEach(({ select }, index) => {
			const { options, disabled } = printed[index] as (typeof printed)[number];
			const value = select.value;
			options.forEach((option, position) => {
				option.disabled = disabled[position] ?? false;
			});
			select.replaceChildren(...options);
			select.value = value;
		});
		if (reset) {
			reset.style.visibility = resetVisibility;
		}
	};
}
