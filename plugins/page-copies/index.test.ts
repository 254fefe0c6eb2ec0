import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {tempDir} from '../../tests/lib/temp-dir';
import {articlePage, onPageCopies, routeOfPage, withoutElements, withPages} from './index';

// The shape of a built page, minified as the build writes it; "é" checks the cut keeps UTF-8 whole.
const titleAndMetaTags = '<title data-rh=true>Light entity | Docs</title><meta name=description content="Lights -> on, é.">';
const head = `<!doctype html><html lang=en><head><meta charset=UTF-8>${titleAndMetaTags.replace('<meta', '<style>pre{color:red}</style><meta')}<link rel=preload as=script href=/main.js></head>`;
const article = '<article><h1>Light entity</h1><p>Café.</p><pre class=mermaid-source>flowchart TD</pre></article>';
const page = `${head}<body><nav class=navbar>Docs é</nav><aside><ul class=menu><li>Entities</li></ul></aside><main>${article}</main><footer>Links</footer></body></html>`;
const cut = (html: string) => articlePage(Buffer.from(html)).toString();

test('articlePage keeps the title and meta tags of the head and the article, not the navigation around it', () => {
  assert.equal(cut(page), `<!doctype html><html lang=en><head><meta charset=UTF-8>${titleAndMetaTags}</head><body>${article}</body></html>`);
});

test('articlePage leaves a page without an article whole', () => {
  const home = `${head}<body><main><h1>Home</h1></main></body></html>`;
  assert.equal(cut(home), home);
});

test('routeOfPage names the route a page file serves', () => {
  assert.equal(routeOfPage(path.join('blog', '2024', 'new-api.html')), '/blog/2024/new-api');
  assert.equal(routeOfPage(path.join('blog', 'new-api', 'index.html')), '/blog/new-api');
  assert.equal(routeOfPage('index.html'), '');
});

test('withPages hands over a transformed copy of the chosen pages and removes it afterwards', async (t) => {
  const outDir = tempDir(t, 'with-pages-test-');
  fs.mkdirSync(path.join(outDir, 'docs/core'), {recursive: true});
  fs.writeFileSync(path.join(outDir, 'docs/core/light.html'), page);
  fs.writeFileSync(path.join(outDir, 'docs/core/fan.html'), page);
  fs.writeFileSync(path.join(outDir, 'sitemap.xml'), '<urlset/>');
  const copy = (routes?: string[]) => {
    let pagesDir = '';
    const copied = withPages(outDir, {transform: articlePage, routes}, async (dir) => {
      pagesDir = dir;
      const files = fs.readdirSync(dir, {recursive: true}).map(String).filter((file) => file.endsWith('.html')).sort();
      return {files, light: fs.readFileSync(path.join(dir, 'docs/core/light.html'), 'utf8')};
    });
    return copied.then((result) => ({...result, removed: !fs.existsSync(pagesDir)}));
  };
  assert.deepEqual(await copy(), {files: ['docs/core/fan.html', 'docs/core/light.html'], light: cut(page), removed: true});
  assert.deepEqual((await copy(['/docs/core/light/'])).files, ['docs/core/light.html'], 'only the pages of the routes given');
  assert.equal(fs.readFileSync(path.join(outDir, 'docs/core/light.html'), 'utf8'), page, 'the build is left as it was');
});

test('withoutElements cuts every element of the kinds given, and leaves the page as it is without them', () => {
  const html = '<p>a</p><pre class=x>1</pre><p>b</p><pre>2</pre><aside class=blog>c</aside><footer>d</footer>';
  const cutHtml = (elements: [string, string][]) => withoutElements(Buffer.from(html), elements).toString();
  assert.equal(cutHtml([['<pre', '</pre>'], ['<aside class=blog', '</aside>']]), '<p>a</p><p>b</p><footer>d</footer>');
  assert.equal(cutHtml([['<nav', '</nav>']]), html);
  assert.equal(cutHtml([['<p>', '</p>'], ['<p>a', '</pre>']]), '<pre>2</pre><aside class=blog>c</aside><footer>d</footer>', 'overlapping cuts');
});

test('onPageCopies runs a step on page copies and keeps what it writes beside them', async (t) => {
  const outDir = tempDir(t, 'on-page-copies-test-');
  fs.mkdirSync(path.join(outDir, 'docs'));
  fs.writeFileSync(path.join(outDir, 'docs/light.html'), page);
  await onPageCopies(outDir, {transform: articlePage}, async (pagesDir) => {
    const copy = fs.readFileSync(path.join(pagesDir, 'docs/light.html'), 'utf8');
    fs.writeFileSync(path.join(pagesDir, 'docs/light.md'), copy.includes('navbar') ? 'whole page' : 'article page');
    fs.writeFileSync(path.join(pagesDir, 'index.json'), '{}');
    fs.writeFileSync(path.join(pagesDir, 'docs/light.html'), 'changed');
  });
  assert.equal(fs.readFileSync(path.join(outDir, 'docs/light.md'), 'utf8'), 'article page');
  assert.equal(fs.readFileSync(path.join(outDir, 'index.json'), 'utf8'), '{}');
  assert.equal(fs.readFileSync(path.join(outDir, 'docs/light.html'), 'utf8'), page, 'pages of the build are not replaced');
});

test('withPages copies every page of a build with more pages than it opens at once', async (t) => {
  const outDir = tempDir(t, 'with-pages-many-');
  const names = Array.from({length: 150}, (_, index) => `page-${index}.html`);
  for (const name of names) fs.writeFileSync(path.join(outDir, name), page);
  const copied = await withPages(outDir, {transform: articlePage}, async (dir) =>
    names.filter((name) => fs.readFileSync(path.join(dir, name), 'utf8') === cut(page)).length,
  );
  assert.equal(copied, names.length);
});
