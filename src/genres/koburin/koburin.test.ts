import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import { check, count, facts, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture } from '../../../test/helpers.js';
import type { KoburinAnswer, KoburinPuzzle } from './index.js';
import { koburin } from './index.js';

type Json = { shaded: number[][]; horizontal: number[][]; vertical: number[][] };

interface Record {
  readonly url?: string;
  readonly file?: string;
  /** For the URL: pzprjs's correct board of the same puzzle. */
  readonly board?: string;
  /** For a pzprv3 board: the pzprjs failure code it reports (null: none, the board is solved). */
  readonly code?: string | null;
  readonly source: string;
}

const fixtures = localFixture<Record>('koburin-puzzlink.jsonl');

/** pzprjs's failure codes and ours. */
const pzprjsCodes: Readonly<Partial<globalThis.Record<string, string>>> = {
  lnBranch: 'branch',
  lnCross: 'crossing',
  csAdjacent: 'adjacent-shaded',
  anShadeNe: 'wrong-count',
  lnPlLoop: 'several-loops',
  lnDeadEnd: 'dead-end',
  ceEmpty: 'empty-cell',
};

/**
 * The answer of a pzprv3 board: after the cells, a block of shading (`#` shaded; `+`, a dot, is not), one of lines
 * across (1 a line; -1, a cross, is none) and one down.
 */
function boardAnswer(file: string): Json {
  const lines = file.split('/');
  const rows = Number(lines[2]);
  const columns = Number(lines[3]);
  const block = (first: number, count: number, width: number, on: string) =>
    Array.from({ length: count }, (_, row) => {
      const tokens = (lines[first + row] ?? '').split(/\s+/).filter((token) => token !== '');
      return Array.from({ length: width }, (_, column) => (tokens[column] === on ? 1 : 0));
    });
  const shading = 4 + rows;
  return { shaded: block(shading, rows, columns, '#'), horizontal: block(shading + rows, rows, columns - 1, '1'), vertical: block(shading + 2 * rows, rows - 1, columns, '1') };
}

describe('koburin', () => {
  it("solves pzprjs's example to its correct board, uniquely, and writes it back", async () => {
    const record = fixtures.find((entry) => entry.url)!;
    const loaded = parsePuzzle(record.url!);
    assert.equal(loaded.genre.id, 'koburin');
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    const found = koburin.answerToJson(result.answer as KoburinAnswer);
    const published = boardAnswer(record.board!);
    assert.deepEqual(check(loaded, published), [], 'the published answer passes the rule checker');
    assert.deepEqual(found, published);
    assert.equal(writePuzzle(loaded), record.url);
    assert.deepEqual(parsePuzzle(writePuzzle(loaded, 'text')).puzzle, loaded.puzzle, 'through the pzprv3 file');
    assert.deepEqual(parsePuzzle(record.board!).puzzle, loaded.puzzle, "pzprjs's board is the URL's puzzle");
  });

  it("reports the failure of each of pzprjs's boards first, and nothing on its solved ones", () => {
    const boards = fixtures.filter((record) => record.file && record.code !== 'minesweeper');
    assert.equal(boards.length, 10);
    assertFailuresFirst(
      boards.map((record) => [record.code ? (pzprjsCodes[record.code] ?? record.code) : null, record] as const),
      (record) => check(parsePuzzle(record.file!), boardAnswer(record.file!)),
      (record) => `${record.source} (${record.code})`,
    );
  });

  it("refuses pzprjs's minesweeper variant, in a file and in a URL", () => {
    const board = fixtures.find((record) => record.code === 'minesweeper')!;
    assert.throws(() => parsePuzzle(board.file!), (error: unknown) => error instanceof InputError && /line 5: the minesweeper variant/.test(error.describe()));
    assert.throws(() => parsePuzzle('https://puzz.link/p?koburin/m/5/5/clcbg.n'), (error: unknown) => error instanceof InputError && /'m' \(numbers count the shaded cells around them/.test(error.describe()));
  });

  it('reads the numbers of the example, and draws its answer', async () => {
    const loaded = parsePuzzle('https://puzz.link/p?koburin/5/5/clcbg.n');
    const puzzle = loaded.puzzle as KoburinPuzzle;
    assert.deepEqual(puzzle.clues.map((row) => row.map((clue) => clue ?? '.').join(' ')), ['2 . . . .', '. . . . 2', '. . 1 . .', '. unknown . . .', '. . . . .']);
    const drawing = koburin.render(puzzle, (await solve(loaded)).answer as KoburinAnswer);
    assert.deepEqual(drawing.split('\n').filter((_, index) => index % 2 === 0), ['2 ■ ┌─┐ ■', '■ ┌─┘ │ 2', '┌─┘ 1 │ ■', '│ ? ■ └─┐', '└───────┘']);
  });

  it('reports several solutions and no solution', async () => {
    const open = parsePuzzle('pzprv3/koburin/3/3/. . . /. . . /. . . /');
    assert.equal((await solve(open)).status, 'multiple');
    assert.ok((await count(open, 100)).count > 1);
    // A 4 in the middle of a 3×3 grid shades its four neighbours, and the corners can form no loop.
    assert.equal((await solve(parsePuzzle('pzprv3/koburin/3/3/. . . /. 4 . /. . . /'))).status, 'unsolvable');
    // A 0 in the middle: the loop runs round it.
    assert.equal((await solve(parsePuzzle('pzprv3/koburin/3/3/. . . /. 0 . /. . . /'))).status, 'unique');
  });

  it('gives facts: the shading and lines every solution agrees on', async () => {
    const result = await facts(parsePuzzle('pzprv3/koburin/3/3/. . . /. 0 . /. . . /'));
    assert.deepEqual(koburin.partialToJson(result.facts as never), {
      shaded: [[0, 0, 0], [0, null, 0], [0, 0, 0]],
      horizontal: [[1, 1], [0, 0], [1, 1]],
      vertical: [[1, 0, 1], [1, 0, 1]],
    });
  });

});
