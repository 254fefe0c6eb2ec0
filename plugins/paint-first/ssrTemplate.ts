import defaultTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

/**
 * Runs the entry scripts (the runtime and the main bundle) after the page's first paint.
 * Docusaurus loads them with `defer`, so on a fast connection they execute as soon as the HTML
 * is parsed, before anything is painted: a phone spends ~300 ms compiling and running them while
 * the server-rendered page, complete and readable, waits to be shown. Here they are fetched as
 * before (a preload at the low priority Chrome gives deferred scripts) and run, in order, once
 * the page has been shown. Hydration starts a frame or two (~30 ms) later.
 *
 * The page's route chunks (its content, the components and data its routes render) are preloaded
 * from the same moment. Docusaurus lists them in `it.scripts` only since ./index.ts reports them
 * by chunk name; before, the main bundle requested them itself, a round trip or two after it ran.
 * Preloading them in the head instead made Lighthouse's simulation count their download before
 * the largest paint (doc page: 1.3 -> 2.0-2.4 s), so their preloads wait in a `<template>`.
 */
const entryScriptsTag = `
    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;

/** The entry's files are named after its chunks, `runtime~main` and `main`; other chunks by id. */
export const entryScript = /(^|\/)(runtime~)?main(\.\w+)?\.js$/;

/** The id of the `<template>` that holds the route chunks' preloads until the loader runs. */
export const routeChunksId = '__route-chunk-preloads';

const preloads = `
    <% const isEntry = (script) => ${entryScript}.test(script); %>
    <% it.scripts.filter(isEntry).forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" data-entry-script>
    <% }); %>
    <% const routeChunks = it.scripts.filter((script) => !isEntry(script)); %>
    <% if (routeChunks.length > 0) { %>
      <template id="${routeChunksId}">
      <% routeChunks.forEach((script) => { %>
        <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>">
      <% }); %>
      </template>
    <% } %>`;

/**
 * Placed after the app's markup, so the whole page is parsed when it runs. It waits for two
 * things: a frame rendered after this point (the next one has started), and the first contentful
 * paint reported, which comes when a frame is shown, not when it is drawn. The timer covers
 * browsers without paint timing and tabs that render no frames (in the background).
 *
 * Docusaurus's base-URL banner (on the home page) is inserted at DOMContentLoaded when
 * `window.docusaurus`, which the main bundle sets, is still undefined: here always, since the
 * bundle runs after the first paint. Hidden by the site's CSS, the banner's text was still in
 * every home page's rendered DOM, where crawlers read it. Until the bundle runs, `null` stands
 * in; an entry script that fails to load inserts the banner (the global `insertBanner` of
 * Docusaurus's banner script), as a wrong base URL did before.
 */
export const entryScriptLoader = `(function () {
  if (window.docusaurus === undefined) window.docusaurus = null;
  function failed() {
    var bannerShown = document.getElementById('__docusaurus-base-url-issue-banner-container');
    if (window.docusaurus === null && typeof window.insertBanner === 'function' && !bannerShown) window.insertBanner();
  }
  var started = false;
  function run() {
    if (started) return;
    started = true;
    document.querySelectorAll('link[data-entry-script]').forEach(function (link) {
      var script = document.createElement('script');
      script.src = link.href;
      script.async = false;
      script.onerror = failed;
      document.head.appendChild(script);
    });
    var routeChunks = document.getElementById('${routeChunksId}');
    if (routeChunks) document.head.appendChild(routeChunks.content);
  }
  var waiting = 2;
  function done() {
    if (--waiting === 0) setTimeout(run);
  }
  requestAnimationFrame(function () {
    requestAnimationFrame(done);
  });
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    done();
  }).observe({type: 'paint', buffered: true});
  setTimeout(run, 500);
})();`.replace(/\n\s*/g, ''); // one line: the template engine trims indentation

const bodyEnd = `
    <%~ it.postBodyTags %>`;

function replaceOnce(template: string, search: string, replacement: string): string {
  if (!template.includes(search)) throw new Error(`Docusaurus's SSR template changed: "${search.trim()}" not found`);
  return template.replace(search, replacement);
}

/** Docusaurus's own template with the entry scripts run after the first paint. */
export const ssrTemplate = replaceOnce(
  replaceOnce(defaultTemplate, entryScriptsTag, preloads),
  bodyEnd,
  `${bodyEnd}\n    <script>${entryScriptLoader}</script>`,
);
