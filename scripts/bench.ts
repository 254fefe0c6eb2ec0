/**
 * Speed and size figures of a production build, each against its budget: cold build time,
 * JavaScript and CSS (gzip) loaded before the load event on four page types, Lighthouse (mobile)
 * scores of the same pages, the search index size per indexed word, and the high and critical
 * advisories in the production dependencies. With BENCH_REFERENCE_DIR set, it also builds the
 * original site there (cloned and installed on first use) right after this one, to compare build
 * times on the same host.
 * Usage: npm run bench, or BENCH_REFERENCE_DIR=../reference-site npm run bench
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from 'playwright-core';
import {auditProduction} from './dependency-audit';
import {prepareReference, referenceBuildArgs} from './reference-site';
import {staticHost} from './serve-build';

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

/** Budgets from the performance issue; `check` marks each figure against its budget. */
const budgets = {
  buildSeconds: 30,
  jsKiB: {home: 140, 'docs page': 260} as Record<string, number>,
  lighthouse: {performance: 95, accessibility: 100, 'best-practices': 100, seo: 100} as Record<string, number>,
};
const check = (ok: boolean, miss = 'OVER') => (ok ? 'ok  ' : miss);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file)).length;

/** Seconds of a production build of the site in `siteDir` by `npm args`, with no caches. */
function coldBuild(siteDir: string, args: string[]): number {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
    fs.rmSync(path.join(siteDir, dir), {recursive: true, force: true});
  }
  const env = {...process.env};
  delete env.GTAG_ID;
  delete env.DOCS_TEST_FIXTURES;
  const started = performance.now();
  const result = spawnSync('npm', args, {cwd: siteDir, env, stdio: 'inherit'});
  if (result.status !== 0) throw new Error(`build failed in ${siteDir}`);
  return (performance.now() - started) / 1000;
}

/** The issue's measurement of the original site's build, which the 30 s budget was set against. */
const referenceSecondsInIssue = 23;

/**
 * The folder of the original site, cloned and installed if needed, when BENCH_REFERENCE_DIR names
 * one: prepared before this site's build, so that the two builds run back to back.
 */
function preparedReference(): string | undefined {
  if (!process.env.BENCH_REFERENCE_DIR) return undefined;
  const dir = path.resolve(process.env.BENCH_REFERENCE_DIR);
  const {overrides} = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {overrides: Record<string, string>};
  prepareReference(dir, overrides);
  return dir;
}

/** Serves the build as the static host does (compressed, with its `_headers`); returns a stop function. */
async function startServer(): Promise<() => void> {
  const server = http.createServer(staticHost(buildDir));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => {
    server.closeAllConnections();
    server.close();
  };
}

/**
 * gzip bytes of the scripts and stylesheets a page loads before its load event, or before it has
 * hydrated if that comes later (the entry scripts start after the first paint).
 */
async function assetsBeforeLoad(route: string): Promise<{js: number; css: number}> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage();
  // When the page was hydrated and loaded, by the page's clock (a string: no helpers of tsx).
  await page.addInitScript(`
    new MutationObserver(function () {
      if (document.documentElement.dataset.hasHydrated === 'true') window.hydratedAt ??= Date.now();
    }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
    addEventListener('load', function () { window.loadedAt = Date.now(); });
  `);
  const requested: {pathname: string; kind: 'js' | 'css'; at: number}[] = [];
  page.on('request', (request) => {
    const type = request.resourceType();
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    if (type === 'script') requested.push({pathname: url.pathname, kind: 'js', at: Date.now()});
    if (type === 'stylesheet') requested.push({pathname: url.pathname, kind: 'css', at: Date.now()});
  });
  await page.goto(`${origin}${route}`, {waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
  const until = await page.evaluate(() => Math.max((window as unknown as {hydratedAt: number}).hydratedAt, (window as unknown as {loadedAt: number}).loadedAt));
  // Link prefetching starts right after hydration: what it requests does not count.
  const files = new Map(requested.filter(({at}) => at <= until).map(({pathname, kind}) => [pathname, kind]));
  await browser.close();
  const totals = {js: 0, css: 0};
  for (const [pathname, kind] of files) totals[kind] += gzipSize(path.join(buildDir, pathname));
  return totals;
}

function searchIndexSize(): {files: number; raw: number; gzip: number; words: number} {
  const files = fs.readdirSync(buildDir).filter((f) => /^search-index.*\.json$/.test(f));
  const totals = {files: files.length, raw: 0, gzip: 0, words: 0};
  for (const file of files) {
    const content = fs.readFileSync(path.join(buildDir, file));
    totals.raw += content.length;
    totals.gzip += zlib.gzipSync(content).length;
    // Words of text the index covers: titles, headings and section content of every document.
    for (const {documents} of JSON.parse(content.toString('utf8')) as {documents: {t?: string}[]}[]) {
      for (const doc of documents) totals.words += (doc.t ?? '').split(/\s+/).filter(Boolean).length;
    }
  }
  return totals;
}

/** Lighthouse runs per page; the median run counts, as Lighthouse advises for noisy machines. */
const lighthouseRuns = 3;

/**
 * Runs that failed (Lighthouse occasionally reports `NO_NAVSTART`) are tried again, up to this many
 * times per page, so that the median is still taken over three runs.
 */
const lighthouseRetries = 2;

type Scores = Record<string, number>;

/**
 * A run's scores with its total blocking time (ms; the one performance metric that moves from run
 * to run here), or the error Lighthouse reported instead (it then has no scores).
 */
type Run = Completed | {error: string};
type Completed = Scores & {blockingMs: number};

const isCompleted = (run: Run): run is Completed => !('error' in run);

/** The middle item by `value` (the upper of the two middle ones for an even count). */
function middle<T>(items: T[], value: (item: T) => number): T {
  return [...items].sort((a, b) => value(a) - value(b))[Math.floor(items.length / 2)];
}

/**
 * The completed run with the median performance score, and every run's performance score or
 * error (a run that failed is shown, not counted as a score of 0).
 */
function medianRun(runs: Run[]): {scores: Scores; performanceRuns: string[]; blockingRuns: string[]} {
  const completed = runs.filter(isCompleted);
  if (completed.length === 0) throw new Error(`every Lighthouse run failed: ${runs.map((run) => run.error).join(', ')}`);
  const median = middle(completed, (run) => run.performance);
  const labels = runs.map((run) => (isCompleted(run) ? String(run.performance) : `error ${run.error}`));
  const blocking = runs.map((run) => (isCompleted(run) ? String(Math.round(run.blockingMs)) : '-'));
  return {scores: median, performanceRuns: labels, blockingRuns: blocking};
}

/**
 * Lighthouse's four category scores (0-100) for each page, with its default mobile settings, and
 * the median of Lighthouse's CPU benchmark of the host over all runs: the scores depend on the
 * machine, and the index tells one machine's figures from another's.
 */
async function lighthouseScores(pageUrls: string[]): Promise<{pages: ReturnType<typeof medianRun>[]; benchmarkIndex: number}> {
  const {launch} = await import('chrome-launcher');
  const {default: lighthouse} = await import('lighthouse');
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const results: ReturnType<typeof medianRun>[] = [];
    const benchmarkIndexes: number[] = [];
    for (const pageUrl of pageUrls) {
      const runs: Run[] = [];
      while (runs.filter(isCompleted).length < lighthouseRuns && runs.length < lighthouseRuns + lighthouseRetries) {
        const result = await lighthouse(pageUrl, {port: chrome.port, output: 'json', logLevel: 'error'});
        if (!result) throw new Error(`no Lighthouse result for ${pageUrl}`);
        const {runtimeError, categories, environment, audits} = result.lhr;
        benchmarkIndexes.push(environment.benchmarkIndex);
        const unscored = Object.values(categories).find((category) => category.score === null);
        if (runtimeError || unscored) {
          runs.push({error: runtimeError?.code ?? `no ${unscored!.id} score`});
          continue;
        }
        const scores = Object.fromEntries(Object.entries(categories).map(([id, c]) => [id, Math.round(c.score! * 100)]));
        runs.push({...scores, blockingMs: audits['total-blocking-time'].numericValue ?? Number.NaN});
      }
      results.push(medianRun(runs));
    }
    return {pages: results, benchmarkIndex: middle(benchmarkIndexes, (index) => index)};
  } finally {
    chrome.kill();
  }
}

async function main() {
  const referenceDir = preparedReference();
  const buildSeconds = coldBuild(root, ['run', 'build']);
  const referenceSeconds = referenceDir && coldBuild(referenceDir, referenceBuildArgs);
  const stop = await startServer();
  const sizes: string[] = [];
  const scores: string[] = [];
  let benchmarkIndex = 0;
  try {
    for (const [name, route] of Object.entries(pages)) {
      const {js, css} = await assetsBeforeLoad(route);
      const budget = budgets.jsKiB[name];
      const mark = budget ? `${check(js / 1024 <= budget)} (budget ${budget} KiB)` : '';
      sizes.push(`${name.padEnd(10)} ${route.padEnd(26)} JS ${kib(js).padStart(10)}   CSS ${kib(css).padStart(9)}   ${mark}`);
    }
    const lighthouse = await lighthouseScores(Object.values(pages).map((route) => `${origin}${route}`));
    benchmarkIndex = lighthouse.benchmarkIndex;
    for (const [index, name] of Object.keys(pages).entries()) {
      const {scores: result, performanceRuns, blockingRuns} = lighthouse.pages[index];
      const cells = Object.entries(budgets.lighthouse).map(
        ([id, min]) => `${id} ${String(result[id]).padStart(3)} ${check(result[id] >= min, `LOW (min ${min})`).trim()}`,
      );
      scores.push(
        `${name.padEnd(10)} ${cells.join('   ')}   (performance runs ${performanceRuns.join('/')}, blocking time ${blockingRuns.join('/')} ms)`,
      );
    }
  } finally {
    stop();
  }
  const index = searchIndexSize();
  const audit = auditProduction();
  console.log('\nBenchmark (production build, gzip sizes)');
  // The Node version moves the build time: Node 24 built this site 10-23% faster than Node 20 here.
  console.log(`cold build          ${buildSeconds.toFixed(1)} s   ${check(buildSeconds <= budgets.buildSeconds)} (budget ${budgets.buildSeconds} s; Node ${process.version})`);
  if (referenceSeconds) {
    console.log(
      `  the original site, built next on this host: ${referenceSeconds.toFixed(1)} s; this build took ` +
        `${(buildSeconds / referenceSeconds).toFixed(2)} times as long, ` +
        `the budget is ${(budgets.buildSeconds / referenceSecondsInIssue).toFixed(2)} times the issue's ${referenceSecondsInIssue} s for it`,
    );
  }
  console.log('JavaScript and CSS loaded before the load event (or hydration, if later):');
  for (const row of sizes) console.log(`  ${row}`);
  console.log(`Lighthouse (mobile), median of ${lighthouseRuns} runs (host CPU benchmark index ${Math.round(benchmarkIndex)}):`);
  for (const row of scores) console.log(`  ${row}`);
  console.log(
    `search index        ${kib(index.gzip)} gzip (${kib(index.raw)} raw, ${index.files} file), ` +
      `${index.words} words indexed, ${(index.gzip / index.words).toFixed(2)} bytes (gzip) per word`,
  );
  console.log(`npm audit           ${audit.findings.length} high or critical (production dependencies)   ${check(audit.findings.length === 0, 'FOUND')} (${audit.source})`);
  for (const finding of audit.findings) console.log(`  ${finding}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
