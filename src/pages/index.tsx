import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import AreaCards from '@site/src/components/AreaCards';
import RecentPosts from '@site/src/components/RecentPosts';
import styles from './index.module.css';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout description="Documentation for developers building on Home Assistant: integrations, frontend, add-ons, the OS, voice, Android and translations.">
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            {siteConfig.title}
          </Heading>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/development_index">
              Build an integration
            </Link>
            <Link className="button button--secondary button--lg" to="/docs">
              Browse all docs
            </Link>
          </div>
        </div>
      </header>
      <main className="container margin-vert--xl">
        <section aria-labelledby="areas">
          <Heading as="h2" id="areas">
            Documentation areas
          </Heading>
          <AreaCards />
        </section>
        <section aria-labelledby="latest-posts" className="margin-top--xl">
          <Heading as="h2" id="latest-posts">
            Latest from the developer blog
          </Heading>
          <RecentPosts />
          <p className="margin-top--md">
            <Link to="/blog">All posts</Link>
          </p>
        </section>
      </main>
    </Layout>
  );
}
