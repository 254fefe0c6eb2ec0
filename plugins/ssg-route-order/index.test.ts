import assert from 'node:assert/strict';
import {test} from 'node:test';
import {matchRoutes, type RouteConfig} from 'react-router-config';
import ssgRouteOrderPlugin, {docsRoutesFirst} from './index';

/** A route table as Docusaurus generates it: flat blog routes, then the docs' nested ones. */
const route = (path: string, id: string, exact: boolean, children = '') =>
  [
    '  {',
    `    path: '${path}',`,
    `    component: ComponentCreator('${path}', '${id}'),`,
    ...(children ? [`    routes: [${children}]`] : [`    exact: ${exact}`]),
    '  },',
  ].join('\n') + '\n';
const docsChildren = "{path: '/docs/intro', component: ComponentCreator('/docs/intro', 'd1'), exact: true}";
const generated = (routes: string) =>
  `import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default [\n${routes}];\n`;
const source = generated(
  route('/blog', 'b0', true) +
    route('/blog/2024/01/19/post', 'b1', true) +
    route('/docs', 'di', true) +
    route('/search', 's', true) +
    route('/docs', 'dr', false, docsChildren) +
    route('/', 'h', true) +
    "  {\n    path: '*',\n    component: ComponentCreator('*'),\n  },\n",
);

/** The table's routes, each component standing for its id. */
function evaluate(code: string): RouteConfig[] {
  const body = code.replace(/^import .*\n/gm, '').replace('export default', 'return');
  return new Function('ComponentCreator', body)((path: string, id = 'notFound') => id) as RouteConfig[];
}
const topLevelPaths = (code: string) => evaluate(code).map((r) => r.path);
const matched = (routes: RouteConfig[], path: string) => matchRoutes(routes, path).map((m) => m.route.component);

test('the docs routes move ahead of the others, each group keeping its order', () => {
  assert.deepEqual(topLevelPaths(docsRoutesFirst(source, '/')), ['/docs', '/docs', '/blog', '/blog/2024/01/19/post', '/search', '/', '*']);
});

test('every path matches the same routes as before the move', () => {
  const before = evaluate(source);
  const after = evaluate(docsRoutesFirst(source, '/'));
  for (const path of ['/', '/blog', '/blog/2024/01/19/post', '/docs', '/docs/intro', '/docs/missing', '/search', '/docsearch', '/nowhere']) {
    assert.deepEqual(matched(after, path), matched(before, path), path);
  }
  assert.deepEqual(matched(after, '/docs/intro'), ['dr', 'd1']);
});

test('a docs route that ended the table gets the comma it needs ahead of the others', () => {
  const last = generated(route('/blog', 'b0', true) + route('/docs', 'dr', false, docsChildren).replace(/\},\n$/, '}\n'));
  assert.deepEqual(topLevelPaths(docsRoutesFirst(last, '/')), ['/docs', '/blog']);
});

test('under a base URL the docs are those below it; a table without routes is left as it is', () => {
  const based = generated(route('/dev/blog', 'b0', true) + route('/dev/docs', 'dr', false, docsChildren));
  assert.deepEqual(topLevelPaths(docsRoutesFirst(based, '/dev/')), ['/dev/docs', '/dev/blog']);
  assert.equal(docsRoutesFirst(generated(''), '/'), generated(''));
});

test('only the server bundle gets the reordered table', () => {
  const {configureWebpack} = ssgRouteOrderPlugin({baseUrl: '/'} as never);
  assert.deepEqual(configureWebpack!({} as never, false, {} as never, {} as never), {});
  const {module} = configureWebpack!({} as never, true, {} as never, {} as never) as {module: {rules: {test: RegExp; options: {replace: (s: string) => string}}[]}};
  const [rule] = module.rules;
  assert.ok(rule!.test.test('/site/.docusaurus/routes.js'));
  assert.ok(!rule!.test.test('/site/.docusaurus/routesChunkNames.json'));
  assert.equal(rule!.options.replace(source), docsRoutesFirst(source, '/'));
});
