import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
export const textTones = ['default', 'muted', 'danger', 'success'] as const;
export const textWeights = ['regular', 'medium', 'semibold'] as const;

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body, lineHeight: vars.lineHeight.normal },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs },
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
    } satisfies Record<(typeof textSizes)[number], object>,
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
    } satisfies Record<(typeof textTones)[number], object>,
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
    } satisfies Record<(typeof textWeights)[number], object>,
    truncate: {
      true: { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
      false: { overflowWrap: 'anywhere' },
    },
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular', truncate: false },
});
