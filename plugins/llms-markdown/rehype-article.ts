import type {Element, Root, Text} from 'hast';
import {selectAll} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
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

/**
 * Rehype plugin for the markdown copies of pages (llms.txt): strips page chrome and turns
 * Prism-highlighted code back into plain code with its language, so each block becomes one
 * fenced block instead of a line of markdown per highlighted line.
 */
export default function rehypeDocusaurusArticle() {
  return (tree: Root): void => {
    for (const pre of selectAll('pre.prism-code', tree)) plainCode(pre);
    const drop = new Set<unknown>(selectAll(chrome.join(', '), tree));
    remove(tree, (node) => node.type === 'comment' || drop.has(node));
  };
}

function plainCode(pre: Element): void {
  const language = classNames(pre).find((name) => name.startsWith('language-'));
  const lines = selectAll('.token-line', pre).map((line) => toString(line).replace(/\n$/, ''));
  const text: Text = {type: 'text', value: lines.join('\n')};
  pre.properties = {};
  pre.children = [
    {type: 'element', tagName: 'code', properties: {className: language ? [language] : []}, children: [text]},
  ];
}

function classNames(element: Element): string[] {
  const value = element.properties?.className;
  return Array.isArray(value) ? value.map(String) : [];
}
