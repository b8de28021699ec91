// Numberlink: median solve + uniqueness time of the embedded solver (acyclicity as lazy cuts) on the bundled 10×10
// puzzles, on janko.at's published 10×10, 12×12 and 15×15 Arukone, on generated 15×15 and 20×20 ones and on a 48×35
// built from janko.at's, and native clingo -n 2 on the model's ASP export. There is no outside generator to compare
// with (Simon Tatham's collection has no Numberlink).

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadedPuzzle } from '../../src/index.js';
import { defaultBackend, parsePuzzle, solve } from '../../src/index.js';
import { encode } from '../../src/solvers/encode.js';
import { localFixture, repositoryRoot } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { clingoCpuMs, cpuRuns, formatMs, hasProgram, loadNote, median, timeProgram } from '../harness.js';
import type { NumberlinkPuzzle } from '../../src/genres/numberlink/index.js';
import { numberlink } from '../../src/genres/numberlink/index.js';

/** clingo stops after this long. */
const clingoSeconds = 60;

async function generated(size: number, count: number): Promise<LoadedPuzzle[]> {
  const puzzles: LoadedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const puzzle = await numberlink.generator!.generate({ rows: size, columns: size, seed: `bench-${k}`, options: { length: '6' }, backend: defaultBackend });
    puzzles.push({ genre: numberlink, puzzle, format: 'url' });
  }
  return puzzles;
}

export async function benchNumberlink(): Promise<Table[]> {
  const tenByTen = (numberlink.collection ?? []).filter((entry) => entry.size === '10x10').map((entry) => parsePuzzle(entry.puzzle, { genre: numberlink.id }));
  const janko = (size: string) =>
    localFixture<{ size: string; url: string }>('numberlink-janko.jsonl').filter((record) => record.size === size).map((record) => parsePuzzle(record.url));
  const groups: { name: string; puzzles: LoadedPuzzle[] }[] = [
    { name: 'Numberlink 10×10, bundled', puzzles: tenByTen },
    { name: 'Numberlink 10×10, janko.at', puzzles: janko('10x10') },
    { name: 'Numberlink 12×12, janko.at', puzzles: janko('12x12') },
    { name: 'Numberlink 15×15, janko.at', puzzles: janko('15x15') },
    { name: 'Numberlink 15×15, generated', puzzles: await generated(15, 3) },
    { name: 'Numberlink 20×20, generated', puzzles: await generated(20, 2) },
    { name: 'Numberlink 48×35, built (see below)', puzzles: [parsePuzzle(readFileSync(join(repositoryRoot, 'bench', 'data', 'numberlink-48x35.txt'), 'utf8'))] },
  ];
  const folder = mkdtempSync(join(tmpdir(), 'pencilsat-bench-numberlink-'));
  const clingo = hasProgram('clingo');
  for (const group of groups) for (const loaded of group.puzzles) await solve(loaded);
  const rows: (string | number)[][] = [];
  for (const group of groups) {
    const embedded: number[] = [];
    const aspTimes: number[] = [];
    for (const [index, loaded] of group.puzzles.entries()) {
      embedded.push(median(await cpuRuns(() => solve(loaded), 5, 1)));
      if (!clingo) continue;
      const file = join(folder, `${group.name.replace(/\W+/g, '-')}-${index}.lp`);
      writeFileSync(file, encode(numberlink.model(loaded.puzzle as NumberlinkPuzzle).model, 'asp').text);
      aspTimes.push(median([0, 1, 2].map(() => clingoCpuMs(timeProgram('clingo', ['-n', '2', `--time-limit=${clingoSeconds}`, file]).stdout))));
    }
    rows.push([
      `${group.name} (${group.puzzles.length})`,
      formatMs(median(embedded)),
      formatMs(Math.max(...embedded)),
      clingo ? formatMs(median(aspTimes)) : 'not installed',
    ]);
  }
  return [
    {
      title: 'Numberlink: median solve + uniqueness proof per puzzle',
      columns: ['instances', 'embedded default solver (lazy cycle cuts)', 'slowest', 'native clingo -n 2, our ASP export'],
      rows,
      notes: [
        'CPU times. Embedded: warm, in Node, model building and lowering included, a second solve proving uniqueness. clingo: ' +
          'the CPU time it reports for two answer sets (grounding and solving). No outside Numberlink larger than 15×15 ' +
          'is in the fixtures: the generated rows are our own generator\'s, the 48×35 is built (below). Solving asks only for drawings that no shortcut shortens ' +
          'and that turn at the earlier cell round an empty corner (see model.ts), clingo the full rules; clingo is stopped ' +
          `after ${clingoSeconds} s (a time of ${clingoSeconds} s or more means it did not finish).`,
        "The 48×35 (the size of janko.at's largest Arukone, none of which is at hand) has janko.at's 12×12 028 and 029 and " +
          'its 10×10 012 to 021 side by side, walled apart by pairs of equal numbers in neighbouring cells that fill every ' +
          'other cell: 307 pairs. Without walls paths can cross from one puzzle into the next: eight of the 12×12 and four of ' +
          'the 10×10 side by side on a 48×35, the other cells empty, have more than one solution.',
        loadNote(),
      ],
    },
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: numberlink,
  run: benchNumberlink,
  generators: {
    sizes: [10],
    note: 'Numberlink: no outside generator to compare with; levels are reached by joining paths (harder) and cutting them (easier), see generate.ts.',
  },
};
