/**
 * Prism's validating proxy (@stoplight/prism-cli) in front of a running API: with --errors it stops any request the
 * OpenAPI document does not allow (422, naming what is wrong) and turns an answer the document does not allow into
 * an error. What it logs as a violation is kept for the test to read.
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/stack.ts';

export interface Prism {
  url: string;
  violations(): string[];
  stop(): Promise<void>;
}

/** Starts Prism on a free loopback port, proxying to `upstream` by the document at `documentFile` (written here). */
export async function startPrism(documentFile: string, document: unknown, upstream: string): Promise<Prism> {
  await writeFile(documentFile, JSON.stringify(document));
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/prism'),
    ['proxy', documentFile, upstream, '--errors', '--host', '127.0.0.1', '--port', '0', '--cors', 'false'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Prism is listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening) resolve(listening[1]!);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`prism stopped (${code}): ${output}`)));
  });
  return {
    url,
    violations: () => output.split('\n').filter((line) => /violation/i.test(line)),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
