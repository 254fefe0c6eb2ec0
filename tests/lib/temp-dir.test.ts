import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {tempDir} from './temp-dir';

test('tempDir makes a directory under the temp folder and removes it, with its files, when the test ends', async (t) => {
  let dir = '';
  await t.test('a test that writes into it', (inner) => {
    dir = tempDir(inner, 'temp-dir-test-');
    assert.equal(path.dirname(dir), os.tmpdir());
    assert.match(path.basename(dir), /^temp-dir-test-/);
    fs.mkdirSync(path.join(dir, 'docs'));
    fs.writeFileSync(path.join(dir, 'docs/page.html'), '<h1>Page</h1>');
  });
  assert.equal(fs.existsSync(dir), false);
});
