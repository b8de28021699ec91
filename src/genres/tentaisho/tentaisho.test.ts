import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Gesture, Target } from '../../core/play.js';
import { check, count, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture, runCli } from '../../../test/helpers.js';
import type { TentaishoAnswer, TentaishoPuzzle } from './index.js';
import { tentaisho } from './index.js';
import { small, smallAnswer } from './test-data.js';

/** puz.link's failure codes and the checker's. */
const fromPuzzlink: Record<string, string> = {
  bdPassStar: 'dot-on-border',
  bkNoStar: 'region-without-dot',
  bkNotSymSt: 'not-symmetric',
  bkPlStar: 'region-with-two-dots',
};

const pzprjs = localFixture<{ url?: string; board?: string; failure?: string | null }>('tentaisho-pzprjs.jsonl');

/** The borders drawn on a pzprv3 Tentaisho board: after the dots, the borders between columns, then between rows (`1`, or `2` with a mark). */
function pzprv3Borders(board: string, rows: number, columns: number): TentaishoAnswer {
  const lines = board.split('/').filter((line) => line.trim() !== '');
  const tokens = (line: string) => line.trim().split(/\s+/).map((token) => token === '1' || token === '2');
  const block = lines.slice(4 + 2 * rows - 1);
  return { right: block.slice(0, rows).map(tokens), below: block.slice(rows, 2 * rows - 1).map(tokens).map((row) => row.slice(0, columns)) };
}

describe('tentaisho', () => {
  it("solves pzprjs's test puzzle (with an empty cell) to the board its test accepts, and fails each of its boards as pzprjs does", async () => {
    const loaded = parsePuzzle(pzprjs.find((record) => record.url)!.url!);
    assert.equal(loaded.genre.id, 'tentaisho');
    assert.deepEqual((loaded.puzzle as TentaishoPuzzle).holes[0], [false, false, false, false, true]);
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    const boards = pzprjs.filter((record) => record.board !== undefined);
    assert.equal(boards.length, 5);
    const solved = boards.find((record) => record.failure === null)!;
    assert.deepEqual(result.answer, pzprv3Borders(solved.board!, 5, 5));
    assertFailuresFirst(
      boards.map((record) => [record.failure === null ? null : fromPuzzlink[record.failure!]!, record.board!] as const),
      (board) => {
        assert.deepEqual(parsePuzzle(board).puzzle, loaded.puzzle);
        return check(loaded, tentaisho.answerToJson(pzprv3Borders(board, 5, 5)));
      },
    );
  });

  it("has Simon Tatham's Galaxies games at both levels, square and not, for the conformance suite to solve", () => {
    const fixtures = localFixture<{ id: string; fullParams: string }>('sgt-galaxies.jsonl');
    assert.ok(fixtures.some((fixture) => fixture.id.startsWith('9x6:')) && fixtures.some((fixture) => fixture.fullParams.endsWith('du')));
  });

  it('tells several solutions and none apart', async () => {
    assert.equal((await solve(parsePuzzle(small))).status, 'unique');
    // The middle dot of the middle row takes its column, or all but the outer cells of that row.
    assert.equal((await count(parsePuzzle('https://puzz.link/p?tentaisho/3/3/p22ei'), 10)).count, 2);
    // Dots at the centres of opposite corners of a 2×2 cannot reach the other two cells; a grid without dots has no galaxy.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?tentaisho/2/2/ee'))).status, 'unsolvable');
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?tentaisho/2/2/i'))).status, 'unsolvable');
    // Dots at the middles of r1c2, r1c3 and r1c4 of a row of five: r1c1 and r1c5 could only be the middle dot's, a
    // galaxy symmetric about it but in two pieces.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?tentaisho/5/1/h22e'))).status, 'unsolvable');
  });

  it('names the region that breaks a rule', () => {
    const loaded = parsePuzzle('https://puzz.link/p?tentaisho/3/1/2e');
    assert.deepEqual(
      check(loaded, { right: [[0, 1]], below: [] }).map((violation) => [violation.code, violation.message]),
      [
        ['region-without-dot', 'the area of 1 cell from r1c3 holds no dot'],
        ['region-with-two-dots', 'one region holds 2 dots: the dot at the centre of r1c1, the dot at the centre of r1c2'],
      ],
    );
    assert.deepEqual(
      check(parsePuzzle(small), { right: [[1, 0], [1, 0]], below: [[0, 1, 0]] }).map((violation) => violation.message),
      ['a border runs over the dot at the corner of r1c2, r1c3, r2c2 and r2c3', 'the area of 4 cells from r1c2 holds no dot', 'the border between r1c2 and r2c2 ends inside a region'],
    );
    assert.deepEqual(tentaisho.check(loaded.puzzle as TentaishoPuzzle, { right: [[true]], below: [] }).map((violation) => violation.code), ['wrong-size']);
  });

  it("reads an answer's borders, and names the place of one that is not", () => {
    assert.throws(() => tentaisho.answerFromJson(parsePuzzle(small).puzzle as TentaishoPuzzle, { right: [[0, 0], [2, 0]], below: [[0, 0, 0]] }), /"right" row 2, entry 1 must be 0 \(no border\) or 1/);
  });

  it("writes every format it reads and reads back the same puzzle; a game ID holds no empty cell, and an Unruly ID is not taken for Galaxies", () => {
    const loaded = parsePuzzle('https://puzz.link/p?tentaisho/5/5/6fl94fi65en8dbf10000');
    for (const format of tentaisho.formats) {
      if (format.id === 'sgt') continue;
      const text = format.write!(loaded.puzzle as TentaishoPuzzle);
      assert.ok(format.detect(text), format.id);
      assert.deepEqual(format.parse(text), loaded.puzzle, format.id);
    }
    assert.equal(writePuzzle(loaded, 'url'), 'https://puzz.link/p?tentaisho/5/5/6fl94fi65en8dbf10000');
    assert.throws(() => writePuzzle(loaded, 'sgt'), /cannot hold empty cells; a puzz.link URL/);
    const galaxies = parsePuzzle('7x7:lfzmjffjfzdwibg');
    assert.equal(writePuzzle(galaxies, 'sgt'), '7x7:lfzmjffjfzdwibg');
    // Black dots are capitals in a game ID and odd digits in a URL.
    const black = parsePuzzle('3x3:mA', { genre: 'tentaisho' });
    assert.deepEqual((black.puzzle as TentaishoPuzzle).dots.map((dot) => dot.colour), ['white', 'black']);
    assert.deepEqual(parsePuzzle(writePuzzle(black, 'url')).puzzle, black.puzzle);
    for (const unruly of localFixture<{ id: string }>('sgt-unruly.jsonl')) assert.equal(parsePuzzle(unruly.id).genre.id, 'takuzu', unruly.id);
  });

  it('draws the dots, and an answer with its borders', async () => {
    const loaded = parsePuzzle(small);
    const result = await solve(loaded);
    assert.equal(tentaisho.render(loaded.puzzle as TentaishoPuzzle, result.answer as TentaishoAnswer), ['+-+-+-+', '| |   |', '+o+ o +', '| |   |', '+-+-+-+'].join('\n'));
  });

  it('places dots in the editor at a cell, an edge or a corner, white then black then none, and cuts cells out', () => {
    const edit = tentaisho.edit!;
    const press = (target: Target, button: 'primary' | 'secondary' = 'primary'): Gesture => ({ kind: 'press', target, button });
    let puzzle = edit.blank({ rows: 3, columns: 3 });
    puzzle = edit.edit(puzzle, press({ kind: 'cell', cell: { row: 1, column: 1 } }), 'dot')!;
    puzzle = edit.edit(puzzle, press({ kind: 'edge', cell: { row: 0, column: 0 }, direction: 'right' }), 'dot')!;
    puzzle = edit.edit(puzzle, press({ kind: 'corner', point: { row: 2, column: 2 } }), 'dot')!;
    puzzle = edit.edit(puzzle, press({ kind: 'corner', point: { row: 2, column: 2 } }), 'dot')!;
    assert.deepEqual(puzzle.dots, [
      { row: 0, column: 1, colour: 'white' },
      { row: 2, column: 2, colour: 'white' },
      { row: 3, column: 3, colour: 'black' },
    ]);
    // The other button steps back; a corner on the frame holds no dot.
    puzzle = edit.edit(puzzle, press({ kind: 'cell', cell: { row: 1, column: 1 } }, 'secondary'), 'dot')!;
    assert.equal(edit.edit(puzzle, press({ kind: 'corner', point: { row: 0, column: 1 } }), 'dot'), undefined);
    // Cutting r1c1 out takes the dot on its edge with it: the URL has a black dot after 18 empty points (x, f) and
    // the empty cells' bits (g0).
    puzzle = edit.edit(puzzle, press({ kind: 'cell', cell: { row: 0, column: 0 } }), 'empty')!;
    assert.deepEqual(puzzle.dots, [{ row: 3, column: 3, colour: 'black' }]);
    assert.equal(puzzle.holes[0]![0], true);
    assert.equal(writePuzzle({ genre: tentaisho, puzzle, format: 'url' }, 'url'), 'https://puzz.link/p?tentaisho/3/3/xfg0');
    // The board shows the dots where they sit, and the edges of the empty cell take no border.
    const play = tentaisho.play!;
    const state = play.start(puzzle);
    assert.deepEqual(play.view(puzzle, state, {}).dots, [{ point: { row: 3, column: 3 }, colour: 'black' }]);
    assert.equal(play.interpret(puzzle, state, { kind: 'trace', points: [{ row: 1, column: 0 }, { row: 1, column: 1 }], button: 'primary' }, 'line'), undefined);
  });

  it('answers on the command line, with the genre detected and the answer as borders', async () => {
    const solved = await runCli(['solve', small, '--json']);
    assert.equal(solved.status, 0, solved.stderr);
    const report = JSON.parse(solved.stdout) as { genre: string; status: string; answer: unknown };
    assert.equal(report.genre, 'tentaisho');
    assert.equal(report.status, 'unique');
    assert.deepEqual(report.answer, smallAnswer);
    const checked = await runCli(['check', 'https://puzz.link/p?tentaisho/3/1/e', '{"right":[[0,0]],"below":[]}']);
    assert.equal(checked.status, 1);
    assert.match(checked.stdout, /not-symmetric: the region of the dot at the centre of r1c1 is not symmetric about it/);
    const bad = await runCli(['solve', '--genre', 'tentaisho', '3x3:zzza']);
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /the dots run past the 25 points of the grid/);
  });
});
