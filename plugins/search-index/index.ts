import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import * as searchLocal from '@easyops-cn/docusaurus-search-local';
import {articleRange, onPageCopies, titleAndMeta, withoutElements} from '../page-copies';

// What the package exports; its types declare only the options.
type SearchLocalModule = {
  default: (context: LoadContext, options: searchLocal.PluginOptions) => Plugin<void>;
  validateOptions: (context: OptionValidationContext<searchLocal.PluginOptions, searchLocal.PluginOptions>) => searchLocal.PluginOptions;
};
const {default: searchLocalPlugin, validateOptions} = searchLocal as unknown as SearchLocalModule;

export {validateOptions};

type Element = readonly [open: string, close: string];

const docsSidebar: Element = ['<aside class="theme-doc-sidebar-container', '</aside>'];
const activeNavbarLinks = /<a [^>]*navbar__link--active[^>]*>[\s\S]*?<\/a>/g;
const activeCategories = /<div class="?menu__list-item-collapsible\b[^>]*>(?:(?!<\/div>)[\s\S])*?menu__link--active[\s\S]*?<\/div>/g;
const codeBlocks: Element[] = [
  ['<pre ', '</pre>'],
  ['<pre>', '</pre>'],
];

/** The first element that opens with `open` and closes with the next `close`, or ''. */
function firstElement(html: string, [open, close]: Element): string {
  const start = html.indexOf(open);
  const end = start < 0 ? -1 : html.indexOf(close, start);
  return end < 0 ? '' : html.slice(start, end + close.length);
}

/**
 * What the search index reads of a built page, as a page of its own: the head's meta tags (robots,
 * description, keywords), the active navbar link and the docs sidebar's active categories (a
 * result's breadcrumb), and the article; code blocks too unless it ignores `pre`. A page without
 * an article is kept whole but for its code blocks.
 */
export function searchPage(options: Pick<searchLocal.PluginOptions, 'ignoreCssSelectors'>): (page: Buffer) => Buffer {
  const ignored = [options.ignoreCssSelectors ?? []].flat();
  const cut = ignored.includes('pre') ? codeBlocks : [];
  return (page) => {
    const range = articleRange(page);
    if (!range) return withoutElements(page, cut);
    const beforeArticle = page.subarray(range.headClose, range.start).toString();
    const categories = firstElement(beforeArticle, docsSidebar).match(activeCategories);
    const sidebar = categories ? `<nav class=menu>${categories.join('')}</nav>` : '';
    const navbar = beforeArticle.match(activeNavbarLinks)?.join('') ?? '';
    const article = withoutElements(page.subarray(range.start, range.end), cut);
    return Buffer.concat([
      Buffer.from(`${titleAndMeta(page, range.headClose)}<body>${navbar}<div class=main-wrapper>${sidebar}`),
      article,
      Buffer.from('</div></body></html>'),
    ]);
  };
}

/**
 * `@easyops-cn/docusaurus-search-local` as configured, its index built from copies of the pages
 * with only the parts it reads: a fifth of the pages' markup to parse, on the main thread.
 */
export default function searchIndexPlugin(context: LoadContext, options: searchLocal.PluginOptions): Plugin<void> {
  const plugin = searchLocalPlugin(context, options);
  return {
    ...plugin,
    postBuild: (props) => onPageCopies(props.outDir, {transform: searchPage(options)}, (pagesDir) => plugin.postBuild!({...props, outDir: pagesDir})),
  };
}
