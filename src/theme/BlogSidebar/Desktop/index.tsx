import React, {type ReactNode} from 'react';
import BlogSidebarDesktop from '@theme-original/BlogSidebar/Desktop';
import type BlogSidebarDesktopType from '@theme/BlogSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import {DesktopOnly} from '@site/src/lib/serverMarkup';

// Wrapped, not ejected: a page hydrating on a phone keeps the hidden sidebar's server markup
// (all 232 posts) instead of hydrating its links (the theme removes it right after); see DesktopOnly.
export default function BlogSidebarDesktopWrapper(props: WrapperProps<typeof BlogSidebarDesktopType>): ReactNode {
  return (
    <DesktopOnly>
      <BlogSidebarDesktop {...props} />
    </DesktopOnly>
  );
}
