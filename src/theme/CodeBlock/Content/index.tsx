import React, {memo, useMemo, type ReactNode} from 'react';
import {CodeBlockContextProvider, useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';

const HighlightedCode = memo(Content as typeof ContentType);

// Wrapped, not ejected: the highlighted lines render again only when what they show changes.
// Once hydrated, each code block measures whether its code scrolls (to offer the word-wrap
// button) and stores that in the state its context carries; the theme then re-rendered every
// line and token of the block (~1,200 tokens on /docs/core/entity/light) for a button.
// The content reads the metadata and the scroll container's ref, not the word-wrap state.
export default function CodeBlockContent(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, language, className, lineNumbersStart, lineClassNames} = metadata;
  const lineClasses = JSON.stringify(lineClassNames);
  // The block creates its metadata anew on each render, and its word-wrap state changes; only a
  // change of what the lines show passes through (the hooks' dependencies are chosen for that).
  const shownMetadata = useMemo(() => metadata, [code, language, className, lineNumbersStart, lineClasses]);
  const shownWordWrap = useMemo(() => wordWrap, [wordWrap.codeBlockRef]);
  return (
    <CodeBlockContextProvider metadata={shownMetadata} wordWrap={shownWordWrap}>
      <HighlightedCode {...props} />
    </CodeBlockContextProvider>
  );
}
