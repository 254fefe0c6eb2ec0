import type {Plugin, PostCssOptions} from '@docusaurus/types';

const isPresetEnv = (plugin: unknown) => Array.isArray(plugin) && /[\\/]postcss-preset-env[\\/]/.test(String(plugin[0]));

/**
 * The PostCSS options Docusaurus passes to postcss-loader, without a config file search and
 * without postcss-preset-env.
 */
export function postcssOptions(options: PostCssOptions): PostCssOptions {
  return {...options, config: false, plugins: options.plugins.filter((plugin) => !isPresetEnv(plugin))};
}

/**
 * PostCSS runs for every CSS file on the main thread, which compiles the MDX pages at the same
 * time. Without `config: false`, postcss-loader searched the disk for a config file (cosmiconfig,
 * every config file name in every parent folder) for each CSS file: ~0.5 s. postcss-preset-env
 * (~0.7 s) prefixed and lowered the CSS for our browserslist, which the Lightning CSS minimizer of
 * @docusaurus/faster does again for the same browserslist; the built stylesheet differs only in
 * a few vendor prefixes that the two tools judge differently for old browsers.
 */
export default function postcssOptionsPlugin(): Plugin<void> {
  return {name: 'postcss-options', configurePostCss: postcssOptions};
}
