import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpoint } from '../theme/tokens.ts';
import { vars } from '../theme/theme.css.ts';

/*
 * Layout-only atoms on the space tokens, used by Box, Stack and Inline (nothing else uses sprinkles).
 * Every value x condition ships a class name in JS, so only the properties that really change
 * across breakpoints are responsive.
 */
const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoint.sm}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoint.md}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    gap: vars.space,
  },
});

const fixed = defineProperties({
  properties: {
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
    width: { full: '100%', auto: 'auto' },
    /** Readable measures: sm for a sign-in card, md for a search box, lg for a form. */
    maxWidth: { sm: '400px', md: '440px', lg: '720px' },
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

export const sprinkles = createSprinkles(responsive, fixed);
export type Sprinkles = Parameters<typeof sprinkles>[0];
