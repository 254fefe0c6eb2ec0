import React, {type ReactNode} from 'react';
import NavbarItem from '@theme-original/NavbarItem';
import type NavbarItemType from '@theme/NavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {DesktopOnly} from '@site/src/lib/serverMarkup';

type Props = WrapperProps<typeof NavbarItemType>;

/** An item of the navbar itself (not of the mobile menu, nor inside a dropdown), other than search. */
function isNavbarBarItem(props: Props): boolean {
  return !('mobile' in props && props.mobile) && !('isDropdownItem' in props && props.isDropdownItem) && props.type !== 'search';
}

// Wrapped, not ejected: on a phone, CSS hides the navbar's items except search (the mobile menu
// lists them instead), so a page hydrating there keeps their server markup (the area dropdown
// alone holds a dozen links); see DesktopOnly.
export default function NavbarItemWrapper(props: Props): ReactNode {
  return isNavbarBarItem(props) ? (
    <DesktopOnly>
      <NavbarItem {...props} />
    </DesktopOnly>
  ) : (
    <NavbarItem {...props} />
  );
}
