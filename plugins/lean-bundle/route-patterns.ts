/** A route of the route table, as far as matching reads it. */
export type PatternRoute = {path?: string | string[]; routes?: readonly PatternRoute[]};

const compiled = new WeakSet<PatternRoute>();

/**
 * Compiles the path pattern of every route in `routes`, nested routes included, while
 * `timeLeft()` is above a millisecond; returns whether all of them are compiled. Each route is
 * compiled once, so a later call (after a section's routes joined the table) does only the new
 * ones.
 *
 * The router compiles a pattern the first time a path is matched against it and keeps it. The
 * first match of a blog route tried the 330 patterns before it in one go, ~15 ms of the task
 * that prefetched the first visible link (a long task on a slow phone); compiled ahead, a slice at
 * a time, that match only runs regular expressions.
 */
export function compileRoutePatterns(
  routes: readonly PatternRoute[],
  timeLeft: () => number,
  compile: (route: PatternRoute) => void,
): boolean {
  for (const route of routes) {
    if (!compiled.has(route)) {
      if (timeLeft() <= 1) return false;
      if (route.path !== undefined) compile(route);
      compiled.add(route);
    }
    if (route.routes && !compileRoutePatterns(route.routes, timeLeft, compile)) return false;
  }
  return true;
}
