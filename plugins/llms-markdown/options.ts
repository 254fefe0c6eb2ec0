import type {PluginOptions} from '@signalwire/docusaurus-plugin-llms-txt';
import rehypeDocusaurusArticle from './rehype-article';

/** Options of `@signalwire/docusaurus-plugin-llms-txt`: what goes into llms.txt and the `.md` copies. */
export const llmsTxtOptions: PluginOptions = {
  siteTitle: 'Home Assistant Developer Docs',
  siteDescription:
    'Developer documentation for the Home Assistant smart-home platform: integrations, entities, frontend, add-ons, operating system, Android, voice, and the developer blog.',
  depth: 2,
  content: {
    includeDocs: true,
    includeBlog: true,
    includePages: false,
    enableLlmsFullTxt: true,
    excludeRoutes: ['/blog', '/blog/page/**', '/blog/tags', '/blog/tags/**', '/blog/archive', '/search'],
    // Doc pages: the markdown body; blog posts: the whole article, cleaned of its chrome.
    contentSelectors: ['.theme-doc-markdown', 'article'],
    beforeDefaultRehypePlugins: [rehypeDocusaurusArticle],
  },
};
