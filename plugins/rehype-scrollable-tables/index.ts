import type {Root} from 'hast';
import {visit} from 'unist-util-visit';

/**
 * Rehype plugin for docs and posts: the theme lets a wide table scroll sideways inside its own
 * box, which keyboard users can only scroll if the table can take focus (WCAG 2.1.1).
 */
export default function rehypeScrollableTables() {
  return (tree: Root): void => {
    visit(tree, 'element', (node) => {
      if (node.tagName === 'table') node.properties = {...node.properties, tabIndex: 0};
    });
  };
}
