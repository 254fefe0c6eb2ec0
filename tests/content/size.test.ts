import {test} from 'node:test';
import assert from 'node:assert/strict';
import {docSources, docsManifest, routeOfDocFile} from '../lib/content';
import {proseWordCount} from '../lib/codeblocks';

/** The content guide's floors: prose words per size class. */
const floors = {S: 80, M: 200, L: 450, XL: 900} as const;

for (const source of docSources) {
  const row = docsManifest.find((r) => r.route === routeOfDocFile(source.file));
  if (!row) continue; // tests/content/manifest.test.ts reports files outside the contract
  test(`${source.file} meets the ${row.size} size floor of ${floors[row.size]} prose words`, () => {
    const words = proseWordCount(source.body);
    assert.ok(words >= floors[row.size], `${words} prose words`);
  });
}
