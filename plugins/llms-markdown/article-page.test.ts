import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {articlePage, writeArticlePages} from './article-page';

// The shape of a built docs page, minified as the build writes it.
const head = '<html lang=en><head><title>Light entity | Docs</title><meta name=description content="Lights."></head>';
const codeBlock =
  '<div class="language-python theme-code-block"><div><pre tabindex=0 class="prism-code language-python codeBlock_x" style=color:red>' +
  '<code class=codeBlockLines_x><div class=token-line><span class="token keyword">import</span><span> asyncio</span><br/></div>' +
  '<div class=token-line><span style=display:inline-block></span><br/></div>' +
  '<div class=token-line><span>x </span><span class="token operator">&lt;</span><span> 1</span><br></div>' +
  '</code></pre><div><button aria-label="Copy code">Copy</button></div></div></div>';
const article = `<article><h1>Light entity</h1><p>Text.</p>${codeBlock}<pre class=mermaid-source>flowchart TD</pre></article>`;
const page = `${head}<body><nav class=navbar>Docs</nav><aside><ul class=menu><li>Entities</li></ul></aside><main>${article}</main><footer>Links</footer></body></html>`;

test('keeps the head and the article, not the navigation around it', () => {
  const result = articlePage(page);
  assert.ok(result.startsWith('<html lang=en><head><title>Light entity | Docs</title><meta name=description content="Lights."></head><body><article><h1>'));
  assert.ok(result.endsWith('</article></body></html>'));
  assert.doesNotMatch(result, /navbar|menu|<footer>Links/);
});

test('a highlighted code block becomes plain code with its language', () => {
  const result = articlePage(page);
  assert.match(result, /<pre><code class="language-python">import asyncio\n\nx &lt; 1\n<\/code><\/pre>/);
  assert.doesNotMatch(result, /token/);
  assert.match(result, /<pre class=mermaid-source>flowchart TD<\/pre>/, 'a diagram source is not a highlighted block');
});

test('a page without an article is left whole', () => {
  const home = `${head}<body><main><h1>Home</h1></main></body></html>`;
  assert.equal(articlePage(home), home);
});

test('writeArticlePages writes the article page of every HTML page, and nothing else', async () => {
  const from = fs.mkdtempSync(path.join(os.tmpdir(), 'article-pages-from-'));
  const to = fs.mkdtempSync(path.join(os.tmpdir(), 'article-pages-to-'));
  fs.mkdirSync(path.join(from, 'docs/core'), {recursive: true});
  fs.writeFileSync(path.join(from, 'docs/core/light.html'), page);
  fs.writeFileSync(path.join(from, 'sitemap.xml'), '<urlset/>');
  await writeArticlePages(from, to);
  assert.deepEqual(fs.readdirSync(to, {recursive: true}).sort(), ['docs', 'docs/core', 'docs/core/light.html']);
  assert.equal(fs.readFileSync(path.join(to, 'docs/core/light.html'), 'utf8'), articlePage(page));
});
