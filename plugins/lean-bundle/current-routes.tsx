/**
 * Stands in for `renderRoutes` where Docusaurus's `App` calls it, once, when its module is first
 * evaluated: that element would hold only the routes the main bundle starts with. The routes of
 * the blog and the docs join the list when their section is loaded (route-data.ts), so the
 * `<Switch>` is built from the list as it is at each render. The router location is read so
 * that every navigation renders it anew; it renders no element of its own (hydration unchanged).
 */
import type {ReactNode} from 'react';
import renderRoutes from '@docusaurus/core/lib/client/exports/renderRoutes.js';
import {useLocation} from '@docusaurus/router';

type Routes = Parameters<typeof renderRoutes>[0];

function CurrentRoutes({routes}: {routes: Routes}): ReactNode {
  useLocation();
  return renderRoutes(routes);
}

export default function renderCurrentRoutes(routes: Routes): ReactNode {
  return <CurrentRoutes routes={routes} />;
}
