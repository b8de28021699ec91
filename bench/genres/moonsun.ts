// Moon or Sun: median solve + uniqueness time of the embedded default solver on puzzles made by people (6×6 to 10×10: pzprjs's,
// cspuz_rs's, penpa-edit's and PuzzleSolver's; 17×13 and noqx's 36×20), on the collection's 10×10 puzzles and on
// generated 20×20 ones, side by side with native clingo on pencilsat's own ASP export (-n 2: a
// second answer set disproves uniqueness), stopped after 30 s. Simon Tatham has no Moon or Sun, so generation is
// timed alone.

import type { LoadedPuzzle } from '../../src/index.js';
import { parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, PuzzleGroup, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import { collection } from '../../src/genres/moonsun/collection.js';
import type { MoonSunPuzzle } from '../../src/genres/moonsun/index.js';
import { moonSun } from '../../src/genres/moonsun/index.js';

/** clingo stops after this long. */
const clingoSeconds = 30;

/**
 * Generated 20×20 puzzles (`pencilsat generate moonsun --size 20x20 --seed bench-20-1`, and -3: -2 did not finish in
 * 400 s of wall at load average 18).
 */
const large: readonly string[] = [
  'https://puzz.link/p?moonsun/20/20/0000000s001o01mg03p007i00fc0aso0sl01rn03na1qf4dje8imssudpje824p649548m00h25500060005003s00160000000301st01ej00et00130euo1js00rg1fi107bhgetv103u01vv01vu7000000300000o000002h0000730000006000000i0000003000c029000i0o0001763000930i07io30001000009100099010i060n200002i360i10100003i06o0ii32369',
  'https://puzz.link/p?moonsun/20/20/rrkgl9l3ajk56rgctno515182i1d2k5u3u8vn4svl9cvijpfd5imtftl2rabhsmi0dk01n002c00en60uc3g5np0f6rgkn7gf0s0qok0cgfoe33of8d0ng7opr10k0os5hpgm9vs2uugt5702r001s00526g001j0a0205100100003f00006i4n0710202000037209603a623907n0001i060f003306100630ain053206a6a61b050002101391l1i20009160006ji00006100000',
];

export async function benchMoonSun(): Promise<Table[]> {
  const outside = localFixture<{ url?: string }>('moonsun-puzzlink.jsonl').flatMap((record) => (record.url ? [parsePuzzle(record.url)] : []));
  const cells = (loaded: LoadedPuzzle) => (loaded.puzzle as MoonSunPuzzle).rows * (loaded.puzzle as MoonSunPuzzle).columns;
  const groups: PuzzleGroup[] = [
    { name: 'made by people, 6×6 to 10×10', puzzles: outside.filter((loaded) => cells(loaded) <= 100) },
    { name: 'made by people, 17×13 and 36×20 (the largest we hold)', puzzles: outside.filter((loaded) => cells(loaded) > 100) },
    { name: 'the collection, 10×10, every level', puzzles: collection.filter((entry) => entry.size === '10x10').map((entry) => parsePuzzle(entry.puzzle)) },
    { name: 'generated, 20×20', puzzles: large.map((url) => parsePuzzle(url)) },
  ];
  return [
    await solveVersusClingo({
      name: 'Moon or Sun',
      groups,
      runs: 3,
      warmPuzzles: 0,
      clingoSeconds,
      callsColumn: 'SAT calls, most (each cut adds one)',
      exportColumn: 'native clingo -n 2 on the ASP export',
      notes: (agreement) => [
        'CPU times. Embedded: warm, in Node, model building and lowering included; the single loop is kept by lazy ' +
          'connectivity cuts. clingo: the CPU time it reports on `pencilsat export --to asp`, where the loop is one by reachability.',
        `clingo is stopped after ${clingoSeconds} s (a time shown as ${clingoSeconds} s or more means it did not finish).${agreement}`,
      ],
    }),
  ];
}

export const bench: GenreBench = {
  genre: moonSun,
  run: benchMoonSun,
  generators: { sizes: [8, 10], note: 'Simon Tatham has no Moon or Sun: no peer generator.' },
};
