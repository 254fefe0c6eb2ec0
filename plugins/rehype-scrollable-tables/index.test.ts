import {test} from 'node:test';
import assert from 'node:assert/strict';
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import rehypeStringify from 'rehype-stringify';
import rehypeScrollableTables from './index';

test('tables become focusable, other elements stay as they are', () => {
  const html = String(
    unified()
      .use(rehypeParse, {fragment: true})
      .use(rehypeScrollableTables)
      .use(rehypeStringify)
      .processSync('<table><tr><td>a</td></tr></table><p>b</p>'),
  );
  assert.equal(html, '<table tabindex="0"><tbody><tr><td>a</td></tr></tbody></table><p>b</p>');
});
