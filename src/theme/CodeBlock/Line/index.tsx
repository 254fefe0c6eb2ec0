import React, {type ReactNode} from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type LineType from '@theme/CodeBlock/Line';
import type {WrapperProps} from '@docusaurus/types';
import styledTokenTypes from '@generated/prism-colour-modes/default/styled-token-types.json';
import {joinUnstyledTokens} from '@site/src/lib/plainTokens';

type Props = WrapperProps<typeof LineType>;

const styledTypes = new Set(styledTokenTypes);

// Wrapped, not ejected: the line renders as the theme's does, from fewer tokens. Tokens that
// neither colour mode styles (most of Prism's punctuation and operators: 56,000 elements on the
// site) join the plain text around them, which ./Token renders without an element.
export default function CodeBlockLine({line, ...props}: Props): ReactNode {
  return <Line {...props} line={joinUnstyledTokens(line, styledTypes)} />;
}
