// Nurimisaki: pzprjs's failing boards with the code each must give, the circle its editor test enters, several and no
// solutions, the capes on their own, a shaded board's marks, and a generated batch. The outside puzzles (pzprjs's
// and cspuz_rs's with their answers; noqx's, penpa-edit's and cspuz's proved unique) and malformed input are in its
// test data (test-data.ts), run by the conformance suite.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import { seededRandom } from '../../core/random.js';
import { check, count, parsePuzzle, solve, steps, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture, runCli } from '../../../test/helpers.js';
import { fileFormat, pzprv3Shading } from './formats.js';
import { deadEnds, randomMaze } from '../../core/maze.js';
import type { NurimisakiPuzzle } from './puzzle.js';

const fromPuzzlink: Record<string, string> = {
  brNoShade: 'no-shaded',
  cs2x2: 'shaded-2x2',
  cuDivide: 'disconnected',
  nmSumViewNe: 'wrong-count',
  cu2x2: 'unshaded-2x2',
  circleNotPromontory: 'circle-not-dead-end',
  nonCirclePromontory: 'dead-end-without-circle',
};
const example = 'https://puzz.link/p?nurimisaki/5/5/g.i.m2l.j';
const rows = (answer: unknown) => (answer as boolean[][]).map((row) => row.map(Number));

describe('nurimisaki', () => {
  it("fails each of pzprjs's boards with the code pzprjs reports first, and accepts its solved board", () => {
    const records = localFixture<{ board?: string; failure?: string | null }>('nurimisaki-pzprjs.jsonl').filter((record) => record.board !== undefined);
    assert.equal(records.length, 8);
    const puzzle = parsePuzzle(example).puzzle;
    assertFailuresFirst(
      records.map((record) => [record.failure === null ? null : fromPuzzlink[record.failure!]!, record.board!] as const),
      (board) => {
        const own = parsePuzzle(board);
        assert.deepEqual(own.puzzle, puzzle);
        return check(own, pzprv3Shading(board, own.puzzle as NurimisakiPuzzle).map((row) => row.map(Number)));
      },
    );
  });

  it("reads the circle pzprjs's editor test enters and the cell its play test shades, and writes them back", () => {
    const records = localFixture<{ clues?: string; played?: string }>('nurimisaki-pzprjs.jsonl');
    const typed = fileFormat.parse(records.find((record) => record.clues)!.clues!);
    assert.deepEqual(typed.clues, [[{ kind: 'number', value: 2 }, null]]);
    assert.deepEqual(fileFormat.parse(fileFormat.write!(typed)), typed);
    const played = records.find((record) => record.played)!.played!;
    assert.deepEqual(pzprv3Shading(played, typed), [[false, true]]);
    // A circle without a number reads and writes as puz.link's `.` in the URL, with the slash after a final one.
    assert.equal(writePuzzle(parsePuzzle('https://puzz.link/p?nurimisaki/4/4/g2g.l.3g3h')), 'https://puzz.link/p?nurimisaki/4/4/g2g.l.3g3h');
    assert.equal(writePuzzle(parsePuzzle('https://puzz.link/p?nurimisaki/3/2/k.')), 'https://puzz.link/p?nurimisaki/3/2/k./');
  });

  it('takes a cape to be a dead end of the unshaded cells, a circle or not, and counts only along its open side', () => {
    const ring = [[0, 0, 0], [0, 1, 0], [0, 0, 0]];
    // A ring of unshaded cells round a shaded middle has no dead end: no circle, no fault.
    assert.deepEqual(check(parsePuzzle('https://puzz.link/p?nurimisaki/3/3/'), ring), []);
    // A 3 in the top left corner sees its row only, as the cell below it is shaded.
    const corner = parsePuzzle('https://puzz.link/p?nurimisaki/3/3/3g.k.');
    assert.deepEqual(check(corner, [[0, 0, 0], [1, 0, 1], [1, 0, 0]]), []);
    // With that cell unshaded the 3 is no dead end, and sees its column as well.
    assert.deepEqual(check(corner, [[0, 0, 0], [0, 0, 1], [1, 0, 0]]).map((violation) => violation.code), ['wrong-count', 'unshaded-2x2', 'circle-not-dead-end']);
  });

  it('tells several solutions and none apart', async () => {
    assert.equal((await count(parsePuzzle('https://puzz.link/p?nurimisaki/3/3/h.i.h'), 10)).count, 4);
    // Without circles a 3×3 has no dead end: a ring round the middle, or round one more cell.
    assert.ok((await count(parsePuzzle('https://puzz.link/p?nurimisaki/3/3/'), 10)).count > 1);
    // The 2 would see the circle two cells on.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?nurimisaki/4/1/2g.g'))).status, 'unsolvable');
    // A 1 leaves its circle no open side.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?nurimisaki/3/1/1.g'))).status, 'unsolvable');
  });

  it("reads a shaded board's marks, and names the place of one that is not", () => {
    assert.throws(
      () => pzprv3Shading('pzprv3/nurimisaki/1/2/. . /# x /', fileFormat.parse('pzprv3/nurimisaki/1/2/. . /')),
      (error: unknown) => error instanceof InputError && /line 6, column 3: 'x' is not a mark/.test(error.describe()),
    );
  });

  it('draws random mazes that keep every rule once their dead ends are circled', () => {
    for (let seed = 0; seed < 20; seed++) {
      const size = { rows: 6 + (seed % 5), columns: 12 - (seed % 4) };
      const maze = randomMaze(size, seededRandom(`maze ${seed}`));
      if (!maze) continue;
      const circles = Array.from({ length: size.rows * size.columns }, (_, index) =>
        deadEnds(maze).some((cell) => cell.row * size.columns + cell.column === index) ? '.' : 'g',
      ).join('');
      assert.deepEqual(check(parsePuzzle(`https://puzz.link/p?nurimisaki/${size.columns}/${size.rows}/${circles}`), rows(maze)), [], `seed ${seed}`);
    }
  });

  it('walks the example from its circles to the answer, in the words of shading, and says so on the command line', async () => {
    const walk = steps(parsePuzzle(example));
    assert.equal(walk.end, 'solved');
    const printed = await runCli(['steps', example]);
    assert.equal(printed.status, 0, printed.stderr);
    assert.match(printed.stdout, /^1\. r\d+c\d+ (is shaded|stays unshaded): /);
  });
});
