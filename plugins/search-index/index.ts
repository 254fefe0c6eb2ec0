import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import * as searchLocal from '@easyops-cn/docusaurus-search-local';
import {onPageCopies, withoutElements} from '../page-copies';

// What the package exports; its types declare only the options.
type SearchLocalModule = {
  default: (context: LoadContext, options: searchLocal.PluginOptions) => Plugin<void>;
  validateOptions: (context: OptionValidationContext<searchLocal.PluginOptions, searchLocal.PluginOptions>) => searchLocal.PluginOptions;
};
const {default: searchLocalPlugin, validateOptions} = searchLocal as unknown as SearchLocalModule;

export {validateOptions};

type Element = readonly [open: string, close: string];

/**
 * Parts of a built page the search index never reads: the blog's year sidebar of every post and
 * the page footer. It reads the head's meta tags, the navbar, the docs sidebar and the article.
 */
const unread: Element[] = [
  ['<aside class="col col--3">', '</aside>'],
  ['<footer class="theme-layout-footer', '</footer>'],
];
const codeBlocks: Element[] = [
  ['<pre ', '</pre>'],
  ['<pre>', '</pre>'],
];

/** A built page without the parts the search index never reads; code blocks too if it ignores `pre`. */
export function searchPage(options: Pick<searchLocal.PluginOptions, 'ignoreCssSelectors'>): (page: Buffer) => Buffer {
  const ignored = [options.ignoreCssSelectors ?? []].flat();
  const elements = ignored.includes('pre') ? [...unread, ...codeBlocks] : unread;
  return (page) => withoutElements(page, elements);
}

/**
 * `@easyops-cn/docusaurus-search-local` as configured, its index built from copies of the pages
 * without the parts it never reads: about a third less markup to parse, on the main thread.
 */
export default function searchIndexPlugin(context: LoadContext, options: searchLocal.PluginOptions): Plugin<void> {
  const plugin = searchLocalPlugin(context, options);
  return {
    ...plugin,
    postBuild: (props) => onPageCopies(props.outDir, {transform: searchPage(options)}, (pagesDir) => plugin.postBuild!({...props, outDir: pagesDir})),
  };
}
