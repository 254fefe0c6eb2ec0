import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

export type RecentPost = {
  readonly title: string;
  readonly permalink: string;
  /** ISO date of publication. */
  readonly date: string;
  /** The date as the list shows it ("November 20, 2026"), formatted here: `Intl` starts slowly in a browser. */
  readonly dateLabel: string;
  readonly description: string;
};

export type RecentPostsData = {readonly posts: readonly RecentPost[]};

export type Options = {readonly count?: number};

const dateFormat = new Intl.DateTimeFormat('en', {dateStyle: 'long', timeZone: 'UTC'});

/** The newest `count` posts, newest first, reduced to what a teaser list shows. */
export function pickRecentPosts(content: BlogContent | undefined, count: number): RecentPost[] {
  const posts = content?.blogPosts ?? [];
  return [...posts]
    .sort((a, b) => new Date(b.metadata.date).getTime() - new Date(a.metadata.date).getTime())
    .slice(0, count)
    .map(({metadata}) => ({
      title: metadata.title,
      permalink: metadata.permalink,
      date: new Date(metadata.date).toISOString(),
      dateLabel: dateFormat.format(new Date(metadata.date)),
      description: metadata.description,
    }));
}

/**
 * Makes the newest blog posts available as global data, so the home page can list them without
 * loading the blog's own (much larger) list data.
 */
export default function recentPostsPlugin(_context: LoadContext, options: Options = {}): Plugin {
  const count = options.count ?? 5;
  return {
    name: 'recent-posts',
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const data: RecentPostsData = {posts: pickRecentPosts(blog, count)};
      actions.setGlobalData(data);
    },
  };
}
