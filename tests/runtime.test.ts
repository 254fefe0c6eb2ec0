import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {readJson, root} from './lib/content';

// npm puts node_modules/.bin first on the PATH of its scripts, so the `node` package's binary runs
// every build, test and server that `npm run` starts: the same Node.js as the deploy host, which
// reads .nvmrc, whatever Node.js the machine has.
const nvmrcMajor = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
const majorOf = (version: string) => version.replace(/^[v^~]/, '').split('.')[0];

test('the lock file installs the Node.js major version that .nvmrc names', () => {
  const lock = readJson<{packages: Record<string, {version: string}>}>('package-lock.json');
  const pkg = readJson<{devDependencies: Record<string, string>}>('package.json');
  assert.equal(majorOf(pkg.devDependencies.node), nvmrcMajor);
  assert.equal(majorOf(lock.packages['node_modules/node'].version), nvmrcMajor);
});

test('the installed node binary is that version', () => {
  const version = execFileSync(path.join(root, 'node_modules/.bin/node'), ['--version'], {encoding: 'utf8'});
  assert.equal(majorOf(version.trim()), nvmrcMajor);
});

test('the tests run on it when npm starts them', {skip: !process.env.npm_lifecycle_event && 'not started by npm'}, () => {
  assert.equal(majorOf(process.version), nvmrcMajor);
});
