import {test} from 'node:test';
import assert from 'node:assert/strict';
import {postcssOptions} from './index';

test('turns the config file search off and drops postcss-preset-env, keeping the other PostCSS plugins', () => {
  const presetEnv = ['/site/node_modules/postcss-preset-env/dist/index.cjs', {}];
  const cascadeLayers = {postcssPlugin: 'postcss-wrap-in-layer'};
  assert.deepEqual(postcssOptions({ident: 'postcss', plugins: [presetEnv, cascadeLayers]}), {
    ident: 'postcss',
    plugins: [cascadeLayers],
    config: false,
  });
});
