import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Token} from 'prism-react-renderer';
import {joinUnstyledTokens} from './plainTokens';

const styled = new Set(['keyword', 'string']);
const token = (content: string, ...types: string[]): Token => ({types, content});

test('a run of unstyled tokens becomes one plain token; styled tokens stay as they are', () => {
  const line = [
    token('def', 'keyword'),
    token(' ', 'plain'),
    token('turn_on', 'function-name'),
    token('(', 'punctuation'),
    token('self', 'plain'),
    token(')', 'punctuation'),
    token(':', 'operator'),
    token(' # on', 'comment'),
  ];
  assert.deepEqual(joinUnstyledTokens(line, new Set(['keyword', 'comment'])), [
    token('def', 'keyword'),
    token(' turn_on(self):', 'plain'),
    token(' # on', 'comment'),
  ]);
});

test('a token with any styled type keeps its element, whatever else it is', () => {
  const line = [token('"', 'string', 'punctuation'), token('on', 'string')];
  assert.deepEqual(joinUnstyledTokens(line, styled), line);
});

test('a single unstyled token becomes plain; the empty token of an empty line is kept', () => {
  assert.deepEqual(joinUnstyledTokens([token('=', 'operator')], styled), [token('=', 'plain')]);
  const empty: Token = {types: ['plain'], content: '\n', empty: true};
  assert.deepEqual(joinUnstyledTokens([empty], styled), [empty]);
});

test('the joined line shows the same text', () => {
  const line = [token('a', 'plain'), token('.', 'punctuation'), token('b', 'plain'), token('=', 'operator'), token('"c"', 'string')];
  const joined = joinUnstyledTokens(line, styled);
  assert.equal(joined.map((t) => t.content).join(''), 'a.b="c"');
  assert.equal(joined.length, 2);
});
