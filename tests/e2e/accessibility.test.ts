import {createRequire} from 'node:module';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {desktop, mobile, useBrowser, visit, withSession} from './browser';

const browser = useBrowser();
const axeSource = createRequire(__filename).resolve('axe-core/axe.min.js');

/** One page of every type the site has. */
const pages = {
  home: '/',
  'docs index': '/docs',
  doc: '/docs/core/entity/light',
  'category page': '/docs/frontend',
  'blog list': '/blog',
  post: '/blog/2024/01/11/async-show-progress-changes',
  archive: '/blog/archive',
  search: '/search?q=entity',
  'not found': '/this/page/does/not/exist',
};

type Violation = {id: string; impact: string | null; nodes: {target: string[]}[]};

async function axeViolations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({path: axeSource});
  return page.evaluate(async () => {
    const axe = (window as unknown as {axe: {run: (c: unknown, o: unknown) => Promise<{violations: Violation[]}>}}).axe;
    const result = await axe.run(document, {
      runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']},
    });
    return result.violations.map(({id, impact, nodes}) => ({id, impact, nodes: nodes.map(({target}) => ({target}))}));
  });
}

for (const [width, viewport] of [['desktop', desktop], ['mobile', mobile]] as const) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe-core finds no violation on any page type (${width}, ${colorScheme})`, async () => {
      // axe is injected as an inline script, which the shipped CSP rightly refuses; the
      // not-found page's 404 is logged to the console on purpose.
      const options = {viewport, colorScheme, bypassCSP: true, allowProblems: true};
      await withSession(browser(), options, async ({page}) => {
        const found: string[] = [];
        for (const [name, route] of Object.entries(pages)) {
          await visit(page, route);
          if (name === 'search') await page.locator('#__docusaurus_skipToContent_fallback article').first().waitFor();
          for (const v of await axeViolations(page)) {
            found.push(`${name} ${route}: ${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
          }
        }
        assert.deepEqual(found, []);
      });
    });
  }
}
