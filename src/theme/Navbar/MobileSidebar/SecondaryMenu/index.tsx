import React, {type ReactNode} from 'react';
import SecondaryMenu from '@theme-original/Navbar/MobileSidebar/SecondaryMenu';
import {useMobileMenuOpened} from '@site/src/lib/mobileMenu';

// Wrapped, not ejected: on a narrow screen the mobile menu is rendered, hidden, right after
// hydration, and its secondary menu holds the page's whole sidebar (every post of the blog's,
// 232 links). Building it cost the page a ~0.1 s task here (~0.5 s on Lighthouse's throttled
// phone) for a menu most readers never open; it is built the first time the menu opens.
export default function SecondaryMenuWrapper(): ReactNode {
  return useMobileMenuOpened() ? <SecondaryMenu /> : null;
}
