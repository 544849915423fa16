import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';
import { disabled, focusRing, forcedColors } from '../theme/styles.ts';

export const segmentedControlSizes = ['sm', 'md'] as const;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/** The one sunken track holding every segment. */
export const track = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  gap: vars.space.xxs,
  width: 'fit-content',
  maxWidth: '100%',
  padding: vars.space.xxs,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/**
 * A segment. The selected one is raised: surface fill, shadow and an accent border (3:1 against the track in
 * both themes), so it reads without relying on the text color alone. In forced colors it is filled with Highlight.
 */
export const segment = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    flex: '1 1 auto',
    minWidth: 0,
    paddingBlock: vars.space.xxs,
    border: '1px solid transparent',
    borderRadius: vars.radius.sm,
    color: vars.color.textMuted,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { color: vars.color.text },
      '&[data-pressed]:not([data-selected])': { background: vars.color.surfaceHover },
      '&[data-selected]': {
        background: vars.color.surface,
        borderColor: vars.color.accent,
        color: vars.color.text,
        boxShadow: vars.shadow.sm,
        cursor: 'default',
      },
      '&[data-focus-visible]': { ...focusRing, outlineOffset: '1px' },
      '&[data-disabled]': disabled,
    },
    '@media': {
      // Forced colors would give every segment a Canvas fill and a CanvasText rim (even the transparent ones):
      // the rest melt into the track, the selected one is filled with Highlight. Its text is not adjusted, or the
      // browser would lay a Canvas backplate behind it and the HighlightText would vanish on it; so every color
      // of the selected one is a system color named here.
      [forcedColors]: {
        borderColor: 'Canvas',
        selectors: {
          '&[data-selected], &[data-selected][data-hovered]': {
            forcedColorAdjust: 'none',
            background: 'Highlight',
            borderColor: 'Highlight',
            color: 'HighlightText',
            boxShadow: 'none',
          },
          '&[data-selected][data-focus-visible]': { outlineColor: 'CanvasText' },
          '&[data-disabled]': { color: 'GrayText' },
          '&[data-selected][data-disabled]': { background: 'GrayText', borderColor: 'GrayText', color: 'Canvas' },
        },
      },
    },
  },
  variants: {
    size: {
      // Track padding (2px) and border (1px) on each side bring these to the 28px and 36px control heights.
      sm: { minHeight: `calc(${vars.size.controlSm} - 6px)`, paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
      md: { minHeight: `calc(${vars.size.controlMd} - 6px)`, paddingInline: vars.space.md, fontSize: vars.fontSize.md },
    } satisfies Record<(typeof segmentedControlSizes)[number], object>,
  },
  defaultVariants: { size: 'md' },
});
