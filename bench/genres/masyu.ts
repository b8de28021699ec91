// Masyu: median solve + uniqueness time of the embedded default solver on Pearl's puzzles, side by side with native clingo
// on pencilsat's own ASP export (see the Slitherlink bench). Generation is timed against sgt-pearl's two levels.

import { parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { benchLoops } from './slitherlink.js';
import { masyu } from '../../src/genres/masyu/index.js';

export async function benchMasyu(): Promise<Table[]> {
  const pearl = localFixture<{ id: string; fullParams: string }>('sgt-pearl.jsonl');
  const bySize = (prefix: string) => pearl.filter((record) => record.fullParams.startsWith(prefix)).map((record) => parsePuzzle(record.id, { genre: masyu.id }));
  return [
    await benchLoops('Masyu', [
      { name: 'Pearl 8×8, easy and tricky', puzzles: bySize('8x8') },
      { name: 'Pearl 10×10, easy and tricky', puzzles: bySize('10x10') },
      { name: 'Pearl 12×12 tricky', puzzles: bySize('12x12') },
    ]),
  ];
}

export const bench: GenreBench = {
  genre: masyu,
  run: benchMasyu,
  generators: {
    sizes: [8, 10],
    // Pearl has two levels: easy for our easy and medium, tricky for hard and expert.
    peer: { program: 'sgt-pearl', name: 'Pearl', params: (columns, rows) => `${columns}x${rows}`, levels: { easy: 'de', medium: 'de', hard: 'dt', expert: 'dt' } },
  },
};
