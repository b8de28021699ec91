// Aqre: outside puzzles (pzprjs's example, puzzlekit-dataset's five from janko.at with their published answers),
// pzprjs's failing boards with the code each must give, several and no solutions, malformed input with its place,
// and generated puzzles read back and proved unique again.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { check, count, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture } from '../../../test/helpers.js';
import { pzprv3Shading } from './formats.js';
import type { AqrePuzzle } from './puzzle.js';

const fromPuzzlink: Record<string, string> = { csDivide: 'shaded-divided', bkShadeNe: 'wrong-count', cs3: 'shaded-run', cu3: 'unshaded-run' };
const rows = (answer: unknown) => (answer as boolean[][]).map((row) => row.map(Number));

describe('aqre', () => {
  it("solves pzprjs's example to its solved board and writes it back in both formats", async () => {
    const [example, ...boards] = localFixture<{ url?: string; board?: string; failure?: string | null }>('aqre-pzprjs.jsonl');
    const loaded = parsePuzzle(example!.url!);
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    const solved = boards.find((record) => record.failure === null)!.board!;
    assert.deepEqual(rows(result.answer), rows(pzprv3Shading(solved, loaded.puzzle as AqrePuzzle)));
    assert.equal(writePuzzle(loaded), example!.url);
    assert.deepEqual(parsePuzzle(writePuzzle(loaded, 'text')).puzzle, loaded.puzzle, 'through the pzprv3 file');
    assert.deepEqual(parsePuzzle(solved).puzzle, loaded.puzzle, "pzprjs's file reads as its URL");
  });

  it("solves puzzlekit-dataset's published puzzles, 6×6 to 11×11, to their published answers", async () => {
    const records = localFixture<{ name: string; problem: string; solution: string }>('aqre-puzzlekit.jsonl');
    assert.equal(records.length, 5);
    for (const record of records) {
      // The dataset's numbers (`-` none) and room labels (from 1) become a pzprv3 file's (`.` none, rooms from 0).
      const [size, ...lines] = record.problem.split('\n');
      const [rowCount] = size!.split(' ').map(Number);
      const numbers = lines.slice(0, rowCount).map((line) => line.replaceAll('-', '.'));
      const labels = lines.slice(rowCount).map((line) => line.split(' ').map((label) => Number(label) - 1));
      const roomCount = Math.max(...labels.flat()) + 1;
      const file = ['pzprv3', 'aqre', ...size!.split(' '), String(roomCount), ...labels.map((line) => line.join(' ')), ...numbers].join('\n');
      const published = record.solution.split('\n').slice(1).map((line) => line.split(' ').map((mark) => (mark === 'x' ? 1 : 0)));
      const loaded = parsePuzzle(file);
      assert.deepEqual(check(loaded, published), [], `${record.name}: the published answer keeps the rules`);
      const result = await solve(loaded);
      assert.equal(result.status, 'unique', record.name);
      assert.deepEqual(rows(result.answer), published, record.name);
      assert.deepEqual((parsePuzzle(writePuzzle(loaded)).puzzle as AqrePuzzle).rooms, (loaded.puzzle as AqrePuzzle).rooms, `${record.name}: through the URL`);
    }
  });

  it("fails each of pzprjs's boards with the code pzprjs reports first, and accepts its solved boards", () => {
    const records = localFixture<{ board?: string; failure?: string | null }>('aqre-pzprjs.jsonl').filter((record) => record.board !== undefined);
    assert.equal(records.length, 6);
    assertFailuresFirst(
      records.map((record) => [record.failure === null ? null : fromPuzzlink[record.failure!]!, record.board!] as const),
      (board) => {
        const own = parsePuzzle(board);
        return check(own, rows(pzprv3Shading(board, own.puzzle as AqrePuzzle)));
      },
    );
  });

  it('tells several solutions and none apart', async () => {
    // A 3×3 of one room without a number: short lines take any shading whose shaded cells hang together.
    assert.ok((await count(parsePuzzle('https://puzz.link/p?aqre/3/3/0000'), 1000)).count > 1);
    // A 1×4 row of one room that wants all four shaded, or none.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?aqre/4/1/04'))).status, 'unsolvable');
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?aqre/4/1/00'))).status, 'unsolvable');
  });

});
