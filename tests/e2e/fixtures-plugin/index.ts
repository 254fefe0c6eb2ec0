import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Route of a page that throws while rendering, to test the crash page. */
export const crashRoute = '/__test__/crash';
/** Route of a page that loads part of itself as a separate chunk, to test chunk failures. */
export const lazyRoute = '/__test__/lazy';

/**
 * Test-only routes for the browser suite. The config adds this plugin only when
 * DOCS_TEST_FIXTURES=1, so deploy builds never contain these pages.
 */
export default function testFixturesPlugin(_context: LoadContext): Plugin {
  return {
    name: 'test-fixtures',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: crashRoute,
        component: path.join(__dirname, 'CrashPage.tsx'),
        exact: true,
      });
      actions.addRoute({
        path: lazyRoute,
        component: path.join(__dirname, 'LazyPage.tsx'),
        exact: true,
      });
    },
  };
}
