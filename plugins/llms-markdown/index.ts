import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {LoadContext, Plugin} from '@docusaurus/types';
import llmsTxtPlugin from '@signalwire/docusaurus-plugin-llms-txt';
import {llmsTxtOptions} from './options';
import type {ConversionInput} from './worker';

// Loads the TypeScript worker module the way Docusaurus loads the site config (jiti).
const bootstrap = `
const {workerData} = require('node:worker_threads');
const {loadFreshModule} = require(workerData.utils);
loadFreshModule(workerData.module).then((convert) => convert(workerData.input));
`;

function convertInWorker(input: ConversionInput): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, {
      eval: true,
      workerData: {utils: require.resolve('@docusaurus/utils'), module: path.join(__dirname, 'worker.ts'), input},
    });
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`llms.txt worker exited with code ${code}`))));
  });
}

/**
 * `@signalwire/docusaurus-plugin-llms-txt` with our options, its markdown conversion of every
 * page run in a worker thread. Docusaurus runs all postBuild hooks at once, so the conversion
 * (~10 s) and the search index (~6 s) then use both cores instead of taking turns on one.
 */
export default function llmsMarkdownPlugin(context: LoadContext): Plugin<void> {
  const plugin = llmsTxtPlugin(context, llmsTxtOptions);
  return {
    ...plugin,
    async postBuild({outDir, siteDir, generatedFilesDir, routes, siteConfig}) {
      const {title, url, baseUrl, trailingSlash} = siteConfig;
      await convertInWorker({outDir, siteDir, generatedFilesDir, routes, siteConfig: {title, url, baseUrl, trailingSlash}});
    },
  };
}
