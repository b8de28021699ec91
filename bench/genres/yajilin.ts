// Yajilin: median solve + uniqueness time of the embedded default solver on puzzles made by people (10×10, and the largest
// published one we hold, 19×13) and on the collection's 10×10 puzzles, side by side with native clingo on pencilsat's
// own ASP export (see the Slitherlink bench). Simon Tatham has no Yajilin, so generation is timed alone.

import { parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { benchLoops } from './slitherlink.js';
import { collection } from '../../src/genres/yajilin/collection.js';
import type { YajilinPuzzle } from '../../src/genres/yajilin/index.js';
import { yajilin } from '../../src/genres/yajilin/index.js';

export async function benchYajilin(): Promise<Table[]> {
  const real = localFixture<{ puzzle: string }>('yajilin-real.jsonl').map((record) => parsePuzzle(record.puzzle, { genre: yajilin.id }));
  const bySize = (rows: number, columns: number) => real.filter(({ puzzle }) => (puzzle as YajilinPuzzle).rows === rows && (puzzle as YajilinPuzzle).columns === columns);
  const generated = collection.filter((entry) => entry.size === '10x10').map((entry) => parsePuzzle(entry.puzzle, { genre: yajilin.id }));
  return [
    await benchLoops('Yajilin', [
      { name: 'made by people, 10×10', puzzles: bySize(10, 10) },
      { name: 'made by people, 19×13 (largest published we hold)', puzzles: bySize(13, 19) },
      { name: 'the collection, 10×10, every level', puzzles: generated },
    ]),
  ];
}

export const bench: GenreBench = {
  genre: yajilin,
  run: benchYajilin,
  generators: { sizes: [8, 10], note: 'Simon Tatham has no Yajilin: no peer generator.' },
};
