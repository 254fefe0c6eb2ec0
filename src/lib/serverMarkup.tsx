import React, {useEffect, useId, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Lets a component skip costly rendering while the page hydrates. It puts `marker` (a class
 * from `useId`, the same on the server and while hydrating) on the element it renders. While
 * hydrating, `element` is that element as the server rendered it. The component can then adopt
 * the element's markup as inner HTML, which React hydrates without rendering what made it.
 * On the server, after a client-side navigation and on the dev server (no server rendering),
 * `element` is undefined and the component renders as usual.
 */
export function useServerMarkup(): {marker: string; element: Element | undefined} {
  const marker = `server-markup-${useId()}`;
  const hydrating = !useIsBrowser();
  const [element] = useState(() =>
    hydrating && typeof document !== 'undefined' ? document.getElementsByClassName(marker)[0] : undefined,
  );
  return {marker, element};
}

/**
 * `children` in an element `as`, or, while the page hydrates, that element's markup as the
 * server rendered it (see useServerMarkup). For parts with no links or controls, whose rendering
 * costs more than the markup they make: formatted dates (`Intl` starts slowly) and highlighted code.
 */
export function ServerMarkup({as: Tag, children}: {as: 'div' | 'span'; children: ReactNode}): ReactNode {
  const {marker, element} = useServerMarkup();
  return element ? (
    <Tag className={marker} dangerouslySetInnerHTML={{__html: element.innerHTML}} />
  ) : (
    <Tag className={marker}>{children}</Tag>
  );
}

/** Where the theme shows its desktop-only parts (Infima's breakpoint, as in `useWindowSize`). */
const desktopWidth = '(min-width: 997px)';

/**
 * `children`, a part the theme shows only at desktop width: the docs and blog sidebars, the
 * table of contents and the navbar's items, which CSS hides on narrower screens (where the theme
 * also removes the sidebars once hydrated). A page hydrating at such a width adopts the part's
 * server markup instead of hydrating it: the blog's sidebar alone holds 232 links. The part
 * renders for real as soon as the window reaches desktop width. The wrapper has
 * `display: contents`, so the layout is that of the part alone.
 */
export function DesktopOnly({children}: {children: ReactNode}): ReactNode {
  const {marker, element} = useServerMarkup();
  const [adopted, setAdopted] = useState(() => element !== undefined && !window.matchMedia(desktopWidth).matches);
  useEffect(() => {
    if (!adopted) return undefined;
    const desktop = window.matchMedia(desktopWidth);
    const render = () => setAdopted(!desktop.matches);
    desktop.addEventListener('change', render);
    return () => desktop.removeEventListener('change', render);
  }, [adopted]);
  const className = `${marker} display-contents`;
  // Keyed, so that React replaces the adopted markup instead of patching it.
  return adopted ? (
    <div key="server" className={className} dangerouslySetInnerHTML={{__html: element!.innerHTML}} />
  ) : (
    <div key="react" className={className}>
      {children}
    </div>
  );
}
