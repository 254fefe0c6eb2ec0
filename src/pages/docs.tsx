import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import AreaCards from '@site/src/components/AreaCards';

/** The docs index at /docs: every area, and where each kind of developer starts. */
export default function DocsIndex(): ReactNode {
  return (
    <Layout
      title="Documentation"
      description="Every area of the Home Assistant developer documentation, and where to start for integrations, frontend, add-ons, OS, voice and Android.">
      <main className="container margin-vert--xl">
        <Heading as="h1">Documentation</Heading>
        <p>
          The developer documentation is split into areas, one per part of the platform. Each
          area opens on a landing page that explains what the area covers and lists every page in
          it. If you are not sure where to begin, the <Link to="/docs/architecture_index">architecture
          overview</Link> shows how the parts fit together.
        </p>
        <AreaCards headingLevel={2} />
        <section className="margin-top--xl" aria-labelledby="start-here">
          <Heading as="h2" id="start-here">
            Start here
          </Heading>
          <ul>
            <li>
              Writing your first integration? Read <Link to="/docs/development_index">Home
              Assistant Core</Link>, then add a <Link to="/docs/config_entries_config_flow_handler">config
              flow</Link> and <Link to="/docs/integration_fetching_data">fetch data</Link> for your
              entities.
            </li>
            <li>
              Modelling a device? The <Link to="/docs/core/entity/light">light entity</Link> page
              shows the shape of every entity platform reference.
            </li>
            <li>
              Following API changes? The <Link to="/blog">developer blog</Link> announces every
              deprecation with its migration path.
            </li>
          </ul>
        </section>
      </main>
    </Layout>
  );
}
