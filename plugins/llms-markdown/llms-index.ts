import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {RouteConfig} from '@docusaurus/types';

/** A page in llms.txt: its title, its route (its markdown copy is the route + `.md`) and what it is about. */
export type IndexLink = {readonly title: string; readonly route: string; readonly description: string};
/** A sidebar category: its label and its pages and categories, in sidebar order. */
export type IndexCategory = {readonly label: string; readonly items: readonly IndexItem[]};
export type IndexItem = IndexLink | IndexCategory;
/** An H2 section of llms.txt: an area of the docs, or the blog. */
export type IndexSection = {readonly title: string; readonly items: readonly IndexItem[]};

/** A navbar area: its label and the doc it opens, whose sidebar is the area's. */
export type Area = {readonly label: string; readonly to: string};

type SidebarItem = LoadedVersion['sidebars'][string][number];

const routeOf = (permalink: string) => permalink.replace(/\/$/, '');

/**
 * One section per area, in navbar order, holding the area's sidebar as the site shows it:
 * categories nest, and a category's own page comes first in it (where its link opens).
 */
export function docsSections(content: LoadedContent | undefined, areas: readonly Area[]): IndexSection[] {
  const current = content?.loadedVersions.find((version) => version.versionName === 'current');
  if (!current) return [];
  const docs = new Map(current.docs.map((doc) => [doc.id, doc]));
  const link = (id: string): IndexLink => {
    const doc = docs.get(id);
    if (!doc) throw new Error(`llms.txt: the sidebar names doc "${id}", which does not exist`);
    return {title: doc.title, route: routeOf(doc.permalink), description: doc.description};
  };
  const items = (sidebar: readonly SidebarItem[]): IndexItem[] =>
    sidebar.flatMap((item): IndexItem[] => {
      if (item.type === 'doc' || item.type === 'ref') return [link(item.id)];
      if (item.type !== 'category') return [];
      const own = item.link?.type === 'doc' ? [link(item.link.id)] : [];
      return [{label: item.label, items: [...own, ...items(item.items)]}];
    });
  return areas.map(({label, to}) => {
    const opened = current.docs.find((doc) => doc.permalink === to);
    if (!opened?.sidebar) throw new Error(`llms.txt: area "${label}" opens ${to}, which is in no sidebar`);
    return {title: label, items: items(current.sidebars[opened.sidebar]!)};
  });
}

/** Every post, newest first. */
export function blogSection(content: BlogContent | undefined): IndexSection {
  const posts = [...(content?.blogPosts ?? [])].sort((a, b) => +new Date(b.metadata.date) - +new Date(a.metadata.date));
  return {
    title: 'Blog',
    items: posts.map(({metadata}) => ({title: metadata.title, route: routeOf(metadata.permalink), description: metadata.description})),
  };
}

/** Every page of the sections, in their order. */
export function indexLinks(sections: readonly IndexSection[]): IndexLink[] {
  const links = (items: readonly IndexItem[]): IndexLink[] => items.flatMap((item) => ('route' in item ? [item] : links(item.items)));
  return sections.flatMap((section) => links(section.items));
}

/** llms.txt (llmstxt.org): title, summary, details, then an H2 per section with its pages as a nested list. */
export function renderLlmsTxt(head: {title: string; summary: string; details: string}, sections: readonly IndexSection[]): string {
  const lines = (items: readonly IndexItem[], indent: string): string[] =>
    items.flatMap((item) =>
      'route' in item
        ? [`${indent}- [${item.title}](${item.route}.md)${item.description ? `: ${item.description}` : ''}`]
        : [`${indent}- ${item.label}`, ...lines(item.items, `${indent}  `)],
    );
  const body = sections.map((section) => [`## ${section.title}`, '', ...lines(section.items, '')].join('\n'));
  return [`# ${head.title}`, `> ${head.summary}`, head.details, ...body].join('\n\n') + '\n';
}

/**
 * The build's route tree cut down to the pages at `paths` and the parent routes that hold them:
 * what the markdown conversion gets, so it converts exactly the indexed pages (the plugin reads
 * each page's plugin from its parent routes, so those stay).
 */
export function routesOfPages<R extends RouteConfig>(routes: readonly R[], paths: ReadonlySet<string>): R[] {
  return routes.flatMap((route): R[] => {
    if (!route.routes) return paths.has(route.path) ? [route] : [];
    const children = routesOfPages(route.routes, paths);
    return children.length > 0 ? [{...route, routes: children}] : [];
  });
}
