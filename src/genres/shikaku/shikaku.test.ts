import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import { check, count, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture, runCli } from '../../../test/helpers.js';
import type { ShikakuAnswer, ShikakuPuzzle } from './index.js';
import { shikaku } from './index.js';
import { rectanglesSolution } from './test-data.js';

/** puz.link's failure codes and the checker's. */
const fromPuzzlink: Record<string, string> = {
  bkNoNum: 'room-without-number',
  bkNumGe2: 'room-with-two-numbers',
  bkNotRect: 'not-rectangle',
  bkSizeNe: 'wrong-area',
  bdDeadEnd: 'dead-end-border',
};

const pzprjs = localFixture<{ url?: string; board?: string; failure?: string | null }>('shikaku-pzprjs.jsonl');

/** The borders drawn on a pzprv3 Shikaku board: after the numbers, the borders between columns, then between rows. */
function pzprv3Borders(board: string, rows: number, columns: number): ShikakuAnswer {
  const lines = board.split('/').filter((line) => line.trim() !== '');
  const tokens = (line: string) => line.trim().split(/\s+/).map((token) => token === '1');
  const block = lines.slice(4 + rows);
  return { right: block.slice(0, rows).map(tokens), below: block.slice(rows, 2 * rows - 1).map(tokens).map((row) => row.slice(0, columns)) };
}

describe('shikaku', () => {
  it("solves pzprjs's test puzzle to the board its test accepts, and its checker fails each of its boards as pzprjs does", async () => {
    const loaded = parsePuzzle(pzprjs.find((record) => record.url)!.url!);
    assert.equal(loaded.genre.id, 'shikaku');
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    const boards = pzprjs.filter((record) => record.board !== undefined);
    assert.equal(boards.length, 6);
    const solved = boards.find((record) => record.failure === null)!;
    assert.deepEqual(result.answer, pzprv3Borders(solved.board!, 6, 6));
    assertFailuresFirst(
      boards.map((record) => [record.failure === null ? null : fromPuzzlink[record.failure!]!, record.board!] as const),
      (board) => {
        assert.deepEqual(parsePuzzle(board, { genre: 'shikaku' }).puzzle, loaded.puzzle);
        return check(loaded, shikaku.answerToJson(pzprv3Borders(board, 6, 6)));
      },
    );
  });

  it("matches the solutions Simon Tatham's Rectangles saves, 7×7 to 11×11 and 8×5, and writes each game ID back", async () => {
    const fixtures = localFixture<{ id: string; solution: string }>('sgt-rect.jsonl');
    assert.ok(fixtures.some((fixture) => fixture.id.startsWith('8x5:')));
    for (const fixture of fixtures) {
      // A Rectangles ID reads as a Range ID too (Kurodoko) when its numbers fit: the genre is told.
      const loaded = parsePuzzle(fixture.id, { genre: 'shikaku' });
      const puzzle = loaded.puzzle as ShikakuPuzzle;
      const result = await solve(loaded);
      assert.equal(result.status, 'unique', fixture.id);
      const expected = rectanglesSolution(fixture.solution, puzzle.rows, puzzle.columns);
      assert.deepEqual(shikaku.answerToJson(result.answer as ShikakuAnswer), expected, fixture.id);
      assert.deepEqual(check(loaded, expected), []);
      assert.equal(writePuzzle(loaded, 'sgt'), fixture.id, 'game ID round trip');
    }
  });

  it('tells several solutions and none apart', async () => {
    // Two 2s in opposite corners of a 2×2 grid: two rows or two columns.
    assert.equal((await count(parsePuzzle('https://puzz.link/p?shikaku/2/2/2h2'), 10)).count, 2);
    // A ? may be any rectangle: beside a 2 in a 3×1 grid it is 1 or... only 1 (the 2 needs two cells).
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?shikaku/3/1/.2g'))).status, 'unique');
    // A 1 in a 2×1 grid leaves a cell outside every rectangle; a grid without numbers has no division at all.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?shikaku/2/1/1g'))).status, 'unsolvable');
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?shikaku/2/2/j'))).status, 'unsolvable');
    // The areas add up, but the 3 fits no rectangle beside the 1.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?shikaku/2/2/3h1'))).status, 'unsolvable');
  });

  it('names the rectangle that breaks a rule', () => {
    const loaded = parsePuzzle('https://puzz.link/p?shikaku/3/2/24j');
    const violations = check(loaded, { right: [[1, 1], [1, 1]], below: [[0, 0, 0]] });
    assert.deepEqual(
      violations.map((violation) => [violation.code, violation.message]),
      [
        ['room-without-number', 'an area of 2 cells from r1c3 holds no number'],
        ['wrong-area', 'the 4 at r1c2 has a rectangle of 2 cells'],
      ],
    );
    assert.deepEqual(shikaku.check(loaded.puzzle as ShikakuPuzzle, { right: [[true]], below: [] }).map((violation) => violation.code), ['wrong-size']);
  });

  it('refuses malformed input with the place of the problem', () => {
    const cases: [string, RegExp][] = [
      ['https://puzz.link/p?shikaku/2/2/5h', /the number 5 at r1c1 is outside 1..4/],
      ['https://puzz.link/p?shikaku/2/2/0h', /the number 0 at r1c1 is outside 1..4/],
      ['https://puzz.link/p?shikaku/2/2/!', /unexpected character '!'/],
      ['https://puzz.link/p?shikaku/41/2/j', /41x2 is larger than the supported 40x40/],
      ['3x3:a2', /describes 2 cells, the grid has 9/],
      ['3x3:2!', /unexpected character '!'/],
      ['3x3:10h', /the number 10 at r1c1 is outside 1..9/],
      ['pzprv3\nshikaku\n2\n2\n. .\n', /file ends before row 2/],
      ['pzprv3\nshikaku\n2\n2\n. x\n. .\n', /line 5, column 3: 'x' is not a number/],
      ['pzprv3\nshikaku\n2\n2\n. 7\n. .\n', /line 5, column 3: the number 7 at r1c2 is outside 1..4/],
    ];
    for (const [text, pattern] of cases) {
      assert.throws(
        () => parsePuzzle(text, { genre: 'shikaku' }),
        (error: unknown) => error instanceof InputError && pattern.test(error.describe()),
        text,
      );
    }
    // A lone ? in the middle of a 40×40 grid could be 176,400 rectangles: refused before any is made, naming it.
    const lone = parsePuzzle(`https://puzz.link/p?shikaku/40/40/${'z'.repeat(41)}.`);
    assert.throws(
      () => shikaku.model(lone.puzzle as ShikakuPuzzle),
      (error: unknown) => error instanceof InputError && /the \? at r21c21 could be any of 176400 rectangles/.test(error.describe()),
    );
    assert.throws(() => shikaku.answerFromJson(parsePuzzle('https://puzz.link/p?shikaku/2/2/44h').puzzle as ShikakuPuzzle, { right: [[0], [2]], below: [[0, 0]] }), /"right" row 2, entry 1 must be 0 \(no border\) or 1/);
  });

  it('writes every format it reads and reads back the same puzzle; a game ID holds no unknown number', () => {
    const loaded = parsePuzzle('https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j');
    for (const format of shikaku.formats) {
      const text = format.write!(loaded.puzzle as ShikakuPuzzle);
      assert.ok(format.detect(text), format.id);
      assert.deepEqual(format.parse(text), loaded.puzzle, format.id);
    }
    const unknown = parsePuzzle('https://puzz.link/p?shikaku/3/1/.2g');
    assert.throws(() => writePuzzle(unknown, 'sgt'), /cannot hold an unknown number; a puzz.link URL/);
    assert.deepEqual((parsePuzzle(writePuzzle(unknown, 'text'), { genre: 'shikaku' }).puzzle as ShikakuPuzzle).clues[0]![0], { kind: 'unknown' });
  });

  it('draws the numbers, and an answer with its borders', async () => {
    const loaded = parsePuzzle('https://puzz.link/p?shikaku/3/2/24j');
    const result = await solve(loaded);
    assert.equal(
      shikaku.render(loaded.puzzle as ShikakuPuzzle, result.answer as ShikakuAnswer),
      ['+---+---+---+', '| 2 | 4   . |', '+   +   +   +', '| . | .   . |', '+---+---+---+'].join('\n'),
    );
  });

  it('answers on the command line, with the genre detected and the answer as borders', async () => {
    const solved = await runCli(['solve', 'https://puzz.link/p?shikaku/3/2/24j', '--json']);
    assert.equal(solved.status, 0, solved.stderr);
    const report = JSON.parse(solved.stdout) as { genre: string; status: string; answer: unknown };
    assert.equal(report.genre, 'shikaku');
    assert.equal(report.status, 'unique');
    assert.deepEqual(report.answer, { right: [[1, 0], [1, 0]], below: [[0, 0, 0]] });
    const checked = await runCli(['check', 'https://puzz.link/p?shikaku/3/2/24j', '{"right":[[1,1],[1,1]],"below":[[0,0,0]]}']);
    assert.equal(checked.status, 1);
    assert.match(checked.stdout, /room-without-number: an area of 2 cells from r1c3 holds no number/);
    const bad = await runCli(['solve', '--genre', 'shikaku', '3x3:10h']);
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /the number 10 at r1c1 is outside 1..9/);
  });
});
