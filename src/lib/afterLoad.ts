/**
 * Resolves once the window's load event has fired; at once on the server and after load.
 * Heavy client-only parts wait for it so they never delay a page's first render or its load.
 */
export function afterLoad(): Promise<void> {
  if (typeof window === 'undefined' || document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), {once: true}));
}
