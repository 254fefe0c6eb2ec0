/**
 * Stands in for Docusaurus's prefetch helper, which inserts a `<link rel="prefetch">` for one
 * chunk file. A route's prefetch asks for all of its chunks at once, and inserting a link starts
 * its request: ~0.5 ms here, up to 10 ms while the page's own chunks still download. A blog route
 * with six new chunks kept one idle period busy for 20-27 ms, a long task on a slow phone. Here
 * each link joins a queue that inserts one link at a time, as many per idle period as fit.
 */
import prefetchHelper from '@docusaurus/core/lib/client/prefetch.js';
import {createPrefetcher} from './prefetch-queue';
import {whenIdle} from './when-idle';

const now = () => Promise.resolve();

// Only route prefetching (idle-prefetch.ts) asks for links, after the load event and hydration.
export default createPrefetcher({whenLoaded: now, whenIdle, prepare: now, fetchNow: prefetchHelper});
