import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import type {Node, Parent} from 'unist';
import {EXIT, SKIP, visitParents} from 'unist-util-visit-parents';
import {minifyWhitespace} from 'hast-util-minify-whitespace';
import type {Root} from 'hast';
import {raw} from 'hast-util-raw';
import rehypeRaw from 'rehype-raw';
import {toMdast} from 'hast-util-to-mdast';
import type {Root as MdastRoot} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown, gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';
import {gfm} from 'micromark-extension-gfm';
import rehypeParse from 'rehype-parse';
import rehypeStringify from 'rehype-stringify';
import {unified} from 'unified';
import {readJson, root} from './lib/content';

/**
 * Checks that `name` is installed at a version that has a patch in `patches/`, and that the
 * patch is applied: `unpatched` no longer occurs in the patched file.
 */
function assertPatched(name: string, file: string, unpatched: RegExp): void {
  const dir = path.join(root, 'node_modules', name);
  const {version} = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string};
  assert.ok(
    fs.existsSync(path.join(root, 'patches', `${name}+${version}.patch`)),
    `no patch for the installed ${name} ${version}: make one with npx patch-package ${name}`,
  );
  assert.doesNotMatch(fs.readFileSync(path.join(dir, file), 'utf8'), unpatched, `the patch of ${name} is not applied: run npm install`);
}

/** A tree (or part of one) as plain data without its source positions. */
const withoutPositions = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (key, item) => (key === 'position' ? undefined : item)));

test('patch-package is a runtime dependency, so an install without dev dependencies still runs postinstall', () => {
  // Hosts that build with NODE_ENV=production (or `npm install --omit=dev`) skip devDependencies,
  // and a postinstall command they do not install fails the whole install.
  const manifest = readJson<{scripts: Record<string, string>; dependencies: Record<string, string>}>('package.json');
  assert.match(manifest.scripts.postinstall, /^patch-package\b/);
  assert.ok(manifest.dependencies['patch-package'], 'patch-package belongs in dependencies');
});

test('unist-util-visit-parents is installed with its patch: the walk no longer renames a function per node', () => {
  assertPatched('unist-util-visit-parents', 'lib/index.js', /defineProperty\(visit, 'name'/);
});

test('hast-util-minify-whitespace is installed with its patch: tag name tests are built once, not per node', () => {
  assertPatched('hast-util-minify-whitespace', 'lib/index.js', /isElement\(node, /);
});

test('rehype-raw is installed with its patch: a tree without raw HTML is not parsed again', () => {
  assertPatched('rehype-raw', 'lib/index.js', /\(tree, file\) \{\s+\/\/ Assume root in/);
});

test('patched rehype-raw gives the tree the HTML parser gives, with and without raw HTML', () => {
  // What markdown pages compile to: a task-list item (the theme's checkbox, then " " and the
  // paragraph's text as separate nodes), a text directive turned back into text, table rows with
  // line breaks between them, and a component that the parser must pass through.
  const text = (value: string) => ({type: 'text' as const, value});
  const element = (tagName: string, children: Root['children'], properties = {}) =>
    ({type: 'element' as const, tagName, properties, children}) as Root['children'][number];
  const component = {type: 'mdxJsxFlowElement', name: 'Admonition', attributes: [], children: [element('p', [text('a'), text('b')])]};
  const markdown: Root = {
    type: 'root',
    children: [
      element('ul', [element('li', [element('input', [], {type: 'checkbox', disabled: true}), text(' '), text('Install it')])]),
      element('p', [text('add {item'), text(':item'), text('} to the list')]),
      element('table', [text('\n'), element('tbody', [element('tr', [element('td', [text('1')])]), text('\n')])]),
      component as unknown as Root['children'][number],
    ],
  };
  const withRawHtml: Root = {type: 'root', children: [...markdown.children, {type: 'raw', value: '<p>one<b>two'}]};
  const passThrough = ['mdxJsxFlowElement'];
  // Positions differ (the parser's are offsets into its own serialization of the tree), and the
  // parser's root also records that the document was not in quirks mode: children are compared.
  for (const tree of [markdown, withRawHtml]) {
    const expected = raw(structuredClone(tree), {passThrough}) as Root;
    const actual = rehypeRaw({passThrough})(structuredClone(tree), undefined as never);
    assert.deepEqual(withoutPositions(actual.children), withoutPositions(expected.children));
  }
});

test('hast-util-to-mdast is installed with its patch: trees are copied without structuredClone', () => {
  assertPatched('hast-util-to-mdast', 'lib/index.js', /structuredClone\(tree\)/);
});

test('patched hast-util-to-mdast converts a copy of the tree and leaves the tree as it was', () => {
  const html = unified().use(rehypeParse, {fragment: true});
  const tree = html.parse('<h2 id="setup">  Set   up </h2>\n<p>Run <code>pip install</code>, then <a href="/docs/x">read <em>this</em></a>.</p>');
  const before = structuredClone(tree);
  const mdast = toMdast(tree);
  assert.deepEqual(tree, before, 'the whitespace minifier worked on a copy');
  assert.deepEqual(withoutPositions(mdast), {
    type: 'root',
    children: [
      {type: 'heading', depth: 2, children: [{type: 'text', value: 'Set up'}]},
      {
        type: 'paragraph',
        children: [
          {type: 'text', value: 'Run '},
          {type: 'inlineCode', value: 'pip install'},
          {type: 'text', value: ', then '},
          {type: 'link', title: null, url: '/docs/x', children: [{type: 'text', value: 'read '}, {type: 'emphasis', children: [{type: 'text', value: 'this'}]}]},
          {type: 'text', value: '.'},
        ],
      },
    ],
  });
});

test('mdast-util-to-markdown is installed with its patch: a pattern whose character is not in the text is skipped', () => {
  assertPatched('mdast-util-to-markdown', 'lib/util/safe.js', /const pattern = state\.unsafe\[index\]\s+if \(\s+!patternInScope/);
});

test('patched mdast-util-to-markdown still escapes what would become markup, and only that', () => {
  // Texts as the markdown copies meet them: prose with identifiers, markup characters at the start
  // of a line, in table cells and in inline code.
  const texts = ['# not a heading', '1. not a list', '* not a list', 'a_b_c and _emphasis_', '*stars*', '[not a link](x)', '<not-html>', 'a | b', 'plain prose'];
  const cell = (value: string) => ({type: 'tableCell' as const, children: [{type: 'text' as const, value}]});
  const tree: MdastRoot = {
    type: 'root',
    children: [
      ...texts.map((value) => ({type: 'paragraph' as const, children: [{type: 'text' as const, value}]})),
      {type: 'table', align: [null, null, null], children: [{type: 'tableRow', children: texts.slice(-3).map(cell)}]},
    ],
  };
  const markdown = toMarkdown(tree, {extensions: [gfmToMarkdown()]});
  const parsed = fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
  assert.deepEqual(withoutPositions(parsed), withoutPositions(tree), 'every text reads back as the same text');
  assert.match(markdown, /^\\# not a heading$/m);
  assert.match(markdown, /^plain prose$/m, 'prose without markup characters is written as it is');
  const code = (value: string) => toMarkdown({type: 'paragraph', children: [{type: 'inlineCode', value}]});
  assert.equal(code('a\n# b'), '`a # b`\n', 'a line break in inline code that would start a heading becomes a space');
  assert.equal(code('hass.states.async_set'), '`hass.states.async_set`\n');
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

test('the patched whitespace minifier still collapses spaces, keeps them in pre, and drops them between blocks', () => {
  const html = unified().use(rehypeParse, {fragment: true}).use(rehypeStringify);
  const tree = html.parse('<div>\n  <p>  one   <b>two</b>  </p>\n  <pre>  kept  </pre>\n</div>');
  minifyWhitespace(tree);
  assert.equal(html.stringify(tree), '<div><p>one <b>two</b></p><pre>  kept  </pre></div>');
});
