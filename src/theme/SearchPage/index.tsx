import React, {type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {WithMainLandmark} from '@site/src/lib/mainLandmark';

// Wrapped, not ejected: the search plugin's page renders its results outside any landmark.
export default function SearchPageWrapper(): ReactNode {
  return (
    <WithMainLandmark>
      <SearchPage />
    </WithMainLandmark>
  );
}
