import {test} from 'node:test';
import assert from 'node:assert/strict';
import {rules, rulesRoute, tiers} from '../../src/data/qualityScale';
import {docSources, docsManifest, sourceOfRoute} from '../lib/content';

const manifestRules = docsManifest.filter((row) => row.route.startsWith(`${rulesRoute}/`));

test('the rules data lists every rule page of the manifest, in order, with its title', () => {
  assert.deepEqual(
    rules.map((rule) => ({route: `${rulesRoute}/${rule.id}`, title: rule.title})),
    manifestRules.map(({route, title}) => ({route, title})),
  );
});

test('rules are grouped by tier from bronze to platinum', () => {
  const order = rules.map((rule) => tiers.indexOf(rule.tier));
  assert.deepEqual(order, [...order].sort((a, b) => a - b));
});

for (const rule of rules) {
  const file = sourceOfRoute(`${rulesRoute}/${rule.id}`);
  test(`the ${rule.id} page shows its tier from the data`, {skip: file ? false : 'not written yet'}, () => {
    const source = docSources.find((s) => s.file === file)!;
    assert.ok(file!.endsWith('.mdx'), 'rule pages are MDX so they can show the tier badge');
    assert.match(source.body, /<RuleTier \/>/, 'the page does not render <RuleTier />');
  });
}
