import fs from 'node:fs';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import * as cheerio from 'cheerio';
import {builtFileOfRoute} from '../lib/build';
import {docsManifest, sourceOfRoute} from '../lib/content';

test('every docs page is readable without JavaScript: its title and text are in the HTML', () => {
  const unreadable: string[] = [];
  for (const row of docsManifest.filter((r) => sourceOfRoute(r.route))) {
    const $ = cheerio.load(fs.readFileSync(builtFileOfRoute(row.route), 'utf8'));
    const body = $('.theme-doc-markdown');
    if (body.find('h1').first().text().trim() !== row.title || body.text().length < 300) unreadable.push(row.route);
  }
  assert.deepEqual(unreadable, []);
});
