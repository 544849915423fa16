/** A small seeded PRNG (mulberry32) with the helpers the seed needs; same seed, same data. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: `[[value, weight], ...]`. */
  weighted<T>(options: ReadonlyArray<readonly [T, number]>): T;
  digits(count: number): string;
  alphanumeric(count: number): string;
  /** Lowercase hex digits (the 32 of a messaging-provider SID). */
  hex(count: number): string;
}

const ALPHANUMERIC = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];
const HEX = [...'0123456789abcdef'];

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted(options) {
      const total = options.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of options) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return options[options.length - 1]![0];
    },
    digits: (count) => Array.from({ length: count }, () => int(0, 9)).join(''),
    alphanumeric: (count) => Array.from({ length: count }, () => pick(ALPHANUMERIC)).join(''),
    hex: (count) => Array.from({ length: count }, () => pick(HEX)).join(''),
  };
}
