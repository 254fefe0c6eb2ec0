import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildDir, builtPageExists} from '../lib/build';
import {blogManifest} from '../lib/content';
import {url, useBrowser, visit, withSession} from './browser';

const browser = useBrowser();
const perPage = 10;

/** The posts of the route contract, newest first, as the blog lists them. */
const posts = [...blogManifest].sort((a, b) => b.date.localeCompare(a.date));
// The spec: 24 list pages, the last of them with 2 posts.
const pageCount = 24;
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const listRoute = (n: number) => (n === 1 ? '/blog' : `/blog/page/${n}`);

test('the blog lists 10 posts a page, newest first, over /blog and /blog/page/N', async () => {
  await withSession(browser(), {}, async ({page}) => {
    for (let n = 1; n <= pageCount; n += 1) {
      await visit(page, listRoute(n));
      // Rendered text collapses runs of spaces, as in the manifest's "Add  more unit enumerators".
      const titles = await page.locator('main article header h2').allInnerTexts();
      const expected = posts.slice((n - 1) * perPage, n * perPage).map((p) => collapse(p.title));
      assert.deepEqual(titles.map(collapse), expected, listRoute(n));
      if (n === pageCount) assert.equal(titles.length, 2, 'posts on the last page');
    }
    assert.ok(!builtPageExists(`/blog/page/${pageCount + 1}`), 'a list page past the last one exists');
  });
});

test('the blog sidebar lists every post, grouped by year', async () => {
  await withSession(browser(), {}, async ({page}) => {
    await visit(page, posts[0].route);
    const sidebar = page.locator('aside nav[aria-label]').first();
    const years = (await sidebar.locator('[class*="yearGroupHeading"], h3, .sidebarItemTitle').allInnerTexts())
      .map((t) => t.trim())
      .filter((t) => /^\d{4}$/.test(t));
    const expectedYears = [...new Set(posts.map((p) => p.date.slice(0, 4)))];
    assert.deepEqual(years, expectedYears);
    const hrefs = await sidebar.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert.deepEqual(hrefs, posts.map((p) => p.route));
  });
});

test('the archive lists every post', async () => {
  await withSession(browser(), {}, async ({page}) => {
    await visit(page, '/blog/archive');
    const hrefs = await page.locator('main a[href^="/blog/20"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert.deepEqual([...hrefs].sort(), posts.map((p) => p.route).sort());
  });
});

const readFeed = (file: string) => fs.readFileSync(path.join(buildDir, 'blog', file), 'utf8');
const routeOf = (href: string) => new URL(href).pathname;

/** The routes of an XML feed's items, in the feed's order: the first link after each `item`. */
function xmlFeedRoutes(file: string, item: RegExp): string[] {
  return [...readFeed(file).matchAll(item)].map((match) => routeOf(match[1]));
}

test('RSS, Atom and JSON feeds carry the 20 newest posts, newest first', async () => {
  // Subscribers poll a feed; the archive and the sidebar list every post.
  const newest = posts.slice(0, 20).map((post) => post.route);
  assert.deepEqual(xmlFeedRoutes('rss.xml', /<item>[\s\S]*?<link>([^<]+)<\/link>/g), newest, 'rss');
  assert.deepEqual(xmlFeedRoutes('atom.xml', /<entry>[\s\S]*?<link href="([^"]+)"/g), newest, 'atom');
  const json = JSON.parse(readFeed('feed.json')) as {items: {url: string}[]};
  assert.deepEqual(json.items.map((item) => routeOf(item.url)), newest, 'json');
  await withSession(browser(), {}, async ({page}) => {
    await visit(page, '/blog');
    const feeds = await page.locator('link[rel="alternate"][type*="xml"], link[rel="alternate"][type*="json"]').count();
    assert.equal(feeds, 3, 'the feeds are not advertised in the page head');
    const response = await page.request.get(url('/blog/rss.xml'));
    assert.equal(response.status(), 200);
  });
});
