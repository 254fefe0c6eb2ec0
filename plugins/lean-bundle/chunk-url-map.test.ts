import assert from 'node:assert/strict';
import {test} from 'node:test';
import {hoistChunkUrlMap} from './chunk-url-map';

const runtime = (u: string) => `var i={};i.e=e=>e,${u},i.miniCssF=e=>""+e+".css";`;

/** The URLs the runtime's chunk URL function gives for `ids`, and how many times it built its map. */
function evaluate(source: string, ids: readonly (number | string)[]) {
  let built = 0;
  // Counts every evaluation of the map's object literal (spreading nothing into it).
  const counted = source.replace('{1006:', '{...count(),1006:');
  const count = () => {
    built += 1;
  };
  const i = new Function('count', `${counted}return i;`)(count) as {u: (id: number | string) => string};
  return {urls: ids.map((id) => i.u(id)), built};
}

test("the runtime's chunk URL map is built once, and every chunk's URL stays the same", () => {
  const original = runtime('i.u=e=>"assets/js/"+e+"."+({1006:"713c3f5c",12891:"b9277d61",3e4:"acc209b9"})[e]+".js"');
  const hoisted = hoistChunkUrlMap(original);
  assert.equal(
    hoisted,
    runtime('i.u=(h=>e=>"assets/js/"+e+"."+h[e]+".js")({1006:"713c3f5c",12891:"b9277d61",3e4:"acc209b9"})'),
  );
  const ids = [1006, 12891, 30000, '1006'];
  const before = evaluate(original, ids);
  const after = evaluate(hoisted, ids);
  assert.deepEqual(after.urls, before.urls);
  assert.deepEqual(after.urls, ['assets/js/1006.713c3f5c.js', 'assets/js/12891.b9277d61.js', 'assets/js/30000.acc209b9.js', 'assets/js/1006.713c3f5c.js']);
  assert.equal(before.built, 4);
  assert.equal(after.built, 1);
});

test('the map gets a name of its own when the minifier named the chunk id h', () => {
  assert.equal(
    hoistChunkUrlMap(runtime('i.u=h=>"js/"+h+"."+({1:"aa"})[h]+".js"')),
    runtime('i.u=(m=>h=>"js/"+h+"."+m[h]+".js")({1:"aa"})'),
  );
});

test('a runtime without a map (one chunk file name) is left as it is', () => {
  const worker = runtime('i.u=e=>"assets/js/"+e+".2f039cc1.js"');
  assert.equal(hoistChunkUrlMap(worker), worker);
});

test('a runtime whose chunk URL function holds its map in another form fails the build', () => {
  assert.throws(() => hoistChunkUrlMap(runtime('i.u=e=>"assets/js/"+(({1:"name"})[e]||e)+"."+({1:"aa"})[e]+".js"')), /chunk URL function changed/);
});
