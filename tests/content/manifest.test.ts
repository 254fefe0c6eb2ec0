import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {
  blogManifest,
  docFiles,
  docsManifest,
  docSources,
  parsePostFileName,
  postFiles,
  postSources,
  readJson,
  routeOfDocFile,
  sharedSpecDir,
  sourceOfRoute,
  specDir,
} from '../lib/content';
import {builtPageExists} from '../lib/build';

describe('route contract', () => {
  test('our copy of the manifests matches shared/spec', {skip: !fs.existsSync(sharedSpecDir)}, () => {
    for (const name of ['docs.tsv', 'blog.tsv']) {
      assert.equal(
        fs.readFileSync(path.join(specDir, name), 'utf8'),
        fs.readFileSync(path.join(sharedSpecDir, name), 'utf8'),
        `spec/${name} differs from ../shared/spec/${name}`,
      );
    }
  });

  test('every docs file is a route of the manifest', () => {
    const routes = new Set(docsManifest.map((row) => row.route));
    const extra = docFiles.filter((file) => !routes.has(routeOfDocFile(file)));
    assert.deepEqual(extra, [], 'docs files outside the route contract');
  });

  test('every blog post file is a post of the manifest', () => {
    const posts = new Set(blogManifest.map((row) => `${row.date}-${row.slug}`));
    const extra = postFiles.filter((file) => {
      const {date, slug} = parsePostFileName(file);
      return !posts.has(`${date}-${slug}`);
    });
    assert.deepEqual(extra, [], 'blog files outside the route contract');
  });
});

describe('docs routes', () => {
  for (const row of docsManifest) {
    const file = sourceOfRoute(row.route);
    test(`${row.route} is written, titled and built`, () => {
      assert.ok(file, `no source file for ${row.route}`);
      const source = docSources.find((s) => s.file === file)!;
      assert.equal(source.frontMatter.title, row.title, `${file}: title differs from the manifest`);
      const docId = file.replace(/\.mdx?$/, '').replace(/^docs\//, '');
      assert.equal(docId, row.docId, `${file}: doc id differs from the manifest`);
      assert.ok(builtPageExists(row.route), `${row.route} is missing from the build`);
    });
  }
});

describe('blog routes', () => {
  for (const row of blogManifest) {
    const file = postFiles.find((f) => {
      const {date, slug} = parsePostFileName(f);
      return date === row.date && slug === row.slug;
    });
    test(`${row.route} is written, titled and built`, () => {
      assert.ok(file, `no post file for ${row.route}`);
      const source = postSources.find((s) => s.file === file)!;
      assert.equal(source.frontMatter.title, row.title, `${file}: title differs from the manifest`);
      assert.ok(builtPageExists(row.route), `${row.route} is missing from the build`);
    });
  }
});

test('the docs have one version: current, labelled Next, whose main doc is add-ons, with breadcrumbs', () => {
  // What the build gave the client (the docs plugin's global data), in Docusaurus's generated files.
  const globalData = readJson<Record<string, {default: {breadcrumbs: boolean; versions: Record<string, unknown>[]}}>>('.docusaurus/globalData.json');
  const docs = globalData['docusaurus-plugin-content-docs'].default;
  assert.equal(docs.breadcrumbs, true);
  assert.deepEqual(
    docs.versions.map(({name, label, isLast, path: versionPath, mainDocId}: Record<string, unknown>) => ({name, label, isLast, path: versionPath, mainDocId})),
    [{name: 'current', label: 'Next', isLast: true, path: '/docs', mainDocId: 'add-ons'}],
  );
});
