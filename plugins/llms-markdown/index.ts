import fs from 'node:fs/promises';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {normalizeUrl} from '@docusaurus/utils';
import llmsTxtPlugin from '@signalwire/docusaurus-plugin-llms-txt';
import {areas, miscArea} from '../../src/data/areas';
import {type IndexLink, type IndexSection, blogSection, docsSections, indexLinks, renderLlmsTxt, routesOfPages} from './llms-index';
import {llmsTxtOptions} from './options';
import type {ConversionInput} from './worker';

// Loads the TypeScript worker module the way Docusaurus loads the site config (jiti), then
// converts once the build sends its pages.
const bootstrap = `
const {workerData, parentPort} = require('node:worker_threads');
const {loadFreshModule} = require(workerData.utils);
const loading = loadFreshModule(workerData.module);
parentPort.once('message', (input) => loading.then((convert) => convert(input)));
`;

type Conversion = (input: ConversionInput) => Promise<void>;

/**
 * Starts the worker, which loads its modules (~1 s: the plugin, unified and its parsers
 * through jiti) while the site is bundled and a core is partly idle, instead of at the
 * start of postBuild, where the conversion is the step everything else waits for.
 */
function startConversionWorker(): Conversion {
  const worker = new Worker(bootstrap, {
    eval: true,
    workerData: {utils: require.resolve('@docusaurus/utils'), module: path.join(__dirname, 'worker.ts')},
  });
  // Until postBuild asks for the conversion, the worker must not keep a failed build running.
  worker.unref();
  const exited = new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`llms.txt worker exited with code ${code}`))));
  });
  // An early failure (a module that does not load) is reported by the postBuild that awaits it.
  exited.catch(() => undefined);
  return (input) => {
    worker.ref();
    worker.postMessage(input);
    return exited;
  };
}

/**
 * Writes llms.txt in the site's own order (the plugin's follows URL segments, which here gave a
 * heading per page for the ~100 docs at `/docs/<id>`) and llms-full.txt as that index followed by
 * every page's markdown copy, in the same order.
 */
async function writeIndexes(outDir: string, baseUrl: string, sections: readonly IndexSection[], links: readonly IndexLink[]): Promise<void> {
  const index = renderLlmsTxt(
    {
      title: llmsTxtOptions.siteTitle!,
      summary: llmsTxtOptions.siteDescription!,
      details: `Each link goes to the page's markdown copy. The sections follow the site's areas and their sidebars, then the blog, newest post first. [llms-full.txt](${baseUrl}llms-full.txt) holds this index and then every page, in the same order.`,
    },
    sections,
  );
  const copies = await Promise.all(
    links.map(({route}) => fs.readFile(path.join(outDir, `${route.slice(baseUrl.length)}.md`), 'utf8')),
  );
  await fs.writeFile(path.join(outDir, 'llms.txt'), index);
  await fs.writeFile(path.join(outDir, 'llms-full.txt'), [index, ...copies].map((part) => part.trimEnd()).join('\n\n---\n\n') + '\n');
}

/**
 * `@signalwire/docusaurus-plugin-llms-txt` with our options, its markdown conversion of every
 * page run in a worker thread. Docusaurus runs all postBuild hooks at once, so the conversion
 * and the search index use both cores instead of taking turns on one.
 */
export default function llmsMarkdownPlugin(context: LoadContext): Plugin<void> {
  const plugin = llmsTxtPlugin(context, llmsTxtOptions);
  const {baseUrl} = context.siteConfig;
  let convert: Conversion | undefined;
  let sections: IndexSection[] = [];
  return {
    ...plugin,
    async loadContent() {
      // Only production builds run postBuild; the dev server never converts.
      if (process.env.NODE_ENV === 'production') convert = startConversionWorker();
    },
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      // The navbar's areas, from the list the navbar itself is built from.
      const areasAtBase = [...areas, miscArea].map(({label, to}) => ({label, to: normalizeUrl([baseUrl, to])}));
      sections = [...docsSections(docs, areasAtBase), blogSection(blog)];
    },
    async postBuild({outDir, siteDir, generatedFilesDir, routes, siteConfig}) {
      const {title, url, trailingSlash} = siteConfig;
      convert ??= startConversionWorker();
      const links = indexLinks(sections);
      const pages = new Set(links.map(({route}) => route));
      await convert({outDir, siteDir, generatedFilesDir, routes: routesOfPages(routes, pages), siteConfig: {title, url, baseUrl, trailingSlash}});
      await writeIndexes(outDir, baseUrl, sections, links);
    },
  };
}
