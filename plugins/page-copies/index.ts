import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const headEnd = '</head>';
const articleStart = '<article';
const articleEnd = '</article>';

// A start tag whose attribute values may hold any character but their own quote.
const startTag = (name: string) => String.raw`<${name}(?:\s+[^\s=>/]+(?:=(?:"[^"]*"|'[^']*'|[^\s>]+))?)*\s*/?>`;
const headTagsPattern = new RegExp(`${startTag('title')}[^<]*</title>|${startTag('meta')}`, 'g');

/**
 * Where a page's head closes and its article starts and ends, if it has an article (the built
 * 404 page, home and search have none).
 */
export function articleRange(page: Buffer): {headClose: number; start: number; end: number} | undefined {
  const headClose = page.indexOf(headEnd);
  const start = page.indexOf(articleStart);
  const end = page.lastIndexOf(articleEnd);
  return headClose < 0 || start < 0 || end < start ? undefined : {headClose, start, end: end + articleEnd.length};
}

/**
 * The page up to its head's end with only the head's title and meta tags: what reads the built
 * pages again takes its title, description, keywords and robots from them, and the styles,
 * preloads and scripts were most of a head.
 */
export function titleAndMeta(page: Buffer, headClose: number): string {
  const headOpen = page.indexOf('>', page.indexOf('<head')) + 1;
  const tags = page.subarray(headOpen, headClose).toString().match(headTagsPattern) ?? [];
  return `${page.subarray(0, headOpen).toString()}${tags.join('')}${headEnd}`;
}

/**
 * A built page cut down to its head's title and meta tags and its article (the whole page if it
 * has no article). What reads the built pages again after the build (the blog feeds, the
 * markdown copies) uses only these parts; the navigation around the article was most of a
 * page's markup, and parsing it most of their work.
 */
export function articlePage(page: Buffer): Buffer {
  const range = articleRange(page);
  if (!range) return page;
  return Buffer.concat([
    Buffer.from(`${titleAndMeta(page, range.headClose)}<body>`),
    page.subarray(range.start, range.end),
    Buffer.from('</body></html>'),
  ]);
}

/**
 * The page without the elements that open with `open` and close with the next `close` (so no
 * element of that kind may nest in them). Bytes in, bytes out.
 */
export function withoutElements(page: Buffer, elements: readonly (readonly [open: string, close: string])[]): Buffer {
  const cuts: [number, number][] = [];
  for (const [open, close] of elements) {
    let start = page.indexOf(open);
    while (start >= 0) {
      const end = page.indexOf(close, start);
      if (end < 0) break;
      cuts.push([start, end + close.length]);
      start = page.indexOf(open, end + close.length);
    }
  }
  if (cuts.length === 0) return page;
  cuts.sort((a, b) => a[0] - b[0]);
  const kept: Buffer[] = [];
  let from = 0;
  for (const [start, end] of cuts) {
    if (start > from) kept.push(page.subarray(from, start));
    from = Math.max(from, end);
  }
  kept.push(page.subarray(from));
  return Buffer.concat(kept);
}

/** The route of a page file of the build: `blog/a.html` and `blog/a/index.html` are `/blog/a`. */
export function routeOfPage(file: string): string {
  return `/${file.split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '');
}

// Open files at a time: well under the per-process limit of any system (256 by default on macOS).
const filesAtOnce = 64;

/** Calls `step` for every item, at most `limit` calls running at once. */
async function forEachAtOnce<T>(items: readonly T[], limit: number, step: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await step(items[next++]);
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, lane));
}

type Pages = {
  /** What each page becomes in the copy. */
  transform: (page: Buffer) => Buffer;
  /** The routes (without the base URL) to copy the pages of; all pages when not given. */
  routes?: readonly string[];
};

/**
 * Calls `use` with a temporary copy of the HTML pages of `outDir`, each passed through
 * `transform`, and removes the copy afterwards.
 */
export async function withPages<T>(outDir: string, {transform, routes}: Pages, use: (pagesDir: string) => Promise<T>): Promise<T> {
  const wanted = routes && new Set(routes.map((route) => route.replace(/\/$/, '')));
  const pages = (await fs.readdir(outDir, {recursive: true})).filter(
    (file) => file.endsWith('.html') && (!wanted || wanted.has(routeOfPage(file))),
  );
  const pagesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-'));
  try {
    await forEachAtOnce(pages, filesAtOnce, async (page) => {
      const copy = transform(await fs.readFile(path.join(outDir, page)));
      await fs.mkdir(path.dirname(path.join(pagesDir, page)), {recursive: true});
      await fs.writeFile(path.join(pagesDir, page), copy);
    });
    return await use(pagesDir);
  } finally {
    await fs.rm(pagesDir, {recursive: true, force: true});
  }
}

/**
 * Runs a postBuild step that reads the built pages and writes its output beside them (as the
 * search index and the llms.txt plugins do) on a copy of the pages made by `withPages`, then
 * copies its output (every file but the pages) into the build.
 */
export function onPageCopies(outDir: string, pages: Pages, step: (pagesDir: string) => Promise<void> | void): Promise<void> {
  return withPages(outDir, pages, async (pagesDir) => {
    await step(pagesDir);
    await fs.cp(pagesDir, outDir, {recursive: true, filter: (file) => !file.endsWith('.html')});
  });
}
