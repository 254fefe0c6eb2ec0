/**
 * Stands in for Docusaurus's client API (`window.docusaurus`) in the browser. Docusaurus
 * prefetches the chunks of every internal link that scrolls into view, right in the link's
 * IntersectionObserver callback: it matches the route, scans the whole route-to-chunks table
 * (600 routes here) and inserts one `<link rel="prefetch">` per chunk. During hydration that is
 * every visible link at once, 200+ on a blog post with its year sidebar. Here a visible link
 * only joins a queue; after the load event and hydration it is worked off while the browser is idle,
 * so reading the page comes first. Preloading (on hover or touch) is left as it is.
 */
import docusaurus from '@docusaurus/core/lib/client/docusaurus.js';
import {matchPath} from '@docusaurus/router';
import routes from '@generated/routes';
import {afterLoad} from '../../src/lib/afterLoad';
import {createPrefetcher} from './prefetch-queue';
import {loadRouteData} from './route-data';
import {compileRoutePatterns} from './route-patterns';
import {whenIdle} from './when-idle';

/** The runtime's chunk URL function, whose chunk map is fetched on first use (lazy-chunk-names.ts). */
declare const __webpack_require__: {gca: {load(): Promise<void>}};

/** Resolves once Docusaurus has marked the page hydrated (`<html data-has-hydrated="true">`). */
function afterHydration(): Promise<void> {
  const html = document.documentElement;
  const hydrated = () => html.dataset.hasHydrated === 'true';
  if (hydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!hydrated()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(html, {attributes: true, attributeFilter: ['data-has-hydrated']});
  });
}

/** Resolves once the router has compiled the patterns of the route table, in idle slices. */
function routePatternsCompiled(): Promise<void> {
  return new Promise((resolve) => {
    const slice = (timeLeft: () => number) => {
      // Matching against a pattern is what compiles it (and caches it for the prefetch's match).
      if (compileRoutePatterns(routes, timeLeft, (route) => matchPath('', route))) resolve();
      else whenIdle(slice);
    };
    whenIdle(slice);
  });
}

type NetworkInformation = {effectiveType?: string; saveData?: boolean};

/**
 * Docusaurus prefetches nothing on 2g or data-saver connections (its own check is not exported).
 * The same check comes first here, so that such a connection does not fetch the route tables and
 * the chunk-name map either, which only prefetching needs.
 */
function slowConnection(): boolean {
  const {connection} = navigator as Navigator & {connection?: NetworkInformation};
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

// The entry scripts run after the first paint (plugins/paint-first), often after the load event.
const prefetchWhenIdle = createPrefetcher({
  whenLoaded: () => afterLoad().then(afterHydration),
  whenIdle,
  prepare: async (routePath) => {
    await Promise.all([loadRouteData(routePath), __webpack_require__.gca.load()]);
    await routePatternsCompiled();
  },
  fetchNow: async (routePath) => {
    await docusaurus.prefetch(routePath);
  },
});

export default Object.freeze({
  ...docusaurus,
  prefetch: (routePath: string) => (slowConnection() ? Promise.resolve() : prefetchWhenIdle(routePath)),
});
