import type {CreateFeedItemsFn} from '@docusaurus/plugin-content-blog';
import {articlePage, withPages} from './index';

/**
 * The blog plugin's own feed items, read from the article pages of the posts: it parses each
 * post's page for the post's content, which is inside the article, and the page's year sidebar
 * of every post was most of the markup it parsed.
 */
export const createFeedItems: CreateFeedItemsFn = ({outDir, defaultCreateFeedItems, ...params}) => {
  const {baseUrl} = params.siteConfig;
  const routes = params.blogPosts.map((post) => post.metadata.permalink.slice(baseUrl.length - 1));
  return withPages(outDir, {transform: articlePage, routes}, (pagesDir) => defaultCreateFeedItems({...params, outDir: pagesDir}));
};
