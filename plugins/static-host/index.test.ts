import {test} from 'node:test';
import assert from 'node:assert/strict';
import {contentSecurityPolicy, headersFile, inlineScripts, redirectsFile, scriptHash} from './index';
import {movedPages} from './redirects';

test('inline scripts are found; external scripts and JSON data blocks are not', () => {
  const html =
    '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script>' +
    '<script type="text/javascript">b()</script>';
  assert.deepEqual(inlineScripts(html), ['a()', 'b()']);
});

test('the CSP allows own files and exactly the hashed inline scripts', () => {
  const csp = contentSecurityPolicy([scriptHash('a()'), scriptHash('a()')], false);
  assert.match(csp, /script-src 'self' 'sha256-[A-Za-z0-9+/=]+'; /);
  assert.equal(csp.match(/sha256-/g)?.length, 1);
  assert.doesNotMatch(csp, /script-src[^;]*unsafe|googletagmanager/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.match(contentSecurityPolicy([], true), /script-src 'self' https:\/\/www\.googletagmanager\.com/);
});

test('_headers sets security headers for every path and a long cache for hashed assets', () => {
  const file = headersFile("default-src 'self'");
  assert.match(file, /^\/\*\n {2}Content-Security-Policy: default-src 'self'\n/);
  assert.match(file, /X-Content-Type-Options: nosniff/);
  assert.match(file, /\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
});

test('old flat entity URLs redirect to the entity pages', () => {
  const rules = new Map(movedPages());
  assert.equal(rules.get('/docs/entity_binary_sensor'), '/docs/core/entity/binary-sensor');
  assert.equal(rules.get('/docs/entity_light'), '/docs/core/entity/light');
  assert.equal(rules.get('/docs/entity_index'), '/docs/core/entity');
  assert.match(redirectsFile([['/a', '/b']]), /^\/a \/b 301\n$/);
});
