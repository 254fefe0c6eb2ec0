import {test} from 'node:test';
import assert from 'node:assert/strict';
import {extractCodeBlocks, proseWordCount, stripCodeBlocks} from './codeblocks';

test('extractCodeBlocks finds fences with their language and line', () => {
  const md = ['Intro', '', '```python', 'x = 1', '```', '', '~~~yaml', 'a: 1', '~~~'].join('\n');
  assert.deepEqual(extractCodeBlocks(md), [
    {lang: 'python', code: 'x = 1', line: 3, endLine: 5},
    {lang: 'yaml', code: 'a: 1', line: 7, endLine: 9},
  ]);
});

test('extractCodeBlocks keeps a shorter fence inside a longer one as content', () => {
  const md = ['````md', '```python', 'x = 1', '```', '````'].join('\n');
  assert.deepEqual(extractCodeBlocks(md), [{lang: 'md', code: '```python\nx = 1\n```', line: 1, endLine: 5}]);
});

test('extractCodeBlocks strips the indentation of fences inside list items', () => {
  const md = ['1. Step', '   ```json', '   {"a": 1}', '   ```'].join('\n');
  assert.deepEqual(extractCodeBlocks(md), [{lang: 'json', code: '{"a": 1}', line: 2, endLine: 4}]);
});

test('extractCodeBlocks reports a missing language as empty and an unclosed fence as an error', () => {
  assert.deepEqual(extractCodeBlocks('```\nplain\n```'), [{lang: '', code: 'plain', line: 1, endLine: 3}]);
  assert.throws(() => extractCodeBlocks('```python\nx = 1\n'), /Unclosed/);
});

test('stripCodeBlocks keeps prose and drops fenced code, fences included', () => {
  const md = ['# Title', '```python', '# not a heading', '```', 'After'].join('\n');
  assert.equal(stripCodeBlocks(md), ['# Title', 'After'].join('\n'));
});

test('stripCodeBlocks keeps the line after an empty code block', () => {
  const md = ['Before', '```text', '```', 'After'].join('\n');
  assert.equal(stripCodeBlocks(md), ['Before', 'After'].join('\n'));
});

test('proseWordCount counts prose only', () => {
  const md = [
    "import X from '@site/x';",
    '## A heading',
    'Two [linked words](/docs/x) here.',
    '| Name | Type |',
    '| --- | --- |',
    '```python',
    'ignored = True',
    '```',
    ':::note',
    'Noted.',
    ':::',
    '<X prop="no" />',
  ].join('\n');
  assert.equal(proseWordCount(md), 7);
});
