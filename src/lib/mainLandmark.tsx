import React, {createContext, useContext, type ReactNode} from 'react';

/** `null` outside <WithMainLandmark>; otherwise the class name for the `<main>` element. */
const MainLandmark = createContext<string | null>(null);

/** Asks the layout to put the page's content in a `<main>` landmark. */
export function WithMainLandmark({className = '', children}: {className?: string; children: ReactNode}): ReactNode {
  return <MainLandmark.Provider value={className}>{children}</MainLandmark.Provider>;
}

export const useMainLandmark = (): string | null => useContext(MainLandmark);
