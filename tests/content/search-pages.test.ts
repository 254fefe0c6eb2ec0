import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import * as siteConfig from '../../docusaurus.config';
import {searchPage} from '../../plugins/search-index';
import {buildDir, builtFileOfRoute, builtPageExists} from '../lib/build';
import {blogManifest, docsManifest} from '../lib/content';

// How the search plugin reads a page (its own function; the package does not export it).
const {parse} = require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/parse') as {
  parse: (html: string, type: string, url: string, config: PluginOptions) => unknown;
};

type Config = {plugins: unknown[]};
const config = ((siteConfig as {default: Config & {default?: Config}}).default.default ?? (siteConfig as {default: Config}).default) as Config;
const searchOptions = config.plugins
  .filter((plugin): plugin is [string, PluginOptions] => Array.isArray(plugin))
  .find(([name]) => name.includes('search-index'))![1];

// Every fifth doc and post that is built: docs pages with code, category pages, posts.
const sample = [
  ...docsManifest.map((row) => ({route: row.route, type: 'docs'})),
  ...blogManifest.map((row) => ({route: row.route, type: 'blog'})),
].filter(({route}, index) => index % 5 === 0 && builtPageExists(route));

test('the search index reads the same from a page without the parts it never reads', () => {
  assert.ok(sample.length > 100, `only ${sample.length} pages sampled`);
  const toSearchPage = searchPage(searchOptions);
  const differ = sample.filter(({route, type}) => {
    const page = fs.readFileSync(builtFileOfRoute(route));
    const read = (html: Buffer) => JSON.stringify(parse(html.toString(), type, route, searchOptions));
    return read(page) !== read(toSearchPage(page));
  });
  assert.deepEqual(differ.map(({route}) => route), []);
});

test('the search index (lunr 2.3.9) holds every doc and post, with title, heading, description, keyword and content documents', () => {
  type Document = {i: number; t: string; u: string; s?: string; h?: string; b?: string[]};
  const groups = JSON.parse(fs.readFileSync(path.join(buildDir, 'search-index.json'), 'utf8')) as {
    documents: Document[];
    index: {version: string; fields: string[]};
  }[];
  // The plugin's document types, in its order: Title, Heading, Description, Keywords, Content.
  assert.equal(groups.length, 5);
  for (const {index} of groups) assert.deepEqual([index.version, index.fields], ['2.3.9', ['t']]);
  const [titles, headings, descriptions, keywords, contents] = groups.map((group) => group.documents);
  // Titles: one per page, with the url and the breadcrumb path.
  assert.deepEqual(
    titles.map((d) => d.u).sort(),
    [...docsManifest.map((row) => row.route), ...blogManifest.map((row) => row.route)].sort(),
  );
  assert.ok(titles.every((d) => d.t && Array.isArray(d.b)));
  assert.deepEqual(titles.find((d) => d.u === '/docs/core/entity/light')?.b, ['Entities']);
  // Headings carry their anchor; descriptions, keywords and content the page title as their section.
  assert.ok(headings.length > 1000 && headings.every((d) => d.h?.startsWith('#')));
  for (const group of [descriptions, keywords, contents]) assert.ok(group.every((d) => d.s && d.u));
  assert.ok(keywords.some((d) => d.u === '/docs/asyncio_working_with_async' && d.t.includes('run_in_executor')));
  assert.ok(contents.length > 1000);
});
