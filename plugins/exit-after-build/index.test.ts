import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import test from 'node:test';

/**
 * Runs the plugin's postBuild `times` times in a fresh Node process, then sets the exit code
 * a finished build would set. A `beforeExit` listener added after the plugin's reports
 * whether the process went on to its normal teardown.
 */
function buildProcess(times: number, exitCode: number) {
  const plugin = path.join(__dirname, 'index.ts');
  const script = `
    const instance = require(${JSON.stringify(plugin)}).default();
    (async () => {
      for (let i = 0; i < ${times}; i++) await instance.postBuild({});
      console.log('listeners', process.listenerCount('beforeExit'));
      process.on('beforeExit', () => console.log('teardown reached'));
      process.on('exit', (code) => console.log('exit', code));
      setTimeout(() => { process.exitCode = ${exitCode}; console.log('build done'); }, 20);
    })();
  `;
  return spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {encoding: 'utf8'});
}

test('the process ends at beforeExit, after the last log line, with the build exit code', () => {
  const result = buildProcess(1, 0);
  assert.equal(result.status, 0, result.stderr);
  assert.deepEqual(result.stdout.trim().split('\n'), ['listeners 1', 'build done', 'exit 0']);
});

test('a failing build keeps its exit code', () => {
  const result = buildProcess(1, 3);
  assert.equal(result.status, 3, result.stderr);
  assert.match(result.stdout, /exit 3/);
  assert.doesNotMatch(result.stdout, /teardown reached/);
});

test('postBuild run for several locales adds one listener', () => {
  const result = buildProcess(3, 0);
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /^listeners 1$/m);
});
