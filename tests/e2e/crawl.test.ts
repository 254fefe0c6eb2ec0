import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildDir} from '../lib/build';
import {extractCodeBlocks} from '../lib/codeblocks';
import {docSources, routeOfDocFile} from '../lib/content';
import {parseHeadersFile} from '../../scripts/serve-build';
import {drawAllDiagrams, url, useBrowser, waitForHydration, withSession} from './browser';

const browser = useBrowser();

/** How many mermaid diagrams each docs route must render, from its source. */
const diagramsByRoute = new Map(
  docSources.map((source) => [
    routeOfDocFile(source.file),
    extractCodeBlocks(source.body).filter((block) => block.lang === 'mermaid').length,
  ]),
);

/** Every route of the sitemap, as a path. */
const routes = [...fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map((m) => new URL(m[1]).pathname)
  .filter((route) => !route.startsWith('/__test__/'));

test('pages, the 404 page included, are served with the CSP the build ships in _headers', async () => {
  const rules = parseHeadersFile(fs.readFileSync(path.join(buildDir, '_headers'), 'utf8'));
  const shipped = rules.find((rule) => rule.pattern.test('/'))?.headers.find(([name]) => name === 'Content-Security-Policy')?.[1];
  assert.ok(shipped, 'no Content-Security-Policy for /* in _headers');
  for (const route of ['/', '/docs/core/entity/light', '/blog', '/no/such/page']) {
    const response = await fetch(url(route));
    assert.equal(response.headers.get('content-security-policy'), shipped, route);
  }
});

test('every sitemap route answers 200 and renders without console, page or hydration errors', async () => {
  assert.ok(routes.length > 10, `only ${routes.length} routes in the sitemap`);
  await withSession(browser(), {allowProblems: true}, async ({page, problems}) => {
    const failures: string[] = [];
    for (const route of routes) {
      problems.length = 0;
      const response = await page.goto(url(route));
      if (response?.status() !== 200) failures.push(`${route}: HTTP ${response?.status()}`);
      await waitForHydration(page);
      const diagrams = diagramsByRoute.get(route) ?? 0;
      if (diagrams > 0) {
        const drawn = await drawAllDiagrams(page, diagrams);
        if (drawn !== diagrams) failures.push(`${route}: ${drawn} of ${diagrams} mermaid diagrams drawn`);
      }
      // Give late effects (search highlight, lazy parts) a moment to report errors.
      await page.waitForTimeout(50);
      for (const problem of problems) failures.push(`${route}: ${problem}`);
    }
    assert.deepEqual(failures, []);
  });
});
