/**
 * The stories' visual check, tested from outside: the real check (`vitest --project storybook`) run on one stories
 * file in this machine's Chromium against the committed baselines, once as they are and once with a deliberate
 * change of look laid over the page. Both sides matter: the baselines must hold on whatever patch build Debian
 * ships, and a change a designer would see must still fail the story that shows it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { baselineVerdict, chromiumBuild, recordedBuild } from '../support/visualBaselines.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STORIES = 'stories/ui/Button.stories.tsx';
// Inside the project: the browser may write the failed pictures' diffs only there (.vitest/ is ignored by git).
mkdirSync(path.join(ROOT, '.vitest'), { recursive: true });
const scratch = mkdtempSync(path.join(ROOT, '.vitest', 'visual-check-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface StoryOutcome {
  story: string;
  passed: boolean;
  message: string;
}

/** Runs the light theme's story check on STORIES, with `probeCss` over every story: each story, and what it printed. */
function runStoryCheck(name: string, probeCss = ''): { outcomes: StoryOutcome[]; output: string } {
  const report = path.join(scratch, `${name}.json`);
  // The child is a run of its own, not a worker of this one.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')));
  const child = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--project=storybook',
      STORIES,
      '--reporter=json',
      `--outputFile.json=${report}`,
      `--attachmentsDir=${path.join(scratch, name)}`,
    ],
    { cwd: ROOT, env: { ...env, VISUAL_PROBE_CSS: probeCss }, encoding: 'utf8', timeout: 240_000 },
  );
  const results = JSON.parse(readFileSync(report, 'utf8')) as {
    testResults: { assertionResults: { title: string; status: string; failureMessages: string[] }[] }[];
  };
  const outcomes = results.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      story: test.title,
      passed: test.status === 'passed',
      message: test.failureMessages.join('\n'),
    })),
  );
  return { outcomes, output: `${child.stdout}${child.stderr}` };
}

const failedStories = (outcomes: StoryOutcome[]) => outcomes.filter((outcome) => !outcome.passed);

describe('the stories visual check', () => {
  it('compares pictures across patch builds of one Chromium major, and says why not across majors', () => {
    expect(baselineVerdict('156.0.8078.79', '156.0.8078.108')).toEqual({ compare: true });
    const acrossMajors = baselineVerdict('156.0.8078.79', '157.0.8123.4');
    expect(acrossMajors.compare).toBe(false);
    expect(!acrossMajors.compare && acrossMajors.reason).toContain(
      'recorded with Chromium 156.0.8078.79; this is Chromium 157.0.8123.4',
    );
    expect(baselineVerdict(undefined, '156.0.8078.108').compare).toBe(false);
  });

  // Which side this machine can prove: a Chromium of the baselines' major compares, another major must not.
  const verdict = baselineVerdict(recordedBuild(), chromiumBuild());
  if (verdict.compare) {
    it('passes the committed baselines as they are', { timeout: 300_000 }, () => {
      const { outcomes } = runStoryCheck('unchanged');
      expect(outcomes.length).toBeGreaterThan(5);
      expect(failedStories(outcomes)).toEqual([]);
    });

    it('fails the stories that show a changed token colour', { timeout: 300_000 }, () => {
      // The accent a shade darker (#1d5fd1 -> #1a56bd): the primary button's fill.
      const failed = failedStories(
        runStoryCheck('accent', ':root { --rc-color-accent: #1a56bd !important; }').outcomes,
      );
      expect(failed.map((outcome) => outcome.story)).toContain('Primary');
      expect(failed.find((outcome) => outcome.story === 'Primary')?.message).toMatch(/pixels \(ratio [\d.]+\) differ/);
      // The secondary button has no accent at rest: the change is not blamed on it.
      expect(failed.map((outcome) => outcome.story)).not.toContain('Secondary');
    });

    it('fails the stories that show a changed spacing step', { timeout: 300_000 }, () => {
      // One step of the scale moved (16px -> 20px): a button's horizontal padding.
      const failed = failedStories(runStoryCheck('spacing', ':root { --rc-space-lg: 20px !important; }').outcomes);
      expect(failed.map((outcome) => outcome.story)).toEqual(expect.arrayContaining(['Primary', 'Secondary']));
      expect(failed.every((outcome) => /differ|dimensions/.test(outcome.message))).toBe(true);
    });
  } else {
    it('runs the play and axe checks without comparing, and says why once', { timeout: 300_000 }, () => {
      const { outcomes, output } = runStoryCheck('other-major', ':root { --rc-color-accent: #1a56bd !important; }');
      expect(outcomes.length).toBeGreaterThan(5);
      expect(failedStories(outcomes)).toEqual([]);
      expect(output.split(verdict.reason).length - 1).toBe(1);
    });
  }
});
