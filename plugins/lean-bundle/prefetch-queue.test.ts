import assert from 'node:assert/strict';
import {test} from 'node:test';
import {createPrefetcher} from './prefetch-queue';

/**
 * A scheduler whose load event and idle periods the test triggers by hand, with a clock that only
 * fetching moves: each route costs 1 ms, or what `costs` gives it.
 */
function fakeScheduler(costs: Record<string, number> = {}) {
  let loaded!: () => void;
  const loadedPromise = new Promise<void>((resolve) => (loaded = resolve));
  const idleWork: ((timeLeft: () => number) => void)[] = [];
  const fetched: string[] = [];
  const prepared: string[] = [];
  const waits = {count: 0};
  let now = 0;
  const prefetch = createPrefetcher({
    whenLoaded: () => {
      waits.count += 1;
      return loadedPromise;
    },
    whenIdle: (work) => idleWork.push(work),
    prepare: async (routePath) => {
      prepared.push(routePath);
      if (routePath.includes('offline')) throw new Error('chunk failed to load');
    },
    fetchNow: async (routePath) => {
      fetched.push(routePath);
      now += costs[routePath] ?? 1;
    },
  });
  /** Runs one idle period of `ms` milliseconds. */
  const idle = (ms: number) => {
    const end = now + ms;
    idleWork.shift()?.(() => end - now);
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {prefetch, loaded, idle, fetched, prepared, idleWork, settle, waits};
}

test('nothing is prefetched before the load event', async () => {
  const s = fakeScheduler();
  void s.prefetch('/docs/page-1');
  void s.prefetch('/docs/page-2');
  await s.settle();
  assert.deepEqual(s.fetched, []);
  assert.deepEqual(s.prepared, [], 'route data was loaded before load');
  assert.equal(s.idleWork.length, 0, 'idle work was scheduled before load');
  assert.equal(s.waits.count, 1, 'each item waited for the load on its own');
});

test('after load, routes are prefetched in order, a few per idle period, and every promise settles', async () => {
  const s = fakeScheduler();
  const routes = ['/docs/a', '/docs/b', '/docs/c', '/docs/d', '/docs/e'];
  const settled = Promise.all(routes.map((routePath) => s.prefetch(routePath)));
  s.loaded();
  await s.settle();
  s.idle(2.5);
  assert.deepEqual(s.fetched, ['/docs/a', '/docs/b']);
  assert.equal(s.idleWork.length, 1, 'the rest waits for the next idle period');
  s.idle(10);
  assert.deepEqual(s.fetched, routes);
  assert.equal(s.idleWork.length, 0);
  await settled;
});

test('a route starts only if the longest route so far still fits in the idle period', async () => {
  const s = fakeScheduler({'/docs/slow': 5});
  const routes = ['/docs/slow', '/docs/a', '/docs/b', '/docs/c', '/docs/d'];
  const settled = Promise.all(routes.map((routePath) => s.prefetch(routePath)));
  s.loaded();
  await s.settle();
  s.idle(8);
  assert.deepEqual(s.fetched, ['/docs/slow'], 'a 1 ms route started with 3 ms left after a 5 ms one');
  s.idle(8);
  assert.deepEqual(s.fetched, ['/docs/slow', '/docs/a', '/docs/b', '/docs/c']);
  s.idle(0.5);
  assert.equal(s.fetched.length, 4, 'a route started in the last millisecond of an idle period');
  s.idle(2);
  assert.deepEqual(s.fetched, routes, 'the first route of an idle period waits only for a millisecond');
  await settled;
});

test('a prefetch requested after the queue drained starts a new idle period', async () => {
  const s = fakeScheduler();
  s.loaded();
  void s.prefetch('/docs/a');
  await s.settle();
  s.idle(5);
  void s.prefetch('/docs/b');
  await s.settle();
  s.idle(5);
  assert.deepEqual(s.fetched, ['/docs/a', '/docs/b']);
});

test('the prefetch itself runs inside the idle period, after its preparation', async () => {
  const s = fakeScheduler();
  s.loaded();
  void s.prefetch('/docs/a');
  await s.settle();
  assert.deepEqual(s.prepared, ['/docs/a']);
  assert.deepEqual(s.fetched, [], 'fetched in a promise continuation, outside any idle period');
  s.idle(5);
  assert.deepEqual(s.fetched, ['/docs/a']);
});

test('an item whose preparation fails settles without being fetched', async () => {
  const s = fakeScheduler();
  s.loaded();
  await s.prefetch('/docs/offline');
  assert.deepEqual(s.fetched, []);
  assert.equal(s.idleWork.length, 0);
});
