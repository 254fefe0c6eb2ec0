import type {ReactNode} from 'react';
import Loadable from 'react-loadable';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';

// Loaded as its own chunk after the page renders, so the test can make that request fail and
// check the theme's red error box and its Retry button.
const LazyPart = Loadable({
  loader: () => import(/* webpackChunkName: "test-lazy-part" */ './LazyPart'),
  loading: Loading,
});

export default function LazyPage(): ReactNode {
  return (
    <Layout title="Lazy chunk fixture">
      <main className="container margin-vert--lg">
        <LazyPart />
      </main>
    </Layout>
  );
}
