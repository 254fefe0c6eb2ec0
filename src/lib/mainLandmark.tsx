import React, {createContext, useContext, type ReactNode} from 'react';

const MainLandmark = createContext(false);

/** Asks the layout to put the page's content in a `<main>` landmark. */
export function WithMainLandmark({children}: {children: ReactNode}): ReactNode {
  return <MainLandmark.Provider value>{children}</MainLandmark.Provider>;
}

export const useMainLandmark = (): boolean => useContext(MainLandmark);
