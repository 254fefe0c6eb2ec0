import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {BlogFeedItem, BlogPost} from '@docusaurus/plugin-content-blog';
import type {DocusaurusConfig} from '@docusaurus/types';
import {tempDir} from '../../tests/lib/temp-dir';
import {createFeedItems} from './feed-items';

test('the default feed items are made from the article pages of the build', async (t) => {
  const outDir = tempDir(t, 'feed-items-test-');
  fs.mkdirSync(path.join(outDir, 'blog'));
  const post = '<article><header><h1>New API</h1></header><div id=__blog-post-container class=markdown><p>Body.</p></div></article>';
  fs.writeFileSync(path.join(outDir, 'blog/new-api.html'), `<html><head></head><body><aside>232 posts</aside>${post}</body></html>`);
  fs.writeFileSync(path.join(outDir, 'blog/other-page.html'), post);
  const blogPosts = [{metadata: {permalink: '/docs-site/blog/new-api'}}] as BlogPost[];
  const siteConfig = {url: 'https://example.org', baseUrl: '/docs-site/'} as DocusaurusConfig;
  const items = await createFeedItems({
    blogPosts,
    siteConfig,
    outDir,
    // Stands in for the blog plugin's reading of each post page.
    defaultCreateFeedItems: async (params) => {
      assert.equal(params.blogPosts, blogPosts);
      assert.equal(params.siteConfig, siteConfig);
      assert.deepEqual(fs.readdirSync(path.join(params.outDir, 'blog')), ['new-api.html'], 'only the pages of the posts');
      const html = fs.readFileSync(path.join(params.outDir, 'blog/new-api.html'), 'utf8');
      return [{title: 'New API', content: html} as BlogFeedItem];
    },
  });
  assert.deepEqual(items, [{title: 'New API', content: `<html><head></head><body>${post}</body></html>`}]);
});
