import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import * as cheerio from 'cheerio';
import {buildDir, builtFileOfRoute, builtHtmlFiles} from '../lib/build';
import {extractCodeBlocks} from '../lib/codeblocks';
import {docSources, docsManifest, routeOfDocFile, sourceOfRoute} from '../lib/content';
import {codeThemes} from '../../src/lib/codeThemes';
import {styledTokenTypes} from '../../src/lib/prismColourModes';

test('every docs page is readable without JavaScript: its title and text are in the HTML', () => {
  const unreadable: string[] = [];
  for (const row of docsManifest.filter((r) => sourceOfRoute(r.route))) {
    const $ = cheerio.load(fs.readFileSync(builtFileOfRoute(row.route), 'utf8'));
    const body = $('.theme-doc-markdown');
    if (body.find('h1').first().text().trim() !== row.title || body.text().length < 300) unreadable.push(row.route);
  }
  assert.deepEqual(unreadable, []);
});

test('every code block of every docs page shows its source line for line; text that neither colour mode styles is no element, and lines carry no style of their own', () => {
  const styled = new Set(styledTokenTypes(codeThemes.light, codeThemes.dark));
  const isUnstyled = (className: string) => !className.split(' ').some((type) => styled.has(type));
  const differing: string[] = [];
  let blocks = 0;
  let tokenElements = 0;
  let unstyledTokenElements = 0;
  let styledLines = 0;
  for (const source of docSources) {
    const route = routeOfDocFile(source.file);
    const $ = cheerio.load(fs.readFileSync(builtFileOfRoute(route), 'utf8'));
    const pres = $('article pre.prism-code').toArray();
    const shown = pres.map((pre) => $(pre).find('.token-line').toArray().map((line) => $(line).text()).join('\n'));
    const written = extractCodeBlocks(source.body)
      .filter((block) => block.lang !== 'mermaid')
      .map((block) => block.code.replace(/\n$/, ''));
    blocks += written.length;
    if (shown.length !== written.length) differing.push(`${route}: ${shown.length} blocks shown, ${written.length} written`);
    written.forEach((code, i) => {
      if (shown[i] !== undefined && shown[i] !== code) differing.push(`${route}: block ${i + 1}`);
    });
    const tokens = $('article pre.prism-code .token').toArray();
    tokenElements += tokens.length;
    unstyledTokenElements += tokens.filter((element) => isUnstyled($(element).attr('class') ?? '')).length;
    styledLines += $('article pre.prism-code .token-line[style]').length;
  }
  assert.ok(blocks > 1000, `only ${blocks} code blocks found`);
  assert.deepEqual(differing, []);
  assert.ok(tokenElements > 10000, `only ${tokenElements} highlighted tokens found`);
  assert.equal(unstyledTokenElements, 0, 'tokens that no colour mode styles are rendered as elements');
  assert.equal(styledLines, 0, 'code lines repeat their block\'s colour as an inline style');
});

test('no page asks crawlers to skip it but the search results page (the site-wide no-index setting is off)', () => {
  const noIndex = builtHtmlFiles().filter((file) =>
    /<meta[^>]*\brobots\b[^>]*noindex/.test(fs.readFileSync(path.join(buildDir, file), 'utf8')),
  );
  assert.deepEqual(noIndex, ['search.html']);
});
