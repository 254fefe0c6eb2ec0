/**
 * Speed and size figures of a production build: cold build time, JavaScript and CSS (gzip)
 * loaded before the load event on four page types, and the search index size.
 * Usage: npm run bench
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from 'playwright-core';

const root = path.resolve(__dirname, '..');
const buildDir = path.join(root, 'build');
const port = 3300;
const origin = `http://127.0.0.1:${port}`;
const pages = {
  home: '/',
  'docs page': '/docs/core/entity/light',
  blog: '/blog',
  search: '/search?q=entity',
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file)).length;

function coldBuild(): number {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
    fs.rmSync(path.join(root, dir), {recursive: true, force: true});
  }
  const env = {...process.env};
  delete env.GTAG_ID;
  delete env.DOCS_TEST_FIXTURES;
  const started = performance.now();
  const result = spawnSync('npx', ['docusaurus', 'build'], {cwd: root, env, stdio: 'inherit'});
  if (result.status !== 0) throw new Error('build failed');
  return (performance.now() - started) / 1000;
}

async function startServer(): Promise<() => void> {
  const server = spawn('npx', ['docusaurus', 'serve', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 60; i += 1) {
    const up = await fetch(origin).then(() => true, () => false);
    if (up) return () => process.kill(-server.pid!);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

/** gzip bytes of the scripts and stylesheets a page loads before its load event. */
async function assetsBeforeLoad(route: string): Promise<{js: number; css: number}> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage();
  const files = new Map<string, 'js' | 'css'>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const url = new URL(response.url());
    if (url.origin !== origin) return;
    if (type === 'script') files.set(url.pathname, 'js');
    if (type === 'stylesheet') files.set(url.pathname, 'css');
  });
  await page.goto(`${origin}${route}`, {waitUntil: 'load'});
  await browser.close();
  const totals = {js: 0, css: 0};
  for (const [pathname, kind] of files) totals[kind] += gzipSize(path.join(buildDir, pathname));
  return totals;
}

function searchIndexSize(): {files: number; raw: number; gzip: number} {
  const files = fs.readdirSync(buildDir).filter((f) => /^search-index.*\.json$/.test(f));
  const full = files.map((f) => path.join(buildDir, f));
  return {
    files: files.length,
    raw: full.reduce((sum, f) => sum + fs.statSync(f).size, 0),
    gzip: full.reduce((sum, f) => sum + gzipSize(f), 0),
  };
}

async function main() {
  const buildSeconds = coldBuild();
  const stop = await startServer();
  const rows: string[] = [];
  try {
    for (const [name, route] of Object.entries(pages)) {
      const {js, css} = await assetsBeforeLoad(route);
      rows.push(`${name.padEnd(10)} ${route.padEnd(26)} JS ${kib(js).padStart(10)}   CSS ${kib(css).padStart(9)}`);
    }
  } finally {
    stop();
  }
  const index = searchIndexSize();
  console.log('\nBenchmark (production build, gzip sizes)');
  console.log(`cold build          ${buildSeconds.toFixed(1)} s`);
  console.log('loaded before the load event:');
  for (const row of rows) console.log(`  ${row}`);
  console.log(`search index        ${kib(index.gzip)} gzip (${kib(index.raw)} raw, ${index.files} file)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
