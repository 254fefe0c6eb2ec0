import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';

const pluginModule = path.join(__dirname, 'index.ts');

// Runs the plugin's hooks as `docusaurus build` does, in a process of its own: the worker starts
// in loadContent; postBuild, if asked for, converts the pages of a build directory that is missing.
async function runHooks(withPostBuild: boolean): Promise<string> {
  const script = `
    process.env.NODE_ENV = 'production';
    const plugin = require(${JSON.stringify(pluginModule)}).default({siteDir: process.cwd(), siteConfig: {baseUrl: '/'}});
    plugin.loadContent()
      .then(() => ${withPostBuild} ? plugin.postBuild({
        outDir: '/nonexistent-build-dir', siteDir: process.cwd(), generatedFilesDir: '/tmp', routes: [],
        siteConfig: {title: 'T', url: 'https://example.com', baseUrl: '/', trailingSlash: false},
      }).then(() => 'converted') : 'loaded')
      .then(console.log, (error) => console.log('failed: ' + error.message));`;
  // execFile settles when the process exits; one the worker held open would be killed and reject.
  const {stdout} = await promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', script], {timeout: 60_000});
  return stdout.trim();
}

test('a build that stops before postBuild is not held open by the waiting worker', async () => {
  assert.equal(await runHooks(false), 'loaded');
});

test('a conversion that fails in the worker fails postBuild', async () => {
  assert.match(await runHooks(true), /^failed: ENOENT: .*nonexistent-build-dir/);
});
