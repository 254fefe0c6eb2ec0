import {test} from 'node:test';
import assert from 'node:assert/strict';
import {searchPage} from './index';

// The parts of built pages the cut is about, minified as the build writes them.
const docsPage =
  '<aside class="theme-doc-sidebar-container"><ul class=menu><li>Entities</li></ul></aside>' +
  '<article><h1>Light</h1><p>Text.</p><pre tabindex=0 class="prism-code language-python"><code>x = 1</code></pre>' +
  '<footer class="theme-doc-footer">Edit this page</footer></article>' +
  '<footer class="theme-layout-footer footer">Links</footer>';
const blogPost = '<aside class="col col--3"><nav>232 posts</nav></aside><article><h1>New API</h1></article>';
const cut = (options: {ignoreCssSelectors?: string | string[]}, html: string) => searchPage(options)(Buffer.from(html)).toString();

test('code blocks, the page footer and the blog sidebar go; the docs sidebar and the article stay', () => {
  assert.equal(
    cut({ignoreCssSelectors: ['pre']}, docsPage),
    '<aside class="theme-doc-sidebar-container"><ul class=menu><li>Entities</li></ul></aside>' +
      '<article><h1>Light</h1><p>Text.</p><footer class="theme-doc-footer">Edit this page</footer></article>',
  );
  assert.equal(cut({ignoreCssSelectors: 'pre'}, blogPost), '<article><h1>New API</h1></article>');
});

test('code blocks stay when the index reads them', () => {
  assert.match(cut({}, docsPage), /<pre tabindex=0 class="prism-code language-python"><code>x = 1<\/code><\/pre>/);
});
