import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

/** Repository root. */
export const root = path.resolve(__dirname, '../..');

/** A JSON file of the repository (package.json, the lock file, Docusaurus's generated data). */
export function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;
}

/** The route contract: our copy of the spec's manifests, checked against shared/ when present. */
export const specDir = path.join(root, 'spec');
export const sharedSpecDir = path.resolve(root, '../shared/spec');

export type DocRow = {
  route: string;
  docId: string;
  sidebar: string;
  category: string;
  title: string;
  size: 'S' | 'M' | 'L' | 'XL';
};

export type PostRow = {date: string; slug: string; route: string; title: string};

function readTsv(file: string): Record<string, string>[] {
  const [header, ...lines] = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
  const columns = header.split('\t');
  return lines.map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']));
  });
}

export const docsManifest: DocRow[] = readTsv(path.join(specDir, 'docs.tsv')).map((row) => ({
  route: row.route,
  docId: row.doc_id,
  sidebar: row.sidebar,
  category: row.category,
  title: row.title,
  size: row.size as DocRow['size'],
}));

export const blogManifest: PostRow[] = readTsv(path.join(specDir, 'blog.tsv')) as PostRow[];

const docsDir = path.join(root, 'docs');
const blogDir = path.join(root, 'blog');

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const isMarkdown = (file: string) => /\.mdx?$/.test(file);

/** Every docs source file, relative to the repository root. */
export const docFiles: string[] = walk(docsDir)
  .filter(isMarkdown)
  .map((file) => path.relative(root, file))
  .sort();

/** Every blog post source file, relative to the repository root. */
export const postFiles: string[] = walk(blogDir)
  .filter(isMarkdown)
  .map((file) => path.relative(root, file))
  .sort();

/** The route a docs file is served at: its path without extension, `index` dropped. */
export function routeOfDocFile(file: string): string {
  const withoutExt = file.replace(/\.mdx?$/, '').replace(/\/index$/, '');
  return `/${withoutExt}`;
}

/** The source file of a route, if it has been written. */
export function sourceOfRoute(route: string): string | undefined {
  return docFiles.find((file) => routeOfDocFile(file) === route);
}

/** Post date and slug from a file name such as `blog/2025-08-20-micro-sign-encoding.md`. */
export function parsePostFileName(file: string): {date: string; slug: string} {
  const match = /^blog\/(\d{4}-\d{2}-\d{2})-(.+?)(?:\/index)?\.mdx?$/.exec(file);
  if (!match) throw new Error(`Blog post file name must be YYYY-MM-DD-slug.md: ${file}`);
  return {date: match[1], slug: match[2]};
}

export type Source = {
  file: string;
  frontMatter: Record<string, unknown>;
  body: string;
};

export function readSource(file: string): Source {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) return {file, frontMatter: {}, body: text};
  return {
    file,
    frontMatter: (YAML.parse(match[1]) ?? {}) as Record<string, unknown>,
    body: text.slice(match[0].length),
  };
}

export const docSources: Source[] = docFiles.map(readSource);
export const postSources: Source[] = postFiles.map(readSource);
