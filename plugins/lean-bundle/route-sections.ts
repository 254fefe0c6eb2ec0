/**
 * Route data by site section. Docusaurus puts three tables for every route into the bundle every
 * page loads: the route list (`routes`), route -> chunk names (`routesChunkNames`) and chunk name
 * -> loader (`registry`). The blog's and the docs' parts are split off into one chunk per section,
 * loaded before a page of that section is first matched, rendered or prefetched; what is used
 * outside one section stays.
 * Browser-safe: the client's route-data module imports `sectionOfRoute`.
 */
import flat from '@docusaurus/core/lib/client/flat';
import type {RouteChunkNames} from '@docusaurus/types';

const sections = ['blog', 'docs'] as const;
export type Section = (typeof sections)[number];

/** The section a route or link path belongs to (`/blog`, `/blog/...`, `/docs`, `/docs/...`). */
export function sectionOfRoute(routePath: string, baseUrl: string): Section | undefined {
  return sections.find((section) => {
    const prefix = `${baseUrl}${section}`;
    return routePath.startsWith(prefix) && /^([/?#]|$)/.test(routePath.slice(prefix.length));
  });
}

/** The route path of a `routesChunkNames` key (`${path}-${hash}`). */
const routeOfKey = (key: string) => key.replace(/-[^-]+$/, '');

/**
 * The section of each chunk name: that of the routes using it when they are all in one section,
 * `undefined` (stays in the main bundle) when routes of several sections or none use it.
 */
export function chunkSections(routesChunkNames: RouteChunkNames, baseUrl: string): Map<string, Section | undefined> {
  const owners = new Map<string, Section | undefined>();
  for (const [key, chunkNames] of Object.entries(routesChunkNames)) {
    const section = sectionOfRoute(routeOfKey(key), baseUrl);
    // The chunk names Docusaurus's ComponentCreator loads for the route, flattened as it does.
    for (const chunkName of Object.values(flat(chunkNames))) {
      owners.set(chunkName, owners.has(chunkName) && owners.get(chunkName) !== section ? undefined : section);
    }
  }
  return owners;
}

/** The `?section=<name>` of a module request, or `undefined` for the main part. */
export function requestedSection(resourceQuery: string): Section | undefined {
  const name = new URLSearchParams(resourceQuery).get('section');
  return sections.find((section) => section === name);
}

/** `routesChunkNames.json` reduced to the routes of one section, or to those outside all sections. */
export function routesChunkNamesPart(json: string, section: Section | undefined, baseUrl: string): string {
  const all = JSON.parse(json) as RouteChunkNames;
  const part = Object.entries(all).filter(([key]) => sectionOfRoute(routeOfKey(key), baseUrl) === section);
  return JSON.stringify(Object.fromEntries(part));
}

/**
 * The generated `registry.js` (`export default {`, one `"chunkName": [...],` line per chunk, `};`)
 * reduced to the chunks of one section, or to those of no single section.
 */
export function registryPart(source: string, section: Section | undefined, owners: Map<string, Section | undefined>): string {
  // Each entry ends with `...resolveWeak("...")],`; the last one shares its line with `};`.
  return source.replace(/^ *"([^"]+)": \[.*?\)\],\n?/gm, (entry, chunkName: string) => (owners.get(chunkName) === section ? entry : ''));
}

/** The generated route list, `routes.js`. */
export const generatedRoutes = /[\\/]\.docusaurus[\\/]routes\.js$/;

/**
 * A top-level route of the generated `routes.js` (`export default [`, one top-level route object
 * per block of lines from `  {` to `  },`, its children nested deeper), its path captured.
 */
export const topLevelRoute = /^ {2}\{\n {4}path: '([^']*)',\n[\s\S]*?^ {2}\},?\n/gm;

/**
 * The generated `routes.js` reduced to the top-level routes of one section, or to those outside
 * all sections (the catch-all `*` route among them).
 */
export function routesPart(source: string, section: Section | undefined, baseUrl: string): string {
  return source.replace(topLevelRoute, (entry, routePath: string) => (sectionOfRoute(routePath, baseUrl) === section ? entry : ''));
}
