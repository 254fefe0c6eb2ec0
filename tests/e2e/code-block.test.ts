import assert from 'node:assert/strict';
import {test} from 'node:test';
import {mobile, url, useBrowser, waitForHydration, withSession} from './browser';

const browser = useBrowser();
const page = '/docs/core/entity/light';

test('code blocks keep their server-rendered tokens through hydration, coloured for each colour mode by CSS', async () => {
  const colours: Record<string, string> = {};
  for (const colorScheme of ['light', 'dark'] as const) {
    await withSession(browser(), {colorScheme}, async ({page: tab}) => {
      // The first token as the server rendered it, before the entry scripts run.
      await tab.addInitScript(`document.addEventListener('DOMContentLoaded', function () {
        window.serverToken = document.querySelector('pre.prism-code .token.keyword');
      });`);
      await tab.goto(url(page));
      await waitForHydration(tab);
      const token = await tab.evaluate(() => {
        const {serverToken} = window as unknown as {serverToken: Element | null};
        return {
          kept: Boolean(serverToken?.isConnected),
          inlineStyle: serverToken?.getAttribute('style') ?? null,
          colour: serverToken ? getComputedStyle(serverToken).color : '',
        };
      });
      assert.equal(token.kept, true, `${colorScheme}: the code block was rebuilt after hydration`);
      assert.equal(token.inlineStyle, null, `${colorScheme}: token colours must come from CSS`);
      colours[colorScheme] = token.colour;
    });
  }
  assert.notEqual(colours.light, colours.dark, 'keywords look the same in both colour modes');
});

test('a code block whose lines overflow offers word wrap, which wraps and unwraps them', async () => {
  await withSession(browser(), {viewport: mobile}, async ({page: tab}) => {
    await tab.goto(url(page));
    await waitForHydration(tab);
    const block = tab.locator('.theme-code-block', {has: tab.locator('button[aria-label="Toggle word wrap"]')}).first();
    await block.waitFor();
    const pre = block.locator('pre');
    const scrolls = () => pre.evaluate((el) => el.scrollWidth > el.clientWidth);
    assert.equal(await scrolls(), true, 'the button is offered for a block that does not scroll');
    const toggle = block.locator('button[aria-label="Toggle word wrap"]');
    await toggle.click();
    assert.equal(await block.locator('code').evaluate((el) => getComputedStyle(el).whiteSpace), 'pre-wrap');
    assert.equal(await scrolls(), false, 'wrapped lines still scroll');
    await toggle.click();
    assert.equal(await scrolls(), true, 'unwrapping did not restore the lines');
  });
});
