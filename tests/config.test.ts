import {execFileSync} from 'node:child_process';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {root} from './lib/content';

type ConfigSummary = {
  url: string;
  baseUrl: string;
  gtag: unknown;
  plugins: string[];
  storageNamespacing: unknown;
  baseUrlIssueBanner: boolean;
  brokenLinks: [unknown, unknown, unknown];
  site: [unknown, unknown, unknown, unknown, unknown];
  docs: unknown;
};

/** Loads docusaurus.config.ts in a fresh process with the given environment. */
function loadConfig(env: Record<string, string>): ConfigSummary {
  const script = `
    const mod = await import('./docusaurus.config.ts');
    const config = mod.default.default ?? mod.default;
    const preset = config.presets[0][1];
    console.log(JSON.stringify({
      url: config.url,
      baseUrl: config.baseUrl,
      gtag: preset.gtag ?? null,
      plugins: config.plugins.map((p) => (Array.isArray(p) ? p[0] : p)),
      storageNamespacing: config.future.v4.siteStorageNamespacing,
      baseUrlIssueBanner: config.baseUrlIssueBanner,
      brokenLinks: [config.onBrokenLinks, config.onBrokenAnchors, config.markdown.hooks.onBrokenMarkdownLinks],
      site: [config.title, config.tagline, config.favicon, config.organizationName, config.projectName],
      docs: config.themeConfig.docs,
    }));`;
  const clean = {...process.env};
  for (const key of ['GTAG_ID', 'DOCS_TEST_FIXTURES', 'SITE_URL', 'BASE_URL']) delete clean[key];
  const out = execFileSync('node', ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    env: {...clean, ...env},
  });
  return JSON.parse(out.toString()) as ConfigSummary;
}

// The config a deploy gets: no test fixtures and no deploy-time settings in the environment.
const deployConfig = loadConfig({});

test('a deploy build has no analytics without an id and no test-only routes', () => {
  const config = deployConfig;
  assert.equal(config.gtag, null);
  assert.ok(!config.plugins.some((p) => p.includes('fixtures')), config.plugins.join(', '));
  assert.equal(config.url, 'https://developers.home-assistant.io');
  assert.equal(config.baseUrl, '/');
  assert.equal(config.baseUrlIssueBanner, true);
  assert.equal(config.storageNamespacing, false);
});

test('the analytics id, site URL and base URL come from the environment', () => {
  const config = loadConfig({GTAG_ID: 'G-ABC123', SITE_URL: 'https://docs.example.org', BASE_URL: '/dev/'});
  assert.deepEqual(config.gtag, {trackingID: 'G-ABC123', anonymizeIP: true});
  assert.equal(config.url, 'https://docs.example.org');
  assert.equal(config.baseUrl, '/dev/');
});

test('broken links fail the build; broken anchors and markdown links only warn', () => {
  assert.deepEqual(deployConfig.brokenLinks, ['throw', 'warn', 'warn']);
});

test('the site is named, with its favicon and GitHub organization and project', () => {
  assert.deepEqual(deployConfig.site, [
    'Home Assistant Developer Docs',
    'All you need to start developing',
    'img/favicon.svg',
    'home-assistant',
    'developers.home-assistant',
  ]);
});

test('docs keep the chosen version in localStorage; the sidebar cannot be hidden and categories stay open', () => {
  assert.deepEqual(deployConfig.docs, {
    versionPersistence: 'localStorage',
    sidebar: {hideable: false, autoCollapseCategories: false},
  });
});
