import {themes} from 'prism-react-renderer';
import {accessiblePrismTheme} from './accessiblePrismTheme';

/** The site's code colours: GitHub's in light mode and Dracula's in dark mode, both at WCAG AA contrast. */
export const codeThemes = {
  light: accessiblePrismTheme(themes.github),
  dark: accessiblePrismTheme(themes.dracula),
};
