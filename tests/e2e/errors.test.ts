import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildDir} from '../lib/build';
import {holdRequests, url, useBrowser, visit, waitForHydration, withSession} from './browser';

const browser = useBrowser();

const lazyPartText = 'The lazily loaded part rendered.';

/** The build's chunk file that holds the fixture's lazily loaded part (chunks are named by id). */
function lazyPartChunk(): string {
  const dir = path.join(buildDir, 'assets/js');
  const file = fs.readdirSync(dir).find((name) => fs.readFileSync(path.join(dir, name), 'utf8').includes(lazyPartText));
  assert.ok(file, `no chunk in ${dir} contains "${lazyPartText}"`);
  return file;
}

test('a page chunk that fails to load shows the red box, and Retry recovers', async () => {
  await withSession(browser(), {allowProblems: true}, async ({page}) => {
    // Only the lazy part's chunk is intercepted, and it fails only once the page has hydrated.
    // The part starts loading while hydration renders, and react-loadable drops a result that
    // arrives before its componentDidMount: hydration runs in a transition and yields, so an
    // instant abort could land in between and leave the spinner up for good (CI missed the box
    // that way on a busy machine; with the CPU slowed 12x it did so 8 times out of 8).
    let failing = true;
    await page.route(`**/assets/js/${lazyPartChunk()}`, async (route) => {
      if (!failing) return route.continue();
      await waitForHydration(page);
      return route.abort();
    });
    await page.goto(url('/__test__/lazy'));
    const retry = page.locator('button', {hasText: 'Retry'});
    await retry.waitFor();
    const box = retry.locator('xpath=../..');
    assert.equal(await box.evaluate((el) => getComputedStyle(el).backgroundColor), 'rgb(250, 56, 62)');
    assert.match(await box.innerText(), /Loading chunk|ChunkLoadError|failed/i);
    failing = false;
    await retry.click();
    await page.locator('#lazy-part').waitFor();
  });
});

test('a part of a page that is still loading shows the spinner only after 200 ms', async () => {
  await withSession(browser(), {}, async ({page}) => {
    const chunk = lazyPartChunk();
    const {release} = await holdRequests(page, `**/assets/js/${chunk}`);
    // When the chunk's script element is added and when the spinner is. A string: tsx would wrap
    // the observer's callback in a helper the page does not have.
    await page.addInitScript(`(() => {
      const times = (window.loadTimes = {});
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node.nodeName === 'SCRIPT' && node.src.includes(${JSON.stringify(chunk)})) times.chunk ??= performance.now();
            if (node instanceof Element && (node.id === 'loader' || node.querySelector('#loader'))) times.spinner ??= performance.now();
          }
        }
      }).observe(document, {childList: true, subtree: true});
    })()`);
    await page.goto(url('/__test__/lazy'));
    await page.locator('#loader').waitFor();
    const times = await page.evaluate(() => (window as unknown as {loadTimes: {chunk: number; spinner: number}}).loadTimes);
    assert.ok(times.spinner - times.chunk >= 195, `the spinner came ${Math.round(times.spinner - times.chunk)} ms after the chunk was asked for`);
    release();
    await page.locator('#lazy-part').waitFor();
    assert.equal(await page.locator('#loader').count(), 0);
  });
});

test('a crashing page shows "This page crashed." and "Try again" renders it again', async () => {
  await withSession(browser(), {allowProblems: true}, async ({page}) => {
    await visit(page, '/__test__/crash');
    await page.locator('button', {hasText: 'Crash now'}).click();
    await page.locator('text=This page crashed.').waitFor();
    assert.match(await page.locator('main, #__docusaurus').first().innerText(), /Test fixture crashed on purpose/);
    await page.locator('button', {hasText: 'Try again'}).click();
    await page.locator('button', {hasText: 'Crash now'}).waitFor();
  });
});

test('a crash outside the layout shows the site-wide error page with the page-error title', async () => {
  await withSession(browser(), {allowProblems: true}, async ({page}) => {
    await visit(page, '/__test__/crash');
    assert.equal(await page.title(), 'Crash fixture | Home Assistant Developer Docs');
    await page.locator('button', {hasText: 'Crash the whole page'}).click();
    await page.locator('button', {hasText: 'Try again'}).waitFor();
    assert.match(await page.locator('#__docusaurus').innerText(), /This page crashed/);
    assert.match(await page.locator('#__docusaurus').innerText(), /Test fixture crashed its whole page on purpose/);
    await page.waitForFunction(() => document.title === 'Page Error');
  });
});

test('a route change whose preload fails logs a warning and reloads the window', async () => {
  await withSession(browser(), {allowProblems: true}, async ({page}) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await visit(page, '/');
    await page.evaluate(() => ((window as unknown as {marker: boolean}).marker = true));
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.locator('main a[href="/docs/development_index"]').first().click();
    // A new document has no marker: the window was reloaded, not routed.
    await page.waitForFunction(() => (window as unknown as {marker?: boolean}).marker === undefined);
    assert.ok(warnings.some((w) => w.startsWith('ChunkLoadError: Loading chunk')), `no warning logged: ${warnings.join(' | ')}`);
    // The reload loaded the page that was asked for, which works once its files load again.
    assert.equal(page.url(), url('/docs/development_index'));
    await page.unroute('**/assets/js/**');
    await page.reload();
    await waitForHydration(page);
    assert.equal(await page.locator('article h1').first().innerText(), 'Home Assistant Core');
  });
});

test('with browser storage blocked a warning is logged and the site still works', async () => {
  await withSession(browser(), {}, async ({page, context}) => {
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await visit(page, '/');
    assert.ok(warnings.some((w) => w.includes('Docusaurus browser storage is not available')), warnings.join(' | '));
    await page.locator('button[aria-label*="Switch between dark and light mode"]').click();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.themeChoice), 'light');
    await page.locator('.theme-announcement-bar button[aria-label="Close"]').click();
    await page.locator('.theme-announcement-bar').waitFor({state: 'detached'});
    await page.locator('.navbar a[href="/blog"]').first().click();
    await page.waitForURL(/\/blog$/);
  });
});

const bannerContainer = '#__docusaurus-base-url-issue-banner-container';

test('the base-URL banner shows on the home page when the site files do not load, with a suggested base URL', async () => {
  await withSession(browser(), {allowProblems: true}, async ({page}) => {
    // What a wrong base URL does: every stylesheet and script of the build answers 404.
    await page.route('**/assets/**', (route) => route.fulfill({status: 404, body: ''}));
    await page.goto(url('/'));
    const banner = page.locator(bannerContainer);
    await banner.waitFor({state: 'visible'});
    const text = (await banner.textContent())!.replace(/\s+/g, ' ');
    assert.match(text, /Your Docusaurus site did not load properly\./);
    assert.match(text, /A very common reason is a wrong site baseUrl configuration\./);
    assert.equal(await page.locator('#__docusaurus-base-url-issue-banner-suggestion-container').textContent(), '/');
    assert.equal(await banner.count(), 1);
  });
});

test('the base-URL banner is not on other pages, nor in the home page when it loads', async () => {
  await withSession(browser(), {allowProblems: true}, async ({page}) => {
    await page.route('**/assets/**', (route) => route.fulfill({status: 404, body: ''}));
    await page.goto(url('/docs/core/entity/light'));
    await page.waitForLoadState('load');
    await page.waitForTimeout(700); // past the loader's fallback timer
    assert.equal(await page.locator(bannerContainer).count(), 0);
  });
  await withSession(browser(), {}, async ({page}) => {
    // Not even hidden: crawlers read the rendered DOM.
    await visit(page, '/');
    assert.equal(await page.locator(bannerContainer).count(), 0);
  });
});
