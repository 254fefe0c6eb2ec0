/**
 * Stands in for Docusaurus's `preload(pathname)` in the browser, which matches the pathname
 * against the route list and loads the matched routes' components; Docusaurus awaits it before
 * the first render and before showing the page of each navigation. The routes of the blog and
 * the docs are only in the list once their section is loaded (route-data.ts), so that comes first.
 */
import preload from '@docusaurus/core/lib/client/preload.js';
import {loadRouteData} from './route-data';

export default function sectionPreload(pathname: string): Promise<unknown> {
  return loadRouteData(pathname).then(() => preload(pathname));
}
