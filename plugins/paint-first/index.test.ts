import assert from 'node:assert/strict';
import {test} from 'node:test';
import paintFirstPlugin, {reportChunkNames} from './index';

const entry = (name: string, path: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${path}"), "${path}", require.resolveWeak("${path}")],`;

test("the server's registry reports each route module by its chunk name, which the client manifest knows", () => {
  const registry = [
    'export default {',
    entry('fcf57097', '@site/docs/core/entity/light.md'),
    entry('016dec40', '@site/blog/2024-10-01-assist-satellite-entity.md?truncated=true'),
    '};',
  ].join('\n');
  const loaded = registry.replace(reportChunkNames.search, reportChunkNames.replace);
  assert.equal(
    loaded.split('\n')[1],
    '  "fcf57097": [() => import(/* webpackChunkName: "fcf57097" */ "@site/docs/core/entity/light.md"), "fcf57097", require.resolveWeak("@site/docs/core/entity/light.md")],',
  );
  assert.match(loaded.split('\n')[2], /\*\/ "@site\/blog\/[^"]+\?truncated=true"\), "016dec40", require\.resolveWeak\(/);
  assert.equal(reportChunkNames.strict, true, 'a registry of another format must fail the build');
});

test('only the server build gets the rule; the client copy of the registry is left as it was', () => {
  const plugin = paintFirstPlugin();
  const configure = (isServer: boolean) => plugin.configureWebpack!({} as never, isServer, {} as never, {} as never);
  assert.deepEqual(configure(false), {});
  const rules = (configure(true) as {module: {rules: {test: RegExp; options: unknown}[]}}).module.rules;
  assert.equal(rules.length, 1);
  assert.ok(rules[0].test.test('/site/.docusaurus/registry.js'));
  assert.ok(!rules[0].test.test('/site/.docusaurus/routes.js'));
  assert.equal(rules[0].options, reportChunkNames);
});
