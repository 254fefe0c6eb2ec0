import {test} from 'node:test';
import assert from 'node:assert/strict';
import {themes} from 'prism-react-renderer';
import {accessiblePrismTheme, contrastRatio, parseColor} from './accessiblePrismTheme';

for (const name of ['github', 'dracula'] as const) {
  test(`every token colour of the ${name} theme reaches 4.5:1 on its background`, () => {
    const theme = accessiblePrismTheme(themes[name]);
    const background = parseColor(theme.plain.backgroundColor!)!;
    const colours = [theme.plain.color, ...theme.styles.map((s) => s.style.color)].filter(
      (c): c is string => typeof c === 'string',
    );
    assert.ok(colours.length > 5);
    for (const colour of colours) {
      assert.ok(contrastRatio(parseColor(colour)!, background) >= 4.5, `${colour} on ${name}`);
    }
    assert.ok(theme.styles.every((s) => s.style.opacity === undefined), 'faded tokens remain');
  });
}

test('colours that already pass are kept as they are', () => {
  const theme = accessiblePrismTheme({plain: {color: '#000000', backgroundColor: '#ffffff'}, styles: []});
  assert.equal(theme.plain.color, '#000000');
});
