import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

export const noticeTones = ['info', 'warning'] as const;

/** One line of small text led by an icon: no box, no border, it sits in the flow next to what it is about. */
export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  minWidth: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

/** The icon carries the tone; the text stays muted body text (AA on every surface). */
export const icon = recipe({
  base: { display: 'inline-flex', flexShrink: 0, marginTop: '0.2em' },
  variants: {
    tone: {
      info: { color: vars.color.info },
      warning: { color: vars.color.warning },
    } satisfies Record<(typeof noticeTones)[number], object>,
  },
  defaultVariants: { tone: 'info' },
});
