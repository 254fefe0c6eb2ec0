import React, {type ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import {DesktopOnly} from '@site/src/lib/serverMarkup';

// Wrapped, not ejected: the table of contents becomes a navigation landmark, so it is reachable
// by landmark and, beside a blog post (outside <main>), no content is left outside a landmark.
// It is shown only at desktop width: a page hydrating on a phone keeps its server markup.
export default function TOCWrapper(props: WrapperProps<typeof TOCType>): ReactNode {
  return (
    <nav aria-label="On this page">
      <DesktopOnly>
        <TOC {...props} />
      </DesktopOnly>
    </nav>
  );
}
