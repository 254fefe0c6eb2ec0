import type {LoadContext, Plugin} from '@docusaurus/types';
import {generatedRoutes, sectionOfRoute, topLevelRoute} from '../lean-bundle/route-sections';

/**
 * The generated `routes.js` with the docs' top-level routes moved ahead of the others, each group
 * in its order. Nothing outside the docs matches a docs path, nor a docs route another path, so
 * every path matches the same route.
 */
export function docsRoutesFirst(source: string, baseUrl: string): string {
  const docs: string[] = [];
  let start = -1;
  const others = source.replace(topLevelRoute, (entry: string, routePath: string, offset: number) => {
    if (start < 0) start = offset;
    if (sectionOfRoute(routePath, baseUrl) !== 'docs') return entry;
    // Moved ahead, the table's last route would need the comma it lacks.
    docs.push(entry.replace(/\}\n$/, '},\n'));
    return '';
  });
  return start < 0 ? source : others.slice(0, start) + docs.join('') + others.slice(start);
}

/**
 * Server rendering matches every page's path against the route list several times (the route
 * switch, preloading, location normalization), trying routes in order. Docusaurus puts routes
 * with nested routes, the docs', after the flat ones, so each docs page was first tried against
 * the blog's ~330 routes: route matching was ~0.8 s of each SSG worker's ~10 s. The server bundle
 * gets the docs first; the browser matches a section's routes only (plugins/lean-bundle).
 */
export default function ssgRouteOrderPlugin(context: LoadContext): Plugin {
  return {
    name: 'ssg-route-order',
    configureWebpack(config, isServer) {
      if (!isServer) return {};
      const replace = (source: string) => docsRoutesFirst(source, context.baseUrl);
      return {module: {rules: [{test: generatedRoutes, loader: 'string-replace-loader', options: {search: /^[\s\S]+$/, replace}}]}};
    },
  };
}
