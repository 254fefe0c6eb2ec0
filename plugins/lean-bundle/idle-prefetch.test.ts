import assert from 'node:assert/strict';
import {test} from 'node:test';
import {createPrefetcher} from './idle-prefetch';

/** A scheduler whose load event and idle periods the test triggers by hand. */
function fakeScheduler() {
  let loaded!: () => void;
  const loadedPromise = new Promise<void>((resolve) => (loaded = resolve));
  const idleWork: ((timeLeft: () => number) => void)[] = [];
  const fetched: string[] = [];
  const prefetch = createPrefetcher({
    whenLoaded: () => loadedPromise,
    whenIdle: (work) => idleWork.push(work),
    fetchLater: async (url) => {
      fetched.push(url);
    },
  });
  /** Runs one idle period in which `budget` chunks fit (each check of the time left costs one). */
  const idle = (budget: number) => {
    let left = budget + 1;
    idleWork.shift()?.(() => left--);
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {prefetch, loaded, idle, fetched, idleWork, settle};
}

test('nothing is prefetched before the load event', async () => {
  const s = fakeScheduler();
  void s.prefetch('/assets/js/1.js');
  void s.prefetch('/assets/js/2.js');
  await s.settle();
  assert.deepEqual(s.fetched, []);
  assert.equal(s.idleWork.length, 0, 'idle work was scheduled before load');
});

test('after load, chunks are fetched in order, a few per idle period, and every promise settles', async () => {
  const s = fakeScheduler();
  const urls = ['/a.js', '/b.js', '/c.js', '/d.js', '/e.js'];
  const settled = Promise.all(urls.map((url) => s.prefetch(url)));
  s.loaded();
  await s.settle();
  s.idle(2);
  assert.deepEqual(s.fetched, ['/a.js', '/b.js']);
  assert.equal(s.idleWork.length, 1, 'the rest waits for the next idle period');
  s.idle(10);
  assert.deepEqual(s.fetched, urls);
  assert.equal(s.idleWork.length, 0);
  await settled;
});

test('a prefetch requested after the queue drained starts a new idle period', async () => {
  const s = fakeScheduler();
  s.loaded();
  void s.prefetch('/a.js');
  await s.settle();
  s.idle(5);
  void s.prefetch('/b.js');
  await s.settle();
  s.idle(5);
  assert.deepEqual(s.fetched, ['/a.js', '/b.js']);
});
