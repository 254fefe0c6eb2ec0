import {test} from 'node:test';
import assert from 'node:assert/strict';
import {withoutConfigSearch} from './index';

test('keeps the PostCSS plugins and turns the config file search off', () => {
  const presetEnv = ['postcss-preset-env', {}];
  assert.deepEqual(withoutConfigSearch({ident: 'postcss', plugins: [presetEnv]}), {ident: 'postcss', plugins: [presetEnv], config: false});
});
