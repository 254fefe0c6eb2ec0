/**
 * The browser's route tables, by section (see route-sections.ts): the main bundle holds the
 * routes outside the blog and the docs; a section's part is loaded and merged in before a route
 * of it is first matched (preloaded before rendering, or prefetched). Docusaurus reads the same
 * three objects.
 */
import siteConfig from '@generated/docusaurus.config';
import registry from '@generated/registry';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {sectionOfRoute, type Section} from './route-sections';

type Part = [{default: typeof routes}, {default: typeof registry}, {default: typeof routesChunkNames}];

const parts: Record<Section, () => Promise<Part>> = {
  blog: () =>
    Promise.all([
      import('@generated/routes?section=blog'),
      import('@generated/registry?section=blog'),
      import('@generated/routesChunkNames?section=blog'),
    ]),
  docs: () =>
    Promise.all([
      import('@generated/routes?section=docs'),
      import('@generated/registry?section=docs'),
      import('@generated/routesChunkNames?section=docs'),
    ]),
};

const loaded = new Map<Section, Promise<void>>();

/** Resolves once the route tables hold the routes of `routePath`'s section. */
export function loadRouteData(routePath: string): Promise<void> {
  const section = sectionOfRoute(routePath, siteConfig.baseUrl);
  if (!section) return Promise.resolve();
  let loading = loaded.get(section);
  if (!loading) {
    loading = parts[section]().then(([routesPart, registryPart, chunkNamesPart]) => {
      Object.assign(registry, registryPart.default);
      Object.assign(routesChunkNames, chunkNamesPart.default);
      // Before the catch-all route (the not-found page), which matches every path.
      const catchAll = routes.findIndex((route) => route.path === '*');
      routes.splice(catchAll === -1 ? routes.length : catchAll, 0, ...routesPart.default);
    });
    // A failed load (offline) is tried again next time.
    loading.catch(() => loaded.delete(section));
    loaded.set(section, loading);
  }
  return loading;
}
