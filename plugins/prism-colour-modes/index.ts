import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {prismColourModeCss, styledTokenTypes} from '../../src/lib/prismColourModes';

export type Options = {readonly light: PrismTheme; readonly dark: PrismTheme};

/**
 * Code colours of both colour modes from CSS (src/lib/prismColourModes.ts): the token rules in
 * every page's head, and the token types they style, for code lines to render the text of all
 * other tokens without an element (`@generated/prism-colour-modes/default/styled-token-types.json`,
 * read by src/theme/CodeBlock/Line).
 */
export default function prismColourModesPlugin(_context: LoadContext, {light, dark}: Options): Plugin {
  return {
    name: 'prism-colour-modes',
    async contentLoaded({actions}) {
      await actions.createData('styled-token-types.json', JSON.stringify(styledTokenTypes(light, dark)));
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'style', innerHTML: prismColourModeCss(light, dark)}]};
    },
  };
}
