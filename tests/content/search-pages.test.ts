import fs from 'node:fs';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import * as siteConfig from '../../docusaurus.config';
import {searchPage} from '../../plugins/search-index';
import {builtFileOfRoute, builtPageExists} from '../lib/build';
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
