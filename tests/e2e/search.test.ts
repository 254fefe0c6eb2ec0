import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {desktop, holdRequests, mainRegion, mobile, url, useBrowser, visit, waitForHydration, withSession} from './browser';

const browser = useBrowser();

const input = (page: Page) => page.locator('.navbar__search input.navbar__search-input');
const suggestions = (page: Page) => page.locator('.navbar__search [role="listbox"] [role="option"]');
const isIndexRequest = (requestUrl: string) => /search-index.*\.json/.test(requestUrl);

async function typeQuery(page: Page, query: string) {
  await input(page).click();
  await input(page).fill(query);
}

describe('search bar', () => {
  test('loads the index only on first hover, focus or shortcut', async () => {
    for (const trigger of ['hover', 'focus', 'shortcut'] as const) {
      await withSession(browser(), {}, async ({page}) => {
        const indexRequests: string[] = [];
        page.on('request', (request) => {
          if (isIndexRequest(request.url())) indexRequests.push(request.url());
        });
        await visit(page, '/docs/frontend');
        await page.waitForTimeout(500);
        assert.deepEqual(indexRequests, [], 'the index was fetched before any interaction');
        const fetched = page.waitForRequest((request) => isIndexRequest(request.url()));
        if (trigger === 'hover') await input(page).hover();
        if (trigger === 'focus') await input(page).focus();
        if (trigger === 'shortcut') await page.keyboard.press('Control+k');
        await fetched;
        // The index is fetched and searched in a background worker, not on the page's thread.
        assert.equal(page.workers().length, 1, 'no search worker');
        assert.ok(indexRequests.every((u) => /\.json\?_=[0-9a-f]{8}$/.test(u)), `index URL is not hashed: ${indexRequests.join(' ')}`);
      });
    }
  });

  test('a loading ring shows while the search loads, then the suggestions', async () => {
    await withSession(browser(), {}, async ({page}) => {
      await visit(page, '/');
      // Loading the search waits for the index (fetched by the worker) and for the autocomplete
      // chunk (fetched by the page). The worker's requests can slip past the routes while it
      // starts, so the page's chunks are held back instead, the autocomplete's among them.
      const {release, held} = await holdRequests(page, '**/assets/js/**');
      await typeQuery(page, 'light');
      const ring = page.locator('.navbar__search [class*="searchBarLoadingRing"]');
      await ring.waitFor({state: 'visible'});
      await page.waitForTimeout(300);
      assert.ok(held() && (await ring.isVisible()), 'the ring did not stay while the search was held back');
      release();
      await suggestions(page).first().waitFor();
      assert.ok(await ring.isHidden(), 'the ring stayed after the search loaded');
    });
  });

  test('mod+k focuses the search box, whose hint shows the shortcut', async () => {
    await withSession(browser(), {}, async ({page}) => {
      await visit(page, '/');
      const hints = await page.locator('.navbar__search kbd').allInnerTexts();
      assert.deepEqual(hints.map((h) => h.toLowerCase()), ['ctrl', 'k']);
      await page.keyboard.press('Control+k');
      assert.ok(await input(page).evaluate((el) => el === document.activeElement), 'shortcut did not focus');
    });
  });

  test('suggests at most 8 matches as you type, with a "See all results" link', async () => {
    await withSession(browser(), {}, async ({page}) => {
      await visit(page, '/');
      await typeQuery(page, 'entity');
      await suggestions(page).first().waitFor();
      const count = await suggestions(page).count();
      assert.ok(count >= 1 && count <= 8, `${count} suggestions`);
      const seeAll = page.locator('.navbar__search a', {hasText: 'See all results'});
      assert.ok(await seeAll.isVisible());
      await seeAll.click();
      await page.waitForURL((u) => u.pathname.replace(/\/$/, '') === '/search' && u.searchParams.get('q') === 'entity');
      await page.locator('#__docusaurus_skipToContent_fallback article').first().waitFor();
      assert.ok((await page.locator('#__docusaurus_skipToContent_fallback article').count()) >= count, 'the search page shows fewer results');
    });
  });

  test('says "No results" for a query that matches nothing, and the ✕ button clears it', async () => {
    await withSession(browser(), {}, async ({page}) => {
      await visit(page, '/');
      const clear = page.locator('.navbar__search button', {hasText: '✕'});
      assert.equal(await clear.count(), 0, 'clear button shown for an empty box');
      await typeQuery(page, 'qwxzvplokij');
      await page.locator('.navbar__search', {hasText: 'No results'}).waitFor();
      assert.equal(await suggestions(page).count(), 0);
      await clear.click();
      assert.equal(await input(page).inputValue(), '');
      assert.equal(await clear.count(), 0);
    });
  });

  test('picking a suggestion opens the page and marks the terms on it', async () => {
    await withSession(browser(), {}, async ({page}) => {
      await visit(page, '/');
      await typeQuery(page, 'DataUpdateCoordinator');
      const first = suggestions(page).first();
      await first.waitFor();
      await first.click();
      await page.waitForURL((u) => u.searchParams.has('_highlight'));
      await page.locator('article mark').first().waitFor({timeout: 5000});
      const marked = await page.locator('article mark').allInnerTexts();
      assert.ok(marked.some((m) => /dataupdatecoordinator/i.test(m)), `marked: ${marked.slice(0, 5).join(', ')}`);
    });
  });

  test('a heading suggestion opens its page at the heading; excerpts are cut around the match with an ellipsis', async () => {
    await withSession(browser(), {}, async ({page}) => {
      await visit(page, '/');
      await typeQuery(page, 'color modes');
      await suggestions(page).first().waitFor();
      const texts = await suggestions(page).allInnerTexts();
      assert.ok(texts.some((text) => text.includes('…')), `no cut excerpt: ${texts.join(' | ')}`);
      await suggestions(page).filter({hasText: /^Color modes/}).filter({hasText: 'Light entity'}).first().click();
      await page.waitForURL((u) => u.pathname === '/docs/core/entity/light' && u.searchParams.has('_highlight'));
      assert.equal(new URL(page.url()).hash, '#color-modes');
    });
  });
});

describe('search page', () => {
  test('/search?q= lists results for the query', async () => {
    await withSession(browser(), {}, async ({page}) => {
      await visit(page, '/search?q=config%20flow');
      await page.locator('#__docusaurus_skipToContent_fallback article').first().waitFor();
      const links = await page.locator('#__docusaurus_skipToContent_fallback article a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      assert.ok(links.some((h) => h?.startsWith('/docs/config_entries_config_flow_handler')), links.join(' '));
      assert.equal(await page.locator('#__docusaurus_skipToContent_fallback input[type="search"]').inputValue(), 'config flow');
    });
  });

  test('results arriving do not shift the page (cumulative layout shift under 0.1)', async () => {
    for (const viewport of [desktop, mobile]) {
      await withSession(browser(), {viewport}, async ({page}) => {
        await page.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as {layoutShifts: number[]}).layoutShifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) shifts.push((entry as unknown as {value: number}).value);
          }).observe({type: 'layout-shift', buffered: true});
        });
        await visit(page, '/search?q=entity');
        await page.locator('#__docusaurus_skipToContent_fallback article').first().waitFor();
        await page.waitForTimeout(300);
        const shifts = await page.evaluate(() => (window as unknown as {layoutShifts: number[]}).layoutShifts);
        const total = shifts.reduce((sum, value) => sum + value, 0);
        assert.ok(total < 0.1, `layout shift ${total.toFixed(3)} at ${viewport.width}px`);
      });
    }
  });

  test('empty and very long queries are harmless', async () => {
    await withSession(browser(), {}, async ({page}) => {
      await visit(page, '/search?q=');
      assert.ok(await page.locator(mainRegion).first().isVisible());
      await visit(page, `/search?q=${'entity '.repeat(800)}`);
      await page.waitForTimeout(1500);
      assert.ok(await page.locator(`${mainRegion} >> h1`).first().isVisible());
      await visit(page, '/');
      await typeQuery(page, 'light '.repeat(500));
      await page.waitForTimeout(1500);
      assert.equal(await input(page).inputValue(), 'light '.repeat(500));
    });
  });
});

describe('hostile input', () => {
  const payloads = [
    '<img src=x onerror="window.__pwned=1">',
    '<script>window.__pwned=1</script>',
    '"><svg onload="window.__pwned=1">',
  ];

  test('queries with markup are shown as text and never run', async () => {
    await withSession(browser(), {}, async ({page}) => {
      for (const payload of payloads) {
        await visit(page, `/search?q=${encodeURIComponent(payload)}`);
        await page.waitForTimeout(800);
        assert.equal(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned), undefined);
        assert.equal(await page.locator('#__docusaurus img[src="x"], #__docusaurus svg[onload]').count(), 0);
        assert.equal(await page.locator('#__docusaurus_skipToContent_fallback input[type="search"]').inputValue(), payload);
        await typeQuery(page, payload);
        await page.waitForTimeout(800);
        assert.equal(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned), undefined);
        assert.equal(await page.locator('.navbar__search img[src="x"]').count(), 0);
      }
    });
  });

  test('_highlight parameters with markup are escaped on the target page', async () => {
    await withSession(browser(), {}, async ({page}) => {
      for (const payload of payloads) {
        await page.goto(url(`/docs/core/entity/light?_highlight=${encodeURIComponent(payload)}&_highlight=light`));
        await waitForHydration(page);
        await page.waitForTimeout(800);
        assert.equal(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned), undefined);
        assert.equal(await page.locator('article img[src="x"], article script, article svg[onload]').count(), 0);
      }
      assert.ok((await page.locator('article mark').count()) > 0, 'the harmless term was not marked');
    });
  });
});
