// Star Battle: median solve + uniqueness time of the embedded default solver on real puzzles (test/fixtures/
// starbattle-puzzlink.jsonl: 6×6 one star to 15×15 three stars, the largest published here) and on generated 10×10
// two-star puzzles, side by side with native clingo on the model's own ASP export (-n 2: the second answer set is
// the uniqueness proof). Simon Tatham's collection has no Star Battle, so the generator has no peer.

import type { LoadedPuzzle } from '../../src/index.js';
import { defaultBackend, parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import { generateStarBattle } from '../../src/genres/starbattle/generate.js';
import type { StarBattlePuzzle } from '../../src/genres/starbattle/index.js';
import { starBattle } from '../../src/genres/starbattle/index.js';

export async function benchStarBattle(): Promise<Table[]> {
  const real = localFixture<{ url: string }>('starbattle-puzzlink.jsonl').map((record) => parsePuzzle(record.url));
  const side = (loaded: LoadedPuzzle) => (loaded.puzzle as StarBattlePuzzle).rows;
  const generated: LoadedPuzzle[] = [];
  for (let k = 0; k < 5; k++) {
    const { puzzle } = await generateStarBattle({ rows: 10, columns: 10, seed: `bench-${k}`, options: { stars: '2' }, backend: defaultBackend });
    generated.push({ genre: starBattle, puzzle, format: 'url' });
  }
  const groups = [
    { name: 'real, 6×6 and 9×9', puzzles: real.filter((loaded) => side(loaded) < 10) },
    { name: 'real, 10×10, two stars', puzzles: real.filter((loaded) => side(loaded) === 10) },
    { name: 'generated, 10×10, two stars', puzzles: generated },
    { name: 'real, 12×12 and 13×13, two stars', puzzles: real.filter((loaded) => side(loaded) === 12 || side(loaded) === 13) },
    { name: 'real, 15×15, three stars', puzzles: real.filter((loaded) => side(loaded) === 15) },
  ];
  return [
    await solveVersusClingo({
      name: 'Star Battle',
      groups,
      notes: (agreement) => [
        'CPU times. Embedded: warm, in Node, model building and lowering included. clingo: the CPU time it reports ' +
          '(grounding and solving, without its process start) on the ASP export of the same model.',
        `Targets: under 100 ms at 10×10, under 1 s at the largest size.${agreement}`,
      ],
    }),
  ];
}

export const bench: GenreBench = {
  genre: starBattle,
  run: benchStarBattle,
  generators: {
    sizes: [10],
    note: 'Star Battle: one star per row below expert, two for expert at 10×10 (the generator\'s `--stars auto`); no Simon Tatham peer.',
    ratingPuzzles: () => [{ name: 'Star Battle 15×15, three stars (noqx)', text: localFixture<{ url: string }>('starbattle-puzzlink.jsonl').at(-1)!.url }],
  },
};
