import { describe, expect, it } from 'vitest';
import { setBounded } from '../../src/server/lib/bounded-map.ts';

describe('setBounded', () => {
  it('drops the entry set longest ago once the map is full', () => {
    const map = new Map<string, number>();
    for (const [key, value] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      setBounded(map, key, value, 2);
    expect([...map]).toEqual([
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('replaces a key already there without dropping another, and counts it as newest', () => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    setBounded(map, 'a', 10, 2);
    expect([...map]).toEqual([
      ['b', 2],
      ['a', 10],
    ]);
    setBounded(map, 'c', 3, 2);
    expect([...map]).toEqual([
      ['a', 10],
      ['c', 3],
    ]);
  });
});
