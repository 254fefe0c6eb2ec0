import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {compileHint} from '../../plugins/lean-bundle';
import {buildDir} from '../lib/build';

// What plugins/lean-bundle keeps out of the main bundle every page loads first.
const jsDir = path.join(buildDir, 'assets', 'js');
const mainBundle = fs.readFileSync(path.join(jsDir, fs.readdirSync(jsDir).find((f) => /^main\.[0-9a-f]+\.js$/.test(f))!), 'utf8');

test('the client route registry carries no module paths', () => {
  const paths = mainBundle.match(/"@(site|generated)\/[^"]+"/g) ?? [];
  assert.deepEqual(paths.slice(0, 5), [], `${paths.length} module paths in the main bundle`);
  assert.equal(/\(\)=>(Promise\.all\(\[)?\w\.e\("\d+"\)/.test(mainBundle), true, 'the registry and its loaders are still there');
});

test("the main bundle opens with V8's compile hint, and only it", () => {
  assert.equal(mainBundle.startsWith(`${compileHint}\n`), true, 'the first line is not the hint');
  const hinted = fs.readdirSync(jsDir).filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(jsDir, f), 'utf8').startsWith(compileHint));
  assert.deepEqual(hinted.map((f) => f.split('.')[0]), ['main']);
});

// Checked with booleans: a failing match would print the whole bundle.
test('Prism and mark.js are not in the main bundle', () => {
  assert.equal(/Prism\.languages|languages\.insertBefore/.test(mainBundle), false, 'Prism');
  assert.equal(/ignoreJoiners|separateWordSearch/.test(mainBundle), false, 'mark.js');
});

test("the blog's and the docs' route tables are not in the main bundle; the other routes' are", () => {
  // routesChunkNames keys are `${path}-${hash}`.
  assert.equal(/"\/(blog|docs)(\/[^"]*)?-[0-9a-f]{3}":/.test(mainBundle), false, 'a blog or docs route chunk');
  assert.equal(/"\/search-[0-9a-f]{3}":/.test(mainBundle), true, 'the search page chunks');
  // The route list: `{path:"/search",component:...}`.
  assert.equal(/path:"\/(blog|docs)[/"]/.test(mainBundle), false, 'a blog or docs route');
  assert.equal(/path:"\/search"/.test(mainBundle), true, 'the search route');
});

const runtime = fs.readFileSync(path.join(jsDir, fs.readdirSync(jsDir).find((f) => /^runtime~main\.[0-9a-f]+\.js$/.test(f))!), 'utf8');

test('the chunk name -> id map is a file fetched for prefetching, not part of the runtime', () => {
  const [, file] = /"(assets\/js\/chunk-names\.[0-9a-f]{8}\.json)"/.exec(runtime) ?? [];
  assert.ok(file, 'the runtime names the chunk-names file');
  const ids = Object.values(JSON.parse(fs.readFileSync(path.join(buildDir, file), 'utf8')) as Record<string, string>);
  assert.ok(ids.length > 500, `${ids.length} named chunks`);
  const chunkIds = new Set(fs.readdirSync(jsDir).map((f) => f.split('.')[0]));
  assert.deepEqual(ids.filter((id) => !chunkIds.has(id)), [], 'names of chunks that do not exist');
  assert.ok(runtime.length < 25_000, `runtime of ${runtime.length} bytes still carries a chunk map of names`);
});

test("the runtime's chunk URL function reads a map built once, which names every chunk file", () => {
  const [, id, map] = /\.u=\(\w+=>(\w+)=>"assets\/js\/"\+\1\+"\."\+\w+\[\1\]\+"\.js"\)\((\{[^{}]*\})\)/.exec(runtime) ?? [];
  assert.ok(id && map, 'no chunk URL function over a hoisted map');
  const hashes = new Function(`return ${map};`)() as Record<string, string>;
  const files = new Set(fs.readdirSync(jsDir));
  const missing = Object.entries(hashes).filter(([chunk, hash]) => !files.has(`${chunk}.${hash}.js`));
  assert.ok(Object.keys(hashes).length > 500, `${Object.keys(hashes).length} chunks in the map`);
  assert.deepEqual(missing, [], 'chunk files the map names that do not exist');
});

test("the main bundle's site config has what client code reads, without the build's options", () => {
  // The minifier writes the config's keys unquoted.
  assert.equal(/[{,]themeConfig:\{colorMode:/.test(mainBundle), true, 'the theme config');
  assert.equal(/[{,]baseUrl:"\/",favicon:/.test(mainBundle), true, 'the base URL');
  const buildOnly = [/[{,]plugins:\[/, /[{,]presets:\[/, /[{,]ssrTemplate:/, /"\.\/plugins\/static-host\/index\.ts"/, /"\/docs\/entity_light"/];
  assert.deepEqual(buildOnly.filter((pattern) => pattern.test(mainBundle)).map(String), []);
});
