export type CodeBlock = {
  /** The first word of the fence's info string, '' when missing. */
  lang: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** 1-based line of the closing fence. */
  endLine: number;
};

/**
 * Fenced code blocks of a Markdown body, in order. Handles backtick and tilde fences of any
 * length, indented fences (inside lists) and fences nested in longer fences.
 */
export function extractCodeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = markdown.split('\n');
  let open: {fence: string; indent: number; lang: string; line: number; body: string[]} | null =
    null;
  lines.forEach((text, index) => {
    const fence = /^( *)(`{3,}|~{3,})\s*([^\s`]*)?.*$/.exec(text);
    if (!open) {
      if (fence) {
        open = {fence: fence[2], indent: fence[1].length, lang: fence[3] ?? '', line: index + 1, body: []};
      }
      return;
    }
    const closing = /^( *)(`{3,}|~{3,})\s*$/.exec(text);
    if (closing && closing[2][0] === open.fence[0] && closing[2].length >= open.fence.length) {
      blocks.push({lang: open.lang, code: open.body.join('\n'), line: open.line, endLine: index + 1});
      open = null;
      return;
    }
    // Content of an indented fence is indented too; strip up to the fence's indentation.
    open.body.push(text.replace(new RegExp(`^ {0,${open.indent}}`), ''));
  });
  if (open) {
    const {lang, line} = open;
    throw new Error(`Unclosed \`\`\`${lang} code fence opened on line ${line}`);
  }
  return blocks;
}

/** The Markdown without its fenced code blocks: what the reader sees as prose and headings. */
export function stripCodeBlocks(markdown: string): string {
  const lines = markdown.split('\n');
  const blocks = extractCodeBlocks(markdown);
  const inCode = new Set<number>();
  for (const block of blocks) {
    for (let i = block.line - 1; i < block.endLine; i += 1) inCode.add(i);
  }
  return lines.filter((_, i) => !inCode.has(i)).join('\n');
}

/**
 * Words a reader reads as prose: no front matter, code blocks, tables, imports, JSX or
 * Markdown syntax. This is what the content guide's size floors count.
 */
export function proseWordCount(body: string): number {
  const prose = stripCodeBlocks(body)
    .split('\n')
    .filter((line) => !/^\s*\|/.test(line) && !/^\s*(import|export)\s/.test(line) && !/^\s*:::/.test(line))
    .join('\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#*_>`[\]]/g, ' ');
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
