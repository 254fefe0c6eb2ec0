import assert from 'node:assert/strict';
import {test} from 'node:test';
import semver from 'semver';
import {auditProduction, knownAdvisoryFindings, productionPackages} from './dependency-audit';

test('npm audit --omit=dev finds nothing high or critical (where the registry cannot audit: no package in a known advisory)', (t) => {
  const {source, findings} = auditProduction();
  t.diagnostic(source);
  assert.deepEqual(findings, []);
});

test('the known-advisory check finds the serialize-javascript that Docusaurus asks for without the override', () => {
  const withoutOverride = new Map([['serialize-javascript', ['6.0.2']]]);
  assert.deepEqual(knownAdvisoryFindings(withoutOverride), ['GHSA-5c6j-r48x-rmvq (high) serialize-javascript@6.0.2']);
});

test('the lock file has production packages to check, and serialize-javascript among them', () => {
  const packages = productionPackages();
  assert.ok(packages.size > 500, `${packages.size} production packages`);
  assert.ok(packages.get('serialize-javascript')?.every((version) => semver.gte(version, '7.0.5')));
});
