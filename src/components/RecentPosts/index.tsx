import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {RecentPostsData} from '@site/plugins/recent-posts';
import styles from './styles.module.css';

/** The newest blog posts, provided at build time by the `recent-posts` plugin. */
export default function RecentPosts(): ReactNode {
  const {posts} = usePluginData('recent-posts') as RecentPostsData;
  return (
    <ol className={styles.list}>
      {posts.map((post) => (
        <li key={post.permalink} className={styles.post}>
          <time dateTime={post.date} className={styles.date}>
            {post.dateLabel}
          </time>
          <Link to={post.permalink} className={styles.title}>
            {post.title}
          </Link>
          <p className={styles.description}>{post.description}</p>
        </li>
      ))}
    </ol>
  );
}
