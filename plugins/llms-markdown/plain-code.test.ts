import {test} from 'node:test';
import assert from 'node:assert/strict';
import {plainCodeBlocks} from './plain-code';

// A highlighted code block as the build writes it (minified; the first class marks it for hydration).
const codeBlock =
  '<div class="language-python theme-code-block"><div><pre tabindex=0 class="server-markup-_R_o3q_ prism-code language-python codeBlock_x" style=color:red>' +
  '<code class=codeBlockLines_x><div class=token-line><span class="token keyword">import</span><span> asyncio</span><br/></div>' +
  '<div class=token-line><span style=display:inline-block></span><br/></div>' +
  '<div class=token-line><span>x </span><span class="token operator">&lt;</span><span> 1</span><br></div>' +
  '</code></pre><div><button aria-label="Copy code">Copy</button></div></div></div>';

test('a highlighted code block becomes plain code with its language', () => {
  const result = plainCodeBlocks(`<article><p>Text.</p>${codeBlock}</article>`);
  assert.match(result, /<pre><code class="language-python">import asyncio\n\nx &lt; 1\n<\/code><\/pre>/);
  assert.doesNotMatch(result, /token/);
  assert.match(result, /^<article><p>Text.<\/p><div class="language-python theme-code-block"><div><pre><code/);
});

test('a block without a language and a diagram source', () => {
  const plain = '<pre tabindex=0 class="prism-code codeBlock_x"><code><div class=token-line><span>make</span><br/></div></code></pre>';
  assert.equal(plainCodeBlocks(plain), '<pre><code>make\n</code></pre>');
  const diagram = '<pre class=mermaid-source>flowchart TD</pre>';
  assert.equal(plainCodeBlocks(diagram), diagram);
});
