import {test} from 'node:test';
import assert from 'node:assert/strict';
import YAML from 'yaml';
import {docSources, postSources} from '../lib/content';
import {extractCodeBlocks, type CodeBlock} from '../lib/codeblocks';
import {pythonSyntaxErrors} from '../lib/python';

const sources = [...docSources, ...postSources].map((source) => ({
  file: source.file,
  blocks: extractCodeBlocks(source.body),
}));

const key = (file: string, block: CodeBlock) => `${file}:${block.line}`;

test('every code block names its language', () => {
  const bare = sources.flatMap(({file, blocks}) =>
    blocks.filter((b) => b.lang === '').map((b) => key(file, b)),
  );
  assert.deepEqual(bare, [], 'code fences without a language (body lines)');
});

test('every python block parses', () => {
  const python = Object.fromEntries(
    sources.flatMap(({file, blocks}) =>
      blocks.filter((b) => ['python', 'py'].includes(b.lang)).map((b) => [key(file, b), b.code]),
    ),
  );
  assert.deepEqual(pythonSyntaxErrors(python), {});
});

test('every yaml block parses', () => {
  const errors = sources.flatMap(({file, blocks}) =>
    blocks
      .filter((b) => ['yaml', 'yml'].includes(b.lang))
      .flatMap((b) => {
        const docs = YAML.parseAllDocuments(b.code);
        const problems = docs.flatMap((d) => d.errors.map((e) => e.message));
        return problems.length ? [`${key(file, b)}: ${problems[0]}`] : [];
      }),
  );
  assert.deepEqual(errors, []);
});

test('every json block parses', () => {
  const errors = sources.flatMap(({file, blocks}) =>
    blocks
      .filter((b) => b.lang === 'json')
      .flatMap((b) => {
        try {
          JSON.parse(b.code);
          return [];
        } catch (error) {
          return [`${key(file, b)}: ${(error as Error).message}`];
        }
      }),
  );
  assert.deepEqual(errors, []);
});
