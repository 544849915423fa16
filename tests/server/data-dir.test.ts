/** The embedded database's folders are owner-only: other local users can neither read nor alter the data. */
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';

const modeOf = (dir: string) => statSync(dir).mode & 0o777;

describe('DATA_DIR', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'rescue-data-dir-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is created 0700 with its pglite directory when the embedded database opens', async () => {
    const dataDir = path.join(root, 'nested', '.data');
    const database = await openDatabase({ dataDir });
    try {
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(path.join(dataDir, 'pglite'))).toBe(0o700);
    } finally {
      await database.close();
    }
  });

  it("keeps PGlite's files owner-only (0600), which PGlite creates 0666", async () => {
    const dataDir = path.join(root, '.data');
    const database = await openDatabase({ dataDir });
    const wider = () => {
      const found: string[] = [];
      const walk = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const target = path.join(dir, entry.name);
          if (entry.isDirectory()) walk(target);
          else if ((statSync(target).mode & 0o077) !== 0) found.push(target);
        }
      };
      walk(path.join(dataDir, 'pglite'));
      return found;
    };
    try {
      expect(wider()).toEqual([]);
      await database.query('create table notes (body text)');
      await database.query(`insert into notes values ('private')`);
    } finally {
      await database.close();
    }
    expect(wider()).toEqual([]);
  });

  it('is created 0700 when the configuration generates its secrets there', () => {
    const dataDir = path.join(root, '.data');
    loadConfig({ DATA_DIR: dataDir });
    expect(modeOf(dataDir)).toBe(0o700);
  });

  it('tightens folders an older version made readable by others', async () => {
    const dataDir = path.join(root, '.data');
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, 'pglite'), 0o777);
    const database = await openDatabase({ dataDir });
    await database.close();
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'pglite'))).toBe(0o700);
  });
});
