type Scheduler = {
  /** Resolves once the page has loaded. */
  whenLoaded: () => Promise<void>;
  /** Runs `work` when the main thread is idle; `work` gets the milliseconds it may use. */
  whenIdle: (work: (timeLeft: () => number) => void) => void;
  /** Loads what prefetching `item` needs to know first; called after the page has loaded. */
  prepare: (item: string) => Promise<void>;
  /** Prefetches `item`: the synchronous part is the work, which runs in an idle period. */
  fetchNow: (item: string) => Promise<void>;
};

/**
 * A prefetch queue that starts after the load event and is worked off while the main thread is
 * idle, as many items per idle period as fit (judged by the longest item so far); each returned
 * promise settles once its item is fetched (or could not be). An item joins the queue once it is
 * prepared, so that no work is left to run in a promise continuation outside the idle period.
 */
export function createPrefetcher({whenLoaded, whenIdle, prepare, fetchNow}: Scheduler): (item: string) => Promise<void> {
  const queue: {item: string; done: () => void}[] = [];
  let draining = false;
  // Asked once for all items: waiting may mean a listener or an observer of its own.
  let loaded: Promise<void> | undefined;

  // The longest item so far (its synchronous part): after the first item of an idle period, the
  // next starts only if that much time is left, so the period ends within its time instead of
  // overrunning it by a slow item.
  let longestItem = 0;

  const drain = (timeLeft: () => number) => {
    for (let first = true; queue.length > 0; first = false) {
      const before = timeLeft();
      if (before <= (first ? 1 : Math.max(1, longestItem))) break;
      const {item, done} = queue.shift()!;
      void fetchNow(item).then(done, done);
      longestItem = Math.max(longestItem, before - timeLeft());
    }
    if (queue.length > 0) whenIdle(drain);
    else draining = false;
  };

  const enqueue = (item: string, done: () => void) => {
    queue.push({item, done});
    if (draining) return;
    draining = true;
    whenIdle(drain);
  };

  return (item) =>
    new Promise<void>((done) => {
      void (loaded ??= whenLoaded())
        .then(() => prepare(item))
        .then(() => enqueue(item, done), done);
    });
}
