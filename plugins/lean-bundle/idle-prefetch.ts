/**
 * Stands in for Docusaurus's client API (`window.docusaurus`) in the browser. Docusaurus
 * prefetches the chunks of every internal link that scrolls into view, right in the link's
 * IntersectionObserver callback: it matches the route, scans the whole route-to-chunks table
 * (600 routes here) and inserts one `<link rel="prefetch">` per chunk. During hydration that is
 * every visible link at once, 200+ on a blog post with its year sidebar. Here a visible link
 * only joins a queue; after the load event the queue is worked off while the browser is idle,
 * so reading the page comes first. Preloading (on hover or touch) is left as it is.
 */
import docusaurus from '@docusaurus/core/lib/client/docusaurus.js';
import {afterLoad} from '../../src/lib/afterLoad';
import {createPrefetcher} from './prefetch-queue';

/** At most this many milliseconds of work per idle period, so no slice becomes a long task on a slow phone. */
const sliceMs = 8;

function whenIdle(work: (timeLeft: () => number) => void): void {
  const runSlice = (deadline?: IdleDeadline) => {
    const end = performance.now() + sliceMs;
    work(() => Math.min(end - performance.now(), deadline ? deadline.timeRemaining() : sliceMs));
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(runSlice);
  else setTimeout(runSlice, 50);
}

const prefetchWhenIdle = createPrefetcher({
  whenLoaded: afterLoad,
  whenIdle,
  fetchLater: async (routePath) => {
    await docusaurus.prefetch(routePath);
  },
});

export default Object.freeze({...docusaurus, prefetch: prefetchWhenIdle});
