import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import type {Node, Parent} from 'unist';
import {EXIT, SKIP, visitParents} from 'unist-util-visit-parents';
import {root} from './lib/content';

const visitParentsDir = path.join(root, 'node_modules', 'unist-util-visit-parents');

test('unist-util-visit-parents is installed with its patch: the walk no longer renames a function per node', () => {
  const {version} = JSON.parse(fs.readFileSync(path.join(visitParentsDir, 'package.json'), 'utf8')) as {version: string};
  assert.ok(
    fs.existsSync(path.join(root, 'patches', `unist-util-visit-parents+${version}.patch`)),
    `no patch for the installed version ${version}: make one with npx patch-package unist-util-visit-parents`,
  );
  const source = fs.readFileSync(path.join(visitParentsDir, 'lib', 'index.js'), 'utf8');
  assert.doesNotMatch(source, /defineProperty\(visit, 'name'/, 'the patch is not applied: run npm install');
});

test('the patched walk visits in preorder with the ancestors of each node, and honours SKIP and EXIT', () => {
  const leaf = (value: string) => ({type: 'text', value});
  const tree: Parent = {
    type: 'root',
    children: [
      {type: 'paragraph', children: [leaf('a'), leaf('b')]} as Parent,
      {type: 'skipped', children: [leaf('hidden')]} as Parent,
      {type: 'paragraph', children: [leaf('c'), leaf('stop'), leaf('after')]} as Parent,
    ],
  };
  const seen: string[] = [];
  visitParents(tree, (node: Node & {value?: string}, ancestors: Parent[]) => {
    seen.push(`${ancestors.map((a) => a.type).join('>')}:${node.value ?? node.type}`);
    if (node.type === 'skipped') return SKIP;
    if (node.value === 'stop') return EXIT;
    return undefined;
  });
  assert.deepEqual(seen, [
    ':root',
    'root:paragraph',
    'root>paragraph:a',
    'root>paragraph:b',
    'root:skipped',
    'root:paragraph',
    'root>paragraph:c',
    'root>paragraph:stop',
  ]);
});
