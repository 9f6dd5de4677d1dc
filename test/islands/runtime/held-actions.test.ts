import { describe, expect, it, vi } from 'vitest';
import { createHeldActions } from '../../../islands/runtime/held-actions';

interface Owner {
	settled: boolean;
}

function link(id: string, clicks: string[]): HTMLAnchorElement {
	const element = document.createElement('a');
	element.href = `#${id}`;
	element.id = id;
	element.addEventListener('click', (event) => {
		event.preventDefault();
		clicks.push(id);
	});
	document.body.append(element);
	return element;
}

describe('held actions', () => {
	it('replays nothing before the first action’s island has settled, then everything settled in order', () => {
		const clicks: string[] = [];
		const slow: Owner = { settled: false };
		const fast: Owner = { settled: false };
		const held = createHeldActions<Owner>((owner) => owner.settled);
		held.hold(slow, { kind: 'click', target: link('a', clicks) });
		held.hold(fast, { kind: 'click', target: link('b', clicks) });
		held.hold(slow, { kind: 'click', target: link('c', clicks) });
		fast.settled = true;
		held.replay();
		expect(clicks).toEqual([]);
		slow.settled = true;
		held.replay();
		expect(clicks).toEqual(['a', 'b', 'c']);
		held.replay();
		expect(clicks).toEqual(['a', 'b', 'c']);
	});

	it('drops the actions of an island that left, and replays the ones waiting behind them', () => {
		const clicks: string[] = [];
		const gone: Owner = { settled: false };
		const ready: Owner = { settled: true };
		const held = createHeldActions<Owner>((owner) => owner.settled);
		held.hold(gone, { kind: 'click', target: link('a', clicks) });
		held.hold(ready, { kind: 'click', target: link('b', clicks) });
		held.drop(gone);
		expect(clicks).toEqual(['b']);
	});

	it('replays a click on the element that took its element’s place (a cart fragment replacing the header’s cart icon)', () => {
		const clicks: string[] = [];
		const owner: Owner = { settled: false };
		const held = createHeldActions<Owner>((candidate) => candidate.settled);
		const icon = link('icon', clicks);
		icon.className = 'cart-contents';
		held.hold(owner, { kind: 'click', target: icon });
		const fresh = icon.cloneNode(true) as HTMLAnchorElement;
		fresh.id = 'fresh';
		fresh.addEventListener('click', (event) => {
			event.preventDefault();
			clicks.push('fresh');
		});
		icon.replaceWith(fresh);
		owner.settled = true;
		held.replay();
		expect(clicks).toEqual(['fresh']);
	});

	it('skips an element that left the page', () => {
		const clicks: string[] = [];
		const owner: Owner = { settled: false };
		const held = createHeldActions<Owner>((candidate) => candidate.settled);
		const removed = link('a', clicks);
		held.hold(owner, { kind: 'click', target: removed });
		held.hold(owner, { kind: 'click', target: link('b', clicks) });
		removed.remove();
		owner.settled = true;
		held.replay();
		expect(clicks).toEqual(['b']);
	});

	it('submits a held form with the button that submitted it', () => {
		document.body.innerHTML = '<form id="f"><button name="add-to-cart" value="12" id="go">Add</button></form>';
		const form = document.getElementById('f') as HTMLFormElement;
		const submitter = document.getElementById('go') as HTMLButtonElement;
		const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
		const owner: Owner = { settled: true };
		const held = createHeldActions<Owner>((candidate) => candidate.settled);
		held.hold(owner, { kind: 'submit', form, submitter });
		held.replay();
		expect(requestSubmit).toHaveBeenCalledWith(submitter);
	});

	it('forgets everything on clear', () => {
		const clicks: string[] = [];
		const owner: Owner = { settled: false };
		const held = createHeldActions<Owner>((candidate) => candidate.settled);
		held.hold(owner, { kind: 'click', target: link('a', clicks) });
		held.clear();
		owner.settled = true;
		held.replay();
		expect(clicks).toEqual([]);
	});
});
