import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import { check, count, parsePuzzle, rate, solve, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture, runCli } from '../../../test/helpers.js';
import type { NonogramPuzzle } from './index.js';
import { cluesOf, nonogram, pzprv3Shading } from './index.js';
import { nonogramPlay } from './play.js';
import { blocksOf, lineCanShow } from './puzzle.js';

/** puz.link's failure codes and the checker's. */
const fromPuzzlink: Record<string, string> = { exNoMatch: 'wrong-blocks' };

const pzprjs = localFixture<{ url?: string; board?: string; failure?: string | null }>('nonogram-pzprjs.jsonl');

describe('nonogram', () => {
  it('reads the blocks of a line, and whether a line in play can still show a clue', () => {
    assert.deepEqual(blocksOf([true, true, false, true, false, false, true]), [2, 1, 1]);
    assert.deepEqual(blocksOf([false, false]), []);
    assert.equal(lineCanShow([null, null, null, null, null], [2, 2]), true);
    assert.equal(lineCanShow([null, true, true, true, null], [2, 2]), false);
    assert.equal(lineCanShow([true, false, null, null, null], [2]), false);
    assert.equal(lineCanShow([null, null, false, null, null], [3]), false);
    assert.equal(lineCanShow([false, false, false], []), true);
    assert.equal(lineCanShow([false, true, false], []), false);
    assert.equal(lineCanShow([null, null, true], [1, 1]), true);
  });

  it("solves pzprjs's test puzzle to the board its test accepts, and its checker fails each of its boards as pzprjs does", async () => {
    const loaded = parsePuzzle(pzprjs.find((record) => record.url)!.url!);
    assert.equal(loaded.genre.id, 'nonogram');
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    const boards = pzprjs.filter((record) => record.board !== undefined);
    const solved = boards.find((record) => record.failure === null)!;
    assert.deepEqual(result.answer, pzprv3Shading(solved.board!));
    assert.equal(boards.length, 4);
    assertFailuresFirst(
      boards.map((record) => [record.failure === null ? null : fromPuzzlink[record.failure!]!, record.board!] as const),
      (board) => {
        // Each board's clues are the puzzle's: read as a puzzle, it is the same one.
        assert.deepEqual(parsePuzzle(board).puzzle, loaded.puzzle);
        return nonogram.check(loaded.puzzle as NonogramPuzzle, pzprv3Shading(board));
      },
    );
  });

  it("rates every puzzle of Pattern easy, as they are made: solvable line by line, whatever the size", async () => {
    const fixtures = localFixture<{ id: string; params: string }>('sgt-pattern.jsonl');
    assert.ok(fixtures.some((fixture) => fixture.params === '20x20'));
    for (const fixture of fixtures) {
      const { rating } = await rate(parsePuzzle(fixture.id, { genre: 'nonogram' }));
      assert.equal(rating.contradictionRounds + rating.bothWaysRounds + rating.guesses, 0, fixture.id);
      assert.equal(rating.level, 'easy', fixture.id);
    }
  });

  it('tells several solutions and none apart', async () => {
    // One cell in each line of a 3×3: the six permutations.
    assert.equal((await count(parsePuzzle('3x3:1/1/1/1/1/1'), 100)).count, 6);
    // Two diagonal cells of a 2×2, either way round.
    assert.equal((await solve(parsePuzzle('2x2:1/1/1/1'))).status, 'multiple');
    // A full first column, but an empty first row.
    assert.equal((await solve(parsePuzzle('3x3:3/1/1//1/1'))).status, 'unsolvable');
    // The rows shade five cells, the columns four.
    assert.equal((await solve(parsePuzzle('3x3:1/1/2/2/1/2'))).status, 'unsolvable');
  });

  it('finds the lines of a wrong answer, and in play the lines that can no longer be right', () => {
    const loaded = parsePuzzle('5x5:4/3/1/3/1/1.1/1/2.1/2.1/3');
    const puzzle = loaded.puzzle as NonogramPuzzle;
    const empty = Array.from({ length: 5 }, () => Array.from({ length: 5 }, () => 0));
    const violations = check(loaded, empty);
    assert.ok(violations.every((violation) => violation.code === 'wrong-blocks'));
    assert.equal(violations.length, 10);
    assert.match(violations[0]!.message, /row 1 should show 1 1, it shows 0/);
    assert.deepEqual(nonogram.check(puzzle, [[true]]).map((violation) => violation.code), ['wrong-size']);
    // In play: row 2 (clue 1) with two shaded cells side by side, and column 1 (clue 4) with a dot in its middle.
    let state = nonogramPlay.start(puzzle);
    for (const move of [
      { kind: 'paint' as const, cells: [{ row: 1, column: 1 }, { row: 1, column: 2 }], value: 1 as const },
      { kind: 'set' as const, cell: { row: 2, column: 0 }, value: 0 as const },
    ]) {
      const outcome = nonogramPlay.apply(puzzle, state, move);
      assert.ok(outcome.ok);
      state = outcome.state;
    }
    const broken = nonogramPlay.progress!(puzzle, state).broken.map((violation) => violation.message);
    assert.deepEqual(broken, ['row 2 can no longer show 1', 'column 1 can no longer show 4']);
  });

  it('refuses malformed input with the place of the problem', () => {
    const cases: [string, RegExp][] = [
      ['https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3.', /'\?' beside row 6 is not a Nonogram clue/],
      ['https://puzz.link/p?nonogram/2/2/0', /a 0 beside column 1 is not a block length/],
      ['https://puzz.link/p?nonogram/3/3/12', /the clue 2 1 of column 1 needs 4 cells, the column has 3/],
      ['3x3:1/1/1/1/1', /describes 5 clues, the grid has 6/],
      ['3x3:1/1/1/1/1/1/1', /more than 6 clues/],
      ['3x3:0/1/1/1/1/1', /a block of length 0/],
      ['3x3:1/1/1/1/1/1;', /expected '\/', found ';'|unexpected/],
      ['3x3:1/1/4/1/1/1', /the clue 4 of column 3 needs 4 cells, the column has 3/],
      ['50x50:', /outside the supported sizes/],
      ['rows\n1\n1 x\n\ncolumns\n1\n1\n', /line 3, column 3: 'x' is not a block length/],
      ['1\n\n1\n\n1\n', /expected two parts of clue lines \(rows, then columns/],
      ['width 3\nheight 2\nrows\n1\n1\ncolumns\n1\n1\n', /line 1: the width is given as 3, but 2 column clues follow/],
      ['pzprv3\nnonogram\n2\n2\n. . . \n1 . . \n', /file ends before row 3/],
      ['pzprv3\nnonogram\n2\n2\n1 . . \n. . . \n. . . \n', /line 5, column 1: '1' is not '.' \(a corner holds nothing\)/],
      ['pzprv3\nnonogram\n2\n2\n. . . \n. . x \n. . . \n', /line 6, column 5: 'x' is not '#', '\+' or '.'/],
    ];
    for (const [text, pattern] of cases) {
      assert.throws(
        () => parsePuzzle(text, { genre: 'nonogram' }),
        (error: unknown) => error instanceof InputError && pattern.test(error.describe()),
        text,
      );
    }
  });

  it('reads plain clue lines apart by a blank line or under rows and columns headings, as .non files have them', () => {
    const expected = parsePuzzle('5x5:4/3/1/3/1/1.1/1/2.1/2.1/3').puzzle;
    const texts = [
      '1 1\n1\n2 1\n2 1\n3\n\n4\n3\n1\n3\n1\n',
      'title "a boat"\nwidth 5\nheight 5\n\nrows\n1,1\n1\n2,1\n2,1\n3\n\ncolumns\n4\n3\n1\n3\n1\n',
      '# rows\n1 1\n1\n2 1\n2 1\n3\n\n\n# columns\n4\n3\n1\n3\n1',
    ];
    for (const text of texts) assert.deepEqual(parsePuzzle(text, { genre: 'nonogram' }).puzzle, expected, text);
    // A line without blocks is 0 (or -), and written as 0.
    const empty = parsePuzzle('rows\n0\n-\ncolumns\n0\n0\n', { genre: 'nonogram' });
    assert.deepEqual(empty.puzzle, { rowClues: [[], []], columnClues: [[], []] });
    assert.equal(writePuzzle(empty, 'text'), 'rows\n0\n0\n\ncolumns\n0\n0\n');
    // Pattern leaves such a line empty.
    assert.equal(writePuzzle(empty, 'sgt'), '2x2:///');
  });

  it('writes every format it reads and reads back the same puzzle, a 25×25 with clues of 16 and more included', () => {
    const picture = Array.from({ length: 25 }, (_, row) => Array.from({ length: 25 }, (_, column) => (row === 3 ? column < 20 : (row * 7 + column * 3) % 5 < 2)));
    const puzzle = cluesOf(picture);
    assert.ok(puzzle.rowClues.some((clue) => clue.includes(20)));
    for (const format of nonogram.formats) {
      const text = format.write!(puzzle);
      assert.ok(format.detect(text), format.id);
      assert.deepEqual(format.parse(text), puzzle, format.id);
    }
  });

  it('answers on the command line, with the genre detected and the answer as rows of 0/1', async () => {
    const url = 'https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h';
    const solved = await runCli(['solve', url, '--json']);
    assert.equal(solved.status, 0, solved.stderr);
    const report = JSON.parse(solved.stdout) as { genre: string; status: string; answer: number[][] };
    assert.equal(report.genre, 'nonogram');
    assert.equal(report.status, 'unique');
    assert.deepEqual(report.answer[0], [1, 1, 0, 1, 0, 0]);
    const bad = await runCli(['solve', '--genre', 'nonogram', '3x3:1/1/4/1/1/1']);
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /the clue 4 of column 3 needs 4 cells, the column has 3/);
  });
});
