import fs from 'node:fs';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {builtFileOfRoute} from '../lib/build';
import {readSource, sourceOfRoute} from '../lib/content';
import {clickNavbarArea, useBrowser, visit, withSession} from './browser';

const browser = useBrowser();
const siteUrl = process.env.SITE_URL ?? 'https://developers.home-assistant.io';

const attr = (page: Page, selector: string, name: string) =>
  page.locator(selector).first().getAttribute(name);

test('docs pages carry title, description, canonical, hreflang, og:locale, lang and dir', async () => {
  await withSession(browser(), {}, async ({page}) => {
    for (const route of ['/docs/core/entity/light', '/docs/frontend']) {
      const {frontMatter} = readSource(sourceOfRoute(route)!);
      await visit(page, route);
      assert.equal(await page.title(), `${frontMatter.title} | Home Assistant Developer Docs`);
      assert.equal(await attr(page, 'meta[name="description"]', 'content'), frontMatter.description);
      assert.equal(await attr(page, 'meta[property="og:description"]', 'content'), frontMatter.description);
      assert.equal(await attr(page, 'link[rel="canonical"]', 'href'), `${siteUrl}${route}`);
      assert.equal(await attr(page, 'link[rel="alternate"][hreflang="en"]', 'href'), `${siteUrl}${route}`);
      assert.equal(await attr(page, 'link[rel="alternate"][hreflang="x-default"]', 'href'), `${siteUrl}${route}`);
      assert.equal(await attr(page, 'meta[property="og:locale"]', 'content'), 'en');
      assert.equal(await attr(page, 'html', 'lang'), 'en');
      assert.equal(await attr(page, 'html', 'dir'), 'ltr');
    }
  });
});

test('the server HTML is marked not hydrated and the client marks it hydrated', async () => {
  const html = fs.readFileSync(builtFileOfRoute('/docs/core/entity/light'), 'utf8');
  assert.match(html, /<html[^>]*data-has-hydrated=["']?false/);
  await withSession(browser(), {}, async ({page}) => {
    await visit(page, '/docs/core/entity/light');
    assert.equal(await attr(page, 'html', 'data-has-hydrated'), 'true');
  });
});

test('metadata follows client-side navigation', async () => {
  await withSession(browser(), {}, async ({page}) => {
    await visit(page, '/docs/frontend');
    await clickNavbarArea(page, 'Translations');
    await page.waitForURL(/\/docs\/translations$/);
    const {frontMatter} = readSource(sourceOfRoute('/docs/translations')!);
    await page.waitForFunction((t) => document.title.startsWith(t), String(frontMatter.title));
    assert.equal(await attr(page, 'link[rel="canonical"]', 'href'), `${siteUrl}/docs/translations`);
  });
});

test('analytics records a page view for every route change, with the tag host stubbed', async () => {
  await withSession(browser(), {}, async ({page}) => {
    const tagRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('googletagmanager.com')) tagRequests.push(r.url());
    });
    await visit(page, '/');
    assert.ok(tagRequests.some((u) => u.includes('id=G-TEST000000')), 'the gtag script was not requested');
    const pageViews = () =>
      page.evaluate(() =>
        ((window as unknown as {dataLayer: IArguments[]}).dataLayer ?? [])
          .map((entry) => Array.from(entry) as unknown[])
          .filter((args) => args[0] === 'set' && args[1] === 'page_path')
          .map((args) => args[2] as string),
      );
    assert.deepEqual(await pageViews(), []);
    await page.locator('.navbar a[href="/blog"]').first().click();
    // The router keeps the old page on screen until the next one is loaded: wait for the page itself.
    await page.waitForSelector('html.blog-list-page');
    await page.locator('main a[href^="/blog/20"]').first().click();
    await page.waitForSelector('html.blog-post-page');
    const postPath = new URL(page.url()).pathname;
    await page.evaluate(() => {
      window.history.pushState({}, '', `${window.location.pathname}#top`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForFunction(() => ((window as unknown as {dataLayer: IArguments[]}).dataLayer ?? []).filter((e) => e[0] === 'event' && e[1] === 'page_view').length >= 3);
    // A change of the query alone counts too.
    await page.evaluate(() => {
      window.history.pushState({}, '', `${window.location.pathname}?view=1`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForFunction(() => ((window as unknown as {dataLayer: IArguments[]}).dataLayer ?? []).filter((e) => e[0] === 'event' && e[1] === 'page_view').length >= 4);
    assert.deepEqual(await pageViews(), ['/blog', postPath, `${postPath}#top`, `${postPath}?view=1`]);
    const events = await page.evaluate(() =>
      ((window as unknown as {dataLayer: IArguments[]}).dataLayer ?? []).filter((e) => e[0] === 'event' && e[1] === 'page_view').length,
    );
    assert.equal(events, 4);
  });
});
