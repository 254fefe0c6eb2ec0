import type {Plugin, PostCssOptions} from '@docusaurus/types';

/** PostCSS options that tell postcss-loader not to look for a PostCSS config file. */
export function withoutConfigSearch(options: PostCssOptions): PostCssOptions {
  return {...options, config: false};
}

/**
 * The site's PostCSS setup is the one Docusaurus passes to postcss-loader; there is no PostCSS
 * config file. Without `config: false` the loader still searched the disk for one (cosmiconfig,
 * every config file name in every parent folder) for each CSS file: ~0.5 s of the main thread,
 * which compiles the MDX pages at the same time.
 */
export default function postcssInlineConfigPlugin(): Plugin<void> {
  return {name: 'postcss-inline-config', configurePostCss: withoutConfigSearch};
}
