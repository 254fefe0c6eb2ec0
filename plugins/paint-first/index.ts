import type {Plugin} from '@docusaurus/types';
import {generatedRegistry} from '../lean-bundle';

/**
 * Lets each page's HTML name the chunks its routes need, so that they are fetched while the entry
 * scripts run (see ./ssrTemplate.ts) rather than after them.
 *
 * Server rendering reports each route module it renders by the module path the route registry
 * gives it (`@site/docs/core/entity/light.md`), and Docusaurus looks that up in the client
 * manifest, which knows chunks only by name (`fcf57097`) since webpack 5. So every page listed the
 * entry scripts alone. In the server's copy of the registry, the path that is only reported
 * becomes the chunk's name; the client's copy is left to plugins/lean-bundle.
 */
export default function paintFirstPlugin(): Plugin {
  return {
    name: 'paint-first',
    configureWebpack(config, isServer) {
      if (!isServer) return {};
      return {module: {rules: [{test: generatedRegistry, loader: 'string-replace-loader', options: reportChunkNames}]}};
    },
  };
}

/**
 * `"name": [() => import(/* webpackChunkName: "name" *\/ "path"), "path", require.resolveWeak("path")]`
 * becomes `"name": [() => import(...), "name", require.resolveWeak("path")]`. Strict: a registry of
 * another format fails the build.
 */
export const reportChunkNames = {
  search: /(\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ "[^"]+"\)), "[^"]+"/g,
  replace: '$1, "$2"',
  strict: true,
};
