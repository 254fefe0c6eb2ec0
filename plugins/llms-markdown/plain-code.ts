// A code block as the classic theme renders it: `<pre class="… prism-code language-x …">`, one
// element per line ending in `<br>`, one span per token. Code text has its `<` escaped, so the
// first `</pre>` closes the block.
const highlightedCode = /<pre\b[^>]*\bclass="([^"]*\bprism-code\b[^"]*)"[^>]*>([\s\S]*?)<\/pre>/g;

function plainCode(_block: string, classNames: string, lines: string): string {
  const language = /(?:^|\s)(language-\S+)/.exec(classNames)?.[1];
  const text = lines.replace(/<br\s*\/?>/g, '\n').replace(/<[^>]*>/g, '');
  return `<pre><code${language ? ` class="${language}"` : ''}>${text}</code></pre>`;
}

/**
 * The page with each highlighted code block as plain code with its language: one fenced block
 * in markdown, and a few elements to parse instead of one per token.
 */
export function plainCodeBlocks(html: string): string {
  return html.replace(highlightedCode, plainCode);
}
