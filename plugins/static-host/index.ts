import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export type Options = {
  /** Allow the Google tag (only when the site is built with a tag id). */
  readonly analytics?: boolean;
  /** Old paths and where they live now. */
  readonly redirects?: ReadonlyArray<readonly [from: string, to: string]>;
};

/** Classic scripts written into the page itself (not `src=` files, not JSON data blocks). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc=/i.test(attributes))
    .filter(([, attributes = '']) => {
      const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1];
      return !type || /^(text\/javascript|module)$/i.test(type);
    })
    .map(([, , body]) => body)
    .filter((body) => body.length > 0);
}

export const scriptHash = (body: string): string =>
  `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** The Content-Security-Policy: own files, the given inline scripts, and the Google tag if on. */
export function contentSecurityPolicy(scriptHashes: Iterable<string>, analytics: boolean): string {
  const google = analytics ? ['https://www.googletagmanager.com'] : [];
  const beacons = analytics ? ['https://*.google-analytics.com', 'https://*.analytics.google.com', ...google] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...[...new Set(scriptHashes)].sort(), ...google],
    // React writes inline style attributes and mermaid writes <style> into its SVGs.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...beacons],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Netlify's `_headers`: security headers everywhere, a year's cache for hashed assets. */
export function headersFile(csp: string): string {
  return [
    '/*',
    `  Content-Security-Policy: ${csp}`,
    '  X-Content-Type-Options: nosniff',
    '  X-Frame-Options: DENY',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), interest-cohort=()',
    '  Strict-Transport-Security: max-age=63072000; includeSubDomains',
    '  Cross-Origin-Opener-Policy: same-origin',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}

/** Netlify's `_redirects`: permanent redirects, one per line. */
export const redirectsFile = (rules: Options['redirects'] = []): string =>
  rules.map(([from, to]) => `${from} ${to} 301`).join('\n') + '\n';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {recursive: true, withFileTypes: true});
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes the static host's configuration into the build: `_headers` with a CSP that allows
 * exactly the inline scripts the built pages contain, and `_redirects` for moved pages.
 */
export default function staticHostPlugin(_context: LoadContext, options: Options = {}): Plugin {
  return {
    name: 'static-host',
    async postBuild({outDir}) {
      const hashes = new Set<string>();
      for (const file of await htmlFiles(outDir)) {
        for (const body of inlineScripts(await fs.readFile(file, 'utf8'))) hashes.add(scriptHash(body));
      }
      const csp = contentSecurityPolicy(hashes, options.analytics ?? false);
      await fs.writeFile(path.join(outDir, '_headers'), headersFile(csp));
      await fs.writeFile(path.join(outDir, '_redirects'), redirectsFile(options.redirects));
    },
  };
}
