// Shakashaka: outside puzzles (pzprjs's with its answer, cspuz_rs's with the cells its test expects, and others proved
// unique here), pzprjs's failing boards with the code each must give, the rectangle rule against the checker on every
// board of small grids, several and no solutions, and malformed input with its place.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import { makeGrid } from '../../core/geometry.js';
import { check, count, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture } from '../../../test/helpers.js';
import { answerFromJson, answerToJson, fileFormat, pzprv3Triangles, urlFormat } from './formats.js';
import type { ShakashakaAnswer, ShakashakaPuzzle, Triangle } from './puzzle.js';
import { isWhite, shakashakaSize, triangles } from './puzzle.js';
import { shakashaka } from './index.js';

const fromPuzzlink: Record<string, string> = { brNoTriangle: 'no-triangle', nmTriangleGt: 'too-many-triangles', cuNotRectx: 'not-rectangle', nmTriangleLt: 'too-few-triangles' };

/** Every answer a puzzle's grid can hold: each white cell empty or one of the four triangles. */
function* everyAnswer(puzzle: ShakashakaPuzzle): Generator<ShakashakaAnswer> {
  const size = shakashakaSize(puzzle);
  const white = makeGrid(size, (cell) => isWhite(puzzle, cell)).flat();
  const places = white.flatMap((isWhiteCell, index) => (isWhiteCell ? [index] : []));
  const choices: (Triangle | null)[] = [null, ...triangles];
  for (let code = 0; code < choices.length ** places.length; code++) {
    const flat: (Triangle | null)[] = white.map(() => null);
    let rest = code;
    for (const place of places) {
      flat[place] = choices[rest % choices.length]!;
      rest = Math.floor(rest / choices.length);
    }
    yield makeGrid(size, ({ row, column }) => flat[row * size.columns + column]!);
  }
}

describe('shakashaka', () => {
  it('admits exactly the boards the checker accepts, on every board of small grids', async () => {
    // Blank grids, black cells and numbers: six white cells at most, 15,625 boards. Small grids hold few rectangles
    // (a 2×2 only its diamond), but every board that is not one is a counterexample the two must agree on.
    const grids = [
      'pzprv3/shakashaka/2/2',
      'pzprv3/shakashaka/2/2/5 . /. . /',
      'pzprv3/shakashaka/2/3/5 . . /. . . /',
      'pzprv3/shakashaka/2/3',
      'pzprv3/shakashaka/3/2',
      'pzprv3/shakashaka/2/3/1 . . /. . . /',
      'pzprv3/shakashaka/2/3/. 0 . /. . . /',
      'pzprv3/shakashaka/3/3/5 . . /. 5 . /. . 5 /',
      'pzprv3/shakashaka/1/5',
    ];
    let total = 0;
    for (const text of grids) {
      const loaded = parsePuzzle(text);
      let accepted = 0;
      for (const answer of everyAnswer(loaded.puzzle as ShakashakaPuzzle)) if (shakashaka.check(loaded.puzzle as ShakashakaPuzzle, answer).length === 0) accepted++;
      const counted = await count(loaded, 100000);
      assert.equal(counted.count, accepted, text);
      total += accepted;
    }
    assert.equal(total, 7, 'the grids have answers to compare');
  });

  it('solves the outside puzzles uniquely, to the published answers where there are, and reads their URLs', async () => {
    type Record = { url: string; solution?: number[][]; cells?: { row: number; column: number; triangle: number }[] };
    const records = [...localFixture<Record>('shakashaka-solved.jsonl'), ...localFixture<Record>('shakashaka-puzzlink.jsonl')];
    assert.ok(records.length >= 8);
    for (const record of records) {
      const loaded = parsePuzzle(record.url);
      const result = await solve(loaded);
      assert.equal(result.status, 'unique', record.url);
      const json = answerToJson(result.answer as ShakashakaAnswer) as number[][];
      if (record.solution) assert.deepEqual(json, record.solution, record.url);
      for (const cell of record.cells ?? []) assert.equal(json[cell.row]![cell.column], cell.triangle, `${record.url} at r${cell.row + 1}c${cell.column + 1}`);
      assert.deepEqual(check(loaded, json), [], record.url);
      assert.deepEqual(parsePuzzle(writePuzzle(loaded)).puzzle, loaded.puzzle, 'through the URL written');
      assert.deepEqual(parsePuzzle(writePuzzle(loaded, 'text')).puzzle, loaded.puzzle, 'through the pzprv3 file');
    }
    assert.equal(writePuzzle(parsePuzzle(records[0]!.url)), records[0]!.url, "pzprjs's URL written back as it is");
  });

  it("fails each of pzprjs's boards with the code pzprjs reports first, and accepts its solved board", () => {
    const records = localFixture<{ url?: string; board?: string; failure?: string | null }>('shakashaka-pzprjs.jsonl');
    const boards = records.filter((record) => record.board !== undefined);
    assert.equal(boards.length, 8);
    assertFailuresFirst(
      boards.map((record) => [record.failure === null ? null : fromPuzzlink[record.failure!]!, record.board!] as const),
      (board) => {
        // Some boards change the puzzle too (a black cell more): each is read as a whole.
        const own = parsePuzzle(board);
        return check(own, answerToJson(pzprv3Triangles(board, own.puzzle as ShakashakaPuzzle)));
      },
    );
  });

  it("reads the black cells pzprjs's editor test enters", () => {
    const files = localFixture<{ clues?: string }>('shakashaka-pzprjs.jsonl').flatMap((record) => (record.clues ? [record.clues] : []));
    const shown = (text: string) => fileFormat.parse(text).blacks.map((row) => row.map((black) => (black === null ? '.' : black.kind === 'black' ? '#' : String(black.value))).join(''));
    assert.deepEqual(shown(files[0]!), ['#01234']);
    assert.deepEqual(shown(files[1]!), ['#01234.', '43210#.']);
  });

  it('counts several solutions and none', async () => {
    // A 3×4 of white cells holds a diamond in four places.
    assert.equal((await solve(parsePuzzle('pzprv3/shakashaka/3/4'))).status, 'multiple');
    // A 4 needs four triangles beside it, and a triangle in a corner cell beside it leaves a 45-degree corner.
    assert.equal((await solve(parsePuzzle('pzprv3/shakashaka/3/3/. . . /. 4 . /. . . /'))).status, 'unsolvable');
  });

  it('refuses malformed input with its place', () => {
    assert.throws(() => urlFormat.parse('https://puzz.link/p?shakashaka/3/3/a!'), (error: unknown) => error instanceof InputError && /unexpected character '!'/.test(error.message));
    assert.throws(() => fileFormat.parse('pzprv3/shakashaka/2/2/. 7 /. . /'), (error: unknown) => error instanceof InputError && /'7' is not a number 0-4/.test(error.message) && error.location.line === 5);
    assert.throws(() => fileFormat.parse('pzprv3/shakashaka/2/2/. . /'), (error: unknown) => error instanceof InputError && /row 2 of the black cells has 0 entries, not 2/.test(error.message));
    const loaded = parsePuzzle('https://puzz.link/p?shakashaka/6/6/cgbhdhegdrb');
    assert.throws(() => answerFromJson(loaded.puzzle as ShakashakaPuzzle, [[1]]), /6 rows/);
    assert.throws(() => answerFromJson(loaded.puzzle as ShakashakaPuzzle, makeGrid({ rows: 6, columns: 6 }, () => 1)), /row 1, column 1 must be 0 \(no triangle\), 2/);
    assert.equal(shakashaka.id, 'shakashaka');
  });
});
