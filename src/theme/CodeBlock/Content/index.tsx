import React, {memo, useMemo, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import {CodeBlockContextProvider, useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type ContentType from '@theme/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';
import {useServerMarkup} from '@site/src/lib/serverMarkup';

type ContentModule = {default: typeof ContentType};
type PrismModule = typeof import('prism-react-renderer');
type IncludeLanguagesModule = typeof import('@theme/prism-include-languages');

let highlightedCode: ComponentType<Props> | undefined;

/**
 * The theme's content (Prism highlighting), required on first use: starting Prism builds all its
 * grammars and registers the extra languages (~0.1 s of one task on a slow machine), so a page
 * runs it only when it renders a code block the server did not highlight for it.
 * Memoised: the lines render again only when what they show changes (see below).
 */
function highlighted(): ComponentType<Props> {
  if (!highlightedCode) {
    const {Prism} = require('prism-react-renderer') as PrismModule;
    (require('@theme/prism-include-languages') as IncludeLanguagesModule).default(Prism);
    highlightedCode = memo((require('@theme-original/CodeBlock/Content') as ContentModule).default);
  }
  return highlightedCode;
}

// Wrapped, not ejected.
// - Hydration keeps the lines and tokens the server highlighted: the block adopts its server
//   markup as inner HTML, which React leaves alone, instead of highlighting the code again and
//   hydrating every token (~1,300 elements on /docs/core/entity/light); see useServerMarkup.
//   A block rendered later, after a client-side navigation, is highlighted here as the theme does.
// - Once hydrated, each block measures whether its code scrolls (to offer the word-wrap button)
//   and stores that in the state its context carries; the theme then rendered every line and
//   token again for a button. The highlighted content reads the metadata and the scroll
//   container's ref, not the word-wrap state, so only a change of what the lines show passes.
export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {marker, element: serverBlock} = useServerMarkup();
  const {code, language, className: blockClassName, lineNumbersStart, lineClassNames} = metadata;
  const lineClasses = JSON.stringify(lineClassNames);
  // The block creates its metadata anew on each render, and its word-wrap state changes; the
  // hooks' dependencies pass on only a change of what the lines show.
  const shownMetadata = useMemo(() => metadata, [code, language, blockClassName, lineNumbersStart, lineClasses]);
  const shownWordWrap = useMemo(() => wordWrap, [wordWrap.codeBlockRef]);
  if (serverBlock) {
    // Its class and inner HTML as the server wrote them, so hydration matches; its inline style
    // (the Prism theme's plain colours) stays in the DOM, as React hydrates no style it is not given.
    return (
      <pre
        ref={wordWrap.codeBlockRef}
        tabIndex={0}
        className={serverBlock.className}
        dangerouslySetInnerHTML={{__html: serverBlock.innerHTML}}
      />
    );
  }
  const HighlightedCode = highlighted();
  return (
    <CodeBlockContextProvider metadata={shownMetadata} wordWrap={shownWordWrap}>
      <HighlightedCode className={clsx(className, marker)} />
    </CodeBlockContextProvider>
  );
}
