import type {Token} from 'prism-react-renderer';

const isPlain = (token: Token) => token.types.length === 1 && token.types[0] === 'plain';

/**
 * The line's tokens with each run of tokens of no styled type (see `styledTokenTypes`) joined
 * into one plain token. Their text keeps its order; the empty token of an empty line stays as it is.
 */
export function joinUnstyledTokens(line: readonly Token[], styledTypes: ReadonlySet<string>): Token[] {
  const joined: Token[] = [];
  let runOpen = false;
  for (const token of line) {
    const unstyled = !token.empty && !token.types.some((type) => styledTypes.has(type));
    if (unstyled && runOpen) {
      const previous = joined[joined.length - 1];
      joined[joined.length - 1] = {types: ['plain'], content: previous.content + token.content};
    } else if (unstyled) {
      joined.push(isPlain(token) ? token : {types: ['plain'], content: token.content});
    } else {
      joined.push(token);
    }
    runOpen = unstyled;
  }
  return joined;
}
