import React, {useId, useState, type ReactNode} from 'react';
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
