/**
 * Design tokens. Semantic names only; components read them through `vars` (theme.css.ts), never these objects.
 * Colors are chosen for WCAG AA contrast of text on the surface they are named for, in both themes.
 */
export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const radius = { sm: '4px', md: '6px', lg: '10px', full: '999px' } as const;

/** Control heights: md is the default 36px control, sm the compact one. */
export const size = { controlSm: '28px', controlMd: '36px' } as const;

export const font = {
  body: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

export const fontSize = {
  xs: '12px',
  sm: '13px',
  md: '14px',
  lg: '16px',
  xl: '20px',
  xxl: '24px',
  xxxl: '30px',
} as const;
export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;
export const lineHeight = { tight: '1.25', normal: '1.5' } as const;

export const breakpoint = { sm: 640, md: 900, lg: 1224 } as const;

/** The media query of a viewport narrower than `width` (a breakpoint): the layouts' small-screen rules. */
export const narrowerThan = (width: number) => `screen and (max-width: ${width - 0.02}px)`;

export const lightColors = {
  background: '#f6f7f9',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#eef0f3',
  surfaceHover: '#f1f4f8',
  text: '#1b1f24',
  textMuted: '#515a66',
  textInverse: '#ffffff',
  /** Dividers and the edges of cards and tables: decoration, not what tells a control apart. */
  border: '#d5dae1',
  /**
   * The outline of a control (fields, checkboxes, radios, off switches): at least 3:1 against the page, cards and
   * sunken surfaces in both themes (WCAG 1.4.11; tests/unit/themeContrast.test.ts).
   */
  borderStrong: '#7b8594',
  accent: '#1d5fd1',
  accentHover: '#174ea9',
  accentText: '#ffffff',
  accentSubtle: '#e6effc',
  danger: '#b42318',
  dangerHover: '#912018',
  dangerText: '#ffffff',
  dangerSubtle: '#fdecea',
  success: '#1e7b34',
  successSubtle: '#e7f5ea',
  warning: '#8a5300',
  warningSubtle: '#fff4e0',
  info: '#1d5fd1',
  infoSubtle: '#e6effc',
  focusRing: '#1d5fd1',
  overlay: 'rgba(15, 20, 30, 0.45)',
  navBackground: '#13294b',
  navText: '#ffffff',
  navTextMuted: '#c7d2e3',
  navActive: '#2b4a7a',
  skeleton: '#e3e7ec',
  /** A search's match marked in text (Highlight): 14:1 for text on it. */
  highlight: '#fde68a',
  highlightText: '#1b1f24',
} as const;

export type ColorTokens = { [K in keyof typeof lightColors]: string };

export const darkColors: ColorTokens = {
  background: '#0f1318',
  surface: '#171c23',
  surfaceRaised: '#1e242d',
  surfaceSunken: '#12161b',
  surfaceHover: '#222a34',
  text: '#e8ecf1',
  textMuted: '#a5afbd',
  textInverse: '#0f1318',
  border: '#323b47',
  borderStrong: '#6b7788',
  accent: '#6ea2ff',
  accentHover: '#8fb7ff',
  accentText: '#0b1320',
  accentSubtle: '#1a2a45',
  danger: '#ff8a80',
  dangerHover: '#ffa69e',
  dangerText: '#1a0b09',
  dangerSubtle: '#3a1c1a',
  success: '#6fd58a',
  successSubtle: '#15311e',
  warning: '#f5b454',
  warningSubtle: '#372711',
  info: '#6ea2ff',
  infoSubtle: '#1a2a45',
  focusRing: '#8fb7ff',
  overlay: 'rgba(0, 0, 0, 0.6)',
  navBackground: '#0b1a30',
  navText: '#ffffff',
  navTextMuted: '#b5c3d8',
  navActive: '#21395f',
  skeleton: '#2a323d',
  highlight: '#5c4813',
  highlightText: '#fff5d6',
};

export const shadow = {
  sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
  md: '0 4px 12px rgba(16, 24, 40, 0.12)',
  lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
} as const;

export const motion = { fast: '120ms', normal: '200ms' } as const;
