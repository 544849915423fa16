// Forced colors for the stories that ask for them (`...inForcedColors`, .storybook/forcedColors.ts).
import { onTestFinished } from 'vitest';
import { commands } from '@vitest/browser/context';
import { provideForcedColorsEmulation } from './forcedColors.ts';

provideForcedColorsEmulation(async () => {
  await commands.emulateForcedColors(true);
  // After the afterEach hooks, so the story's picture (.storybook/vitest.visual.ts) is taken in forced colors, and
  // even when one of them failed (an afterEach that throws skips the rest): the emulation belongs to the browser
  // page, which the next stories file runs in too.
  onTestFinished(() => commands.emulateForcedColors(false));
});
