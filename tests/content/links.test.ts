import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import * as cheerio from 'cheerio';
import {buildDir, builtFileOfRoute, builtHtmlFiles} from '../lib/build';

/** Pages whose links are not content: test fixtures and the 404 page. */
const skipped = (file: string) => file.startsWith('__test__/') || file === '404.html';

type Page = {route: string; ids: Set<string>; links: string[]};

function routeOfHtml(file: string): string {
  const route = `/${file.replace(/(\/?index)?\.html$/, '')}`;
  return route === '/' ? '/' : route.replace(/\/$/, '');
}

const pages = new Map<string, Page>();
for (const file of builtHtmlFiles()) {
  const $ = cheerio.load(fs.readFileSync(path.join(buildDir, file), 'utf8'));
  const route = routeOfHtml(file);
  const ids = new Set($('[id]').map((_, el) => $(el).attr('id')!).get());
  const links = skipped(file) ? [] : $('a[href]').map((_, el) => $(el).attr('href')!).get();
  pages.set(route, {route, ids, links});
}

function ownPage(route: string): Page | undefined {
  if (pages.has(route)) return pages.get(route);
  const file = builtFileOfRoute(route);
  return fs.existsSync(file) ? pages.get(routeOfHtml(path.relative(buildDir, file))) : undefined;
}

test('the build has pages to check', () => {
  assert.ok(pages.size > 10, `only ${pages.size} pages in ${buildDir}`);
});

test('no internal link points to a missing page, file or anchor', () => {
  const broken: string[] = [];
  for (const page of pages.values()) {
    for (const href of page.links) {
      if (/^(?:[a-z]+:|\/\/)/i.test(href)) continue; // external, mailto:, tel:
      const url = new URL(href, `http://site${page.route}`);
      const target = decodeURIComponent(url.pathname);
      // A route may contain a dot (`/blog/.../lit-2.0`): look for a page first, then a file.
      const targetPage = ownPage(target);
      if (!targetPage) {
        const isFile = target !== '/' && fs.existsSync(path.join(buildDir, target)) && fs.statSync(path.join(buildDir, target)).isFile();
        if (!isFile) broken.push(`${page.route} -> ${href} (no page or file)`);
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && !targetPage.ids.has(anchor)) broken.push(`${page.route} -> ${href} (no anchor)`);
    }
  }
  assert.deepEqual(broken, []);
});

/** The Core release the docs describe; a source link on a branch would drift from the page. */
const describedCoreRelease = '2025.8.3';

test(`docs link to Core's source at the release they describe (${describedCoreRelease})`, () => {
  const sourceLinks = [...pages.values()]
    .filter((page) => page.route.startsWith('/docs/'))
    .flatMap((page) => page.links.map((href) => ({route: page.route, href})))
    .filter(({href}) => href.startsWith('https://github.com/home-assistant/core/blob/') || href.startsWith('https://github.com/home-assistant/core/tree/'));
  assert.ok(sourceLinks.length > 100, `only ${sourceLinks.length} links to Core's source`);
  const unpinned = sourceLinks.filter(({href}) => href.split('/')[6] !== describedCoreRelease);
  assert.deepEqual(unpinned, []);
});
