import React, {type ReactNode} from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

type CodeBlockModule = typeof import('@theme-original/CodeBlock');
type PrismModule = typeof import('prism-react-renderer');
type IncludeLanguagesModule = typeof import('@theme/prism-include-languages');

let CodeBlock: CodeBlockModule['default'] | undefined;

// Wrapped, not ejected. Every MDX page bundles the code block (the MDX components import it),
// but Prism is costly to start: its grammars are built when its module runs, and the theme
// registers the extra languages in a global client module (dropped by plugins/lean-bundle).
// So the theme's code block, Prism and the languages are required on the first code block a
// page renders: pages without code never run them, and the main bundle never holds them.
function loadCodeBlock(): CodeBlockModule['default'] {
  if (!CodeBlock) {
    const {Prism} = require('prism-react-renderer') as PrismModule;
    (require('@theme/prism-include-languages') as IncludeLanguagesModule).default(Prism);
    CodeBlock = (require('@theme-original/CodeBlock') as CodeBlockModule).default;
  }
  return CodeBlock;
}

export default function CodeBlockWrapper(props: WrapperProps<typeof CodeBlockType>): ReactNode {
  const Original = loadCodeBlock();
  return <Original {...props} />;
}
