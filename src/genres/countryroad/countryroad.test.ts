import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { check, count, hint, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture, pzprv3BoardLines } from '../../../test/helpers.js';
import type { LineGrid } from '../../core/lines.js';
import type { CountryRoadPuzzle } from './index.js';
import { countryRoad } from './index.js';

type Lines = { horizontal: number[][]; vertical: number[][] };

interface Record {
  readonly url?: string;
  readonly file?: string;
  readonly solution?: Lines | null;
  /** For a pzprv3 board: the pzprjs failure code it reports (null: none, the board is solved). */
  readonly code?: string | null;
  readonly status?: 'unique' | 'multiple';
  readonly source: string;
}

const fixtures = localFixture<Record>('countryroad-puzzlink.jsonl');

/** pzprjs's failure codes and ours. */
const pzprjsCodes: Readonly<Partial<globalThis.Record<string, string>>> = {
  lnBranch: 'branch',
  lnCross: 'crossing',
  bkPassTwice: 'country-twice',
  bkLineNe: 'wrong-count',
  bkNoLine: 'country-missed',
  cbNoLine: 'unvisited-neighbours',
  lnDeadEnd: 'dead-end',
  lnPlLoop: 'several-loops',
};

/** The lines of a pzprv3 board: after the countries and the numbers, a block across (1 a line) and one down. */
const boardLines = (file: string): Lines => pzprv3BoardLines(file, (rows) => 5 + 2 * rows);

describe('countryroad', () => {
  it("solves pzprjs's, cspuz_rs's and a puzzle bench's examples (5×5 to 15×15) to their correct boards, and writes them back", async () => {
    const answered = fixtures.filter((record) => record.url && record.solution);
    assert.equal(answered.length, 5);
    for (const record of answered) {
      const loaded = parsePuzzle(record.url!);
      assert.equal(loaded.genre.id, 'countryroad');
      const result = await solve(loaded);
      assert.equal(result.status, 'unique', record.source);
      assert.deepEqual(countryRoad.answerToJson(result.answer as LineGrid), record.solution, record.source);
      assert.deepEqual(check(loaded, record.solution), [], record.source);
      assert.equal(writePuzzle(loaded), record.url);
      for (const format of ['url', 'text']) assert.deepEqual(parsePuzzle(writePuzzle(loaded, format)).puzzle, loaded.puzzle, format);
    }
  });

  it("reports the failure of each of pzprjs's boards first, and nothing on its solved one", () => {
    const boards = fixtures.filter((record) => record.file);
    assert.equal(boards.length, 9);
    assertFailuresFirst(
      boards.map((record) => [record.code ? (pzprjsCodes[record.code] ?? record.code) : null, record] as const),
      (record) => check(parsePuzzle(record.file!), boardLines(record.file!)),
      (record) => `${record.source} (${record.code})`,
    );
  });

  it('reads the numbers of the example into the countries puzz.link gives them', () => {
    const puzzle = parsePuzzle('https://puzz.link/p?country/5/5/amda0uf02h12h').puzzle as CountryRoadPuzzle;
    assert.deepEqual(puzzle.rooms, [
      [0, 0, 1, 1, 2],
      [0, 0, 1, 1, 2],
      [3, 4, 4, 4, 2],
      [3, 5, 5, 6, 6],
      [3, 5, 5, 6, 6],
    ]);
    const numbers = puzzle.numbers.flatMap((row, r) => row.flatMap((entry, c) => (entry === null ? [] : [[r, c, entry.kind === 'number' ? entry.value : -1]])));
    assert.deepEqual(numbers, [
      [0, 0, 2],
      [2, 0, 1],
      [2, 1, 2],
    ]);
  });

  it('solves the puzzles of other sites, 12×12 to 20×15, uniquely, tells the ones with several loops, and writes their URLs back', { timeout: 120_000 }, async () => {
    for (const record of fixtures.filter((entry) => entry.url && !entry.solution)) {
      const loaded = parsePuzzle(record.url!);
      const result = await solve(loaded);
      assert.equal(result.status, record.status, record.source);
      for (const answer of [result.answer, result.secondAnswer].filter((entry) => entry !== undefined)) {
        assert.deepEqual(check(loaded, countryRoad.answerToJson(answer as LineGrid)), [], record.source);
      }
      // noqx's 10×12 has walls inside its countries, which a URL written from the countries leaves out.
      if (record.status === 'unique') assert.equal(writePuzzle(loaded), record.url, record.source);
      assert.deepEqual(parsePuzzle(writePuzzle(loaded)).puzzle, loaded.puzzle, record.source);
    }
  });

  it('tells several solutions and none', async () => {
    // One country of 3×3 without a number: a loop round any of the four 2×2 squares, four 2×3 rectangles, four
    // L shapes, or the edge.
    assert.equal((await count(parsePuzzle('pzprv3/country/3/3/1/0 0 0 /0 0 0 /0 0 0 /. . . /. . . /. . . /'), 20)).count, 13);
    // In a 2×2 grid the loop visits every cell: a column of two cannot count 1.
    assert.equal((await solve(parsePuzzle('pzprv3/country/2/2/2/0 1 /0 1 /1 . /. . /'))).status, 'unsolvable');
  });

  it('hints a line by the number that forces it', () => {
    const result = hint(parsePuzzle('https://puzz.link/p?country/5/5/amda0uf02h12h'));
    assert.equal(result.kind, 'hint');
    if (result.kind !== 'hint') return;
    // A number in words is the number and its cell ("the 2 at r1c1"), not "the 2 of the country of 2 at r1c1".
    assert.ok(result.hint.reason.clues.length > 0);
    for (const clue of result.hint.reason.clues) assert.match(clue.description, /^the \d+ at r\d+c\d+$/);
  });

  it('draws the countries, and the loop in their cells', async () => {
    const loaded = parsePuzzle('https://puzz.link/p?country/5/5/amda0uf02h12h');
    const result = await solve(loaded);
    const drawing = countryRoad.render(loaded.puzzle as CountryRoadPuzzle, result.answer as LineGrid);
    assert.equal(drawing.split('\n')[1], '| ·   · | ┌───┐ | · |');
    assert.equal(countryRoad.render(loaded.puzzle as CountryRoadPuzzle).split('\n')[1], '| 2   . | .   . | . |');
  });

});
