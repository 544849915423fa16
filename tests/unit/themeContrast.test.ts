/**
 * Non-text contrast of the themes (WCAG 2.2 1.4.11): what outlines a control must stand 3:1 against every surface
 * the control sits on, worked out from the token values themselves (src/ui/theme/tokens.ts) by WCAG's formula.
 */
import { describe, expect, it } from 'vitest';
import { darkColors, lightColors, type ColorTokens } from '../../src/ui/theme/tokens.ts';

/** WCAG 2.2's relative luminance of an sRGB color written `#rrggbb`. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb color: ${hex}`);
  const [r, g, b] = match.slice(1).map((channel) => {
    const value = parseInt(channel, 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.2's contrast ratio of two colors, 1 to 21. */
function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * Tokens that draw the edge that tells a control is there, or in which state: a field's, checkbox's, radio's or
 * off switch's outline (borderStrong), the focus ring, an invalid field's outline (danger) and an on control's fill
 * (accent). `border` is left out: it draws dividers and the edges of cards and tables, which identify no control.
 */
const outlines = ['borderStrong', 'focusRing', 'danger', 'accent'] as const satisfies readonly (keyof ColorTokens)[];

/** What controls sit on: the page, cards, raised surfaces (dialogs, popovers) and sunken ones (tracks, read-only). */
const surfaces = [
  'background',
  'surface',
  'surfaceRaised',
  'surfaceSunken',
] as const satisfies readonly (keyof ColorTokens)[];

describe('contrast of the themes’ control outlines (WCAG 1.4.11)', () => {
  it('measures as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
    // The audit's figure for the light theme's former outline on the page.
    expect(contrast('#8a94a3', '#f6f7f9')).toBeCloseTo(2.86, 2);
  });

  for (const [theme, colors] of [
    ['light', lightColors],
    ['dark', darkColors],
  ] as const) {
    it(`holds 3:1 in the ${theme} theme for every outline on every surface`, () => {
      const failing = outlines.flatMap((outline) =>
        surfaces
          .map((surface) => ({ outline, surface, ratio: contrast(colors[outline], colors[surface]) }))
          .filter(({ ratio }) => ratio < 3)
          .map(
            ({ surface, ratio }) =>
              `${outline} ${colors[outline]} on ${surface} ${colors[surface]}: ${ratio.toFixed(2)}:1`,
          ),
      );
      expect(failing).toEqual([]);
    });
  }
});
