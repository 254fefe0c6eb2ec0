import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

/** Doc id to description, for the docs that have one. */
export type DocDescriptions = Record<string, string>;

/** The descriptions of the current docs version. */
export function collectDescriptions(content: LoadedContent | undefined): DocDescriptions {
  const current = content?.loadedVersions.find((version) => version.versionName === 'current');
  return Object.fromEntries((current?.docs ?? []).filter((doc) => doc.description).map((doc) => [doc.id, doc.description]));
}

/** A docs version data file without `description` on its docs; other JSON is left as it is. */
export function withoutDocDescriptions(json: string): string {
  const data = JSON.parse(json) as {version?: {docs?: Record<string, {description?: string}>}};
  const docs = data.version?.docs;
  if (!docs) return json;
  for (const doc of Object.values(docs)) delete doc.description;
  return JSON.stringify(data);
}

/** The docs plugin's route data files (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`). */
const docsRouteData = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/**
 * Every docs page loads the version data: all sidebars and every doc's title and description.
 * Only area landing pages show descriptions (`SidebarIndex`), so they move from the version data
 * (~14 KiB gzip on every docs page) to `@generated/doc-descriptions/default/descriptions.json`,
 * which only the pages that import `SidebarIndex` load.
 */
export default function docDescriptionsPlugin(_context: LoadContext): Plugin {
  return {
    name: 'doc-descriptions',
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      await actions.createData('descriptions.json', JSON.stringify(collectDescriptions(docs)));
    },
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: docsRouteData,
              loader: 'string-replace-loader',
              options: {search: /^[\s\S]+$/, replace: withoutDocDescriptions},
            },
          ],
        },
      };
    },
  };
}
