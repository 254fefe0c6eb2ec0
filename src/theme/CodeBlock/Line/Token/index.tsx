import React, {type ReactNode} from 'react';
import LineToken from '@theme-original/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line/Token';

// Wrapped, not ejected: the theme made this component for swizzling.
// Prism's plain tokens (the text between highlighted ones, which ../ also joins with the tokens no
// colour mode styles, and the empty token of an empty line) need no element: the text alone looks
// the same, and the line's <br/> keeps an empty line's height. They were half the token elements
// of code-heavy pages (645 of 1,235 on /docs/core/entity/light), each styled and laid out on
// every load.
export default function CodeBlockLineToken(props: Props): ReactNode {
  const {token, className, style, children} = props;
  // The class names the token's types: exactly this class is a plain token with no class added.
  if (className === 'token plain' && (style === undefined || token.empty)) return children || null;
  return <LineToken {...props} />;
}
