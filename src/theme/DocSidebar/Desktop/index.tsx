import React, {type ReactNode} from 'react';
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import type DocSidebarDesktopType from '@theme/DocSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import {DesktopOnly} from '@site/src/lib/serverMarkup';

// Wrapped, not ejected: a page hydrating on a phone keeps the hidden sidebar's server markup
// instead of hydrating its links (the theme removes it right after); see DesktopOnly.
export default function DocSidebarDesktopWrapper(props: WrapperProps<typeof DocSidebarDesktopType>): ReactNode {
  return (
    <DesktopOnly>
      <DocSidebarDesktop {...props} />
    </DesktopOnly>
  );
}
