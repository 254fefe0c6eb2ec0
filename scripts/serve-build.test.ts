import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {parseHeadersFile, parseRedirectsFile, staticHost} from './serve-build';

describe('the _headers and _redirects parsers', () => {
  test('path patterns with * match their subtree; headers belong to the pattern above them', () => {
    const rules = parseHeadersFile('/*\n  X-Frame-Options: DENY\n/assets/*\n  Cache-Control: public, max-age=1\n');
    assert.deepEqual(
      rules.map((r) => [r.pattern.test('/assets/js/a.js'), r.pattern.test('/docs'), r.headers]),
      [
        [true, true, [['X-Frame-Options', 'DENY']]],
        [true, false, [['Cache-Control', 'public, max-age=1']]],
      ],
    );
  });

  test('redirect lines give source, target and status (301 when left out)', () => {
    assert.deepEqual(parseRedirectsFile('# moved\n/old /new 302\n/a /b\n'), [
      {from: '/old', to: '/new', status: 302},
      {from: '/a', to: '/b', status: 301},
    ]);
  });
});

describe('a build served like the static host', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-build-'));
  const server = http.createServer();
  let origin = '';

  before(async () => {
    fs.mkdirSync(path.join(dir, 'docs'));
    fs.writeFileSync(path.join(dir, 'docs', 'page.html'), `<h1>Page</h1>${'<p>text</p>'.repeat(500)}`);
    fs.writeFileSync(path.join(dir, '404.html'), '<h1>Not found</h1>');
    fs.writeFileSync(path.join(dir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
    fs.writeFileSync(path.join(dir, '_redirects'), '/docs/old_page /docs/page 301\n');
    server.on('request', staticHost(dir));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => {
    server.closeAllConnections();
    server.close();
    fs.rmSync(dir, {recursive: true, force: true});
  });

  test('pages are served at clean URLs, compressed, with the _headers headers', async () => {
    const response = await fetch(`${origin}/docs/page`, {headers: {'Accept-Encoding': 'gzip'}});
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-encoding'), 'gzip');
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.match(await response.text(), /<h1>Page<\/h1>/);
  });

  test('moved pages answer with their redirect', async () => {
    const response = await fetch(`${origin}/docs/old_page`, {redirect: 'manual'});
    assert.equal(response.status, 301);
    assert.equal(response.headers.get('location'), '/docs/page');
  });

  test('unknown paths get the 404 page with status 404', async () => {
    const response = await fetch(`${origin}/docs/missing`);
    assert.equal(response.status, 404);
    assert.match(await response.text(), /Not found/);
  });
});
