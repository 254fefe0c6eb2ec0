import React, {Children, isValidElement, type ReactNode} from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import type {Props} from '@theme/CodeBlock';

type StringModule = typeof import('@theme/CodeBlock/Content/String');
type ElementModule = typeof import('@theme/CodeBlock/Content/Element');
type PrismModule = typeof import('prism-react-renderer');
type IncludeLanguagesModule = typeof import('@theme/prism-include-languages');

let contents: {StringContent: StringModule['default']; ElementContent: ElementModule['default']} | undefined;

// Replaces the theme's code block, which only picks the string or element content component.
// - Prism is costly to start: its grammars are built when its module runs, and the theme
//   registers the extra languages in a global client module (dropped by plugins/lean-bundle).
//   So Prism, the languages and the content components are required on the first code block a
//   page renders: pages without code never run them, and the main bundle never holds them.
// - The theme's block remounts its content once hydrated, so that inline token colours of the
//   dark mode replace the light ones the server rendered. Our token colours come from CSS for both
//   modes (src/lib/prismColourModes.ts), so the remount, which re-highlighted every block and
//   rebuilt thousands of token elements on reference pages, is left out.
function loadContents(): NonNullable<typeof contents> {
  if (!contents) {
    const {Prism} = require('prism-react-renderer') as PrismModule;
    (require('@theme/prism-include-languages') as IncludeLanguagesModule).default(Prism);
    contents = {
      StringContent: (require('@theme/CodeBlock/Content/String') as StringModule).default,
      ElementContent: (require('@theme/CodeBlock/Content/Element') as ElementModule).default,
    };
  }
  return contents;
}

/** The code as one string (copyable, highlighted), or undefined if it holds elements. */
function codeText(children: ReactNode): string | undefined {
  const parts = Children.toArray(children);
  if (parts.some((part) => isValidElement(part))) return undefined;
  return parts.join('');
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  const {StringContent, ElementContent} = loadContents();
  const text = codeText(children);
  return text === undefined ? (
    <ElementContent {...props}>{children}</ElementContent>
  ) : (
    <StringContent {...props}>{text}</StringContent>
  );
}

CodeBlock satisfies typeof CodeBlockType;
