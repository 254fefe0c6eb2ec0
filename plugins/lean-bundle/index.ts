import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {chunkUrlMapPlugin} from './chunk-url-map';
import {clientSiteConfig, generatedSiteConfig} from './client-site-config';
import {docusaurusChunkAssetPlugin, lazyChunkNamesPlugin} from './lazy-chunk-names';
import {chunkSections, generatedRoutes, registryPart, requestedSection, routesChunkNamesPart, routesPart, type Section} from './route-sections';

/**
 * Keeps code that only some pages need out of the bundle every page loads first.
 *
 * - Prism and its extra languages: the classic theme registers them in a client module, which
 *   puts ~36 KiB (gzip) into the main bundle of every page. We ignore that module and register
 *   the languages from our code block content wrapper instead, so only pages with code load
 *   Prism, and they run it only for a block rendered in the browser, not for one hydrated.
 * - mark.js (search-term highlighting on the target page) is replaced by a lazy stand-in that
 *   loads the library only when a page is opened from a search result.
 * - Link prefetching (Docusaurus fetches the chunks of every link that scrolls into view) waits
 *   for the load event and idle time instead of running for every visible link during hydration,
 *   and inserts its `<link rel="prefetch">` elements one at a time, not a route's all at once.
 * - The client copy of the route registry drops each chunk's module path: only server rendering
 *   reads them (to know which chunks a page used), and they are ~9 KiB of every page's bundle.
 * - Route components are created when a route is first used, not all at start-up.
 * - theme-common's `useShallowMemoObject` (behind every code block's word-wrap observer) orders
 *   its keys with `localeCompare`, whose first call loads ICU's collation data during hydration
 *   (~10 ms of one task here, ~40 ms at Lighthouse's throttling). The keys only need one fixed
 *   order, so they are compared by code unit instead.
 * - The route tables (routes, route -> chunks, chunk -> loader) of the blog and the docs leave the
 *   main bundle: each section's part is loaded before its routes are first matched
 *   (route-sections.ts, route-data.ts, section-preload.ts, current-routes.tsx).
 * - Chunk files are named by id rather than by name, which halves the chunk map in the runtime
 *   every page loads (the names were never shown to readers); the map from chunk names to ids,
 *   which only link prefetching reads, is fetched when prefetching starts (lazy-chunk-names.ts).
 *   Prefetching gets each chunk's URL once, and none for a chunk the page has loaded itself.
 * - The runtime's chunk URL function builds its map of chunk ids to hashes once, not on every call
 *   (chunk-url-map.ts).
 * - The client's copy of the site config leaves out what only the build reads: plugin and preset
 *   options, the page template, markdown options (client-site-config.ts; ~8 KB of ~21 KB).
 * - The entry bundle (React, the router, the theme's layout) runs almost all of its code on every
 *   load, and V8 compiled each module's function lazily, on the main thread, when it first ran. Its
 *   first line is V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136+), so
 *   its functions are compiled while the file streams in, on a background thread.
 */
export default function leanBundlePlugin(context: LoadContext): Plugin {
  const {baseUrl, generatedFilesDir} = context;
  return {
    name: 'lean-bundle',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) return {};
      config.plugins = config.plugins?.filter((plugin) => plugin?.constructor.name !== docusaurusChunkAssetPlugin);
      return {
        plugins: [
          lazyChunkNamesPlugin(currentBundler.instance),
          chunkUrlMapPlugin(currentBundler.instance),
          // After minification, which would drop the comment; before the content hashes.
          new currentBundler.instance.BannerPlugin({
            banner: compileHint,
            raw: true,
            entryOnly: true,
            test: /^assets\/js\/main\.[^/]+\.js$/,
            stage: currentBundler.instance.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
          // The client entry imports the API by a relative path, which aliases do not see.
          new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/docusaurus$/, (data) => {
            if (clientEntry.test(data.contextInfo.issuer)) data.request = path.join(__dirname, 'idle-prefetch.ts');
          }),
          // Docusaurus's client API imports its prefetch helper by a relative path too.
          new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/prefetch$/, (data) => {
            if (coreClient.test(data.contextInfo.issuer)) data.request = chunkPrefetch;
          }),
          // Docusaurus's client imports its route preloading by a relative path too.
          new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/preload$/, (data) => {
            if (coreClient.test(data.contextInfo.issuer) && data.contextInfo.issuer !== sectionPreload) data.request = sectionPreload;
          }),
          // Docusaurus's App builds its route switch when its module is evaluated.
          new currentBundler.instance.NormalModuleReplacementPlugin(/^@docusaurus\/renderRoutes$/, (data) => {
            if (coreApp.test(data.contextInfo.issuer)) data.request = path.join(__dirname, 'current-routes.tsx');
          }),
          // The route table's import, except the stand-in's own import of the original.
          new currentBundler.instance.NormalModuleReplacementPlugin(/^@docusaurus\/ComponentCreator$/, (data) => {
            if (data.contextInfo.issuer !== lazyComponentCreator) data.request = lazyComponentCreator;
          }),
        ],
        module: {
          rules: [
            {
              test: generatedRegistry,
              loader: 'string-replace-loader',
              options: {search: /\), "[^"]*", require\.resolveWeak\(/g, replace: '), "", require.resolveWeak('},
            },
            // Docusaurus writes routesChunkNames.json with registry.js, so no extra dependency
            // is declared (declaring one made the Rspack build hang).
            sectionPartRule(generatedRegistry, (source, section) => {
              const file = path.join(generatedFilesDir, 'routesChunkNames.json');
              return registryPart(source, section, chunkSections(JSON.parse(fs.readFileSync(file, 'utf8')), baseUrl));
            }),
            sectionPartRule(generatedRoutes, (source, section) => routesPart(source, section, baseUrl)),
            {test: themeCommonReactUtils, loader: 'string-replace-loader', options: {...keyOrder, strict: true}},
            {test: generatedSiteConfig, loader: 'string-replace-loader', options: {search: /^[\s\S]+$/, replace: clientSiteConfig}},
            sectionPartRule(generatedRoutesChunkNames, (json, section) => routesChunkNamesPart(json, section, baseUrl)),
          ],
        },
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        resolve: {
          alias: {
            [`${prismClientModule()}$`]: false,
            [`${require.resolve('mark.js')}$`]: path.join(__dirname, 'lazy-mark.ts'),
          },
        },
      };
    },
  };
}

/** The theme's client module that registers `prism.additionalLanguages` globally. */
function prismClientModule(): string {
  return path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'prism-include-languages');
}

const lazyComponentCreator = path.join(__dirname, 'lazy-component-creator.tsx');

/** V8's magic comment: compile every function of this script eagerly, off the main thread. */
export const compileHint = '//# allFunctionsCalledOnLoad';

/** The generated registry: `chunk: [() => import(path), path, require.resolveWeak(path)]` per chunk. */
export const generatedRegistry = /[\\/]\.docusaurus[\\/]registry\.js$/;

/** theme-common's React helpers, where `useShallowMemoObject` sorts its keys. */
export const themeCommonReactUtils = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/;

/** Its key comparison, and the code-unit comparison that replaces it (same keys, one fixed order). */
export const keyOrder = {
  search: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
  replace: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
};

/** The generated route -> chunk names table. */
const generatedRoutesChunkNames = /[\\/]\.docusaurus[\\/]routesChunkNames\.json$/;

/** What a `string-replace-loader` callback reads of the loader context. */
type LoaderContext = {resourceQuery: string};

/**
 * A rule that reduces a generated route table to the part its request asks for: a section's
 * (`?section=blog`) or, without a query, what stays in the main bundle.
 */
function sectionPartRule(test: RegExp, part: (source: string, section: Section | undefined) => string) {
  return {
    test,
    loader: 'string-replace-loader',
    options: {
      search: /^[\s\S]+$/,
      replace(this: LoaderContext, source: string) {
        return part(source, requestedSection(this.resourceQuery));
      },
    },
  };
}

/**
 * Docusaurus's client modules, whose `./preload` import gets the section-aware stand-in and whose
 * `./prefetch` import the link queue.
 */
const coreClient = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/][^\\/]+\.js$/;
const sectionPreload = path.join(__dirname, 'section-preload.ts');
const chunkPrefetch = path.join(__dirname, 'chunk-prefetch.ts');
const coreApp = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]App\.js$/;

/** Docusaurus's client entry, which mounts its client API (prefetch, preload) on `window`. */
const clientEntry = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;
