import assert from 'node:assert/strict';
import {test} from 'node:test';
import {readJson} from './lib/content';

/** Dependencies the lock file says have install scripts, by package name. */
function withInstallScripts(): Set<string> {
  const lock = readJson<{packages: Record<string, {hasInstallScript?: boolean}>}>('package-lock.json');
  return new Set(
    Object.entries(lock.packages)
      .filter(([location, entry]) => location !== '' && entry.hasInstallScript)
      .map(([location]) => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length)),
  );
}

test('every dependency with an install script is allowed or denied in allowScripts, and no other is listed', () => {
  // npm 11 prints a warning for each unreviewed one after every install, and its docs say a
  // later release will not run them at all.
  const {allowScripts} = readJson<{allowScripts: Record<string, boolean>}>('package.json');
  assert.deepEqual(Object.keys(allowScripts).sort(), [...withInstallScripts()].sort());
});
