import React, {type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

// Wrapped, not ejected: registers Prism's extra languages here, where code is highlighted,
// instead of in the theme's global client module (dropped by plugins/lean-bundle), so pages
// without code never load Prism (~40 KiB gzip). Registering runs every language definition, so
// it waits for the first code block: MDX pages without code load this module but skip the work.
let languagesRegistered = false;

export default function CodeBlockWrapper(props: WrapperProps<typeof CodeBlockType>): ReactNode {
  if (!languagesRegistered) {
    prismIncludeLanguages(Prism);
    languagesRegistered = true;
  }
  return <CodeBlock {...props} />;
}
