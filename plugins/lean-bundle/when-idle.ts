/** At most this many milliseconds of work per idle period, so no slice becomes a long task on a slow phone. */
const sliceMs = 8;

/** Runs `work` in the browser's next idle period; `work` asks `timeLeft()` how long it may go on. */
export function whenIdle(work: (timeLeft: () => number) => void): void {
  const runSlice = (deadline?: IdleDeadline) => {
    const end = performance.now() + sliceMs;
    work(() => Math.min(end - performance.now(), deadline ? deadline.timeRemaining() : sliceMs));
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(runSlice);
  else setTimeout(runSlice, 50);
}
