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

/** Runs the loader against a stand-in document; `frame` renders the next frame. */
function runLoader() {
  const appended: string[] = [];
  const timers: {run: () => void; ms: number}[] = [];
  let frameCallbacks: (() => void)[] = [];
  const links = ['/base/assets/js/runtime~main.js', '/base/assets/js/main.js'].map((href) => ({href}));
  const document = {
    querySelectorAll: (selector: string) => (selector === 'link[data-entry-script]' ? links : []),
    createElement: () => ({src: '', async: true}),
    head: {appendChild: (script: {src: string; async: boolean}) => appended.push(`${script.src} async=${script.async}`)},
  };
  vm.runInNewContext(entryScriptLoader, {
    document,
    requestAnimationFrame: (callback: () => void) => frameCallbacks.push(callback),
    setTimeout: (run: () => void, ms = 0) => timers.push({run, ms}),
  });
  const frame = () => {
    const callbacks = frameCallbacks;
    frameCallbacks = [];
    for (const callback of callbacks) callback();
  };
  return {appended, timers, frame};
}

test('the scripts run in order, in the task after the second frame (the first one is shown by then), once', () => {
  const page = runLoader();
  page.frame();
  assert.equal(page.timers.filter((timer) => timer.ms === 0).length, 0, 'scheduled in the first frame');
  page.frame();
  assert.deepEqual(page.appended, [], 'nothing runs inside a frame');
  const afterFrame = page.timers.find((timer) => timer.ms === 0)!;
  afterFrame.run();
  assert.deepEqual(page.appended, ['/base/assets/js/runtime~main.js async=false', '/base/assets/js/main.js async=false']);
  page.timers.find((timer) => timer.ms > 0)!.run();
  assert.equal(page.appended.length, 2, 'the fallback timer loaded them again');
});

test('a page that renders no frame (a background tab) still runs them, after a moment', () => {
  const page = runLoader();
  page.timers.find((timer) => timer.ms > 0)!.run();
  assert.equal(page.appended.length, 2);
});
