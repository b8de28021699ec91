import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileLines } from '../../core/formats/pzprv3.js';
import { check, count, facts, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture, pzprv3BoardLines } from '../../../test/helpers.js';
import type { RegionalYajilinAnswer, RegionalYajilinPuzzle } from './index.js';
import { regionalYajilin } from './index.js';

type Json = { shaded: number[][]; horizontal: number[][]; vertical: number[][] };

interface Record {
  readonly url?: string;
  readonly file?: string;
  /** For pzprjs's URL: its correct board of the same puzzle. */
  readonly board?: string;
  /** For a pzprv3 board: the pzprjs failure code it reports (null: none, the board is solved). */
  readonly code?: string | null;
  /** The shading a test states (null: none published). */
  readonly shaded?: number[][] | null;
  /** What our solver finds, where no answer is published. */
  readonly status?: 'unique' | 'multiple';
  readonly source: string;
}

const fixtures = localFixture<Record>('yajilin-regions-puzzlink.jsonl');

/** pzprjs's failure codes and ours. */
const pzprjsCodes: Readonly<Partial<globalThis.Record<string, string>>> = {
  lnBranch: 'branch',
  lnCross: 'crossing',
  lnOnShade: 'line-on-shaded',
  csAdjacent: 'adjacent-shaded',
  lnDeadEnd: 'dead-end',
  bkShadeNe: 'wrong-count',
  lnPlLoop: 'several-loops',
  ceEmpty: 'empty-cell',
};

/**
 * The answer of a pzprv3 board: after the room count, the rooms and the numbers, a block of shading (`#` shaded; `+`,
 * a dot, is not), one of lines across (1 a line; -1, a cross, is none) and one down.
 */
function boardAnswer(file: string): Json {
  const lines = fileLines(file);
  const rows = Number(lines[2]);
  const columns = Number(lines[3]);
  const shading = 5 + 2 * rows;
  const shaded = Array.from({ length: rows }, (_, row) => {
    const tokens = (lines[shading + row] ?? '').split(/\s+/).filter((token) => token !== '');
    return Array.from({ length: columns }, (_, column) => (tokens[column] === '#' ? 1 : 0));
  });
  return { shaded, ...pzprv3BoardLines(file, (count) => 5 + 3 * count) };
}

describe('yajilin-regions', () => {
  it("solves pzprjs's example to its correct board, uniquely, and writes it back", async () => {
    const record = fixtures.find((entry) => entry.board)!;
    const loaded = parsePuzzle(record.url!);
    assert.equal(loaded.genre.id, 'yajilin-regions');
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    const published = boardAnswer(record.board!);
    assert.deepEqual(check(loaded, published), [], 'the published answer passes the rule checker');
    assert.deepEqual(regionalYajilin.answerToJson(result.answer as RegionalYajilinAnswer), published);
    assert.equal(writePuzzle(loaded), record.url);
    assert.deepEqual(parsePuzzle(writePuzzle(loaded, 'text')).puzzle, loaded.puzzle, 'through the pzprv3 file');
    assert.deepEqual(parsePuzzle(record.board!).puzzle, loaded.puzzle, "pzprjs's board is the URL's puzzle");
  });

  it("reports the failure of each of pzprjs's boards first, and nothing on its solved one", () => {
    const boards = fixtures.filter((record) => record.file);
    assert.equal(boards.length, 10);
    assertFailuresFirst(
      boards.map((record) => [record.code ? (pzprjsCodes[record.code] ?? record.code) : null, record] as const),
      (record) => check(parsePuzzle(record.file!), boardAnswer(record.file!)),
      (record) => `${record.source} (${record.code})`,
    );
  });

  it("solves cspuz_rs's test puzzle to the shading its test states, and penpa-edit's to the status found", async () => {
    const others = fixtures.filter((record) => record.url && !record.board);
    assert.equal(others.length, 5);
    for (const record of others) {
      const loaded = parsePuzzle(record.url!);
      assert.equal(writePuzzle(loaded), record.url, 'the URL reads back equal');
      const result = await solve(loaded);
      assert.equal(result.status, record.status ?? 'unique', record.url);
      const answer = regionalYajilin.answerToJson(result.answer as RegionalYajilinAnswer) as Json;
      assert.deepEqual(check(loaded, answer), [], record.url);
      if (record.shaded) assert.deepEqual(answer.shaded, record.shaded, record.url);
    }
  });

  it('draws the rooms, and the answer in them', async () => {
    const loaded = parsePuzzle('https://puzz.link/p?yajilin-regions/5/5/49j60s3020g1g');
    const puzzle = loaded.puzzle as RegionalYajilinPuzzle;
    assert.equal(
      regionalYajilin.render(puzzle),
      ['+---+---+---+---+---+', '| 2   .   . | 0   . |', '+   +   +   +   +   +', '| .   .   . | .   . |', '+---+---+---+   +   +', '| .   . | 1 | .   . |', '+   +   +   +---+---+', '| .   . | . | .   . |', '+   +   +   +   +   +', '| .   . | . | .   . |', '+---+---+---+---+---+'].join('\n'),
    );
    const drawing = regionalYajilin.render(puzzle, (await solve(loaded)).answer as RegionalYajilinAnswer);
    assert.deepEqual(drawing.split('\n').filter((_, index) => index % 2 === 1), ['| #   ┌─────|─────┐ |', '| ┌───┘   # | ┌───┘ |', '| │   ┌─|─┐ | └───┐ |', '| │   │ | └─|─┐   │ |', '| └───┘ | # | └───┘ |']);
  });

  it('reports several solutions and no solution', async () => {
    const open = parsePuzzle('https://puzz.link/p?yajilin-regions/3/3/0000g');
    assert.equal((await solve(open)).status, 'multiple');
    assert.ok((await count(open, 100)).count > 1);
    // A 3×3 grid, its middle cell a room of its own: with no shaded cell, a loop through all nine cells (an odd
    // number) cannot be; with the middle shaded, the loop runs round it.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?yajilin-regions/3/3/609000'))).status, 'unsolvable');
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?yajilin-regions/3/3/609001'))).status, 'unique');
  });

  it('gives facts: the shading and lines every solution agrees on', async () => {
    const result = await facts(parsePuzzle('https://puzz.link/p?yajilin-regions/3/3/609001'));
    assert.deepEqual(regionalYajilin.partialToJson(result.facts as never), {
      shaded: [[0, 0, 0], [0, 1, 0], [0, 0, 0]],
      horizontal: [[1, 1], [0, 0], [1, 1]],
      vertical: [[1, 0, 1], [1, 0, 1]],
    });
  });

});
