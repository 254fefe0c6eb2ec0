import React, {Children, isValidElement, type ReactNode} from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import type {Props} from '@theme/CodeBlock';

type StringModule = typeof import('@theme/CodeBlock/Content/String');
type ElementModule = typeof import('@theme/CodeBlock/Content/Element');

let contents: {StringContent: StringModule['default']; ElementContent: ElementModule['default']} | undefined;

// Replaces the theme's code block, which only picks the string or element content component.
// - The content components are required on the first code block a page renders, so the main
//   bundle never holds them. Prism starts later still, in ./Content, and only for a block that
//   hydration does not find highlighted by the server.
// - The theme's block remounts its content once hydrated, so that inline token colours of the
//   dark mode replace the light ones the server rendered. Our token colours come from CSS for both
//   modes (src/lib/prismColourModes.ts), so the remount, which re-highlighted every block and
//   rebuilt thousands of token elements on reference pages, is left out.
function loadContents(): NonNullable<typeof contents> {
  contents ??= {
    StringContent: (require('@theme/CodeBlock/Content/String') as StringModule).default,
    ElementContent: (require('@theme/CodeBlock/Content/Element') as ElementModule).default,
  };
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
