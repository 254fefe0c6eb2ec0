/**
 * The original developers.home-assistant.io site as the bench's yardstick for the build time. The
 * issue set the 30 s budget against that site's 23 s build with @docusaurus/faster on its own
 * machine; build times on our hosts move with the host by up to a factor of two, so the bench can
 * build the original on the same host, right after this site, and print both.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the original's sources come from. On a host without GitHub, point git at mirrors with
 * `url.<mirror>.insteadOf` (for instance through `GIT_CONFIG_COUNT`, `GIT_CONFIG_KEY_0`, ...).
 */
const sources = {
  site: 'https://github.com/home-assistant/developers.home-assistant.git',
  // Its voice pages import two YAML files of this repository (its `script/bootstrap` clones it).
  intents: 'https://github.com/home-assistant/intents.git',
};

/** The original's config with @docusaurus/faster fully on, as the issue measured it. */
export const fasterConfigFile = 'docusaurus.faster.config.js';
const fasterConfig = `// Written by the bench of the new developer site: this site's config with @docusaurus/faster on.
const config = require('./docusaurus.config.js');
module.exports = {
  ...config,
  future: {
    ...config.future,
    v4: {removeLegacyPostBuildHeadAttribute: true, fasterByDefault: true},
    faster: {rspackPersistentCache: false},
  },
};
`;

type PackageJson = {dependencies: Record<string, string>; overrides?: Record<string, string>};

/**
 * The original's package.json with @docusaurus/faster at the version of its @docusaurus/core, and
 * our npm overrides (the registry pins that this site's own install needs too).
 */
export function withFaster(original: PackageJson, overrides: Record<string, string>): PackageJson {
  return {
    ...original,
    dependencies: {...original.dependencies, '@docusaurus/faster': original.dependencies['@docusaurus/core']},
    overrides: {...original.overrides, ...overrides},
  };
}

/** The npm arguments that build a prepared checkout of the original with the faster config. */
export const referenceBuildArgs = ['exec', '--', 'docusaurus', 'build', '--config', fasterConfigFile];

/** Writes the faster config into a checkout of the original (it reads its own config). */
export function writeFasterConfig(dir: string): void {
  fs.writeFileSync(path.join(dir, fasterConfigFile), fasterConfig);
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, {cwd, stdio: 'inherit'});
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/**
 * Makes `dir` a buildable checkout of the original site with @docusaurus/faster: clones what is
 * missing and installs its dependencies once. `overrides` are this site's npm overrides.
 */
export function prepareReference(dir: string, overrides: Record<string, string>): void {
  if (!fs.existsSync(path.join(dir, 'docusaurus.config.js'))) run('git', ['clone', sources.site, dir], process.cwd());
  if (!fs.existsSync(path.join(dir, 'intents'))) run('git', ['clone', '--depth', '1', sources.intents, 'intents'], dir);
  writeFasterConfig(dir);
  if (fs.existsSync(path.join(dir, 'node_modules', '@docusaurus', 'faster'))) return;
  const packageFile = path.join(dir, 'package.json');
  const original = JSON.parse(fs.readFileSync(packageFile, 'utf8')) as PackageJson;
  fs.writeFileSync(packageFile, `${JSON.stringify(withFaster(original, overrides), null, 2)}\n`);
  run('npm', ['install', '--no-audit', '--no-fund'], dir);
}
