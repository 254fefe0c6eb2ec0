import fs from 'node:fs/promises';
import path from 'node:path';

// A code block as the classic theme renders it: `<pre class="prism-code language-x">`, one
// element per line ending in `<br>`, one span per token. Code text has its `<` escaped, so the
// first `</pre>` closes the block.
const highlightedCode = /<pre\b[^>]*\bclass="prism-code\b([^"]*)"[^>]*>([\s\S]*?)<\/pre>/g;

function plainCode(_block: string, classNames: string, lines: string): string {
  const language = /(?:^|\s)(language-\S+)/.exec(classNames)?.[1];
  const text = lines.replace(/<br\s*\/?>/g, '\n').replace(/<[^>]*>/g, '');
  return `<pre><code${language ? ` class="${language}"` : ''}>${text}</code></pre>`;
}

/**
 * A built page cut down to what its markdown copy is made of: the head (title, description) and
 * the article, each highlighted code block as plain text with its language. The conversion
 * parses and walks every element it is given; the navigation around the article and the
 * token spans of the code were over half of them.
 */
export function articlePage(html: string): string {
  const headEnd = html.indexOf('</head>');
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  if (headEnd < 0 || start < 0 || end < start) return html;
  const article = html.slice(start, end + '</article>'.length).replace(highlightedCode, plainCode);
  return `${html.slice(0, headEnd)}</head><body>${article}</body></html>`;
}

/** Writes the `articlePage` of every HTML page under `fromDir` to the same path under `toDir`. */
export async function writeArticlePages(fromDir: string, toDir: string): Promise<void> {
  const pages = (await fs.readdir(fromDir, {recursive: true})).filter((file) => file.endsWith('.html'));
  await Promise.all(
    pages.map(async (page) => {
      const html = await fs.readFile(path.join(fromDir, page), 'utf8');
      await fs.mkdir(path.dirname(path.join(toDir, page)), {recursive: true});
      await fs.writeFile(path.join(toDir, page), articlePage(html));
    }),
  );
}
