import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {RouteConfig} from '@docusaurus/types';
import {blogSection, docsSections, indexLinks, renderLlmsTxt, routesOfPages} from './llms-index';

const doc = (id: string, sidebar?: string) => ({
  id,
  title: `Title of ${id}`,
  description: `About ${id}.`,
  permalink: `/docs/${id}`,
  sidebar,
});

// Two sidebars: one flat, one with a category that has its own page and a nested category.
const docs = {
  loadedVersions: [
    {
      versionName: 'current',
      docs: [doc('front', 'Frontend'), doc('core_index', 'Core'), doc('qs/index', 'Core'), doc('qs/rule', 'Core'), doc('late', 'Core')],
      sidebars: {
        Frontend: [{type: 'doc', id: 'front'}],
        Core: [
          {type: 'doc', id: 'core_index'},
          {
            type: 'category',
            label: 'Quality scale',
            link: {type: 'doc', id: 'qs/index'},
            items: [{type: 'category', label: 'Rules', items: [{type: 'doc', id: 'qs/rule'}]}],
          },
          {type: 'link', label: 'Elsewhere', href: 'https://example.com'},
          {type: 'doc', id: 'late'},
        ],
      },
    },
  ],
} as unknown as LoadedContent;

const areas = [
  {label: 'Core', to: '/docs/core_index'},
  {label: 'Frontend', to: '/docs/front'},
];

const post = (title: string, date: string, slug: string) => ({
  metadata: {title, date: new Date(date), permalink: `/blog/${slug}`, description: `${title}, briefly.`},
});
const blog = {blogPosts: [post('Older', '2024-01-02', 'older'), post('Newer', '2025-03-04', 'newer')]} as unknown as BlogContent;

test('one section per area, in the areas order, with its sidebar nested as the site shows it', () => {
  const [core, frontend] = docsSections(docs, areas);
  assert.equal(core!.title, 'Core');
  assert.deepEqual(core!.items, [
    {title: 'Title of core_index', route: '/docs/core_index', description: 'About core_index.'},
    {
      label: 'Quality scale',
      items: [
        {title: 'Title of qs/index', route: '/docs/qs/index', description: 'About qs/index.'},
        {label: 'Rules', items: [{title: 'Title of qs/rule', route: '/docs/qs/rule', description: 'About qs/rule.'}]},
      ],
    },
    {title: 'Title of late', route: '/docs/late', description: 'About late.'},
  ]);
  assert.deepEqual(frontend, {title: 'Frontend', items: [{title: 'Title of front', route: '/docs/front', description: 'About front.'}]});
});

test('an area whose doc is in no sidebar fails the build instead of dropping the area', () => {
  assert.throws(() => docsSections(docs, [{label: 'Gone', to: '/docs/missing'}]), /area "Gone" opens \/docs\/missing/);
});

test('the blog section lists every post, newest first', () => {
  assert.deepEqual(
    blogSection(blog).items.map((item) => ('route' in item ? item.route : item.label)),
    ['/blog/newer', '/blog/older'],
  );
});

test('llms.txt has the title, the summary as a quote, the details, then nested lists under H2s', () => {
  const sections = [...docsSections(docs, areas), blogSection(blog)];
  const text = renderLlmsTxt({title: 'Site', summary: 'What it is.', details: 'How to read it.'}, sections);
  assert.equal(
    text,
    `# Site

> What it is.

How to read it.

## Core

- [Title of core_index](/docs/core_index.md): About core_index.
- Quality scale
  - [Title of qs/index](/docs/qs/index.md): About qs/index.
  - Rules
    - [Title of qs/rule](/docs/qs/rule.md): About qs/rule.
- [Title of late](/docs/late.md): About late.

## Frontend

- [Title of front](/docs/front.md): About front.

## Blog

- [Newer](/blog/newer.md): Newer, briefly.
- [Older](/blog/older.md): Older, briefly.
`,
  );
  assert.deepEqual(
    indexLinks(sections).map((link) => link.route),
    ['/docs/core_index', '/docs/qs/index', '/docs/qs/rule', '/docs/late', '/docs/front', '/blog/newer', '/blog/older'],
  );
});

test('the conversion gets the indexed pages with the parent routes that hold them, and nothing else', () => {
  const leaf = (path: string) => ({path, component: 'C'});
  const routes: RouteConfig[] = [
    {path: '/docs', component: 'Root', routes: [{path: '/docs', component: 'Version', routes: [leaf('/docs/a'), leaf('/docs/b')]}]},
    {path: '/search', component: 'Search', routes: [leaf('/search')]},
    leaf('/blog/post'),
    leaf('/blog/page/2'),
  ];
  assert.deepEqual(routesOfPages(routes, new Set(['/docs/b', '/blog/post'])), [
    {path: '/docs', component: 'Root', routes: [{path: '/docs', component: 'Version', routes: [leaf('/docs/b')]}]},
    leaf('/blog/post'),
  ]);
});
