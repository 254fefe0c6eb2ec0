import React, {type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {PageMetadata} from '@docusaurus/theme-common';
import {WithMainLandmark} from '@site/src/lib/mainLandmark';

// Wrapped, not ejected: the search plugin's page renders its results outside any landmark and
// sets no description.
export default function SearchPageWrapper(): ReactNode {
  return (
    <WithMainLandmark>
      <PageMetadata description="Search every page of the Home Assistant developer docs and every post of the developer blog." />
      <SearchPage />
    </WithMainLandmark>
  );
}
