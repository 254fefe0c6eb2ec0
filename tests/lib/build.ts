import fs from 'node:fs';
import path from 'node:path';
import {root} from './content';

/** The production build the suite runs against (scripts/test.sh builds it). */
export const buildDir = path.join(root, process.env.TEST_BUILD_DIR ?? 'build-test');

/** The HTML file that serves a route (trailingSlash is false: `/a/b` is `a/b.html`). */
export function builtFileOfRoute(route: string): string {
  const clean = route.replace(/^\/|\/$/g, '');
  if (clean === '') return path.join(buildDir, 'index.html');
  const html = path.join(buildDir, `${clean}.html`);
  return fs.existsSync(html) ? html : path.join(buildDir, clean, 'index.html');
}

export function builtPageExists(route: string): boolean {
  return fs.existsSync(builtFileOfRoute(route));
}

/** Every HTML file of the build, relative to the build folder. */
export function builtHtmlFiles(dir = buildDir): string[] {
  return fs.readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(buildDir, path.join(entry.parentPath, entry.name)))
    .sort();
}
