import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Page} from 'playwright-core';
import {followNavLink, url, useBrowser, waitForHydration, withSession} from './browser';

const browser = useBrowser();

/** Counts, in `window.dateFormats`, the `Intl.DateTimeFormat`s the page creates. */
const countDateFormats = `window.dateFormats = 0;
Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
  construct(target, args) { window.dateFormats += 1; return new target(...args); },
  apply(target, self, args) { window.dateFormats += 1; return target(...args); },
});`;

const dateFormats = (tab: Page) => tab.evaluate(() => (window as unknown as {dateFormats: number}).dateFormats);

/** A hard load of `route`: its dates come from the server, hydration formats none. */
async function openHydrated(tab: Page, route: string, dates: string): Promise<void> {
  await tab.goto(url(route));
  await waitForHydration(tab);
  assert.match(await tab.locator(dates).first().innerText(), /\b20\d\d\b/, `${route}: no date in ${dates}`);
  assert.equal(await dateFormats(tab), 0, `${route}: hydration formatted a date the server had formatted`);
}

test('hydration adopts the dates the server formatted; a page opened in the browser formats its own', async () => {
  await withSession(browser(), {}, async ({page: tab}) => {
    await tab.addInitScript(countDateFormats);
    await openHydrated(tab, '/', 'main time');
    await openHydrated(tab, '/blog', 'article time');

    await openHydrated(tab, '/docs/core/entity/light', '.theme-last-updated time');
    await followNavLink(tab, '/docs/core/entity/switch');
    const lastUpdated = tab.locator('.theme-last-updated time');
    assert.match(await lastUpdated.innerText(), /^[A-Z][a-z]{2} \d{1,2}, 20\d\d$/);
    assert.ok((await dateFormats(tab)) > 0, 'the page opened in the browser shows a date it did not format');

    await tab.goto(url('/blog'));
    await waitForHydration(tab);
    const formatsBefore = await dateFormats(tab);
    const post = tab.locator('article h2 a').first();
    const postUrl = await post.getAttribute('href');
    await post.click();
    await tab.waitForURL(url(postUrl!));
    await tab.waitForFunction(() => document.querySelectorAll('article').length === 1);
    assert.match(await tab.locator('article header time').innerText(), /^[A-Z][a-z]+ \d{1,2}, 20\d\d$/);
    assert.ok((await dateFormats(tab)) > formatsBefore, 'the post opened in the browser shows a date it did not format');
  });
});
