import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {LoadContext, PluginContentLoadedActions} from '@docusaurus/types';
import {codeThemes} from '../../src/lib/codeThemes';
import {prismColourModeCss, styledTokenTypes} from '../../src/lib/prismColourModes';
import prismColourModesPlugin from './index';

const plugin = prismColourModesPlugin({} as LoadContext, codeThemes);

test("every page's head carries both modes' code colours", () => {
  const tags = plugin.injectHtmlTags!({content: undefined}) as {headTags: {tagName: string; innerHTML: string}[]};
  assert.deepEqual(tags.headTags, [{tagName: 'style', innerHTML: prismColourModeCss(codeThemes.light, codeThemes.dark)}]);
});

test('the styled token types are written for the code lines; punctuation and operators are not among them', async () => {
  const written = new Map<string, string>();
  const actions = {createData: async (name: string, data: string) => (written.set(name, data), name)} as unknown as PluginContentLoadedActions;
  await plugin.contentLoaded!({content: undefined, actions, allContent: {}} as never);
  const types = JSON.parse(written.get('styled-token-types.json')!) as string[];
  assert.deepEqual(types, styledTokenTypes(codeThemes.light, codeThemes.dark));
  assert.ok(types.includes('keyword') && types.includes('string') && types.includes('comment'));
  assert.ok(!types.includes('punctuation') && !types.includes('operator') && !types.includes('plain'));
});
