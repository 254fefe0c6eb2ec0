import type {LoadContext, Props} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import llmsTxtPlugin, {validateOptions} from '@signalwire/docusaurus-plugin-llms-txt';
import {llmsTxtOptions} from './options';

/** What the markdown conversion reads of the build's props; plain data, so it can cross threads. */
export type ConversionInput = Pick<Props, 'outDir' | 'siteDir' | 'generatedFilesDir' | 'routes'> & {
  siteConfig: Pick<Props['siteConfig'], 'title' | 'url' | 'baseUrl' | 'trailingSlash'>;
};

/** Writes llms.txt, llms-full.txt and the `.md` copies: the plugin's postBuild, off the main thread. */
export default async function convert(input: ConversionInput): Promise<void> {
  const options = validateOptions({options: llmsTxtOptions, validate: normalizePluginOptions} as never);
  // The plugin reads its context only for CLI commands, which a worker never registers.
  const plugin = llmsTxtPlugin({} as LoadContext, options);
  type PostBuildProps = Parameters<NonNullable<typeof plugin.postBuild>>[0];
  await plugin.postBuild!(input as unknown as PostBuildProps);
}
