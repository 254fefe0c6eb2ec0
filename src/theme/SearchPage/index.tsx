import React, {type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {PageMetadata} from '@docusaurus/theme-common';
import {WithMainLandmark} from '@site/src/lib/mainLandmark';

// Wrapped, not ejected: the search plugin's page renders its results outside any landmark and
// sets no description. Its results arrive after the index loads, so the page keeps a screen's
// height from the start instead of pushing the footer down (a layout shift).
export default function SearchPageWrapper(): ReactNode {
  return (
    <WithMainLandmark className="search-page">
      <PageMetadata description="Search every page of the Home Assistant developer docs and every post of the developer blog." />
      <SearchPage />
    </WithMainLandmark>
  );
}
