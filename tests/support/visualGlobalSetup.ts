import type { TestProject } from 'vitest/node';
import { baselineVerdict, chromiumBuild, recordedBuild } from './visualBaselines.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Whether the stories' screenshots are compared with their baselines this run (.storybook/vitest.visual.ts). */
    compareScreenshots: boolean;
  }
}

/**
 * Both story projects run this, each with its own copy of this module; a mark on the process makes the reason to
 * skip said once per run, not once per project.
 */
const SAID = Symbol.for('rescue-console.visual-verdict-said');
const processMarks = globalThis as typeof globalThis & { [SAID]?: boolean };

/** Global setup of the story projects: decides once per run whether screenshots can be compared. */
export default function setup(project: TestProject) {
  const running = chromiumBuild();
  const verdict = baselineVerdict(recordedBuild(), running);
  if (!verdict.compare && !processMarks[SAID]) {
    processMarks[SAID] = true;
    console.warn(`\n${verdict.reason}\n`);
  }
  project.provide('compareScreenshots', verdict.compare);
}
