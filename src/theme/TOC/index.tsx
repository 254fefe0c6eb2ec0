import React, {type ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';

// Wrapped, not ejected: the table of contents becomes a navigation landmark, so it is reachable
// by landmark and, beside a blog post (outside <main>), no content is left outside a landmark.
export default function TOCWrapper(props: WrapperProps<typeof TOCType>): ReactNode {
  return (
    <nav aria-label="On this page">
      <TOC {...props} />
    </nav>
  );
}
