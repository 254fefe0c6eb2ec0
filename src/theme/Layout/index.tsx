import React, {type ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useMainLandmark} from '@site/src/lib/mainLandmark';

// Wrapped, not ejected: a page without a <main> of its own (the search plugin's page) asks
// for one through <WithMainLandmark>, so every page has exactly one main landmark.
export default function LayoutWrapper({children, ...props}: WrapperProps<typeof LayoutType>): ReactNode {
  const mainClassName = useMainLandmark();
  const content = mainClassName === null ? children : <main className={mainClassName || undefined}>{children}</main>;
  return <Layout {...props}>{content}</Layout>;
}
