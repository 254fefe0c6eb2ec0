import type {Element, Root} from 'hast';
import type {MdxJsxTextElementHast} from 'mdast-util-mdx-jsx';
import {SKIP, visit} from 'unist-util-visit';

/**
 * Rehype plugin for docs and posts: inline code becomes a JSX `<code>`, which MDX renders as the
 * element itself. Markdown's `code` goes through the theme's MDX `code` component instead, which
 * only decides that the code is inline and renders `CodeInline`, a plain `<code>` too. The markup
 * is the same, and a page has two components fewer to render and hydrate per inline code
 * (1,061 of the 2,378 components on /docs/core/entity/light).
 *
 * Only what the theme treats as inline changes: a `code` outside `pre`, without attributes, whose
 * children are text on one line.
 */
export default function rehypePlainInlineCode() {
  return (tree: Root): void => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName === 'pre') return SKIP;
      if (!isPlainInlineCode(node) || index === undefined || !parent) return undefined;
      const code: MdxJsxTextElementHast = {
        type: 'mdxJsxTextElement',
        name: 'code',
        attributes: [],
        children: node.children,
        // As if written as `<code>` in MDX: explicit JSX does not take components from the theme.
        data: {_mdxExplicitJsx: true},
      };
      parent.children[index] = code;
      return SKIP;
    });
  };
}

function isPlainInlineCode(node: Element): boolean {
  return (
    node.tagName === 'code' &&
    Object.keys(node.properties).length === 0 &&
    node.children.length > 0 &&
    node.children.every((child) => child.type === 'text' && !child.value.includes('\n'))
  );
}
