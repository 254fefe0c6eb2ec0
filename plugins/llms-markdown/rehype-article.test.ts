import {test} from 'node:test';
import assert from 'node:assert/strict';
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkStringify from 'remark-stringify';
import rehypeDocusaurusArticle from './rehype-article';

const toMarkdown = (html: string): string =>
  String(
    unified()
      .use(rehypeParse, {fragment: true})
      .use(rehypeDocusaurusArticle)
      .use(rehypeRemark)
      .use(remarkStringify, {fences: true})
      .processSync(html),
  );

test('heading anchors, buttons and React comment markers are dropped', () => {
  const html = '<h2 id="setup">Setup<a class="hash-link" href="#setup" title="Direct link to Setup">\u200b</a></h2><p>a<!-- -->b</p>';
  assert.equal(toMarkdown(html).trim(), '## Setup\n\nab');
});

test("a blog post keeps its title and body but not its date, authors or footer", () => {
  const html =
    '<article><header><h1>New API</h1><div><time>May 1, 2025</time> · 2 min read</div>' +
    '<div class="avatar">Core team</div></header><div class="markdown"><p>Body text.</p></div>' +
    '<footer><a href="/blog/tags/entities">entities</a></footer></article>';
  assert.equal(toMarkdown(html).trim(), '# New API\n\nBody text.');
});

test('a mermaid diagram placeholder stays a mermaid block', () => {
  const html = '<pre class="mermaid-source"><code class="language-mermaid">flowchart TD\n  A --> B</code></pre>';
  assert.equal(toMarkdown(html).trim(), '```mermaid\nflowchart TD\n  A --> B\n```');
});
