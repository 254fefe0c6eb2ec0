import React, {type ReactNode} from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type LineType from '@theme/CodeBlock/Line';
import type {WrapperProps} from '@docusaurus/types';
import type {LineInputProps} from 'prism-react-renderer';
import styledTokenTypes from '@generated/prism-colour-modes/default/styled-token-types.json';
import {joinUnstyledTokens} from '@site/src/lib/plainTokens';

type Props = WrapperProps<typeof LineType>;

const styledTypes = new Set(styledTokenTypes);

// Wrapped, not ejected: the line renders as the theme's does, from fewer tokens and without a style
// attribute of its own.
// - Tokens that neither colour mode styles (most of Prism's punctuation and operators: 60,000
//   elements on the site) join the plain text around them, which ./Token renders without an element.
// - Prism gives every line the plain text's colour as an inline style, which the line inherits from
//   its <pre> anyway (the same CSS variable): 29,000 style attributes on the site, each parsed and
//   keeping the line from sharing its computed style with the others.
export default function CodeBlockLine({line, getLineProps, ...props}: Props): ReactNode {
  const unstyledLineProps = (input: LineInputProps) => {
    const {style: _plainColour, ...lineProps} = getLineProps(input);
    return lineProps;
  };
  return <Line {...props} line={joinUnstyledTokens(line, styledTypes)} getLineProps={unstyledLineProps} />;
}
