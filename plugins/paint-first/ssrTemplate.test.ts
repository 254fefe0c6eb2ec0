import assert from 'node:assert/strict';
import {test} from 'node:test';
import vm from 'node:vm';
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import {entryScript, entryScriptLoader, routeChunksId, ssrTemplate} from './ssrTemplate';

/** What Docusaurus lists for a page: the entry's files first, then its routes' chunks. */
const pageScripts = ['assets/js/runtime~main.js', 'assets/js/main.js', 'assets/js/4900.310309ac.js', 'assets/js/97853.a0d8231c.js'];

async function render(scripts = pageScripts): Promise<string> {
  const renderPage = await compileSSGTemplate(ssrTemplate);
  return renderPage({
    htmlAttributes: 'lang="en"',
    bodyAttributes: '',
    metaAttributes: [],
    headTags: '<title>Page</title>',
    preBodyTags: '',
    postBodyTags: '<script>theme()</script>',
    stylesheets: ['assets/css/styles.css'],
    scripts,
    baseUrl: '/base/',
    version: '3',
    appHtml: '<main>content</main>',
  } as never);
}

test('the entry scripts are preloaded at low priority, not run as deferred scripts', async () => {
  const html = await render();
  assert.doesNotMatch(html, /<script src=/);
  const preloads = [...html.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)" data-entry-script>/g)];
  assert.deepEqual(
    preloads.map((match) => match[1]),
    ['/base/assets/js/runtime~main.js', '/base/assets/js/main.js'],
  );
  assert.ok(html.indexOf('data-entry-script') < html.indexOf('</head>'), 'the preloads start in the head');
});

test("the route chunks' preloads wait in a template, which fetches nothing until the loader moves them", async () => {
  const html = await render();
  const template = new RegExp(`<template id="${routeChunksId}">(.*?)</template>`, 's').exec(html);
  assert.ok(template && html.indexOf(template[0]) < html.indexOf('</head>'), 'no template in the head');
  const preloads = [...template[1].matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)">/g)];
  assert.deepEqual(
    preloads.map((match) => match[1]),
    ['/base/assets/js/4900.310309ac.js', '/base/assets/js/97853.a0d8231c.js'],
  );
  assert.equal(html.match(/<link /g)?.length, 5, 'the stylesheet, two entry preloads and two in the template');
});

test('a page whose routes need no chunk of their own gets no template', async () => {
  const html = await render(pageScripts.slice(0, 2));
  assert.doesNotMatch(html, /<template/);
});

test('entry files are told from chunks named by id, hashed or not', () => {
  for (const file of ['assets/js/main.js', 'assets/js/runtime~main.a3cae135.js', 'assets/js/main.cd951c50.js']) {
    assert.match(file, entryScript);
  }
  for (const file of ['assets/js/4900.310309ac.js', 'assets/js/70266.js', 'assets/js/domain.1a2b3c4d.js']) {
    assert.doesNotMatch(file, entryScript);
  }
});

test('the loader comes after the app markup and the other body scripts', async () => {
  const html = await render();
  const loader = html.indexOf(entryScriptLoader);
  assert.ok(loader > html.indexOf('<main>content</main>') && loader > html.indexOf('theme()'));
  assert.ok(loader < html.indexOf('</body>'));
});

type Script = {src: string; async: boolean; onerror?: () => void};

/**
 * Runs the loader against a stand-in page: `frame` renders the next frame, `paint` reports a
 * paint; `window` is the page's global object, `scripts` the script elements it appended.
 */
function runLoader(window: {docusaurus?: unknown; insertBanner?: () => void} = {}, {withRouteChunks = true} = {}) {
  const templateContent = {fragment: 'the template content'};
  const routeChunks = withRouteChunks ? {content: templateContent} : null;
  const appended: string[] = [];
  const scripts: Script[] = [];
  let banner = false;
  const timers: {run: () => void; ms: number}[] = [];
  let frameCallbacks: (() => void)[] = [];
  let paintObserver: ((list: {getEntriesByName: (name: string) => unknown[]}, observer: {disconnect: () => void}) => void) | undefined;
  let observing = false;
  const links = ['/base/assets/js/runtime~main.js', '/base/assets/js/main.js'].map((href) => ({href}));
  const document = {
    querySelectorAll: (selector: string) => (selector === 'link[data-entry-script]' ? links : []),
    createElement: () => ({src: '', async: true}),
    getElementById: (id: string) => {
      if (id === routeChunksId) return routeChunks;
      return banner && id === '__docusaurus-base-url-issue-banner-container' ? {} : null;
    },
    head: {
      appendChild: (node: Script | typeof templateContent) => {
        if (node === templateContent) {
          appended.push('route chunk preloads');
          return;
        }
        const script = node as Script;
        scripts.push(script);
        appended.push(`${script.src} async=${script.async}`);
      },
    },
  };
  if (window.insertBanner) {
    const insert = window.insertBanner;
    window.insertBanner = () => {
      banner = true;
      insert();
    };
  }
  class PerformanceObserver {
    constructor(callback: typeof paintObserver) {
      paintObserver = callback;
    }
    observe(options: {type: string; buffered: boolean}) {
      assert.ok(options.type === 'paint' && options.buffered, 'observes paints, the past ones included');
      observing = true;
    }
  }
  vm.runInNewContext(entryScriptLoader, {
    window,
    document,
    PerformanceObserver,
    requestAnimationFrame: (callback: () => void) => frameCallbacks.push(callback),
    setTimeout: (run: () => void, ms = 0) => timers.push({run, ms}),
  });
  const frame = () => {
    const callbacks = frameCallbacks;
    frameCallbacks = [];
    for (const callback of callbacks) callback();
  };
  const paint = (name: string) => {
    if (!observing) return;
    paintObserver!({getEntriesByName: (wanted) => (wanted === name ? [{name}] : [])}, {disconnect: () => (observing = false)});
  };
  /** Runs the zero-delay timers, as the event loop would after the current task. */
  const nextTask = () => {
    for (const timer of timers.filter((t) => t.ms === 0)) timer.run();
  };
  const fallback = () => timers.find((timer) => timer.ms > 0)!.run();
  return {appended, scripts, frame, paint, nextTask, fallback};
}

const inOrder = ['/base/assets/js/runtime~main.js async=false', '/base/assets/js/main.js async=false', 'route chunk preloads'];

test('the scripts run in order, once a later frame has started and the first contentful paint is shown', () => {
  const page = runLoader();
  page.frame();
  page.frame();
  page.nextTask();
  assert.deepEqual(page.appended, [], 'ran before the first contentful paint was shown');
  page.paint('first-paint');
  page.nextTask();
  assert.deepEqual(page.appended, [], 'a first paint without content is not enough');
  page.paint('first-contentful-paint');
  assert.deepEqual(page.appended, [], 'ran inside the paint callback instead of a task of its own');
  page.nextTask();
  assert.deepEqual(page.appended, inOrder);
  page.fallback();
  assert.equal(page.appended.length, 3, 'the fallback timer loaded them again');
});

test('on a page without route chunks the loader adds the entry scripts alone', () => {
  const page = runLoader({}, {withRouteChunks: false});
  page.fallback();
  assert.deepEqual(page.appended, inOrder.slice(0, 2));
});

test('a paint reported before the page has a new frame still waits for the frame', () => {
  const page = runLoader();
  page.paint('first-contentful-paint');
  page.frame();
  page.nextTask();
  assert.deepEqual(page.appended, []);
  page.frame();
  page.nextTask();
  assert.deepEqual(page.appended, inOrder);
});

test('a page that renders no frame (a background tab) still runs them, after a moment', () => {
  const page = runLoader();
  page.fallback();
  assert.deepEqual(page.appended, inOrder);
});

test("until the main bundle runs, null stands in for window.docusaurus, so the base-URL banner's check passes", () => {
  const window: {docusaurus?: unknown} = {};
  runLoader(window);
  assert.equal(window.docusaurus, null);
  const api = {prefetch() {}};
  const loaded = {docusaurus: api};
  runLoader(loaded);
  assert.equal(loaded.docusaurus, api, 'replaced an API that was already there');
});

test('an entry script that fails to load inserts the base-URL banner, once', () => {
  let inserted = 0;
  const page = runLoader({insertBanner: () => inserted++});
  page.fallback();
  page.scripts[0].onerror!();
  page.scripts[1].onerror!();
  assert.equal(inserted, 1);
});

test('no banner once the main bundle has run, nor on pages without the banner script', () => {
  let inserted = 0;
  const window: {docusaurus?: unknown; insertBanner?: () => void} = {insertBanner: () => inserted++};
  const page = runLoader(window);
  page.fallback();
  window.docusaurus = {prefetch() {}};
  page.scripts[1].onerror!();
  assert.equal(inserted, 0);
  const noBannerScript = runLoader();
  noBannerScript.fallback();
  assert.doesNotThrow(() => noBannerScript.scripts[0].onerror!());
});
