import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test} from 'node:test';
import {tempDir} from '../tests/lib/temp-dir';
import {fasterConfigFile, withFaster, writeFasterConfig} from './reference-site';

test("the original's dependencies gain @docusaurus/faster at its core's version, and our overrides", () => {
  const original = {
    dependencies: {'@docusaurus/core': '3.10.2', react: '19.2.8'},
    overrides: {lodash: '4.17.21'},
  };
  assert.deepEqual(withFaster(original, {'@docsearch/react': '4.7.0'}), {
    dependencies: {'@docusaurus/core': '3.10.2', react: '19.2.8', '@docusaurus/faster': '3.10.2'},
    overrides: {lodash: '4.17.21', '@docsearch/react': '4.7.0'},
  });
});

test("the faster config is the original's config with every faster option on but the persistent cache", (t) => {
  const dir = tempDir(t, 'reference-');
  const original = {title: 'Original', future: {experimental_router: 'browser'}};
  fs.writeFileSync(path.join(dir, 'docusaurus.config.js'), `module.exports = ${JSON.stringify(original)};\n`);
  writeFasterConfig(dir);
  const config = createRequire(path.join(dir, 'x.js'))(`./${fasterConfigFile}`);
  assert.deepEqual(config, {
    title: 'Original',
    future: {
      experimental_router: 'browser',
      v4: {removeLegacyPostBuildHeadAttribute: true, fasterByDefault: true},
      faster: {rspackPersistentCache: false},
    },
  });
});
