/**
 * Collects the tests of every project that runs in Node, as `npm test` would in this environment, without running
 * any: `node tests/support/collectTests.ts` prints `{ "tests/server/x.test.ts": 12, ... }`, each file's registered
 * tests, skipped ones included. A file whose suites depend on the environment (DATABASE_URL) and register nothing
 * shows 0 here, where `vitest run` would fail it with "No test suite found" (tests/tooling/test-registration.test.ts).
 */
import path from 'node:path';
import { createVitest } from 'vitest/node';

/**
 * A module that a collected file started loading on its own and nothing awaits (an island preloads its current tab's
 * code as it is imported), still loading when collection, which runs no test, tears the file's environment down. A
 * run renders and waits for it; only collecting sees it, reported against whichever file the worker took next.
 */
const afterTeardown = (error: unknown) =>
  error instanceof Object && 'name' in error && error.name === 'EnvironmentTeardownError';

const root = path.resolve(import.meta.dirname, '../..');
const vitest = await createVitest('test', {
  root,
  watch: false,
  // Collecting needs no started console (the e2e setup) nor story pictures; module isolation only costs time here.
  globalSetup: [],
  isolate: false,
  fileParallelism: true,
});
try {
  const inNode = (await vitest.getRelevantTestSpecifications()).filter((spec) => !spec.project.config.browser.enabled);
  const { testModules, unhandledErrors } = await vitest.collectTests(inNode);
  const failures = unhandledErrors.filter((error) => !afterTeardown(error));
  if (failures.length) throw new AggregateError(failures, 'Collecting the tests failed');
  const registered: Record<string, number> = {};
  for (const module of testModules) {
    const failed = module
      .errors()
      .filter((error) => !/No test suite found/.test(error.message) && !afterTeardown(error));
    if (failed.length) throw new AggregateError(failed, `Collecting ${module.moduleId} failed`);
    registered[path.relative(root, module.moduleId)] = [...module.children.allTests()].length;
  }
  process.stdout.write(`${JSON.stringify(registered)}\n`);
} finally {
  await vitest.close();
}
