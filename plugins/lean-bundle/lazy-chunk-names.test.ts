import assert from 'node:assert/strict';
import {test} from 'node:test';
import {chunkNamesFile, lazyChunkAssetRuntime} from './lazy-chunk-names';

test('the chunk-names file is named by a hash of its content', () => {
  const a = chunkNamesFile({ccc49370: '1006'});
  assert.match(a.name, /^assets\/js\/chunk-names\.[0-9a-f]{8}\.json$/);
  assert.deepEqual(JSON.parse(a.json), {ccc49370: '1006'});
  assert.equal(chunkNamesFile({ccc49370: '1006'}).name, a.name);
  assert.notEqual(chunkNamesFile({ccc49370: '1007'}).name, a.name);
});

type Fetch = (url: string) => Promise<{json: () => Promise<unknown>}>;
type Gca = ((name: string) => string | undefined) & {load: () => Promise<void>};
type Require = {p: string; u: (id: string) => string; e: (id: string) => Promise<string>; gca?: Gca};

/**
 * The runtime code run against a stand-in `__webpack_require__` and `fetch`; returns its `gca` and
 * its chunk loader (`e`), whose calls reach `loaded`.
 */
function runtime(fetch: Fetch, loaded: string[] = []): {gca: Gca; ensureChunk: Require['e']} {
  const require: Require = {
    p: '/base/',
    u: (id) => `assets/js/${id}.0123abcd.js`,
    e: async (id) => {
      loaded.push(id);
      return id;
    },
  };
  new Function('__webpack_require__', 'fetch', lazyChunkAssetRuntime('assets/js/chunk-names.00000000.json'))(require, fetch);
  return {gca: require.gca!, ensureChunk: require.e};
}

const runtimeGca = (fetch: Fetch) => runtime(fetch).gca;

test('gca knows no chunk until load() has fetched the map, which it fetches once', async () => {
  const fetched: string[] = [];
  const gca = runtimeGca(async (url) => {
    fetched.push(url);
    return {json: async () => ({ccc49370: '1006'})};
  });
  assert.equal(gca('ccc49370'), undefined);
  await Promise.all([gca.load(), gca.load()]);
  assert.deepEqual(fetched, ['/base/assets/js/chunk-names.00000000.json']);
  assert.equal(gca('ccc49370'), '/base/assets/js/1006.0123abcd.js');
  assert.equal(gca('unknown'), undefined);
});

test('a failed fetch of the map is tried again on the next load()', async () => {
  let attempts = 0;
  const gca = runtimeGca(async () => {
    attempts += 1;
    if (attempts === 1) throw new Error('offline');
    return {json: async () => ({ccc49370: '1006'})};
  });
  await assert.rejects(gca.load(), /offline/);
  await gca.load();
  assert.equal(attempts, 2);
  assert.equal(gca('ccc49370'), '/base/assets/js/1006.0123abcd.js');
});

test('gca gives each chunk its URL once, also when two names share the chunk', async () => {
  const gca = runtimeGca(async () => ({json: async () => ({ccc49370: '1006', a6aa9e1f: '1006', '814f3328': '2077'})}));
  await gca.load();
  assert.equal(gca('ccc49370'), '/base/assets/js/1006.0123abcd.js');
  assert.equal(gca('ccc49370'), undefined);
  assert.equal(gca('a6aa9e1f'), undefined);
  assert.equal(gca('814f3328'), '/base/assets/js/2077.0123abcd.js');
});

test('gca gives no URL for a chunk the page has loaded itself, which still loads as before', async () => {
  const loaded: string[] = [];
  const {gca, ensureChunk} = runtime(async () => ({json: async () => ({ccc49370: '1006', '814f3328': '2077'})}), loaded);
  assert.equal(await ensureChunk('1006'), '1006');
  assert.deepEqual(loaded, ['1006']);
  await gca.load();
  assert.equal(gca('ccc49370'), undefined);
  assert.equal(gca('814f3328'), '/base/assets/js/2077.0123abcd.js');
});
