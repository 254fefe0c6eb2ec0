import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {areas, miscArea} from '../../src/data/areas';
import {drawAllDiagrams, mobile, useBrowser, visit, waitForHydration, withSession} from './browser';

const browser = useBrowser();

test('a docs page has breadcrumbs, an edit link, a last-updated time and a TOC of H2 and H3', async () => {
  await withSession(browser(), {}, async ({page}) => {
    await visit(page, '/docs/core/entity/light');
    const crumbs = await page.locator('nav.theme-doc-breadcrumbs li').allInnerTexts();
    assert.deepEqual(crumbs.map((c) => c.trim()).filter(Boolean).slice(-2), ['Entities', 'Light']);
    const edit = await page.locator('a.theme-edit-this-page').getAttribute('href');
    assert.equal(edit, 'https://github.com/home-assistant/developers.home-assistant/edit/main/docs/core/entity/light.md');
    assert.match(await page.locator('.theme-last-updated').innerText(), /Last updated on/);
    const tocTargets = await page.locator('.table-of-contents a').evaluateAll((links) =>
      links.map((a) => document.getElementById(decodeURIComponent(a.getAttribute('href')!.slice(1)))?.tagName),
    );
    assert.ok(tocTargets.length > 5, 'the TOC is nearly empty');
    assert.deepEqual([...new Set(tocTargets)].sort(), ['H2', 'H3']);
  });
});

test('the TOC stops at H3 on a page with deeper headings', async () => {
  await withSession(browser(), {}, async ({page}) => {
    await visit(page, '/docs/api/rest');
    const h4 = await page.locator('article h4[id]').evaluateAll((headings) => headings.map((h) => h.id));
    assert.ok(h4.length > 0, 'the page lost its H4');
    const tocHrefs = await page.locator('.table-of-contents a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    assert.ok(tocHrefs.length > 5, 'the TOC is nearly empty');
    assert.deepEqual(h4.filter((id) => tocHrefs.includes(`#${id}`)), []);
  });
});

test('the docs sidebar cannot be hidden and opening a category keeps the others open', async () => {
  await withSession(browser(), {}, async ({page}) => {
    await visit(page, '/docs/core/entity/light');
    const sidebar = page.locator('.theme-doc-sidebar-container');
    assert.equal(await sidebar.locator('button[title="Collapse sidebar"]').count(), 0, 'the sidebar can be hidden');
    const building = sidebar.locator('.theme-doc-sidebar-item-category', {hasText: 'Building Integrations'}).first();
    await building.locator('.menu__link--sublist').first().click();
    await building.locator('a[href="/docs/integration_fetching_data"]').waitFor();
    const entities = sidebar.locator('.theme-doc-sidebar-item-category', {hasText: 'Entities'}).first();
    assert.ok(await entities.locator('a[href="/docs/core/entity/light"]').isVisible(), 'another category collapsed');
  });
});

test('area landing pages list the pages of their sidebar with descriptions', async () => {
  await withSession(browser(), {}, async ({page}) => {
    await visit(page, '/docs/development_index');
    const index = page.locator('article nav[aria-label="Pages in this section"]');
    const links = await index.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const route of ['/docs/config_entries_config_flow_handler', '/docs/integration_fetching_data', '/docs/core/entity/light']) {
      assert.ok(links.includes(route), `${route} is not listed`);
    }
    assert.ok(!links.includes('/docs/development_index'), 'the page lists itself');
    assert.match(await index.innerText(), /—\s+\S+/, 'no descriptions');
  });
});

test('the home page has the hero, one card per area and the five latest posts', async () => {
  for (const viewport of [undefined, mobile]) {
    await withSession(browser(), viewport ? {viewport} : {}, async ({page}) => {
      await visit(page, '/');
      assert.equal(await page.locator('header h1').innerText(), 'Home Assistant Developer Docs');
      assert.match(await page.locator('header').innerText(), /All you need to start developing/);
      const cards = await page.locator('main section').first().locator('li a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      assert.deepEqual(cards, [...areas, miscArea].map((a) => a.to));
      const posts = page.locator('main ol li');
      const count = await posts.count();
      assert.ok(count >= 1 && count <= 5, `${count} posts`);
      const dates = await posts.locator('time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')!));
      assert.deepEqual(dates, [...dates].sort().reverse(), 'posts are not newest first');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      assert.equal(overflow, false, 'the page scrolls sideways');
    });
  }
});

test('mermaid diagrams render with the neutral theme in light mode and forest in dark mode', async () => {
  for (const [scheme, themeColor] of [['light', 'neutral'], ['dark', 'forest']] as const) {
    await withSession(browser(), {colorScheme: scheme}, async ({page}) => {
      await visit(page, '/docs/core/entity/light');
      assert.ok((await drawAllDiagrams(page, 1)) >= 1, 'no diagram drawn');
      const svg = page.locator('.docusaurus-mermaid-container svg').first();
      const css = await svg.locator('style').first().innerHTML();
      // Each mermaid theme has its own node fill: neutral uses #eee, forest #cde498.
      const [own, other] = themeColor === 'neutral' ? [/#eee\b/i, /#cde498/i] : [/#cde498/i, /#eee\b/i];
      assert.match(css, own, `${scheme} mode is not ${themeColor}`);
      assert.doesNotMatch(css, other, `${scheme} mode uses the other theme`);
    });
  }
});

test('the preferred docs version lives in localStorage under docs-preferred-version-default; a version that does not exist is dropped', async () => {
  const key = 'docs-preferred-version-default';
  await withSession(browser(), {}, async ({page}) => {
    await visit(page, '/docs/core/entity/light');
    await page.evaluate((k) => {
      localStorage.setItem(k, '0.1');
      sessionStorage.setItem(k, '0.1');
    }, key);
    await page.reload();
    await waitForHydration(page);
    await page.waitForFunction((k) => localStorage.getItem(k) === null, key);
    assert.equal(await page.evaluate((k) => sessionStorage.getItem(k), key), '0.1', 'sessionStorage was read');

    // The one version there is, `current`, is kept.
    await page.evaluate((k) => localStorage.setItem(k, 'current'), key);
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(500);
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), 'current');
  });
});

/**
 * Expands a top-level category of the docs sidebar and returns the transition its list was
 * given (left on the list's inline style once it has opened to its natural height).
 */
async function expansionTransition(page: Page, label: string): Promise<string> {
  const category = page.locator('.theme-doc-sidebar-item-category-level-1', {hasText: label}).first();
  await category.locator('.menu__link--sublist').first().click();
  const list = category.locator('> ul.menu__list');
  await page.waitForFunction((el) => (el as HTMLElement).style.height === 'auto', await list.elementHandle());
  return list.evaluate((el) => (el as HTMLElement).style.transition);
}

test('a sidebar category opens with a transition that lasts longer the taller it is, and 1 ms with reduced motion', async () => {
  await withSession(browser(), {}, async ({page}) => {
    await visit(page, '/docs/core/entity/light');
    const short = await expansionTransition(page, 'Architecture'); // 2 pages
    const tall = await expansionTransition(page, 'Building Integrations'); // some 20 pages
    const duration = (transition: string) => Number(/^height (\d+)ms ease-in-out$/.exec(transition)?.[1]);
    assert.ok(duration(short) > 1 && duration(tall) > duration(short), `${short} / ${tall}`);
  });
  await withSession(browser(), {reducedMotion: 'reduce'}, async ({page}) => {
    await visit(page, '/docs/core/entity/light');
    assert.equal(await expansionTransition(page, 'Building Integrations'), 'height 1ms ease-in-out');
  });
});
