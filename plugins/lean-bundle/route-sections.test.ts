import assert from 'node:assert/strict';
import {test} from 'node:test';
import {chunkSections, registryPart, requestedSection, routesChunkNamesPart, routesPart, sectionOfRoute} from './route-sections';

test('a route or link belongs to the section its path starts with, under the base URL', () => {
  assert.equal(sectionOfRoute('/blog', '/'), 'blog');
  assert.equal(sectionOfRoute('/blog/2024/01/19/post', '/'), 'blog');
  assert.equal(sectionOfRoute('/docs/core/entity/light#supported-color-modes', '/'), 'docs');
  assert.equal(sectionOfRoute('/docs?x=1', '/'), 'docs');
  assert.equal(sectionOfRoute('/blogroll', '/'), undefined);
  assert.equal(sectionOfRoute('/', '/'), undefined);
  assert.equal(sectionOfRoute('/search', '/'), undefined);
  assert.equal(sectionOfRoute('/dev/docs/asyncio_101', '/dev/'), 'docs');
  assert.equal(sectionOfRoute('/docs/asyncio_101', '/dev/'), undefined);
});

const routesChunkNames = {
  '/-e5f': {__comp: 'home', __context: {plugin: 'pages'}},
  '/blog-42c': {__comp: 'list', __context: {plugin: 'blog'}, sidebar: 'blogSidebar', items: [{content: 'post1-truncated'}]},
  '/blog/2024/01/19/post-bad': {__comp: 'post', __context: {plugin: 'blog'}, sidebar: 'blogSidebar', content: 'post1'},
  '/docs-0a1': {__comp: 'docRoot', __context: {plugin: 'docs'}},
  '/docs/asyncio_101-9b2': {__comp: 'docItem', content: 'asyncio'},
  '/search-c3d': {__comp: 'searchPage', shared: 'pages'},
};

test('chunk names used in one section go to it; shared and other ones stay in the main part', () => {
  const owners = chunkSections(routesChunkNames, '/');
  assert.equal(owners.get('post1'), 'blog');
  assert.equal(owners.get('blogSidebar'), 'blog');
  assert.equal(owners.get('post1-truncated'), 'blog', 'nested in an array');
  assert.equal(owners.get('docItem'), 'docs');
  assert.equal(owners.get('home'), undefined);
  assert.equal(owners.get('pages'), undefined, 'used by two routes outside the sections');
});

test('a chunk name used by two sections stays in the main part', () => {
  const owners = chunkSections({'/blog-1': {__comp: 'mdxPage'}, '/docs/a-2': {__comp: 'mdxPage'}}, '/');
  assert.equal(owners.get('mdxPage'), undefined);
});

test('the section of a request comes from its ?section= query', () => {
  assert.equal(requestedSection('?section=blog'), 'blog');
  assert.equal(requestedSection('?section=docs'), 'docs');
  assert.equal(requestedSection(''), undefined);
  assert.equal(requestedSection('?section=other'), undefined);
});

test('the route table splits into the main part and one part per section, together the whole', () => {
  const json = JSON.stringify(routesChunkNames);
  const parts = [undefined, 'blog', 'docs'] as const;
  const keys = parts.map((section) => Object.keys(JSON.parse(routesChunkNamesPart(json, section, '/'))));
  assert.deepEqual(keys, [['/-e5f', '/search-c3d'], ['/blog-42c', '/blog/2024/01/19/post-bad'], ['/docs-0a1', '/docs/asyncio_101-9b2']]);
});

test('the registry keeps the lines of the wanted part and its wrapper', () => {
  const line = (name: string) => `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "@site/${name}.md"), "", require.resolveWeak("@site/${name}.md")],`;
  // As generated: the last entry shares its line with the closing brace.
  const source = ['export default {', line('home'), line('post1'), `${line('docItem')}};`, ''].join('\n');
  const owners = chunkSections(routesChunkNames, '/');
  assert.equal(registryPart(source, undefined, owners), ['export default {', line('home'), '};', ''].join('\n'));
  assert.equal(registryPart(source, 'blog', owners), ['export default {', line('post1'), '};', ''].join('\n'));
  assert.equal(registryPart(source, 'docs', owners), ['export default {', `${line('docItem')}};`, ''].join('\n'));
});

const routesJs = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog',
    component: ComponentCreator('/blog', '42c'),
    exact: true
  },
  {
    path: '/blog/2024/01/19/post',
    component: ComponentCreator('/blog/2024/01/19/post', 'bad'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', '0a1'),
    routes: [
      {
        path: '/docs/asyncio_101',
        component: ComponentCreator('/docs/asyncio_101', '9b2'),
        exact: true
      }
    ]
  },
  {
    path: '/search',
    component: ComponentCreator('/search', 'c3d'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

/** The paths of the top-level routes of a routes.js part, evaluated as the bundler would. */
function topLevelPaths(source: string): string[] {
  const body = source.replace(/^import .*$/gm, '').replace('export default', 'return');
  const routes = new Function('ComponentCreator', body)((routePath: string) => routePath) as {path: string}[];
  return routes.map((route) => route.path);
}

test('the route list splits into the top-level routes of each section and the rest, catch-all last', () => {
  assert.deepEqual(topLevelPaths(routesPart(routesJs, 'blog', '/')), ['/blog', '/blog/2024/01/19/post']);
  assert.deepEqual(topLevelPaths(routesPart(routesJs, 'docs', '/')), ['/docs']);
  assert.deepEqual(topLevelPaths(routesPart(routesJs, undefined, '/')), ['/search', '*']);
  assert.match(routesPart(routesJs, 'docs', '/'), /path: '\/docs\/asyncio_101'/, 'children stay with their parent');
});
