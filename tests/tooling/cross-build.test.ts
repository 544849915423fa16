/**
 * The visual check's tolerance on real pictures from two Chromium builds: the same stories rendered by Debian's
 * 156.0.8078.79 (which recorded the baselines before) and 156.0.8078.108 (which recorded them since). These five
 * are the pairs with the most differing pixels of the 904 baselines (868 of the others are byte-identical); beside
 * them, real changes the check must still see. The comparison is Vitest's own (@blazediff/core, its pixelmatch,
 * with the options the story projects use).
 */
import { diff } from '@blazediff/core';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { COMPARATOR_OPTIONS } from '../support/visualBaselines.ts';

const FIXTURES = path.join(import.meta.dirname, 'cross-build');
const BUILDS = ['156.0.8078.79', '156.0.8078.108'] as const;
const pictures = readdirSync(path.join(FIXTURES, BUILDS[0]));
const read = (build: string, picture: string) => PNG.sync.read(readFileSync(path.join(FIXTURES, build, picture)));

/** Vitest's pixelmatch comparator: the pixels counted as changed, and whether the picture passes. */
function compare(reference: PNG, actual: PNG, options: { threshold: number; includeAA: boolean }) {
  const changed = diff(reference.data, actual.data, undefined, reference.width, reference.height, options);
  return { changed, passes: changed <= COMPARATOR_OPTIONS.allowedMismatchedPixels };
}

/** A token colour changed on a picture: every pixel of `from` painted `to`, as a new token value would paint it. */
function repaint(picture: PNG, from: string, to: string): PNG {
  const [fr, fg, fb, tr, tg, tb] = [from, to].flatMap((hex) =>
    [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)),
  );
  const copy = new PNG({ width: picture.width, height: picture.height });
  picture.data.copy(copy.data);
  for (let offset = 0; offset < copy.data.length; offset += 4) {
    if (copy.data[offset] === fr && copy.data[offset + 1] === fg && copy.data[offset + 2] === fb) {
      copy.data.set([tr!, tg!, tb!], offset);
    }
  }
  return copy;
}

describe('pictures of one story from two patch builds of Chromium 156', () => {
  it.each(pictures)('%s differs between the builds, and only in anti-aliased pixels', (picture) => {
    const [older, newer] = [read(BUILDS[0], picture), read(BUILDS[1], picture)];
    // Not the same picture: an exact comparison sees the builds apart...
    expect(compare(older, newer, { threshold: 0, includeAA: true }).changed).toBeGreaterThan(0);
    // ...and the visual check lets either build's picture stand for the other.
    expect(compare(older, newer, COMPARATOR_OPTIONS).passes).toBe(true);
    expect(compare(newer, older, COMPARATOR_OPTIONS).passes).toBe(true);
  });

  it('still fails a picture whose field shows two digits more', () => {
    // LegalEntityForm 'Create Invalid' before and after the EIN field stopped cutting '12-3456789' to '12-345678'.
    const picture = (moment: string) =>
      PNG.sync.read(readFileSync(path.join(FIXTURES, 'text-change', `${moment}.png`)));
    const [before, after] = [picture('before'), picture('after')];
    expect(compare(before, after, COMPARATOR_OPTIONS).passes).toBe(false);
  });

  it('still fails a picture whose accent colour changed by one shade', () => {
    const picture = 'light_AccountProfileOverview_Failed-Save.png';
    const baseline = read(BUILDS[0], picture);
    // The light theme's accent (#1d5fd1, the Save button and links) a shade darker.
    const changed = repaint(read(BUILDS[1], picture), '#1d5fd1', '#1a56bd');
    expect(compare(baseline, changed, COMPARATOR_OPTIONS).passes).toBe(false);
  });
});
