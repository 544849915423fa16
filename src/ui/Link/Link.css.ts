import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';
import { disabled, focusRing, visuallyHidden } from '../theme/styles.ts';

export const linkTextVariants = ['inline', 'standalone'] as const;

export const link = recipe({
  base: {
    color: vars.color.accent,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    textUnderlineOffset: '2px',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': disabled,
    },
  },
  variants: {
    variant: {
      // In running text: always underlined so it is not told apart by color alone.
      inline: {
        textDecoration: 'underline',
        selectors: { '&[data-hovered]': { color: vars.color.accentHover, textDecorationThickness: '2px' } },
      },
      // On its own line (e.g. 'Forgot your password?'): medium weight, underline on hover.
      standalone: {
        display: 'inline-flex',
        // Never stretched by a column layout: the hit area is the text.
        width: 'fit-content',
        alignItems: 'center',
        gap: vars.space.xs,
        fontWeight: vars.fontWeight.medium,
        textDecoration: 'none',
        selectors: { '&[data-hovered]': { color: vars.color.accentHover, textDecoration: 'underline' } },
      },
    } satisfies Record<(typeof linkTextVariants)[number], object>,
  },
  defaultVariants: { variant: 'inline' },
});

export const externalIcon = style({ display: 'inline-block', verticalAlign: '-0.1em', marginInlineStart: '0.2em' });
export const srOnly = style(visuallyHidden);
