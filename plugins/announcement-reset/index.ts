import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';

/**
 * The inline script that runs before first paint. The theme's own script hides the bar when
 * the reader dismissed *an* announcement, without comparing ids; React resets the dismissal
 * for a new id only after hydration, too late for the CSS that already hid the bar. This
 * script runs right after the theme's and un-hides the bar when the stored id is not ours.
 */
export function announcementResetScript(id: string): string {
  return `(function() {
  try {
    if (localStorage.getItem('docusaurus.announcement.id') !== ${JSON.stringify(id)}) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  } catch (err) {}
})();`;
}

/** Shows a new announcement on the first page a reader loads after it changes. */
export default function announcementResetPlugin(context: LoadContext): Plugin {
  const {announcementBar} = context.siteConfig.themeConfig as ThemeConfig;
  return {
    name: 'announcement-reset',
    injectHtmlTags() {
      if (!announcementBar?.id) return {};
      return {preBodyTags: [{tagName: 'script', innerHTML: announcementResetScript(announcementBar.id)}]};
    },
  };
}
