/**
 * Serves a production build the way the static host does: compressed responses, the headers of
 * the build's `_headers` and the redirects of its `_redirects`. `docusaurus serve` does none of
 * these, so pages served by it load several times more bytes than visitors download and ship no
 * Content-Security-Policy.
 * Usage: tsx scripts/serve-build.ts [--dir build] [--port 3000] [--host localhost]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import compression from 'compression';
import serveHandler from 'serve-handler';

type HeaderRule = {pattern: RegExp; headers: [name: string, value: string][]};
type Redirect = {from: string; to: string; status: number};

const patternToRegExp = (pattern: string) =>
  new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);

/** Netlify's `_headers` format: a path pattern, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({pattern: patternToRegExp(line.trim()), headers: []});
      continue;
    }
    const separator = line.indexOf(':');
    rules.at(-1)?.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

/** Netlify's `_redirects` format: `from to [status]` per line. */
export function parseRedirectsFile(text: string): Redirect[] {
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, to]) => from && to && !from.startsWith('#'))
    .map(([from, to, status]) => ({from, to, status: Number(status ?? 301)}));
}

const readIfPresent = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');

/** A request handler for `dir`, with its `_headers` and `_redirects` read once. */
export function staticHost(dir: string): http.RequestListener {
  const headerRules = parseHeadersFile(readIfPresent(path.join(dir, '_headers')));
  const redirects = new Map(parseRedirectsFile(readIfPresent(path.join(dir, '_redirects'))).map((r) => [r.from, r]));
  const compress = compression();
  return (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://host').pathname;
    const redirect = redirects.get(pathname) ?? redirects.get(pathname.replace(/\/$/, ''));
    if (redirect) {
      response.writeHead(redirect.status, {Location: redirect.to}).end();
      return;
    }
    for (const rule of headerRules.filter((r) => r.pattern.test(pathname))) {
      for (const [name, value] of rule.headers) response.setHeader(name, value);
    }
    compress(request as never, response as never, () => {
      void serveHandler(request, response, {public: dir, cleanUrls: true, directoryListing: false});
    });
  };
}

if (require.main === module) {
  const {values} = parseArgs({
    options: {
      dir: {type: 'string', default: 'build'},
      port: {type: 'string', default: '3000'},
      host: {type: 'string', default: 'localhost'},
    },
  });
  const dir = path.resolve(values.dir);
  http.createServer(staticHost(dir)).listen(Number(values.port), values.host, () => {
    console.log(`Serving ${dir} at http://${values.host}:${values.port}/`);
  });
}
