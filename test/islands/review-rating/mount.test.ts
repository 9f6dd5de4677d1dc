import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mount } from '../../../islands/review-rating/mount';
import { clobber } from '../../support/clobber';
import { printClassicScript, removeClassicScript } from '../../support/classic-scripts';

/** The rating part of WooCommerce's review form; the `*` is printed when review_rating_required is "yes". */
function reviewForm(required: boolean, novalidate = false): HTMLElement {
	document.body.innerHTML = `<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form"${novalidate ? ' novalidate' : ''}>
		<div class="comment-form-rating"><label for="rating" id="comment-form-rating-label">Your rating${required ? '&nbsp;<span class="required">*</span>' : ''}</label><select name="rating" id="rating" required>
			<option value="">Rate&hellip;</option>
			<option value="5">Perfect</option>
			<option value="4">Good</option>
			<option value="3">Average</option>
			<option value="2">Not that bad</option>
			<option value="1">Very poor</option>
		</select></div>
		<p class="comment-form-comment"><textarea id="comment" name="comment"></textarea></p>
		<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Submit" /></p>
	</form>`;
	return document.querySelector('.comment-form-rating') as HTMLElement;
}

const form = (): HTMLFormElement => document.querySelector('form') as HTMLFormElement;

function submit(): SubmitEvent {
	const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
	form().dispatchEvent(event);
	return event;
}

describe('review rating', () => {
	it("is left to WooCommerce where its single-product script still runs (a plugin's script needs it), and not for a post's element with its script's id nor for its settings object alone", () => {
		printClassicScript('wc-single-product');
		mount(reviewForm(false));
		expect(document.querySelector('.shop-islands-rating')).toBeNull();
		expect(form().querySelector<HTMLSelectElement>('select[name="rating"]')?.disabled).toBe(false);
		removeClassicScript('wc-single-product');
		const host = reviewForm(false);
		clobber('wc-single-product-js');
		vi.stubGlobal('wc_single_product_params', {});
		mount(host);
		expect(document.querySelector('.shop-islands-rating')).not.toBeNull();
	});

	it('shows 1 to 5 stars as a radio group labelled by the form, each star named by the select\'s option', () => {
		mount(reviewForm(true));
		const group = screen.getByRole('radiogroup', { name: 'Your rating *' });
		const stars = screen.getAllByRole('radio');
		expect(stars.map((star) => (star as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5']);
		expect(screen.getByRole('radio', { name: 'Perfect' })).toBe(stars[4]);
		expect(group.getAttribute('aria-required')).toBe('true');
		const select = document.querySelector('select') as HTMLSelectElement;
		expect(select.disabled).toBe(true);
		expect(select.hidden).toBe(true);
	});

	it('posts the chosen rating as `rating`, lighting that star and those before it', () => {
		mount(reviewForm(true));
		fireEvent.click(screen.getByRole('radio', { name: 'Good' }));
		expect(new FormData(form()).get('rating')).toBe('4');
		expect(document.querySelectorAll('.shop-islands-rating__star.is-lit')).toHaveLength(4);
		fireEvent.click(screen.getByRole('radio', { name: 'Very poor' }));
		expect(document.querySelectorAll('.shop-islands-rating__star.is-lit')).toHaveLength(1);
	});

	it('when required, the browser\'s own check refuses the form with "Please select a rating" until a star is chosen', () => {
		mount(reviewForm(true));
		const first = screen.getByRole('radio', { name: 'Very poor' }) as HTMLInputElement;
		expect(form().checkValidity()).toBe(false);
		expect(first.validationMessage).toBe('Please select a rating');
		fireEvent.click(screen.getByRole('radio', { name: 'Average' }));
		expect(form().checkValidity()).toBe(true);
	});

	it('when required, a submit that skips the browser\'s check is blocked, the message shown and announced, focus on the stars', () => {
		vi.useFakeTimers();
		mount(reviewForm(true, true));
		const later = vi.fn();
		form().addEventListener('submit', later);
		const event = submit();
		expect(event.defaultPrevented).toBe(true);
		expect(later).not.toHaveBeenCalled();
		const message = screen.getByText('Please select a rating', { selector: 'p' });
		expect(screen.getByRole('radiogroup').getAttribute('aria-describedby')).toBe(message.id);
		expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Very poor' }));
		vi.runAllTimers();
		expect(document.getElementById('shop-islands-live-assertive')?.textContent).toBe('Please select a rating');
		fireEvent.click(screen.getByRole('radio', { name: 'Perfect' }));
		expect(message.hidden).toBe(true);
		expect(submit().defaultPrevented).toBe(false);
	});

	it('when required, a submit click without a rating never reaches WooCommerce\'s own check on body (an alert that cancels the post); with one it does', () => {
		mount(reviewForm(true));
		const classicCheck = vi.fn();
		document.body.addEventListener('click', classicCheck);
		fireEvent.click(document.querySelector('#submit') as HTMLInputElement);
		expect(classicCheck).not.toHaveBeenCalled();
		fireEvent.click(screen.getByRole('radio', { name: 'Good' }));
		classicCheck.mockClear();
		fireEvent.click(document.querySelector('#submit') as HTMLInputElement);
		expect(classicCheck).toHaveBeenCalledTimes(1);
		document.body.removeEventListener('click', classicCheck);
	});

	it('when not required (no * on the label), a review without a rating goes through', () => {
		mount(reviewForm(false, true));
		expect(form().checkValidity()).toBe(true);
		expect(submit().defaultPrevented).toBe(false);
		expect(new FormData(form()).getAll('rating').filter((value) => value !== '')).toEqual([]);
	});

	it('gives the select back on unmount', () => {
		const unmount = mount(reviewForm(true));
		unmount();
		const select = document.querySelector('select') as HTMLSelectElement;
		expect(select.disabled).toBe(false);
		expect(select.hidden).toBe(false);
		expect(screen.queryAllByRole('radio')).toHaveLength(0);
	});

	it('ignores options outside 1 to 5 and does nothing without a rating select', () => {
		const host = reviewForm(true);
		const select = host.querySelector('select') as HTMLSelectElement;
		select.insertAdjacentHTML('beforeend', '<option value="9">Out of range</option><option value="2.5">Half</option>');
		mount(host);
		expect(screen.getAllByRole('radio')).toHaveLength(5);
		document.body.innerHTML = '<div class="comment-form-rating"></div>';
		mount(document.querySelector('.comment-form-rating') as HTMLElement);
		expect(screen.queryAllByRole('radio')).toHaveLength(0);
	});
});
