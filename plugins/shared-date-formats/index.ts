import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** theme-common's module with `useDateTimeFormat`, which builds a new formatter on every render. */
export const themeIntlUtils = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'IntlUtils.js');

/**
 * Dates (a doc's last update, every post's date in blog lists, the archive) share one
 * `Intl.DateTimeFormat` per locale and options instead of building one per rendered date.
 * Building one loads ICU's patterns for the locale each time: ~0.3 s of each SSG worker, and a
 * blog list page's ten post dates during hydration.
 */
export default function sharedDateFormatsPlugin(): Plugin<void> {
  return {
    name: 'shared-date-formats',
    configureWebpack() {
      return {resolve: {alias: {[`${themeIntlUtils}$`]: path.join(__dirname, 'intl-utils.ts')}}};
    },
  };
}
