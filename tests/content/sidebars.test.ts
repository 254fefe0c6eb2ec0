import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import sidebars from '../../sidebars';
import {docsManifest} from '../lib/content';

type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

type Entry = {sidebar: string; category: string; docId: string};

/** The manifest's category cell for a doc: nested labels joined by " > ", "(category link)" last. */
function flatten(sidebar: string, items: SidebarItemConfig[], trail: string[] = []): Entry[] {
  return items.flatMap((item): Entry[] => {
    const category = trail.join(' > ');
    if (typeof item === 'string') return [{sidebar, category, docId: item}];
    if (item.type === 'doc') return [{sidebar, category, docId: item.id}];
    if (item.type === 'category') {
      const labels = [...trail, item.label];
      const link =
        item.link?.type === 'doc'
          ? [{sidebar, category: `${labels.join(' > ')} (category link)`, docId: item.link.id}]
          : [];
      return [...link, ...flatten(sidebar, item.items as SidebarItemConfig[], labels)];
    }
    throw new Error(`Unexpected sidebar item in ${sidebar}: ${JSON.stringify(item)}`);
  });
}

test('sidebars.ts lists every page of the manifest, in its order, sidebar and category', () => {
  const actual = Object.entries(sidebars).flatMap(([name, items]) =>
    flatten(name, items as SidebarItemConfig[]),
  );
  const expected = docsManifest.map(({sidebar, category, docId}) => ({sidebar, category, docId}));
  const order = (entries: Entry[]) =>
    [...entries].sort(
      (a, b) =>
        expected.findIndex((e) => e.docId === a.docId) -
        expected.findIndex((e) => e.docId === b.docId),
    );
  assert.deepEqual(actual, order(actual), 'sidebar entries are out of manifest order');
  assert.deepEqual(actual, expected);
});

test('sidebars appear in the order of the manifest', () => {
  const manifestOrder = [...new Set(docsManifest.map((row) => row.sidebar))];
  assert.deepEqual(Object.keys(sidebars), manifestOrder);
});

test('the first doc of the first sidebar is the main doc, add-ons', () => {
  const [first] = Object.values(sidebars);
  assert.equal((first as SidebarItemConfig[])[0], 'add-ons');
});
