import type {LoadContext, Props} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import llmsTxtPlugin, {validateOptions} from '@signalwire/docusaurus-plugin-llms-txt';
import {articlePage, onPageCopies} from '../page-copies';
import {llmsTxtOptions} from './options';
import {plainCodeBlocks} from './plain-code';

/** What the markdown conversion reads of the build's props; plain data, so it can cross threads. */
export type ConversionInput = Pick<Props, 'outDir' | 'siteDir' | 'generatedFilesDir' | 'routes'> & {
  siteConfig: Pick<Props['siteConfig'], 'title' | 'url' | 'baseUrl' | 'trailingSlash'>;
};

/**
 * Writes llms.txt, llms-full.txt and the `.md` copies: the plugin's postBuild, off the main
 * thread, on a copy of the pages cut down to their article, code as plain text.
 */
export default async function convert(input: ConversionInput): Promise<void> {
  const options = validateOptions({options: llmsTxtOptions, validate: normalizePluginOptions} as never);
  // The plugin reads its context only for CLI commands, which a worker never registers.
  const plugin = llmsTxtPlugin({} as LoadContext, options);
  type PostBuildProps = Parameters<NonNullable<typeof plugin.postBuild>>[0];
  await onPageCopies(input.outDir, {transform: (page) => Buffer.from(plainCodeBlocks(articlePage(page).toString()))}, (pagesDir) =>
    plugin.postBuild!({...input, outDir: pagesDir} as unknown as PostBuildProps),
  );
}
