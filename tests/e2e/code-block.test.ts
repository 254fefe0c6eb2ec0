import assert from 'node:assert/strict';
import {test} from 'node:test';
import {codeThemes} from '../../src/lib/codeThemes';
import {styledTokenTypes} from '../../src/lib/prismColourModes';
import {followNavLink, mobile, url, useBrowser, waitForHydration, withSession} from './browser';

const browser = useBrowser();
const page = '/docs/core/entity/light';
// A page with code that the light entity page links to in its sidebar.
const linkedCodePage = '/docs/core/entity/switch';

/**
 * Counts, in `window.prismStarts`, how often a Prism instance is put on the window: the theme
 * does so to register the extra languages when it starts Prism.
 */
const countPrismStarts = `window.prismStarts = 0;
let prism;
Object.defineProperty(window, 'Prism', {
  configurable: true,
  get: () => prism,
  set: (value) => { window.prismStarts += 1; prism = value; },
});`;

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

test('hydration adopts the highlighting the server did; a code block rendered in the browser starts Prism, with no element for unstyled text and no style on its lines', async () => {
  await withSession(browser(), {}, async ({page: tab}) => {
    await tab.addInitScript(countPrismStarts);
    await tab.goto(url(page));
    await waitForHydration(tab);
    const prismStarts = () => tab.evaluate(() => (window as unknown as {prismStarts: number}).prismStarts);
    assert.ok((await tab.locator('pre.prism-code .token.keyword').count()) > 0, 'the server highlighted no code');
    assert.equal(await prismStarts(), 0, 'Prism started for code the server had highlighted');

    await followNavLink(tab, linkedCodePage);
    assert.ok((await tab.locator('article pre.prism-code .token.keyword').count()) > 0, 'the page opened in the browser shows no highlighted code');
    assert.equal(await prismStarts(), 1, 'the code of a page opened in the browser was not highlighted by Prism');
    const unstyledTokens = await tab.evaluate(
      (styled) =>
        Array.from(document.querySelectorAll('article pre.prism-code .token')).filter(
          (token) => !Array.from(token.classList).some((type) => styled.includes(type)),
        ).length,
      styledTokenTypes(codeThemes.light, codeThemes.dark),
    );
    assert.equal(unstyledTokens, 0, 'tokens that no colour mode styles, rendered in the browser, are elements');
    assert.equal(await tab.locator('article pre.prism-code .token-line[style]').count(), 0, 'code lines rendered in the browser carry an inline style');
  });
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
