import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {PrismTheme} from 'prism-react-renderer';
import {prismColourModeCss, prismColourModeTheme, styledTokenTypes} from './prismColourModes';

const light: PrismTheme = {
  plain: {color: '#393a34', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog'], style: {color: '#6a737d', fontStyle: 'italic'}},
    {types: ['keyword'], style: {color: '#d73a49'}},
  ],
};
const dark: PrismTheme = {
  plain: {color: '#f8f8f2', backgroundColor: '#282a36'},
  styles: [{types: ['comment'], style: {color: '#9ba3c8'}}],
};

test('each mode gets its own plain colours and token rules; light is also the mode without data-theme (no JavaScript)', () => {
  assert.equal(
    prismColourModeCss(light, dark),
    ":root:not([data-theme='dark']){--site-prism-color:#393a34;--site-prism-background-color:#f6f8fa}" +
      ":root:not([data-theme='dark']) .token.comment,:root:not([data-theme='dark']) .token.prolog{color:#6a737d;font-style:italic}" +
      ":root:not([data-theme='dark']) .token.keyword{color:#d73a49}" +
      "[data-theme='dark']{--site-prism-color:#f8f8f2;--site-prism-background-color:#282a36}" +
      "[data-theme='dark'] .token.comment{color:#9ba3c8}",
  );
});

test('the rendered theme is the same in both modes: colours only through CSS', () => {
  assert.deepEqual(prismColourModeTheme.styles, []);
  assert.match(prismColourModeTheme.plain.color!, /^var\(--site-prism-color\)$/);
});

test('language-specific token styles are refused rather than applied to every language', () => {
  const withLanguage: PrismTheme = {...light, styles: [{types: ['selector'], languages: ['css'], style: {color: '#000'}}]};
  assert.throws(() => prismColourModeCss(withLanguage, dark), /language-specific/);
});

test('styled token types: any style but the plain colour counts, in either mode; plain-coloured and empty styles do not', () => {
  const lightTheme: PrismTheme = {
    plain: {color: '#393a34', backgroundColor: '#f6f8fa'},
    styles: [
      {types: ['punctuation', 'operator'], style: {color: '#393A34'}},
      {types: ['namespace'], style: {}},
      {types: ['keyword'], style: {color: '#00009f'}},
      {types: ['bold'], style: {color: '#393a34', fontWeight: 'bold'}},
    ],
  };
  const darkTheme: PrismTheme = {
    plain: {color: '#F8F8F2', backgroundColor: '#282A36'},
    styles: [
      {types: ['punctuation'], style: {color: 'rgb(248, 248, 242)'}},
      {types: ['operator'], style: {color: 'rgb(255, 121, 198)'}},
    ],
  };
  assert.deepEqual(styledTokenTypes(lightTheme, darkTheme), ['bold', 'keyword', 'operator']);
});
