import type MarkJs from 'mark.js';

type Loaded = typeof MarkJs;

let library: Promise<Loaded> | undefined;
// Imported by a path of its own: the bare `mark.js` is aliased to this very file.
const load = (): Promise<Loaded> =>
  (library ??= import('mark.js/dist/mark.es6.js').then((module) => module.default as Loaded));

/**
 * Stands in for mark.js with the part of its API the search plugin uses. The search bar calls
 * `unmark()` on every page view; that needs the library only when the page has marks, so
 * mark.js loads only when a reader arrives from a search result.
 */
export default class LazyMark {
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly root: HTMLElement) {}

  unmark(): void {
    if (!this.root.querySelector('mark[data-markjs]')) return;
    this.run((mark) => mark.unmark());
  }

  mark(keywords: string | string[], options?: MarkJs.MarkOptions): void {
    this.run((mark) => mark.mark(keywords, options));
  }

  /** Runs calls in the order they were made, once the library is there. */
  private run(call: (mark: MarkJs) => void): void {
    this.queue = this.queue.then(async () => call(new (await load())(this.root)));
  }
}
