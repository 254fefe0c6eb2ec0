import assert from 'node:assert/strict';
import {test} from 'node:test';
import {compileRoutePatterns, type PatternRoute} from './route-patterns';

/** Compiles with a clock that each compilation moves by 1 ms; returns what was compiled. */
function compiler() {
  const compiled: string[] = [];
  let now = 0;
  return {
    compiled,
    /** One slice of `ms` milliseconds; whether everything is compiled. */
    slice: (routes: readonly PatternRoute[], ms: number) => {
      const end = now + ms;
      return compileRoutePatterns(
        routes,
        () => end - now,
        (route) => {
          compiled.push(String(route.path));
          now += 1;
        },
      );
    },
  };
}

const docs: PatternRoute = {path: '/docs', routes: [{path: '/docs/a'}, {path: '/docs/b'}]};

test('route patterns are compiled in table order, nested routes after their parent, a slice at a time', () => {
  const c = compiler();
  const routes = [{path: '/'}, docs, {path: '/blog'}];
  assert.equal(c.slice(routes, 2.5), false);
  assert.deepEqual(c.compiled, ['/', '/docs']);
  assert.equal(c.slice(routes, 2.5), false);
  assert.deepEqual(c.compiled, ['/', '/docs', '/docs/a', '/docs/b']);
  assert.equal(c.slice(routes, 2.5), true);
  assert.deepEqual(c.compiled, ['/', '/docs', '/docs/a', '/docs/b', '/blog']);
});

test('each route is compiled once: a later call compiles only routes that joined the table', () => {
  const c = compiler();
  const routes: PatternRoute[] = [{path: '/search'}];
  assert.equal(c.slice(routes, 10), true);
  routes.push({path: '/blog/post'});
  assert.equal(c.slice(routes, 10), true);
  assert.equal(c.slice(routes, 10), true);
  assert.deepEqual(c.compiled, ['/search', '/blog/post']);
});

test('a route without a path (a layout) is not compiled, its nested routes are', () => {
  const c = compiler();
  assert.equal(c.slice([{routes: [{path: '/x'}]}], 10), true);
  assert.deepEqual(c.compiled, ['/x']);
});

test('with a millisecond or less left, nothing is compiled', () => {
  const c = compiler();
  assert.equal(c.slice([{path: '/late'}], 1), false);
  assert.deepEqual(c.compiled, []);
});
