import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount as mountIsland } from '../../../islands/countdown/mount';
import { parseFinalDate, splitSeconds } from '../../../islands/countdown/time';
import { STORE_TIMEZONE } from '../../../shared/constants';

const LABELS = '{"daytxt":"Days","hourtxt":"Hours","minutestxt":"Min","secondstxt":"Sec"}';
/** 2030/01/01 00:00:00 in the store's zone (US Central, CST = UTC−6). */
const NEW_YEAR = Date.UTC(2030, 0, 1, 6);

const unmounts: Array<() => void> = [];
afterEach(() => unmounts.splice(0).forEach((unmount) => unmount()));

beforeEach(() => {
	vi.useFakeTimers();
});

/** WooLentor's flash-sale countdown as it prints it: an empty box with the date and the labels. */
async function countdown(finalDate: string, labels: string | null = LABELS): Promise<HTMLElement> {
	document.body.innerHTML = `<div class="ht-saleflash-countdown-wrap"><span class="ht-saleflash-countdown-title">Offer ends in</span><div class="ht-product-countdown"></div></div>`;
	const host = document.querySelector('.ht-product-countdown') as HTMLElement;
	host.dataset.countdown = finalDate;
	if (labels !== null) {
		host.dataset.customlavel = labels;
	}
	unmounts.push(await mountIsland(host));
	return host;
}

const figures = (host: HTMLElement): string[] => [...host.querySelectorAll('.cd-single-figure')].map((node) => node.textContent ?? '');
const labels = (host: HTMLElement): string[] => [...host.querySelectorAll('.cd-single-label')].map((node) => node.textContent ?? '');

describe('countdown final date', () => {
	it('reads a date without an offset in the store zone, standard and daylight time alike', () => {
		expect(parseFinalDate('2030/01/01', STORE_TIMEZONE)).toBe(NEW_YEAR);
		expect(parseFinalDate('2030/07/01 12:00:00', STORE_TIMEZONE)).toBe(Date.UTC(2030, 6, 1, 17));
		expect(parseFinalDate('2030-07-01T12:30', STORE_TIMEZONE)).toBe(Date.UTC(2030, 6, 1, 17, 30));
	});

	it('honours an explicit offset or Z', () => {
		expect(parseFinalDate('2030/01/01 00:00:00Z', STORE_TIMEZONE)).toBe(Date.UTC(2030, 0, 1));
		expect(parseFinalDate('2030-01-01T02:00:00+02:00', STORE_TIMEZONE)).toBe(Date.UTC(2030, 0, 1));
		expect(parseFinalDate('2030-01-01T00:00:00-0530', STORE_TIMEZONE)).toBe(Date.UTC(2030, 0, 1, 5, 30));
	});

	it.each(['', 'tomorrow', '1893456000', '2030/02/30', '2030/13/01', '2030/01/01 24:00', '2030/01/01 12:60', '2030/1/1 12', '<b>2030/01/01</b>'])(
		'names no instant for %j',
		(value) => {
			expect(parseFinalDate(value, STORE_TIMEZONE)).toBeNull();
		},
	);

	it('splits seconds into days, hours, minutes and seconds', () => {
		expect(splitSeconds(93_784)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
		expect(splitSeconds(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
	});
});

describe('countdown island', () => {
	it("fills WooLentor's empty box with the four figures and the block's labels, as a timer that is not read aloud each second", async () => {
		vi.setSystemTime(NEW_YEAR - 93_784_000);
		const host = await countdown('2030/01/01');
		expect(figures(host)).toEqual(['01', '02', '03', '04']);
		expect(labels(host)).toEqual(['Days', 'Hours', 'Min', 'Sec']);
		expect(host.getAttribute('role')).toBe('timer');
		expect(host.getAttribute('aria-live')).toBe('off');
		expect(host.textContent).toBe('01 Days02 Hours03 Min04 Sec');
	});

	it('counts down each second and stops at zero, leaving no timer behind', async () => {
		vi.setSystemTime(NEW_YEAR - 62_000);
		const host = await countdown('2030/01/01');
		expect(figures(host)).toEqual(['00', '00', '01', '02']);
		await vi.advanceTimersByTimeAsync(1000);
		expect(figures(host)).toEqual(['00', '00', '01', '01']);
		await vi.advanceTimersByTimeAsync(2000);
		expect(figures(host)).toEqual(['00', '00', '00', '59']);
		await vi.advanceTimersByTimeAsync(59_000);
		expect(figures(host)).toEqual(['00', '00', '00', '00']);
		expect(vi.getTimerCount()).toBe(0);
		await vi.advanceTimersByTimeAsync(5000);
		expect(figures(host)).toEqual(['00', '00', '00', '00']);
	});

	it('changes on the second boundary when mounted mid-second (the last second shows 01)', async () => {
		vi.setSystemTime(NEW_YEAR - 1500);
		const host = await countdown('2030/01/01');
		expect(figures(host)).toEqual(['00', '00', '00', '02']);
		await vi.advanceTimersByTimeAsync(499);
		expect(figures(host)).toEqual(['00', '00', '00', '02']);
		await vi.advanceTimersByTimeAsync(1);
		expect(figures(host)).toEqual(['00', '00', '00', '01']);
		await vi.advanceTimersByTimeAsync(1000);
		expect(figures(host)).toEqual(['00', '00', '00', '00']);
	});

	it('shows zeros and starts no timer for a past date', async () => {
		vi.setSystemTime(NEW_YEAR + 86_400_000);
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		const host = await countdown('2030/01/01');
		expect(figures(host)).toEqual(['00', '00', '00', '00']);
		expect(vi.getTimerCount()).toBe(0);
		expect(warn).not.toHaveBeenCalled();
	});

	it.each(['not a date', '', '2030/02/30 10:00', '{"date":"2030/01/01"}'])('shows zeros for the invalid date %j and only warns', async (value) => {
		vi.setSystemTime(NEW_YEAR - 60_000);
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		const error = vi.spyOn(console, 'error');
		const host = await countdown(value);
		expect(figures(host)).toEqual(['00', '00', '00', '00']);
		expect(vi.getTimerCount()).toBe(0);
		expect(warn).toHaveBeenCalledTimes(1);
		expect(error).not.toHaveBeenCalled();
	});

	it('shows zeros when the box has no date at all', async () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		document.body.innerHTML = '<div class="ht-product-countdown"></div>';
		unmounts.push(await mountIsland(document.querySelector('.ht-product-countdown') as HTMLElement));
		expect(figures(document.querySelector('.ht-product-countdown') as HTMLElement)).toEqual(['00', '00', '00', '00']);
		expect(warn).toHaveBeenCalledWith(expect.stringContaining('final date'));
	});

	it('shows labels holding markup as text', async () => {
		vi.setSystemTime(NEW_YEAR - 60_000);
		const host = await countdown(
			'2030/01/01',
			JSON.stringify({ daytxt: '<img src=x onerror=alert(1)>', hourtxt: 'H', minutestxt: 'M', secondstxt: 'S' }),
		);
		expect(host.querySelector('img')).toBeNull();
		expect(labels(host)[0]).toBe('<img src=x onerror=alert(1)>');
	});

	it('falls back to the English labels for a missing, non-string or unreadable label', async () => {
		vi.setSystemTime(NEW_YEAR - 60_000);
		expect(labels(await countdown('2030/01/01', null))).toEqual(['Days', 'Hours', 'Minutes', 'Seconds']);
		expect(labels(await countdown('2030/01/01', '{"daytxt":"Tage","hourtxt":3}'))).toEqual(['Tage', 'Hours', 'Minutes', 'Seconds']);
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		expect(labels(await countdown('2030/01/01', '{daytxt:'))).toEqual(['Days', 'Hours', 'Minutes', 'Seconds']);
		expect(warn).toHaveBeenCalledTimes(1);
	});

	it('gives back what the box held when unmounted', async () => {
		vi.setSystemTime(NEW_YEAR - 60_000);
		document.body.innerHTML = '<div class="ht-product-countdown" data-countdown="2030/01/01"><noscript>Ends January 1</noscript></div>';
		const host = document.querySelector('.ht-product-countdown') as HTMLElement;
		const unmount = await mountIsland(host);
		expect(host.querySelector('noscript')).toBeNull();
		unmount();
		expect(host.innerHTML).toBe('<noscript>Ends January 1</noscript>');
	});

	it('stops and gives the box back empty when unmounted', async () => {
		vi.setSystemTime(NEW_YEAR - 60_000);
		const host = await countdown('2030/01/01');
		unmounts.pop()?.();
		expect(vi.getTimerCount()).toBe(0);
		expect(host.childElementCount).toBe(0);
		expect(host.hasAttribute('role')).toBe(false);
	});
});
