import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {LoadContext, Plugin} from '@docusaurus/types';
import llmsTxtPlugin from '@signalwire/docusaurus-plugin-llms-txt';
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
 * `@signalwire/docusaurus-plugin-llms-txt` with our options, its markdown conversion of every
 * page run in a worker thread. Docusaurus runs all postBuild hooks at once, so the conversion
 * and the search index use both cores instead of taking turns on one.
 */
export default function llmsMarkdownPlugin(context: LoadContext): Plugin<void> {
  const plugin = llmsTxtPlugin(context, llmsTxtOptions);
  let convert: Conversion | undefined;
  return {
    ...plugin,
    async loadContent() {
      // Only production builds run postBuild; the dev server never converts.
      if (process.env.NODE_ENV === 'production') convert = startConversionWorker();
    },
    async postBuild({outDir, siteDir, generatedFilesDir, routes, siteConfig}) {
      const {title, url, baseUrl, trailingSlash} = siteConfig;
      convert ??= startConversionWorker();
      await convert({outDir, siteDir, generatedFilesDir, routes, siteConfig: {title, url, baseUrl, trailingSlash}});
    },
  };
}
