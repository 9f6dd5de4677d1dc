import { launchChromium } from './test/browser/chromium';
import { fillCart } from './test/browser/support/cart';
import { splitByRun, watchScripts, watchScriptsRun } from './test/browser/support/scripts';
import { OURS, visitorContext } from './test/bench/real-store-visitors';
const url = 'http://127.0.0.1:8088/';
const paths = process.argv.slice(2);
const browser = await launchChromium();
for (const p of paths) {
  const context = await visitorContext(browser, url, OURS, { viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await fillCart(page, url);
  const scripts = watchScripts(page);
  const run = await watchScriptsRun(page);
  await page.goto(new URL(p, url).toString());
  await page.waitForLoadState('load');
  await page.waitForTimeout(3000);
  const s = splitByRun(await scripts.totals(), await run.ran());
  console.log(p, 'RAN', s.ran.gzip);
  for (const f of s.ran.files) console.log('  ', f.gzip, f.url.replace(url, ''));
  console.log('  AHEAD', s.ahead.gzip);
  for (const f of s.ahead.files) console.log('     ', f.gzip, f.url.replace(url, ''));
  await context.close();
}
await browser.close();
