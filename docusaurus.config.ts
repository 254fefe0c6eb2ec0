import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {PluginOptions as SearchOptions} from '@easyops-cn/docusaurus-search-local';
import {announcement} from './src/data/announcement';
import {areas, miscArea} from './src/data/areas';
import rehypeScrollableTables from './plugins/rehype-scrollable-tables';
import rehypePlainInlineCode from './plugins/rehype-plain-inline-code';
import {movedPages} from './plugins/static-host/redirects';
import {createFeedItems} from './plugins/page-copies/feed-items';
import {codeThemes} from './src/lib/codeThemes';
import {prismColourModeTheme} from './src/lib/prismColourModes';
import {ssrTemplate} from './plugins/paint-first/ssrTemplate';

// Deploy-time settings come from the environment so one build config serves every host.
const siteUrl = process.env.SITE_URL ?? 'https://developers.home-assistant.io';
const baseUrl = process.env.BASE_URL ?? '/';
const gtagId = process.env.GTAG_ID;
// Test-only routes (a page that crashes on purpose) are added by the e2e suite, never in deploys.
const withTestFixtures = process.env.DOCS_TEST_FIXTURES === '1';

const repository = 'https://github.com/home-assistant/developers.home-assistant';
const editUrl = `${repository}/edit/main/`;

const config: Config = {
  title: 'Home Assistant Developer Docs',
  tagline: 'All you need to start developing',
  url: siteUrl,
  baseUrl,
  favicon: 'img/favicon.svg',
  organizationName: 'home-assistant',
  projectName: 'developers.home-assistant',
  baseUrlIssueBanner: true,
  // The entry scripts run after the first paint (plugins/paint-first).
  ssrTemplate,
  trailingSlash: false,

  onBrokenLinks: 'throw',
  // The spec has anchors and markdown links only warn at build time; the content tests
  // (tests/content) fail on any broken anchor in the build output instead.
  onBrokenAnchors: 'warn',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {htmlLang: 'en', direction: 'ltr'}},
  },

  future: {
    // Every v4 flag except storage namespacing: the spec fixes the un-prefixed storage keys.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    // Everything of @docusaurus/faster; Rspack's persistent cache only for the dev server: writing
    // it costs every cold production build (CI, deploys) ~2 s, and it kept modules of changed
    // loader rules from one build to the next.
    faster: {rspackPersistentCache: process.env.NODE_ENV !== 'production'},
  },

  markdown: {
    // `.md` is CommonMark, `.mdx` is MDX: plain pages cannot break on a stray `{` or `<`.
    format: 'detect',
    mermaid: true,
    hooks: {onBrokenMarkdownLinks: 'warn'},
  },

  themes: ['@docusaurus/theme-mermaid'],

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          editUrl,
          showLastUpdateTime: true,
          rehypePlugins: [rehypeScrollableTables, rehypePlainInlineCode],
          breadcrumbs: true,
          lastVersion: 'current',
          versions: {current: {label: 'Next'}},
        },
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          postsPerPage: 10,
          blogTitle: 'Developer blog',
          blogDescription: 'Changes to the Home Assistant developer APIs, with migration paths.',
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All posts',
          showReadingTime: true,
          rehypePlugins: [rehypeScrollableTables, rehypePlainInlineCode],
          editUrl,
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineAuthors: 'throw',
          onInlineTags: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: {
            type: 'all',
            // The 20 newest posts, which feed readers poll (all 232 made each feed 1.7 MB); the
            // archive and the blog sidebar list every post.
            limit: 20,
            createFeedItems,
            title: 'Home Assistant developer blog',
            copyright: `Copyright © 2025 Home Assistant.`,
          },
        },
        theme: {customCss: './src/css/custom.css'},
        gtag: gtagId ? {trackingID: gtagId, anonymizeIP: true} : undefined,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    './plugins/recent-posts/index.ts',
    // Each page's HTML names its route chunks (with the template above).
    './plugins/paint-first/index.ts',
    './plugins/announcement-reset/index.ts',
    './plugins/lean-bundle/index.ts',
    './plugins/postcss-options/index.ts',
    './plugins/doc-descriptions/index.ts',
    './plugins/shared-date-formats/index.ts',
    './plugins/ssg-route-order/index.ts',
    // Code colours of both colour modes, as CSS (src/lib/prismColourModes.ts).
    ['./plugins/prism-colour-modes/index.ts', codeThemes],
    ['./plugins/static-host/index.ts', {analytics: Boolean(gtagId), redirects: movedPages()}],
    // @easyops-cn/docusaurus-search-local with these options (plugins/search-index).
    [
      './plugins/search-index/index.ts',
      {
        hashed: true,
        language: ['en'],
        indexDocs: true,
        indexBlog: true,
        indexPages: false,
        docsRouteBasePath: '/docs',
        blogRouteBasePath: '/blog',
        // Blog list, archive and author pages only repeat post excerpts.
        ignoreFiles: [/^blog\/(page|archive|authors)(\/|$)/],
        // Code blocks and diagram sources: identifiers are searched for in the prose that names
        // them, and leaving code out keeps the index small.
        ignoreCssSelectors: ['pre'],
        searchResultLimits: 8,
        searchBarShortcut: true,
        searchBarShortcutHint: true,
        searchBarPosition: 'right',
        explicitSearchResultPath: true,
        highlightSearchTermsOnTargetPage: true,
      } satisfies Partial<SearchOptions>,
    ],
    // /llms.txt, /llms-full.txt and a markdown copy of every doc and post at its route + `.md`.
    './plugins/llms-markdown/index.ts',
    // Skips Node's 2-3 s teardown of Rspack's compiler once the build is written.
    './plugins/exit-after-build/index.ts',
    ...(withTestFixtures ? ['./tests/e2e/fixtures-plugin/index.ts'] : []),
  ],

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: announcement.id,
      content: announcement.content,
      isCloseable: true,
    },
    docs: {
      versionPersistence: 'localStorage',
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    blog: {sidebar: {groupByYear: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'Developers',
      hideOnScroll: false,
      logo: {alt: 'Home Assistant logo', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {
          type: 'dropdown',
          label: 'Home Assistant',
          position: 'left',
          items: areas.map(({label, to}) => ({label, to})),
        },
        {label: miscArea.label, to: miscArea.to, position: 'left'},
        {label: 'Blog', to: '/blog', position: 'left'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      logo: {
        alt: 'Home Assistant logo',
        src: 'img/logo.svg',
        href: 'https://www.home-assistant.io',
        width: 48,
        height: 48,
      },
      links: [
        {
          title: 'More Home Assistant',
          items: [
            {label: 'Homepage', href: 'https://www.home-assistant.io'},
            {label: 'Data portal', href: 'https://data.home-assistant.io'},
            {label: 'Alerts', href: 'https://alerts.home-assistant.io'},
            {label: 'System status', href: 'https://status.home-assistant.io'},
          ],
        },
        {
          title: 'Social',
          items: [
            {label: 'Blog', href: 'https://www.home-assistant.io/blog/'},
            {label: 'GitHub', href: 'https://github.com/home-assistant'},
            {label: 'X (Twitter)', href: 'https://x.com/home_assistant'},
            {label: 'Discord chat', href: 'https://www.home-assistant.io/join-chat'},
          ],
        },
        {
          title: 'Other',
          items: [
            {label: 'Privacy', href: 'https://www.home-assistant.io/privacy/'},
            {label: 'Security', href: 'https://www.home-assistant.io/security/'},
          ],
        },
        {
          title: 'Thanks',
          items: [
            {
              // A plain HTML item: the badge is served from our own static files.
              html: `<a href="https://www.netlify.com" target="_blank" rel="noopener noreferrer" class="footer__badge"><img src="${baseUrl}img/hosted-by-netlify.svg" alt="Deploys by Netlify" width="114" height="51" loading="lazy"></a>`,
            },
          ],
        },
      ],
      copyright: 'Copyright © 2025 Home Assistant. Built with Docusaurus.',
    },
    prism: {
      theme: prismColourModeTheme,
      darkTheme: prismColourModeTheme,
      additionalLanguages: ['bash', 'diff', 'docker', 'ini', 'toml', 'groovy', 'properties'],
    },
    mermaid: {
      theme: {light: 'neutral', dark: 'forest'},
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
