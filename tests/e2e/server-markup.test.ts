import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Page} from 'playwright-core';
import {desktop, followNavLink, mobile, url, useBrowser, visit, waitForHydration, withSession} from './browser';

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

/** In the page: whether React rendered or hydrated the first element `selector` matches (it tags such nodes). */
function isManagedByReact(selector: string): boolean {
  const element = document.querySelector(selector);
  return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

const managedByReact = (tab: Page, selector: string) => tab.evaluate(isManagedByReact, selector);

const tocLink = '.table-of-contents a';

const navbarDropdownLink = '.navbar__items .dropdown__menu a';

test('at phone width, the hidden navbar items and table of contents keep their server markup until the window is wide enough to show them', async () => {
  await withSession(browser(), {viewport: mobile}, async ({page: tab}) => {
    await visit(tab, '/blog/2022/12/07/unit_system_changes');
    assert.equal(await managedByReact(tab, 'article header h1'), true, 'the post itself hydrates');
    assert.equal(await managedByReact(tab, tocLink), false, 'the hidden table of contents was hydrated');
    assert.equal(await managedByReact(tab, navbarDropdownLink), false, 'the hidden navbar items were hydrated');

    await tab.setViewportSize(desktop);
    await tab.waitForFunction(isManagedByReact, tocLink);
    // Rendered for real: it follows the reader's scrolling again.
    const heading = await tab.locator(tocLink).nth(1).getAttribute('href');
    await tab.evaluate((id) => document.getElementById(id!.slice(1))!.scrollIntoView({block: 'start'}), heading);
    await tab.waitForSelector(`${tocLink}.table-of-contents__link--active[href="${heading}"]`);
    assert.equal(await managedByReact(tab, navbarDropdownLink), true, 'the navbar items did not render');
  });
});

test('at desktop width, the navbar items, the sidebars and the table of contents hydrate as usual', async () => {
  await withSession(browser(), {viewport: desktop}, async ({page: tab}) => {
    await visit(tab, '/docs/core/entity/light');
    assert.equal(await managedByReact(tab, navbarDropdownLink), true, 'navbar items');
    assert.equal(await managedByReact(tab, '.theme-doc-sidebar-menu a'), true, 'docs sidebar');
    assert.equal(await managedByReact(tab, tocLink), true, 'table of contents');
    await visit(tab, '/blog');
    assert.equal(await managedByReact(tab, 'nav[aria-label="Blog recent posts navigation"] a'), true, 'blog sidebar');
  });
});

test("hydrating a page of code blocks does not start the browser's collation (ICU's data loads slowly)", async () => {
  await withSession(browser(), {viewport: mobile}, async ({page: tab}) => {
    await tab.addInitScript(`window.collations = 0;
const compare = String.prototype.localeCompare;
String.prototype.localeCompare = function (...args) { window.collations += 1; return compare.apply(this, args); };`);
    await visit(tab, '/docs/core/entity/light');
    assert.ok((await tab.locator('pre').count()) > 0, 'no code blocks');
    assert.equal(await tab.evaluate(() => (window as unknown as {collations: number}).collations), 0);
  });
});
