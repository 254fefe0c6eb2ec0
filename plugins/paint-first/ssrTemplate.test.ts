import assert from 'node:assert/strict';
import {test} from 'node:test';
import vm from 'node:vm';
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import {entryScriptLoader, ssrTemplate} from './ssrTemplate';

async function render(): Promise<string> {
  const renderPage = await compileSSGTemplate(ssrTemplate);
  return renderPage({
    htmlAttributes: 'lang="en"',
    bodyAttributes: '',
    metaAttributes: [],
    headTags: '<title>Page</title>',
    preBodyTags: '',
    postBodyTags: '<script>theme()</script>',
    stylesheets: ['assets/css/styles.css'],
    scripts: ['assets/js/runtime~main.js', 'assets/js/main.js'],
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
function runLoader(window: {docusaurus?: unknown; insertBanner?: () => void} = {}) {
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
    getElementById: (id: string) => (banner && id === '__docusaurus-base-url-issue-banner-container' ? {} : null),
    head: {
      appendChild: (script: Script) => {
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

const inOrder = ['/base/assets/js/runtime~main.js async=false', '/base/assets/js/main.js async=false'];

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
  assert.equal(page.appended.length, 2, 'the fallback timer loaded them again');
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
