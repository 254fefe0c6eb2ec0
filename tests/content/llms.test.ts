import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {buildDir} from '../lib/build';
import {blogManifest, docsManifest} from '../lib/content';

const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');
const markdownCopy = (route: string) => path.join(buildDir, `${route}.md`);

const docRoutes = docsManifest.map((row) => row.route);
const postRoutes = blogManifest.map((row) => row.route);

describe('agent-readable docs', () => {
  const index = read('llms.txt');
  const linked = new Map([...index.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)/gm)].map((m) => [m[2], m[1]]));

  test('/llms.txt links every doc and post by title to its .md copy', () => {
    assert.match(index, /^# Home Assistant Developer Docs$/m);
    const missing = [...docRoutes, ...postRoutes].filter((route) => !linked.has(`${route}.md`));
    assert.deepEqual(missing, []);
    const wrongTitles = docsManifest
      .filter((row) => linked.has(`${row.route}.md`) && linked.get(`${row.route}.md`) !== row.title)
      .map((row) => `${row.route}: ${linked.get(`${row.route}.md`)} != ${row.title}`);
    assert.deepEqual(wrongTitles, []);
  });

  test('blog list, tag and archive pages are not in llms.txt', () => {
    const lists = [...linked.keys()].filter((href) => /^\/blog(\.md|\/(page|tags|archive)\b)/.test(href));
    assert.deepEqual(lists, []);
  });

  test('every doc and post has a markdown copy at its route + .md, starting with its title', () => {
    const problems = [...docRoutes, ...postRoutes].filter((route) => {
      const file = markdownCopy(route);
      return !fs.existsSync(file) || !/^# \S/.test(fs.readFileSync(file, 'utf8'));
    });
    assert.deepEqual(problems, []);
  });

  test('markdown copies keep code blocks whole, with their language, and drop page chrome', () => {
    const light = fs.readFileSync(markdownCopy('/docs/core/entity/light'), 'utf8');
    assert.match(light, /```python\n"""Light platform for the Example Lamp integration\."""\n\nfrom __future__ import annotations\n/);
    assert.match(light, /```mermaid\nflowchart TD\n/);
    assert.doesNotMatch(light, /Direct link to|<!-- -->|Skip to main content/);
    const post = fs.readFileSync(markdownCopy(postRoutes[0]), 'utf8');
    assert.doesNotMatch(post, /min read/);
  });

  test('/llms-full.txt holds the content of every doc', () => {
    const full = read('llms-full.txt');
    const absent = docsManifest.filter((row) => !full.includes(`# ${row.title}\n`));
    assert.deepEqual(absent.map((row) => row.route), []);
  });
});
