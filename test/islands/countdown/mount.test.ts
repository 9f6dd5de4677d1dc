import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount as mountIsland } from '../../../islands/countdown/mount';
import { pageRenderedAt, parseFinalDate, parseSecondsLeft, splitSeconds } from '../../../islands/countdown/time';
import { defaultOptions } from '../../../islands/countdown/options';
import { installSettings } from '../../support/settings';

const LABELS = '{"daytxt":"Days","hourtxt":"Hours","minutestxt":"Min","secondstxt":"Sec"}';
const EXPIRED = 'shop-islands-countdown-expired';
/** 2030/01/01 00:00:00 in the store's zone (US Central, CST = UTC−6). */
const NEW_YEAR = Date.UTC(2030, 0, 1, 6);

const unmounts: Array<() => void> = [];
afterEach(() => unmounts.splice(0).forEach((unmount) => unmount()));

beforeEach(() => {
	vi.useFakeTimers();
	installSettings();
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
		expect(parseFinalDate('2030/01/01', defaultOptions.storeTimezone)).toBe(NEW_YEAR);
		expect(parseFinalDate('2030/07/01 12:00:00', defaultOptions.storeTimezone)).toBe(Date.UTC(2030, 6, 1, 17));
		expect(parseFinalDate('2030-07-01T12:30', defaultOptions.storeTimezone)).toBe(Date.UTC(2030, 6, 1, 17, 30));
	});

	it('honours an explicit offset or Z', () => {
		expect(parseFinalDate('2030/01/01 00:00:00Z', defaultOptions.storeTimezone)).toBe(Date.UTC(2030, 0, 1));
		expect(parseFinalDate('2030-01-01T02:00:00+02:00', defaultOptions.storeTimezone)).toBe(Date.UTC(2030, 0, 1));
		expect(parseFinalDate('2030-01-01T00:00:00-0530', defaultOptions.storeTimezone)).toBe(Date.UTC(2030, 0, 1, 5, 30));
	});

	it.each(['', 'tomorrow', '1893456000', '2030/02/30', '2030/13/01', '2030/01/01 24:00', '2030/01/01 12:60', '2030/1/1 12', '<b>2030/01/01</b>'])(
		'names no instant for %j',
		(value) => {
			expect(parseFinalDate(value, defaultOptions.storeTimezone)).toBeNull();
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
		expect(host.classList.contains(EXPIRED)).toBe(false);
		await vi.advanceTimersByTimeAsync(59_000);
		expect(figures(host)).toEqual(['00', '00', '00', '00']);
		expect(host.classList.contains(EXPIRED)).toBe(true);
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

	it('shows zeros, marked ended, and starts no timer for a past date', async () => {
		vi.setSystemTime(NEW_YEAR + 86_400_000);
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		const host = await countdown('2030/01/01');
		expect(figures(host)).toEqual(['00', '00', '00', '00']);
		expect(host.classList.contains(EXPIRED)).toBe(true);
		expect(vi.getTimerCount()).toBe(0);
		expect(warn).not.toHaveBeenCalled();
	});

	it.each(['not a date', '', '2030/02/30 10:00', '{"date":"2030/01/01"}'])('leaves the box as printed for the invalid date %j and only warns', async (value) => {
		vi.setSystemTime(NEW_YEAR - 60_000);
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		const error = vi.spyOn(console, 'error');
		const host = await countdown(value);
		expect(host.childNodes).toHaveLength(0);
		expect(host.hasAttribute('role')).toBe(false);
		expect(vi.getTimerCount()).toBe(0);
		expect(warn).toHaveBeenCalledTimes(1);
		expect(error).not.toHaveBeenCalled();
	});

	it('leaves the box as printed when it has no date at all', async () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		document.body.innerHTML = '<div class="ht-product-countdown"></div>';
		const host = document.querySelector('.ht-product-countdown') as HTMLElement;
		unmounts.push(await mountIsland(host));
		expect(host.outerHTML).toBe('<div class="ht-product-countdown"></div>');
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

/** The moment the page's response arrived, in these tests. */
const RENDERED_AT = Date.UTC(2030, 0, 1, 12);

/** The flash-sale module's box as WooLentor prints it: seconds left, labels in single-quoted JSON. */
async function flashSale(secondsLeft: string, { style = 'default', labels = LABELS }: { style?: string; labels?: string | null } = {}): Promise<HTMLElement> {
	const customLabels = labels === null ? '' : ` data-customlavel='${labels.replaceAll("'", '&#39;')}'`;
	document.body.innerHTML = `<div class="woolentor-flash-product-offer-timer"><div class="woolentor-countdown woolentor-countdown-${style}" data-countdown="${secondsLeft}"${customLabels}></div></div>`;
	const host = document.querySelector('.woolentor-countdown') as HTMLElement;
	unmounts.push(await mountIsland(host));
	return host;
}

const counts = (host: HTMLElement): string[] => [...host.querySelectorAll('.woolentor-count')].map((node) => node.textContent ?? '');

describe('flash-sale countdown (seconds left)', () => {
	beforeEach(() => {
		vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(RENDERED_AT);
		vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
	});

	it('reads whole seconds only', () => {
		expect(parseSecondsLeft('295595')).toBe(295_595);
		expect(parseSecondsLeft(' 42 ')).toBe(42);
		expect(parseSecondsLeft('-5')).toBe(-5);
		for (const value of ['', 'abc', '12.5', '1e3', '0x10', '3 days', '2030/01/01', '1234567890123']) {
			expect(parseSecondsLeft(value)).toBeNull();
		}
	});

	it('counts from when the page\'s response arrived, not from when the island mounts', () => {
		vi.mocked(performance.getEntriesByType).mockReturnValue([{ responseStart: 250 } as unknown as PerformanceEntry]);
		expect(pageRenderedAt()).toBe(RENDERED_AT + 250);
	});

	it("fills the box with WooLentor's units, counting the seconds left since the page was rendered", async () => {
		// The shopper reached the block 10 s after the page arrived: 10 s of the deal are gone.
		vi.setSystemTime(RENDERED_AT + 10_000);
		const host = await flashSale('93794');
		expect(counts(host)).toEqual(['01', '02', '03', '04']);
		expect([...host.children].map((unit) => unit.className)).toEqual(['woolentor-time woolentor-days', 'woolentor-time woolentor-hours', 'woolentor-time woolentor-mins', 'woolentor-time woolentor-secs']);
		expect([...host.querySelectorAll('.woolentor-label')].map((node) => node.textContent)).toEqual(['Days', 'Hours', 'Min', 'Sec']);
		expect(host.getAttribute('role')).toBe('timer');
		expect(host.getAttribute('aria-live')).toBe('off');
		expect(host.textContent).toBe('01 Days02 Hours03 Min04 Sec');
		await vi.advanceTimersByTimeAsync(1000);
		expect(counts(host)).toEqual(['01', '02', '03', '03']);
	});

	it('puts each figure in the tile its flip style sizes, once', async () => {
		vi.setSystemTime(RENDERED_AT);
		const host = await flashSale('61', { style: 'flip' });
		expect(host.querySelectorAll('.woolentor-time > .woolentor-time-inner > .woolentor-count')).toHaveLength(4);
		expect(counts(host)).toEqual(['00', '00', '01', '01']);
		expect(host.textContent).toBe('00 Days00 Hours01 Min01 Sec');
	});

	it('reaches zero, marks the box ended and leaves no timer', async () => {
		vi.setSystemTime(RENDERED_AT);
		const host = await flashSale('2');
		await vi.advanceTimersByTimeAsync(1000);
		expect(counts(host)).toEqual(['00', '00', '00', '01']);
		expect(host.classList.contains(EXPIRED)).toBe(false);
		await vi.advanceTimersByTimeAsync(1000);
		expect(counts(host)).toEqual(['00', '00', '00', '00']);
		expect(host.classList.contains(EXPIRED)).toBe(true);
		expect(vi.getTimerCount()).toBe(0);
	});

	it.each([['0'], ['-30']])('shows zeros, ended, for %s seconds left (a page cached past the deal)', async (value) => {
		vi.setSystemTime(RENDERED_AT);
		const host = await flashSale(value);
		expect(counts(host)).toEqual(['00', '00', '00', '00']);
		expect(host.classList.contains(EXPIRED)).toBe(true);
		expect(vi.getTimerCount()).toBe(0);
	});

	it('shows zeros, ended, when the seconds ran out before the island mounted', async () => {
		vi.setSystemTime(RENDERED_AT + 120_000);
		const host = await flashSale('60');
		expect(counts(host)).toEqual(['00', '00', '00', '00']);
		expect(host.classList.contains(EXPIRED)).toBe(true);
	});

	it.each([[''], ['abc'], ['12.5'], ['1e3'], ['"><img src=x>']])('leaves the box as printed for the seconds %j, warning once, throwing nothing', async (value) => {
		vi.setSystemTime(RENDERED_AT);
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		document.body.innerHTML = '<div class="woolentor-countdown woolentor-countdown-default"></div>';
		const host = document.querySelector('.woolentor-countdown') as HTMLElement;
		host.dataset.countdown = value;
		unmounts.push(await mountIsland(host));
		expect(host.outerHTML).toBe(`<div class="woolentor-countdown woolentor-countdown-default" data-countdown="${value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"></div>`);
		expect(vi.getTimerCount()).toBe(0);
		expect(warn).toHaveBeenCalledTimes(1);
		expect(warn).toHaveBeenCalledWith(expect.stringContaining('seconds left'));
	});

	it.each([
		['labels that are not JSON', '{"daytxt":"Days"'],
		['an apostrophe that ended WooLentor\'s single-quoted attribute', '{"daytxt":"Jours","hourtxt":"Heures","minutestxt":"Min","secondstxt":"Sec l'],
	])('falls back to the English labels for %s', async (_name, labels) => {
		vi.setSystemTime(RENDERED_AT);
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		const host = await flashSale('60', { labels });
		expect([...host.querySelectorAll('.woolentor-label')].map((node) => node.textContent)).toEqual(['Days', 'Hours', 'Minutes', 'Seconds']);
		expect(counts(host)).toEqual(['00', '00', '01', '00']);
		expect(warn).toHaveBeenCalledTimes(1);
	});

	it('shows labels holding markup as text, and missing ones in English', async () => {
		vi.setSystemTime(RENDERED_AT);
		const host = await flashSale('60', { labels: JSON.stringify({ daytxt: '<img src=x onerror=alert(1)>', hourtxt: 7 }) });
		expect(host.querySelector('img')).toBeNull();
		expect([...host.querySelectorAll('.woolentor-label')].map((node) => node.textContent)).toEqual(['<img src=x onerror=alert(1)>', 'Hours', 'Minutes', 'Seconds']);
		const unlabelled = await flashSale('60', { labels: null });
		expect([...unlabelled.querySelectorAll('.woolentor-label')].map((node) => node.textContent)).toEqual(['Days', 'Hours', 'Minutes', 'Seconds']);
	});

	it('gives the box back as printed, not ended, when unmounted', async () => {
		vi.setSystemTime(RENDERED_AT);
		const host = await flashSale('0');
		unmounts.pop()?.();
		expect(host.outerHTML).toBe(`<div class="woolentor-countdown woolentor-countdown-default" data-countdown="0" data-customlavel="${LABELS.replaceAll('"', '&quot;')}"></div>`);
	});
});
