import { launchChromium } from './test/browser/chromium';
const url = 'http://127.0.0.1:8088/product/chefs-tasting-menu/';
const browser = await launchChromium();
for (let run = 0; run < 3; run++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript(() => {
    const t: Record<string, number> = {};
    (window as any).__t = t;
    addEventListener('pointerover', () => { t.over ??= performance.now(); }, true);
    addEventListener('pointerdown', () => { t.down ??= performance.now(); }, true);
    addEventListener('click', () => { t.click ??= performance.now(); }, true);
    new MutationObserver(() => {
      const w = document.querySelector('.wc-tabs-wrapper');
      if (w?.classList.contains('shop-islands-tabs')) t.mounted ??= performance.now();
      const r = document.getElementById('tab-reviews');
      if (r && !r.hidden && getComputedStyle(r).display !== 'none' && t.down) t.shown ??= performance.now();
    }).observe(document, { subtree: true, attributes: true, childList: true });
    const po = new PerformanceObserver((l) => { for (const e of l.getEntries()) { if (e.name.includes('mount-')) (t as any)['res:' + e.name.split('/').pop()] = Math.round(e.startTime) + '-' + Math.round(e.responseEnd); } });
    po.observe({ type: 'resource', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url);
  await page.locator('.wc-tabs-wrapper').scrollIntoViewIfNeeded(); await page.hover('#tab-title-description a'); await page.waitForTimeout(150); await page.click('#tab-title-reviews a');
  await page.waitForTimeout(1500);
  console.log(JSON.stringify(await page.evaluate(() => (window as any).__t)));
  await context.close();
}
await browser.close();
