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

test('gca knows no chunk until load() has fetched the map, which it fetches once', async () => {
  const fetched: string[] = [];
  const fetch = async (url: string) => {
    fetched.push(url);
    return {json: async () => ({ccc49370: '1006'})};
  };
  const require = {p: '/base/', u: (id: string) => `assets/js/${id}.0123abcd.js`} as {
    p: string;
    u: (id: string) => string;
    gca: ((name: string) => string | undefined) & {load: () => Promise<void>};
  };
  new Function('__webpack_require__', 'fetch', lazyChunkAssetRuntime('assets/js/chunk-names.00000000.json'))(require, fetch);

  assert.equal(require.gca('ccc49370'), undefined);
  await Promise.all([require.gca.load(), require.gca.load()]);
  assert.deepEqual(fetched, ['/base/assets/js/chunk-names.00000000.json']);
  assert.equal(require.gca('ccc49370'), '/base/assets/js/1006.0123abcd.js');
  assert.equal(require.gca('unknown'), undefined);
});
