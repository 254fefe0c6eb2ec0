import {useState} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/**
 * Whether the mobile menu has been opened yet. On a narrow screen the theme renders the menu,
 * hidden, right after hydration; its parts that wait for this are built the first time a reader
 * opens it, and kept from then on.
 */
export function useMobileMenuOpened(): boolean {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return opened;
}
