import fs from 'node:fs/promises';
import type {LoadContext, Props} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import llmsTxtPlugin, {validateOptions} from '@signalwire/docusaurus-plugin-llms-txt';
import {articlePage, withPages} from '../article-pages';
import {llmsTxtOptions} from './options';
import {plainCodeBlocks} from './plain-code';

/** What the markdown conversion reads of the build's props; plain data, so it can cross threads. */
export type ConversionInput = Pick<Props, 'outDir' | 'siteDir' | 'generatedFilesDir' | 'routes'> & {
  siteConfig: Pick<Props['siteConfig'], 'title' | 'url' | 'baseUrl' | 'trailingSlash'>;
};

/**
 * Writes llms.txt, llms-full.txt and the `.md` copies: the plugin's postBuild, off the main
 * thread. The plugin reads the pages from the directory it writes to, so it is given a
 * copy of the pages cut down to their article, code as plain text, and its markdown is
 * copied to the build.
 */
export default async function convert(input: ConversionInput): Promise<void> {
  const options = validateOptions({options: llmsTxtOptions, validate: normalizePluginOptions} as never);
  // The plugin reads its context only for CLI commands, which a worker never registers.
  const plugin = llmsTxtPlugin({} as LoadContext, options);
  type PostBuildProps = Parameters<NonNullable<typeof plugin.postBuild>>[0];
  await withPages(
    input.outDir,
    {transform: (page) => Buffer.from(plainCodeBlocks(articlePage(page).toString()))},
    async (pagesDir) => {
      await plugin.postBuild!({...input, outDir: pagesDir} as unknown as PostBuildProps);
      await fs.cp(pagesDir, input.outDir, {recursive: true, filter: (file) => !file.endsWith('.html')});
    },
  );
}
