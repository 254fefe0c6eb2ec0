import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {buildDir} from '../lib/build';

// What plugins/lean-bundle keeps out of the main bundle every page loads first.
const jsDir = path.join(buildDir, 'assets', 'js');
const mainBundle = fs.readFileSync(path.join(jsDir, fs.readdirSync(jsDir).find((f) => /^main\.[0-9a-f]+\.js$/.test(f))!), 'utf8');

test('the client route registry carries no module paths', () => {
  const paths = mainBundle.match(/"@(site|generated)\/[^"]+"/g) ?? [];
  assert.deepEqual(paths.slice(0, 5), [], `${paths.length} module paths in the main bundle`);
  assert.equal(/\(\)=>(Promise\.all\(\[)?\w\.e\("\d+"\)/.test(mainBundle), true, 'the registry and its loaders are still there');
});

// Checked with booleans: a failing match would print the whole bundle.
test('Prism and mark.js are not in the main bundle', () => {
  assert.equal(/Prism\.languages|languages\.insertBefore/.test(mainBundle), false, 'Prism');
  assert.equal(/ignoreJoiners|separateWordSearch/.test(mainBundle), false, 'mark.js');
});

test("the blog's and the docs' route tables are not in the main bundle; the other routes' are", () => {
  // routesChunkNames keys are `${path}-${hash}`; the route list itself has the paths too.
  assert.equal(/"\/(blog|docs)(\/[^"]*)?-[0-9a-f]{3}":/.test(mainBundle), false, 'a blog or docs route');
  assert.equal(/"\/search-[0-9a-f]{3}":/.test(mainBundle), true, 'the search page');
});
