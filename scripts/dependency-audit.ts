/**
 * The production dependencies' high and critical advisories: what `npm audit --omit=dev` reports,
 * or, where the registry refuses the audit (this workplace's answers 405), which packages of the
 * lock file fall in the advisories known to have reached this tree.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.resolve(__dirname, '..');

type Severity = 'high' | 'critical';
export type Advisory = {id: string; name: string; severity: Severity; vulnerable: string};

/** The high and critical advisories that reached this dependency tree (Docusaurus 3.10's) in 2026. */
export const knownAdvisories: Advisory[] = [
  // Docusaurus's bundler asks for ^6.0.2 (copy-webpack-plugin, css-minimizer-webpack-plugin);
  // the override in package.json takes 7.x, which also has the fix for the moderate GHSA-qj8w-gfj5-8c6v.
  {id: 'GHSA-5c6j-r48x-rmvq', name: 'serialize-javascript', severity: 'high', vulnerable: '<=7.0.2'},
  {id: 'GHSA-w7jw-789q-3m8p', name: 'shell-quote', severity: 'critical', vulnerable: '>=1.1.0 <=1.8.3'},
  {id: 'GHSA-xv26-6w52-cph6', name: 'websocket-driver', severity: 'critical', vulnerable: '<0.7.5'},
  {id: 'GHSA-96hv-2xvq-fx4p', name: 'ws', severity: 'high', vulnerable: '<5.2.5 || >=6.0.0 <6.2.4 || >=7.0.0 <7.5.11 || >=8.0.0 <8.21.0'},
  {id: 'GHSA-w3rx-r6r6-pgpr', name: 'image-size', severity: 'high', vulnerable: '<=2.0.2'},
  {id: 'GHSA-5p2g-fcmc-qvqq', name: 'image-size', severity: 'high', vulnerable: '<=2.0.2'},
  {id: 'GHSA-v422-hmwv-36x6', name: 'body-parser', severity: 'high', vulnerable: '<1.20.6'},
  {id: 'GHSA-3jxr-9vmj-r5cp', name: 'brace-expansion', severity: 'high', vulnerable: '<1.1.16'},
  {id: 'GHSA-52cp-r559-cp3m', name: 'js-yaml', severity: 'high', vulnerable: '>=4.0.0 <=4.2.0'},
  {id: 'GHSA-v39h-62p7-jpjc', name: 'fast-uri', severity: 'high', vulnerable: '<3.1.2'},
  {id: 'GHSA-r5fr-rjxr-66jc', name: 'lodash', severity: 'high', vulnerable: '<4.18.0'},
  {id: 'GHSA-r5fr-rjxr-66jc', name: 'lodash-es', severity: 'high', vulnerable: '<4.18.0'},
  {id: 'GHSA-2v37-7h3g-55p8', name: 'nanoid', severity: 'high', vulnerable: '<3.3.17'},
  {id: 'GHSA-fv7c-fp4j-7gwp', name: '@babel/plugin-transform-modules-systemjs', severity: 'high', vulnerable: '<7.29.4'},
];

type LockEntry = {version?: string; dev?: boolean; devOptional?: boolean; link?: boolean};

/** What `npm audit --omit=dev` audits: the lock file's packages outside the dev tree, by name. */
export function productionPackages(): Map<string, string[]> {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {packages: Record<string, LockEntry>};
  const packages = new Map<string, string[]>();
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (location === '' || entry.dev || entry.devOptional || entry.link || !entry.version) continue;
    const name = location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
    packages.set(name, [...(packages.get(name) ?? []), entry.version]);
  }
  return packages;
}

/** Each installed version that an advisory covers, as `id (severity) name@version`. */
export function knownAdvisoryFindings(packages: Map<string, string[]>, advisories: readonly Advisory[] = knownAdvisories): string[] {
  return advisories.flatMap(({id, name, severity, vulnerable}) =>
    (packages.get(name) ?? [])
      .filter((version) => semver.satisfies(version, vulnerable))
      .map((version) => `${id} (${severity}) ${name}@${version}`),
  );
}

type AuditReport = {auditReportVersion?: number; vulnerabilities?: Record<string, {severity: string}>};

/** The packages npm audit rates high or critical, or undefined when the registry gives no report. */
function npmAuditHighOrCritical(): string[] | undefined {
  const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], {cwd: root, encoding: 'utf8', timeout: 120_000});
  let report: AuditReport;
  try {
    report = JSON.parse(audit.stdout) as AuditReport;
  } catch {
    return undefined;
  }
  if (report.auditReportVersion === undefined) return undefined;
  return Object.entries(report.vulnerabilities ?? {})
    .filter(([, {severity}]) => severity === 'high' || severity === 'critical')
    .map(([name, {severity}]) => `${name} (${severity})`);
}

/** High and critical findings in the production dependencies, and where they come from. */
export function auditProduction(): {source: string; findings: string[]} {
  const audited = npmAuditHighOrCritical();
  if (audited) return {source: 'npm audit --omit=dev', findings: audited};
  return {
    source: 'known advisories; the registry gave npm audit no report',
    findings: knownAdvisoryFindings(productionPackages()),
  };
}
