import React, {type ReactNode} from 'react';
import PrimaryMenu from '@theme-original/Navbar/MobileSidebar/PrimaryMenu';
import {useMobileMenuOpened} from '@site/src/lib/mobileMenu';

// Wrapped, not ejected: like the secondary menu, the navbar's items (about 90 components with
// the area dropdown) are built the first time the mobile menu opens, not in the render that
// follows hydration on every narrow screen.
export default function PrimaryMenuWrapper(): ReactNode {
  return useMobileMenuOpened() ? <PrimaryMenu /> : null;
}
