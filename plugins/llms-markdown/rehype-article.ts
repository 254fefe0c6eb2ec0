import type {Root} from 'hast';
import {selectAll} from 'hast-util-select';
import {remove} from 'unist-util-remove';

/** Page chrome inside the article that means nothing in a markdown copy. */
const chrome = [
  'a.hash-link',
  'button',
  'nav',
  '.theme-doc-toc-mobile',
  'article > footer',
  // A blog post's header keeps its title; date, reading time and authors go.
  'article > header > :not(h1)',
];

/** Rehype plugin for the markdown copies of pages (llms.txt): strips the page chrome inside the article. */
export default function rehypeDocusaurusArticle() {
  return (tree: Root): void => {
    const drop = new Set<unknown>(selectAll(chrome.join(', '), tree));
    remove(tree, (node) => node.type === 'comment' || drop.has(node));
  };
}
