import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {buildDir} from '../lib/build';
import {blogManifest, docsManifest} from '../lib/content';

const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');
const markdownCopy = (route: string) => path.join(buildDir, `${route}.md`);

const docRoutes = docsManifest.map((row) => row.route);
const postRoutes = blogManifest.map((row) => row.route);

describe('agent-readable docs', () => {
  const index = read('llms.txt');
  const links = [...index.matchAll(/^ *- \[([^\]]+)\]\(([^)]+)\)/gm)].map((m) => ({title: m[1]!, href: m[2]!}));
  const linked = new Map(links.map(({title, href}) => [href, title]));
  // Each H2 section's title and the hrefs listed under it, in order.
  const sections = index
    .split(/^## /m)
    .slice(1)
    .map((part) => ({title: part.slice(0, part.indexOf('\n')), hrefs: [...part.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!)}));

  test('/llms.txt links every doc and post by title to its .md copy', () => {
    assert.match(index, /^# Home Assistant Developer Docs$/m);
    const missing = [...docRoutes, ...postRoutes].filter((route) => !linked.has(`${route}.md`));
    assert.deepEqual(missing, []);
    const wrongTitles = docsManifest
      .filter((row) => linked.has(`${row.route}.md`) && linked.get(`${row.route}.md`) !== row.title)
      .map((row) => `${row.route}: ${linked.get(`${row.route}.md`)} != ${row.title}`);
    assert.deepEqual(wrongTitles, []);
  });

  test('llms.txt has a section per navbar area, in navbar order, then the blog', () => {
    assert.deepEqual(
      sections.map((section) => section.title),
      ['Overview', 'Core', 'Frontend', 'Supervisor', 'Add-ons', 'Operating System', 'Voice', 'Translations', 'Android', 'Misc', 'Blog'],
    );
  });

  test("each area's section lists its sidebar's pages in sidebar order, each once", () => {
    const areaOfSidebar: Record<string, string> = {
      Overview: 'Overview', Core: 'Core', Frontend: 'Frontend', Supervisor: 'Supervisor', Addons: 'Add-ons',
      OperatingSystem: 'Operating System', Voice: 'Voice', Internationalization: 'Translations', Android: 'Android', Misc: 'Misc',
    };
    for (const [sidebar, area] of Object.entries(areaOfSidebar)) {
      const expected = docsManifest.filter((row) => row.sidebar === sidebar).map((row) => `${row.route}.md`);
      assert.deepEqual(sections.find((section) => section.title === area)?.hrefs, expected, area);
    }
  });

  test('the blog section lists every post, newest first', () => {
    const hrefs = sections.find((section) => section.title === 'Blog')?.hrefs ?? [];
    assert.deepEqual([...hrefs].sort(), postRoutes.map((route) => `${route}.md`).sort());
    const dates = hrefs.map((href) => href.slice('/blog/'.length, '/blog/yyyy/mm/dd'.length));
    assert.deepEqual(dates, [...dates].sort().reverse());
  });

  test('blog list, tag and archive pages are not in llms.txt and have no markdown copy', () => {
    const lists = [...linked.keys()].filter((href) => /^\/blog(\.md|\/(page|tags|archive)\b)/.test(href));
    assert.deepEqual(lists, []);
    const copies = ['/blog', '/blog/page/2', '/blog/tags', '/blog/archive', '/blog/authors', '/search'].filter((route) => fs.existsSync(markdownCopy(route)));
    assert.deepEqual(copies, []);
  });

  test('every doc and post has a markdown copy at its route + .md, starting with its title', () => {
    const problems = [...docRoutes, ...postRoutes].filter((route) => {
      const file = markdownCopy(route);
      return !fs.existsSync(file) || !/^# \S/.test(fs.readFileSync(file, 'utf8'));
    });
    assert.deepEqual(problems, []);
  });

  test('markdown copies keep code blocks whole, with their language, and drop page chrome', () => {
    const light = fs.readFileSync(markdownCopy('/docs/core/entity/light'), 'utf8');
    assert.match(light, /```python\n"""Light platform for the Example Lamp integration\."""\n\nfrom __future__ import annotations\n/);
    assert.match(light, /```mermaid\nflowchart TD\n/);
    assert.doesNotMatch(light, /Direct link to|<!-- -->|Skip to main content/);
    const post = fs.readFileSync(markdownCopy(postRoutes[0]), 'utf8');
    assert.doesNotMatch(post, /min read/);
  });

  test('/llms-full.txt is llms.txt followed by every page, in its order', () => {
    const full = read('llms-full.txt');
    assert.ok(full.startsWith(index.trimEnd()), 'llms-full.txt starts with llms.txt');
    // Each page's copy, found from where the previous one was: a page out of order is not found.
    let from = index.length;
    const misplaced = links.filter(({href}) => {
      const copy = fs.readFileSync(path.join(buildDir, href), 'utf8').trim();
      const at = full.indexOf(copy, from);
      if (at < 0) return true;
      from = at + copy.length;
      return false;
    });
    assert.deepEqual(misplaced.map(({href}) => href), []);
  });
});
