import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {url, useBrowser, visit, waitForHydration, withSession} from './browser';

const browser = useBrowser();

const state = (page: Page) =>
  page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    choice: document.documentElement.dataset.themeChoice,
    stored: window.localStorage.getItem('theme'),
  }));

const toggle = (page: Page) => page.locator('button[title][aria-label*="Switch between dark and light mode"]').first();

test('defaults to light and follows the OS preference when nothing is chosen', async () => {
  for (const [scheme, expected] of [['light', 'light'], ['dark', 'dark']] as const) {
    await withSession(browser(), {colorScheme: scheme}, async ({page}) => {
      await visit(page, '/');
      assert.deepEqual(await state(page), {theme: expected, choice: 'system', stored: null});
    });
  }
});

test('the toggle cycles light, dark, system and stores the choice under "theme"', async () => {
  await withSession(browser(), {colorScheme: 'dark'}, async ({page}) => {
    await visit(page, '/docs/frontend');
    assert.match((await toggle(page).getAttribute('aria-label')) ?? '', /currently system mode/);
    await toggle(page).click();
    assert.deepEqual(await state(page), {theme: 'light', choice: 'light', stored: 'light'});
    await toggle(page).click();
    assert.deepEqual(await state(page), {theme: 'dark', choice: 'dark', stored: 'dark'});
    await toggle(page).click();
    assert.deepEqual(await state(page), {theme: 'dark', choice: 'system', stored: null});
    await toggle(page).click();
    assert.equal((await state(page)).choice, 'light');
    // The choice survives a reload, before React even runs (no flash of the wrong theme).
    await page.reload();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
  });
});

test('a choice made in one tab reaches the other tabs; removing it resets to system', async () => {
  await withSession(browser(), {colorScheme: 'light'}, async ({context, page}) => {
    const other = await context.newPage();
    await visit(page, '/');
    await visit(other, '/blog');
    await toggle(page).click(); // light
    await toggle(page).click(); // dark
    await other.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    assert.equal((await state(other)).choice, 'dark');
    await page.evaluate(() => window.localStorage.removeItem('theme'));
    // The storage event fires in the other tab only.
    await other.waitForFunction(() => document.documentElement.dataset.themeChoice === 'system');
    assert.equal((await state(other)).theme, 'light');
  });
});

test('the toggle is disabled until the page is ready on the client', async () => {
  await withSession(browser(), {allowProblems: true}, async ({page}) => {
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto(url('/'));
    assert.ok(await toggle(page).isDisabled(), 'toggle enabled without JavaScript');
    await page.unroute('**/assets/js/**');
    await page.reload();
    await waitForHydration(page);
    assert.ok(await toggle(page).isEnabled());
  });
});
