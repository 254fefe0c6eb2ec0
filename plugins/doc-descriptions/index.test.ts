import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {collectDescriptions, withoutDocDescriptions} from './index';

test('descriptions are collected from the current version, docs without one left out', () => {
  const content = {
    loadedVersions: [
      {versionName: 'current', docs: [{id: 'a', description: 'About A'}, {id: 'b', description: ''}]},
      {versionName: '1.0', docs: [{id: 'a', description: 'Old A'}]},
    ],
  } as unknown as LoadedContent;
  assert.deepEqual(collectDescriptions(content), {a: 'About A'});
  assert.deepEqual(collectDescriptions(undefined), {});
});

test('the version data keeps titles and sidebars but loses descriptions', () => {
  const version = {
    version: {
      docsSidebars: {Core: [{type: 'link', href: '/docs/a', docId: 'a'}]},
      docs: {a: {id: 'a', title: 'A', description: 'About A', sidebar: 'Core'}},
    },
  };
  assert.deepEqual(JSON.parse(withoutDocDescriptions(JSON.stringify(version))), {
    version: {
      docsSidebars: {Core: [{type: 'link', href: '/docs/a', docId: 'a'}]},
      docs: {a: {id: 'a', title: 'A', sidebar: 'Core'}},
    },
  });
});

test('other route data is left untouched', () => {
  const other = '{"metadata": {"description": "kept"}}';
  assert.equal(withoutDocDescriptions(other), other);
});
