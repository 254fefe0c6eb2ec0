import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildDir, builtPageExists} from '../lib/build';

const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');

test('the build ships _headers with a CSP, security headers and a long cache for assets', () => {
  const headers = read('_headers');
  assert.match(headers, /Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-/);
  assert.doesNotMatch(headers, /script-src[^;\n]*'unsafe-(inline|eval)'/);
  for (const header of ['X-Content-Type-Options', 'Referrer-Policy', 'Strict-Transport-Security', 'X-Frame-Options']) {
    assert.match(headers, new RegExp(`^ {2}${header}: `, 'm'));
  }
  assert.match(headers, /^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
});

test('every redirect in _redirects leads from a missing page to a built one', () => {
  const rules = read('_redirects').trim().split('\n').map((line) => line.split(' '));
  assert.ok(rules.length > 40, `${rules.length} redirects`);
  for (const [from, to, status] of rules) {
    assert.equal(status, '301');
    assert.ok(!builtPageExists(from), `${from} exists, the redirect would hide it`);
    assert.ok(builtPageExists(to), `${from} redirects to ${to}, which is not built`);
  }
});
