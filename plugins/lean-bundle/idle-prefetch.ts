/**
 * Stands in for Docusaurus's prefetch helper. Docusaurus prefetches the chunks of every internal
 * link that scrolls into view, one `<link rel="prefetch">` per chunk; on a page with a long
 * sidebar that is hundreds of DOM insertions during hydration. Here they wait for the load event
 * and then go in a few at a time while the browser is idle, so reading the page comes first.
 */
import {afterLoad} from '../../src/lib/afterLoad';

type Scheduler = {
  /** Resolves once the page has loaded. */
  whenLoaded: () => Promise<void>;
  /** Runs `work` when the main thread is idle; `work` gets the milliseconds it may use. */
  whenIdle: (work: (timeLeft: () => number) => void) => void;
  /** Starts fetching `url` at low priority; resolves when done, failed or not. */
  fetchLater: (url: string) => Promise<void>;
};

export function createPrefetcher({whenLoaded, whenIdle, fetchLater}: Scheduler): (url: string) => Promise<void> {
  const queue: {url: string; done: () => void}[] = [];
  let draining = false;

  const drain = (timeLeft: () => number) => {
    while (queue.length > 0 && timeLeft() > 1) {
      const {url, done} = queue.shift()!;
      void fetchLater(url).then(done);
    }
    if (queue.length > 0) whenIdle(drain);
    else draining = false;
  };

  return (url) =>
    new Promise<void>((done) => {
      queue.push({url, done});
      if (draining) return;
      draining = true;
      void whenLoaded().then(() => whenIdle(drain));
    });
}

function linkPrefetch(url: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

const whenIdle: Scheduler['whenIdle'] = (work) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback((deadline) => work(() => deadline.timeRemaining()));
  else setTimeout(() => work(() => 5), 50);
};

const prefetch: (url: string) => Promise<void> =
  typeof document === 'undefined' ? () => Promise.resolve() : createPrefetcher({whenLoaded: afterLoad, whenIdle, fetchLater: linkPrefetch});

export default prefetch;
