import {test} from 'node:test';
import assert from 'node:assert/strict';
import {docSources, postSources, type Source} from '../lib/content';
import {stripCodeBlocks} from '../lib/codeblocks';

const all: Source[] = [...docSources, ...postSources];

for (const source of all) {
  test(`${source.file} has a title and a description of at most 160 characters`, () => {
    const {title, description} = source.frontMatter;
    assert.equal(typeof title, 'string', 'title is missing');
    assert.ok((title as string).trim().length > 0, 'title is empty');
    assert.equal(typeof description, 'string', 'description is missing');
    assert.ok((description as string).length <= 160, `description has ${(description as string).length} characters`);
    assert.doesNotMatch(stripCodeBlocks(source.body), /^# /m, 'the body has an H1: the title is the only H1');
  });
}

test('descriptions are unique across docs and posts', () => {
  const seen = new Map<string, string>();
  const duplicates: string[] = [];
  for (const {file, frontMatter} of all) {
    const description = String(frontMatter.description ?? '').trim();
    const first = seen.get(description);
    if (first) duplicates.push(`${file} repeats ${first}`);
    else seen.set(description, file);
  }
  assert.deepEqual(duplicates, []);
});

for (const source of postSources) {
  test(`${source.file} has team authors, listed tags and a truncate marker`, () => {
    const {authors, tags} = source.frontMatter;
    assert.ok(Array.isArray(authors) && authors.length > 0, 'authors must be keys of blog/authors.yml');
    assert.ok(authors.every((a) => typeof a === 'string'), 'inline authors are not allowed');
    assert.ok(Array.isArray(tags) && tags.length > 0, 'tags are missing');
    const marker = source.file.endsWith('.mdx') ? '{/* truncate */}' : '<!-- truncate -->';
    assert.ok(source.body.includes(marker), `the post needs ${marker} after its summary`);
  });
}
