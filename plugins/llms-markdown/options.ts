import type {PluginOptions} from '@signalwire/docusaurus-plugin-llms-txt';
import rehypeDocusaurusArticle from './rehype-article';

/** Options of `@signalwire/docusaurus-plugin-llms-txt`: which pages get a `.md` copy, and how it is made. */
export const llmsTxtOptions: PluginOptions = {
  siteTitle: 'Home Assistant Developer Docs',
  siteDescription:
    'Developer documentation for the Home Assistant smart-home platform: integrations, entities, frontend, add-ons, operating system, Android, voice, and the developer blog.',
  content: {
    includeDocs: true,
    includeBlog: true,
    includePages: false,
    // llms.txt and llms-full.txt are written again in the site's own order (`writeIndexes`).
    enableLlmsFullTxt: false,
    // Doc pages: the markdown body; blog posts: the whole article, cleaned of its chrome.
    contentSelectors: ['.theme-doc-markdown', 'article'],
    beforeDefaultRehypePlugins: [rehypeDocusaurusArticle],
  },
};
