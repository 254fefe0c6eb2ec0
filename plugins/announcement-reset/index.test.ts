import {test} from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import {announcementResetScript} from './index';

/** Runs the script against a fake document and storage, returning the attribute it set. */
function run(storedId: string | null, storageThrows = false): string | undefined {
  const attributes: Record<string, string> = {};
  vm.runInNewContext(announcementResetScript('new-id'), {
    localStorage: {
      getItem: () => {
        if (storageThrows) throw new Error('denied');
        return storedId;
      },
    },
    document: {documentElement: {setAttribute: (name: string, value: string) => (attributes[name] = value)}},
  });
  return attributes['data-announcement-bar-initially-dismissed'];
}

test('un-hides the bar when the reader last saw another announcement or none', () => {
  assert.equal(run('old-id'), 'false');
  assert.equal(run(null), 'false');
});

test('leaves the dismissal alone when the reader already saw this announcement', () => {
  assert.equal(run('new-id'), undefined);
});

test('does nothing when storage is blocked', () => {
  assert.equal(run(null, true), undefined);
});

test('the id is embedded as a string literal, whatever it contains', () => {
  assert.match(announcementResetScript(`it's "quoted"`), /!== "it's \\"quoted\\""/);
});
