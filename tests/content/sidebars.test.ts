import fs from 'node:fs';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import * as cheerio from 'cheerio';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import sidebars from '../../sidebars';
import {builtFileOfRoute} from '../lib/build';
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

test("a category's sidebar link goes to its first listed page (its own page, if it has one)", () => {
  const routeOfDoc = new Map(docsManifest.map((row) => [row.docId, row.route]));
  const mismatches: string[] = [];
  let checked = 0;
  for (const [name, items] of Object.entries(sidebars)) {
    const categories = (items as SidebarItemConfig[]).filter(
      (item): item is Extract<SidebarItemConfig, {type: 'category'}> => typeof item !== 'string' && item.type === 'category',
    );
    if (categories.length === 0) continue;
    // Every page of the sidebar renders its top-level categories; the first page will do.
    const firstPage = routeOfDoc.get(flatten(name, items as SidebarItemConfig[])[0].docId)!;
    const $ = cheerio.load(fs.readFileSync(builtFileOfRoute(firstPage), 'utf8'));
    const rendered = new Map(
      $('.theme-doc-sidebar-item-category-level-1 > .menu__list-item-collapsible > a')
        .toArray()
        .map((a) => [$(a).text().trim(), $(a).attr('href')]),
    );
    for (const category of categories) {
      const expected = routeOfDoc.get(flatten(name, [category])[0].docId);
      checked += 1;
      if (rendered.get(category.label) !== expected) mismatches.push(`${name} > ${category.label}: ${rendered.get(category.label)} != ${expected}`);
    }
  }
  assert.ok(checked > 20, `only ${checked} categories checked`);
  assert.deepEqual(mismatches, []);
});
