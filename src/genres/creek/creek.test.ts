// Creek: puzzlekit-dataset's five with their published answers, pzprjs's failing boards with the code each must give,
// the corners its editor test enters, several and no solutions, a shaded board's marks, and generated puzzles read
// back and proved unique again. The other outside puzzles (pzprjs's and cspuz_rs's with their answers, noqx's and
// puzzlekit's links proved unique) and malformed input are in its test data (test-data.ts), run by the conformance
// suite.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import { check, count, parsePuzzle, solve, steps, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture, runCli } from '../../../test/helpers.js';
import { fileFormat, pzprv3Shading } from './formats.js';
import type { CreekPuzzle } from './puzzle.js';

const fromPuzzlink: Record<string, string> = { brNoShade: 'no-shaded', crShadeGt: 'too-many-shaded', cuDivide: 'disconnected', crShadeLt: 'too-few-shaded' };
const rows = (answer: unknown) => (answer as boolean[][]).map((row) => row.map(Number));
const cornerText = (puzzle: CreekPuzzle) => puzzle.clues.map((row) => row.map((clue) => (clue === null ? '.' : clue.kind === 'number' ? String(clue.value) : '?')).join(' '));

describe('creek', () => {
  it("solves puzzlekit-dataset's published puzzles, 10×10 to 15×20, to their published answers", async () => {
    const records = localFixture<{ name: string; problem: string; solution: string }>('creek-puzzlekit.jsonl');
    assert.equal(records.length, 5);
    for (const record of records) {
      // The dataset's corners (`-` none) become a pzprv3 file's (`.` none); its answer marks shaded cells `x`.
      const [size, ...corners] = record.problem.split('\n');
      const [rowCount, columnCount] = size!.split(' ');
      const file = ['pzprv3', 'creek', rowCount, columnCount, ...corners.map((line) => line.replaceAll('-', '.'))].join('\n');
      const published = record.solution.split('\n').slice(1).map((line) => line.split(' ').map((mark) => (mark === 'x' ? 1 : 0)));
      const loaded = parsePuzzle(file);
      assert.deepEqual(check(loaded, published), [], `${record.name}: the published answer keeps the rules`);
      const result = await solve(loaded);
      assert.equal(result.status, 'unique', record.name);
      assert.deepEqual(rows(result.answer), published, record.name);
    }
  });

  it("fails each of pzprjs's boards with the code pzprjs reports first, and accepts its solved board", () => {
    const records = localFixture<{ board?: string; failure?: string | null }>('creek-pzprjs.jsonl').filter((record) => record.board !== undefined);
    assert.equal(records.length, 5);
    assertFailuresFirst(
      records.map((record) => [record.failure === null ? null : fromPuzzlink[record.failure!]!, record.board!] as const),
      (board) => {
        const own = parsePuzzle(board);
        return check(own, pzprv3Shading(board, own.puzzle as CreekPuzzle).map((row) => row.map(Number)));
      },
    );
    // The board without a shaded cell is a blank grid, as puz.link reads a file that ends after its size.
    assert.deepEqual(cornerText(parsePuzzle('pzprv3/creek/2/2').puzzle as CreekPuzzle), ['. . .', '. . .', '. . .']);
  });

  it("reads the corners pzprjs's editor test enters, - for a ?, 4 even where fewer cells meet, and writes them back", () => {
    const files = localFixture<{ corners?: string }>('creek-pzprjs.jsonl').flatMap((record) => (record.corners ? [record.corners] : []));
    assert.equal(files.length, 3);
    assert.deepEqual(cornerText(fileFormat.parse(files[0]!)), ['? 0 1 2 3 .', '. . . . . .']);
    assert.deepEqual(cornerText(fileFormat.parse(files[1]!)), ['. ? . 2 3 .', '. . . . . .']);
    assert.deepEqual(cornerText(fileFormat.parse(files[2]!)), ['? 0 1 2 3 4 .', '4 3 2 1 0 ? .']);
    for (const file of files) assert.deepEqual(fileFormat.parse(fileFormat.write!(fileFormat.parse(file))), fileFormat.parse(file));
    // The old form after the option `d`, one character per corner (any but 0-4 none, the rest left off), reads as the
    // example and is written in the current form.
    const old = parsePuzzle('https://puzz.link/p?creek/d/6/6/.0...0.....2....22x..1..1.2.1.4.3');
    const example = parsePuzzle('https://puzz.link/p?creek/6/6/gagaich2cgb6769dt');
    assert.deepEqual(old.puzzle, example.puzzle);
    assert.equal(writePuzzle(old), 'https://puzz.link/p?creek/6/6/gagaich2cgb6769dt');
    // A ? reads and writes as puz.link's `.` in the URL.
    const withUnknown = parsePuzzle('https://puzz.link/p?creek/2/2/.m.');
    assert.equal(writePuzzle(withUnknown), 'https://puzz.link/p?creek/2/2/.m./');
  });

  it('tells several solutions and none apart', async () => {
    // A blank 2×2: every shading but the two diagonal pairs (and the empty one) keeps the unshaded cells together.
    assert.equal((await count(parsePuzzle('https://puzz.link/p?creek/2/2/o'), 100)).count, 13);
    // A 4 where one cell meets cannot be met; nor a 0 beside a 4 in the middle of a 2×3.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?creek/2/2/4n'))).status, 'unsolvable');
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?creek/3/2/k04k'))).status, 'unsolvable');
  });

  it("reads a shaded board's marks, and names the place of one that is not", () => {
    assert.throws(
      () => pzprv3Shading('pzprv3/creek/1/2/. . . /. . . /# x /', fileFormat.parse('pzprv3/creek/1/2/. . . /. . . /')),
      (error: unknown) => error instanceof InputError && /line 7, column 3: 'x' is not a mark/.test(error.describe()),
    );
  });

  it('walks the example from its numbers to the answer, in the words of shading, and says so on the command line', async () => {
    const example = 'https://puzz.link/p?creek/6/6/gagaich2cgb6769dt';
    assert.equal(steps(parsePuzzle(example)).end, 'solved');
    const printed = await runCli(['steps', example]);
    assert.equal(printed.status, 0, printed.stderr);
    assert.match(printed.stdout, /^1\. r\d+c\d+ (is shaded|stays unshaded): [\s\S]*?the \d at the \w+-\w+ corner of r\d+c\d+/);
  });
});
