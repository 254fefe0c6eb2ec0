import {test} from 'node:test';
import assert from 'node:assert/strict';
import {searchPage} from './index';

// The parts of built pages the cut is about, minified as the build writes them.
const head = '<!doctype html><html lang=en><head><title data-rh=true>Light | Docs</title><meta name=description content="Lights."><style>a{}</style></head>';
const activeCategory = '<div class=menu__list-item-collapsible><a class="menu__link menu__link--active" href=/docs/core/entity>Entities</a><button></button></div>';
const docsSidebar =
  '<aside class="theme-doc-sidebar-container"><nav class="menu"><ul class=menu__list><li>' +
  '<div class=menu__list-item-collapsible><a class="menu__link" href=/docs/core/api>API</a></div><ul><li><a class=menu__link href=/docs/core/api/rest>REST</a></li></ul>' +
  `</li><li>${activeCategory}<ul><li><a class="menu__link menu__link--active" href=/docs/core/entity/light>Light</a></li></ul></li></ul></nav></aside>`;
const article = '<article><h1>Light</h1><p>Text.</p><pre tabindex=0 class="prism-code language-python"><code>x = 1</code></pre></article>';
const docsPage =
  `${head}<body><nav class=navbar><a class="navbar__link" href=/blog>Blog</a></nav><div class="main-wrapper mainWrapper_x">` +
  `${docsSidebar}<main>${article}<nav class=pagination-nav>Next</nav></main></div>` +
  '<footer class="theme-layout-footer footer">Links</footer></body></html>';
const blogPost =
  `${head}<body><nav class=navbar><a class="navbar__item navbar__link navbar__link--active" href=/blog>Blog</a></nav>` +
  '<div class=main-wrapper><aside class="col col--3"><nav>232 posts</nav></aside><main><article><h1>New API</h1></article></main></div></body></html>';
const cut = (options: {ignoreCssSelectors?: string | string[]}, html: string) => searchPage(options)(Buffer.from(html)).toString();
const headKept = '<!doctype html><html lang=en><head><title data-rh=true>Light | Docs</title><meta name=description content="Lights."></head>';

test("a docs page keeps its title and meta tags, its sidebar's active categories and its article without code blocks", () => {
  assert.equal(
    cut({ignoreCssSelectors: ['pre']}, docsPage),
    `${headKept}<body><div class=main-wrapper><nav class=menu>${activeCategory}</nav><article><h1>Light</h1><p>Text.</p></article></div></body></html>`,
  );
});

test('a post keeps the active navbar link and its article, not the blog sidebar', () => {
  assert.equal(
    cut({ignoreCssSelectors: 'pre'}, blogPost),
    `${headKept}<body><a class="navbar__item navbar__link navbar__link--active" href=/blog>Blog</a>` +
      '<div class=main-wrapper><article><h1>New API</h1></article></div></body></html>',
  );
});

test('code blocks stay when the index reads them', () => {
  assert.match(cut({}, docsPage), /<pre tabindex=0 class="prism-code language-python"><code>x = 1<\/code><\/pre>/);
});

test('a page without an article stays whole but for its code blocks', () => {
  const home = `${head}<body><main><h1>Home</h1><pre>x</pre></main></body></html>`;
  assert.equal(cut({ignoreCssSelectors: ['pre']}, home), `${head}<body><main><h1>Home</h1></main></body></html>`);
});
