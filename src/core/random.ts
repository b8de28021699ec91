// A small seeded random generator (mulberry32 over a string hash), so that generated puzzles are reproducible.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [0, limit). */
  below(limit: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
}

function hash(text: string): number {
  let value = 1779033703 ^ text.length;
  for (let index = 0; index < text.length; index++) {
    value = Math.imul(value ^ text.charCodeAt(index), 3432918353);
    value = (value << 13) | (value >>> 19);
  }
  return value >>> 0;
}

export function seededRandom(seed: string | number): Random {
  let state = hash(String(seed));
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (limit: number): number => Math.floor(next() * limit);
  return {
    next,
    below,
    pick: (items) => items[below(items.length)]!,
    shuffle: (items) => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index--) {
        const other = below(index + 1);
        [copy[index], copy[other]] = [copy[other]!, copy[index]!];
      }
      return copy;
    },
  };
}
