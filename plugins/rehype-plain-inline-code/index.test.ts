import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Element} from 'hast';
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import rehypePlainInlineCode from './index';

/** The JavaScript MDX makes of `markdown`, with or without the plugin, on one line. */
async function compiled(markdown: string, plugin: boolean): Promise<string> {
  // Imported when used: a dependency of MDX's compiler can only be imported, not required.
  const {compile} = await import('@mdx-js/mdx');
  const js = String(await compile(markdown, {format: 'md', rehypePlugins: plugin ? [rehypePlainInlineCode] : []}));
  return js.replace(/\s+/g, ' ');
}

const page = 'Call `hass.states.async_set` or ``a `b` c``, then read [`state`](/docs/core/state).\n\n```python\nx = 1\n```\n';

test('inline code is a plain <code>, not the theme component MDX maps markdown code to', async () => {
  assert.ok((await compiled(page, false)).includes('_jsx(_components.code, { children: "hass.states.async_set" })'));
  const js = await compiled(page, true);
  for (const code of ['hass.states.async_set', 'a `b` c', 'state']) {
    assert.ok(js.includes(`_jsx("code", { children: ${JSON.stringify(code)} })`), `${code} is not a plain <code>: ${js}`);
  }
});

test('a code block still goes through the theme component (highlighting, copy button)', async () => {
  const js = await compiled(page, true);
  assert.ok(js.includes('_jsx(_components.pre, { children: _jsx(_components.code, { className: "language-python", children: "x = 1\\n" }) })'), js);
});

test('code the theme would not treat as inline is left to the theme', () => {
  const html = '<p><code class="language-x">y</code> <code>one\ntwo</code> <code></code> <code>z</code></p>';
  const tree = unified().use(rehypeParse, {fragment: true}).parse(html);
  rehypePlainInlineCode()(tree);
  const types = (tree.children[0] as Element).children.filter((child) => child.type !== 'text').map((child) => child.type);
  assert.deepEqual(types, ['element', 'element', 'element', 'mdxJsxTextElement']);
});
