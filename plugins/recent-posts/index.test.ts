import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';
import {pickRecentPosts} from './index';

const post = (title: string, date: string): BlogPost =>
  ({
    id: title,
    content: '',
    metadata: {
      title,
      date: new Date(date),
      permalink: `/blog/${title}`,
      description: `About ${title}`,
    },
  }) as unknown as BlogPost;

const content = (posts: BlogPost[]) => ({blogPosts: posts}) as unknown as BlogContent;

test('pickRecentPosts returns the newest posts first, limited to the count', () => {
  const posts = [
    post('old', '2019-01-01'),
    post('newest', '2025-08-20'),
    post('middle', '2023-05-05'),
    post('newer', '2025-01-01'),
  ];
  const picked = pickRecentPosts(content(posts), 3);
  assert.deepEqual(
    picked.map((p) => p.title),
    ['newest', 'newer', 'middle'],
  );
  assert.deepEqual(picked[0], {
    title: 'newest',
    permalink: '/blog/newest',
    date: '2025-08-20T00:00:00.000Z',
    dateLabel: 'August 20, 2025',
    description: 'About newest',
  });
});

test('pickRecentPosts copes with a site without blog content', () => {
  assert.deepEqual(pickRecentPosts(undefined, 5), []);
  assert.deepEqual(pickRecentPosts(content([]), 5), []);
});
