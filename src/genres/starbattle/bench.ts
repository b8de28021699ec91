// Star Battle: median solve + uniqueness time of the embedded MiniSat on real puzzles (test/fixtures/
// starbattle-puzzlink.jsonl: 6×6 one star to 15×15 three stars, the largest published here) and on generated 10×10
// two-star puzzles, side by side with native clingo on the model's own ASP export (-n 2: the second answer set is
// the uniqueness proof). Simon Tatham's collection has no Star Battle, so the generator has no peer.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadedPuzzle } from '../../index.js';
import { defaultBackend, parsePuzzle, solve } from '../../index.js';
import { encode } from '../../solvers/encode.js';
import { localFixture } from '../../../test/helpers.js';
import type { GenreBench, Table } from '../../../bench/harness.js';
import { clingoCpuMs, cpuRuns, formatMs, hasProgram, loadNote, median, modelCount, timeProgram } from '../../../bench/harness.js';
import { generateStarBattle } from './generate.js';
import type { StarBattlePuzzle } from './index.js';
import { starBattle } from './index.js';

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
  const folder = mkdtempSync(join(tmpdir(), 'pencilsat-bench-starbattle-'));
  const clingo = hasProgram('clingo');
  const rows: (string | number)[][] = [];
  let disagreements = 0;
  for (const group of groups) for (const loaded of group.puzzles) await solve(loaded);
  for (const group of groups) {
    const embedded: number[] = [];
    const exported: number[] = [];
    for (const [index, loaded] of group.puzzles.entries()) {
      const result = await solve(loaded);
      embedded.push(median(await cpuRuns(() => solve(loaded), 5, 1)));
      if (!clingo) continue;
      const file = join(folder, `${group.name.replace(/\W+/g, '-')}-${index}.lp`);
      writeFileSync(file, encode(starBattle.model(loaded.puzzle as StarBattlePuzzle).model, 'asp').text);
      const runs: number[] = [];
      for (let k = 0; k < 3; k++) {
        const run = timeProgram('clingo', ['-n', '2', file]);
        runs.push(clingoCpuMs(run.stdout));
        if (k === 0 && (modelCount(run.stdout) === 1) !== (result.status === 'unique')) disagreements++;
      }
      exported.push(median(runs));
    }
    rows.push([
      `${group.name} (${group.puzzles.length})`,
      formatMs(median(embedded)),
      formatMs(Math.max(...embedded)),
      clingo ? formatMs(median(exported)) : 'not installed',
      clingo ? (median(exported) / median(embedded)).toFixed(2) : '-',
    ]);
  }
  return [
    {
      title: 'Star Battle: median solve + uniqueness proof per puzzle',
      columns: ['instances', 'embedded minisat', 'slowest', 'native clingo -n 2, our ASP export', 'clingo / embedded'],
      rows,
      notes: [
        'CPU times. Embedded: warm, in Node, model building and lowering included. clingo: the CPU time it reports ' +
          '(grounding and solving, without its process start) on the ASP export of the same model.',
        `Targets: under 100 ms at 10×10, under 1 s at the largest size.${clingo ? ` clingo and pencilsat ${disagreements === 0 ? 'agree on uniqueness everywhere' : `disagree on ${disagreements} run(s)`}.` : ''}`,
        loadNote(),
      ],
    },
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
