import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

export const bannerTones = ['error', 'info', 'success', 'warning'] as const;

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    border: '1px solid',
    borderInlineStartWidth: '4px',
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    minWidth: 0,
  },
  variants: {
    tone: {
      error: { background: vars.color.dangerSubtle, borderColor: vars.color.danger },
      info: { background: vars.color.infoSubtle, borderColor: vars.color.info },
      success: { background: vars.color.successSubtle, borderColor: vars.color.success },
      warning: { background: vars.color.warningSubtle, borderColor: vars.color.warning },
    } satisfies Record<(typeof bannerTones)[number], object>,
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: { flexShrink: 0, marginTop: '2px' },
  variants: {
    tone: {
      error: { color: vars.color.danger },
      info: { color: vars.color.info },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
    } satisfies Record<(typeof bannerTones)[number], object>,
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });
export const content = style({ margin: 0 });
export const action = style({ flexShrink: 0, alignSelf: 'center' });
