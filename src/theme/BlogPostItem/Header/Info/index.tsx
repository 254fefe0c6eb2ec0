import React, {type ReactNode} from 'react';
import Info from '@theme-original/BlogPostItem/Header/Info';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {ServerMarkup} from '@site/src/lib/serverMarkup';

// Wrapped, not ejected: the post's date and reading time are formatted with `Intl` (a date format
// and plural rules), whose first use in a page costs ~40 ms of one task here. Hydration adopts
// the line the server formatted instead.
export default function InfoWrapper(props: Props): ReactNode {
  return (
    <ServerMarkup as="div">
      <Info {...props} />
    </ServerMarkup>
  );
}
