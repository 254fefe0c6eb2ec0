type Scheduler = {
  /** Resolves once the page has loaded. */
  whenLoaded: () => Promise<void>;
  /** Runs `work` when the main thread is idle; `work` gets the milliseconds it may use. */
  whenIdle: (work: (timeLeft: () => number) => void) => void;
  /** Starts prefetching what `item` needs; resolves when done, failed or not. */
  fetchLater: (item: string) => Promise<void>;
};

/**
 * A prefetch queue that starts after the load event and is worked off while the main thread is
 * idle, as many items per idle period as fit; each returned promise settles once its item is
 * fetched.
 */
export function createPrefetcher({whenLoaded, whenIdle, fetchLater}: Scheduler): (item: string) => Promise<void> {
  const queue: {item: string; done: () => void}[] = [];
  let draining = false;

  const drain = (timeLeft: () => number) => {
    while (queue.length > 0 && timeLeft() > 1) {
      const {item, done} = queue.shift()!;
      void fetchLater(item).then(done);
    }
    if (queue.length > 0) whenIdle(drain);
    else draining = false;
  };

  return (item) =>
    new Promise<void>((done) => {
      queue.push({item, done});
      if (draining) return;
      draining = true;
      void whenLoaded().then(() => whenIdle(drain));
    });
}
