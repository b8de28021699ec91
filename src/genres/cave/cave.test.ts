// Cave: pzprjs's failing boards with the code each must give, the clues its editor test enters, several and no
// solutions, the edge rule on its own, and a shaded board's marks. The outside puzzles and malformed input are in its
// test data (test-data.ts), run by the conformance suite.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import { check, count, parsePuzzle, solve, steps, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture, runCli } from '../../../test/helpers.js';
import { fileFormat, pzprv3Shading } from './formats.js';
import type { CavePuzzle } from './puzzle.js';
import { collection } from './collection.js';
import { randomCave } from './generate.js';
import { seededRandom } from '../../core/random.js';

const fromPuzzlink: Record<string, string> = { cuDivide: 'disconnected', csConnOut: 'shaded-enclosed', nmSumViewNe: 'wrong-count' };
const example = 'https://puzz.link/p?cave/6/6/g3q2h3jbj3i3i2g';
const rows = (answer: unknown) => (answer as boolean[][]).map((row) => row.map(Number));

describe('cave', () => {
  it("fails each of pzprjs's boards with the code pzprjs reports first, and accepts its solved board", () => {
    const records = localFixture<{ board?: string; failure?: string | null }>('cave-pzprjs.jsonl').filter((record) => record.board !== undefined);
    assert.equal(records.length, 6);
    const puzzle = parsePuzzle(example).puzzle;
    assertFailuresFirst(
      records.map((record) => [record.failure === null ? null : fromPuzzlink[record.failure!]!, record.board!] as const),
      (board) => {
        const own = parsePuzzle(board);
        assert.deepEqual(own.puzzle, puzzle);
        return check(own, pzprv3Shading(board, own.puzzle as CavePuzzle).map((row) => row.map(Number)));
      },
    );
  });

  it("reads the clues pzprjs's editor test enters, - for a ?, and writes them back", () => {
    const files = localFixture<{ clues?: string }>('cave-pzprjs.jsonl').flatMap((record) => (record.clues ? [record.clues] : []));
    assert.equal(files.length, 3);
    const text = (puzzle: CavePuzzle) => puzzle.clues.map((row) => row.map((clue) => (clue === null ? '.' : clue.kind === 'number' ? String(clue.value) : '?')).join(' '));
    assert.deepEqual(text(fileFormat.parse(files[0]!)), ['? . 1 2 1']);
    assert.deepEqual(text(fileFormat.parse(files[1]!)), ['. ? . 2 1']);
    assert.deepEqual(text(fileFormat.parse(files[2]!)), ['? 2 3 4 5', '6 . 6 5 4']);
    for (const file of files) assert.deepEqual(fileFormat.parse(fileFormat.write!(fileFormat.parse(file))), fileFormat.parse(file));
    // A ? reads and writes as puz.link's `.` in the URL, and the alias `bag` reads as Cave.
    const withUnknown = parsePuzzle('https://puzz.link/p?cave/4/4/g4g3.l.3g3g');
    assert.equal(writePuzzle(withUnknown), 'https://puzz.link/p?cave/4/4/g4g3.l.3g3g');
    assert.deepEqual(parsePuzzle('https://puzz.link/p?bag/6/6/g3q2h3jbj3i3i2g').puzzle, parsePuzzle(example).puzzle);
  });

  it('keeps every shaded area at the edge: a ring of shaded cells round a cave cell is no answer', async () => {
    // A 3 in the middle of a 3×3 sees itself and two more: the shading must leave it a cross of two arms, and every
    // shaded cell must touch the edge, which every cell of a 3×3 but the middle does.
    const loaded = parsePuzzle('https://puzz.link/p?cave/3/3/j3j');
    assert.ok((await count(loaded, 100)).count > 1);
    // In a 5×5 the middle cell shaded alone is walled in by the cave.
    const enclosed = Array.from({ length: 5 }, (_, r) => Array.from({ length: 5 }, (_, c) => (r === 2 && c === 2 ? 1 : 0)));
    const open = parsePuzzle('pzprv3/cave/5/5/. . . . . /. . . . . /. . . . . /. . . . . /. . . . . /');
    assert.deepEqual(check(open, enclosed).map((violation) => violation.code), ['shaded-enclosed']);
    // A 1 in the middle is cut off by its four shaded neighbours from a clue in the corner.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?cave/5/5/.q1r'))).status, 'unsolvable');
  });

  it('tells several solutions and none apart', async () => {
    assert.ok((await count(parsePuzzle('https://puzz.link/p?cave/2/2/j'), 10)).count > 1);
    // Two 1s side by side must see each other.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?cave/2/1/11'))).status, 'unsolvable');
  });

  it("reads a shaded board's marks, and names the place of one that is not", () => {
    assert.throws(
      () => pzprv3Shading('pzprv3/cave/1/2/. . /# x /', fileFormat.parse('pzprv3/cave/1/2/. . /')),
      (error: unknown) => error instanceof InputError && /line 6, column 3: 'x' is not a mark/.test(error.describe()),
    );
  });

  it('grows random caves that keep the rules: connected, every shaded cell at the edge, about six cells in ten', () => {
    for (let seed = 0; seed < 20; seed++) {
      const size = { rows: 8 + (seed % 5), columns: 14 - (seed % 4) };
      const shading = randomCave(size, seededRandom(`cave ${seed}`));
      const blank = parsePuzzle(`https://puzz.link/p?cave/${size.columns}/${size.rows}/`);
      assert.deepEqual(check(blank, rows(shading)), [], `seed ${seed}`);
      const share = shading.flat().filter((isShaded) => !isShaded).length / (size.rows * size.columns);
      assert.ok(share >= 0.55, `seed ${seed}: the cave is ${share.toFixed(2)} of the grid`);
    }
  });

  it('walks the example from its clues to the answer, in the words of shading, and says so on the command line', async () => {
    const walk = steps(parsePuzzle(example));
    assert.equal(walk.end, 'solved');
    const printed = await runCli(['steps', example]);
    assert.equal(printed.status, 0, printed.stderr);
    assert.match(printed.stdout, /^1\. r\d+c\d+ (is shaded|stays unshaded): /);
  });

  it('walks a collection 8×8 to its answer, where narrowing a reason once searched without end', () => {
    // Three cells of a chessboard 2×2 force the fourth, but a proof needs a path of each colour to cross the other:
    // with connectivity in the search, that one question searched past 2 million conflicts before reason questions had
    // a conflict limit.
    const walk = steps(parsePuzzle(collection.find((entry) => entry.id === 'easy-02')!.puzzle));
    assert.equal(walk.end, 'solved');
  });
});
