import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {useDocsSidebar, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import descriptions from '@generated/doc-descriptions/default/descriptions.json';
import styles from './styles.module.css';

type Props = {
  /** A sidebar of the current docs version; defaults to the sidebar of the page. */
  readonly sidebar?: string;
  /** Only list this top-level category of the sidebar. */
  readonly category?: string;
};

const stripSlash = (path: string) => path.replace(/\/$/, '');

function ItemList({items, currentPath}: {items: readonly PropSidebarItem[]; currentPath: string}): ReactNode {
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        if (item.type === 'category') {
          return (
            <li key={item.label} className={styles.category}>
              {item.href ? (
                <Link to={item.href} className={styles.categoryLabel}>
                  {item.label}
                </Link>
              ) : (
                <span className={styles.categoryLabel}>{item.label}</span>
              )}
              <ItemList items={item.items} currentPath={currentPath} />
            </li>
          );
        }
        if (item.type !== 'link' || item.unlisted || stripSlash(item.href) === currentPath) {
          return null;
        }
        // From plugins/doc-descriptions: the docs version data no longer carries them.
        const description = item.docId ? descriptions[item.docId] : undefined;
        return (
          <li key={item.href}>
            <Link to={item.href}>{item.label}</Link>
            {description && <span className={styles.description}> — {description}</span>}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Lists the pages of a docs sidebar with their descriptions. Area landing pages use it so
 * their page list always matches `sidebars.ts`, however many pages later work adds.
 */
export default function SidebarIndex({sidebar, category}: Props): ReactNode {
  const version = useDocsVersion();
  const currentSidebar = useDocsSidebar();
  const currentPath = stripSlash(useLocation().pathname);
  const sidebarItems = sidebar ? version.docsSidebars[sidebar] : currentSidebar?.items;
  if (!sidebarItems) {
    throw new Error(
      `SidebarIndex: no sidebar "${sidebar ?? '(current)'}". Available: ${Object.keys(version.docsSidebars).join(', ')}`,
    );
  }
  const items = category
    ? sidebarItems.filter((item) => item.type === 'category' && item.label === category)
    : sidebarItems;
  return (
    <nav className={styles.index} aria-label={category ?? sidebar ?? 'Pages in this section'}>
      <ItemList items={items} currentPath={currentPath} />
    </nav>
  );
}
