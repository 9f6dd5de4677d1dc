import type { Page } from 'playwright-core';

/**
 * The accessible names of the landmarks matching `selector`, in the page's order, as Chromium's
 * accessibility tree gives them to a screen reader's list of landmarks: '' for an element that is
 * no `role` landmark there (unnamed, or dropped). Read through the DevTools protocol, so it works
 * with JavaScript off.
 */
export async function landmarkNames(page: Page, selector: string, role: string): Promise<string[]> {
	const session = await page.context().newCDPSession(page);
	try {
		const { root } = await session.send('DOM.getDocument');
		const { nodeIds } = await session.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
		const names: string[] = [];
		for (const nodeId of nodeIds) {
			const { nodes } = await session.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
			const [landmark] = nodes;
			names.push(landmark?.role?.value === role ? String(landmark.name?.value ?? '') : '');
		}
		return names;
	} finally {
		await session.detach();
	}
}
