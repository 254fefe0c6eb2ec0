import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {keyOrder, themeCommonReactUtils} from './index';

// The package exports only its entry points; the file sits beside the main one.
const reactUtils = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js');

test("the rule finds theme-common's key comparison and replaces the only localeCompare in the file", () => {
  assert.match(reactUtils, themeCommonReactUtils);
  const source = fs.readFileSync(reactUtils, 'utf8');
  assert.equal(source.split(keyOrder.search).length, 2, 'the comparison to replace is not in theme-common (changed upstream?)');
  assert.doesNotMatch(source.replace(keyOrder.search, keyOrder.replace), /localeCompare/);
});

test('the replacement sorts keys into one fixed order, whatever order they come in', () => {
  const sortKeys = (obj: Record<string, unknown>) => {
    const deps = Object.entries(obj);
    // eslint-disable-next-line no-new-func
    new Function('deps', keyOrder.replace)(deps);
    return deps.map(([key]) => key);
  };
  const expected = ['attributes', 'characterData', 'childList', 'subtree'];
  assert.deepEqual(sortKeys({subtree: 0, childList: 0, attributes: 0, characterData: 0}), expected);
  assert.deepEqual(sortKeys({characterData: 0, attributes: 0, subtree: 0, childList: 0}), expected);
});
