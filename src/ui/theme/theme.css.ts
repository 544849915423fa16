import { assignVars, createGlobalTheme, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';
import {
  darkColors,
  font,
  fontSize,
  fontWeight,
  lightColors,
  lineHeight,
  motion,
  radius,
  shadow,
  size,
  space,
} from './tokens.ts';

/**
 * The one theme contract. Light is the default on :root; dark follows the system setting unless the
 * document sets data-theme="light" or data-theme="dark" (the theme switch).
 */
const shape = {
  color: lightColors,
  space,
  size,
  radius,
  font,
  fontSize,
  fontWeight,
  lineHeight,
  shadow,
  motion,
};

export const vars = createGlobalThemeContract(shape, (_value, path) => `rc-${path.join('-')}`);

const common = { space, size, radius, font, fontSize, fontWeight, lineHeight, shadow, motion };

createGlobalTheme(':root, [data-theme="light"]', vars, { ...common, color: lightColors });
createGlobalTheme('[data-theme="dark"]', vars, { ...common, color: darkColors });
globalStyle(':root:not([data-theme="light"])', {
  '@media': { '(prefers-color-scheme: dark)': { vars: assignVars(vars.color, darkColors) } },
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', {
  margin: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle(':root', { colorScheme: 'light dark' });
globalStyle(':root[data-theme="dark"]', { colorScheme: 'dark' });
globalStyle(':root[data-theme="light"]', { colorScheme: 'light' });
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      // The type lacks !important; the value is valid CSS.
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});
