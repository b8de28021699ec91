import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { check, count, facts, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { localFixture, runCli, seedExample } from '../../../test/helpers.js';
import type { KurodokoPuzzle } from './index.js';
import { kurodoko } from './index.js';
import { rangeSolution } from './test-data.js';

type Rows = number[][];

/** Seed 002's example board file, as the seed prints it. */
function seedBoard(): string {
  return seedExample<{ board: string }>('kurodoko-002').board;
}


describe('kurodoko URLs', () => {
  it('writes a final ? clue as puzz.link does, with a closing slash, and reads it back', () => {
    const loaded = parsePuzzle('https://puzz.link/p?kurodoko/3/3/2g2k.');
    assert.equal(writePuzzle(loaded), 'https://puzz.link/p?kurodoko/3/3/2g2k./');
    assert.deepEqual(parsePuzzle(writePuzzle(loaded)).puzzle, loaded.puzzle);
  });
});

describe('kurodoko', () => {
  it('solves the puzz.link example to its published answer, uniquely, and writes the same URL', async () => {
    const url = 'https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i';
    const loaded = parsePuzzle(url);
    assert.equal(loaded.genre.id, 'kurodoko');
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    const shaded: [number, number][] = [[0, 1], [1, 2], [2, 1], [2, 4], [3, 2], [4, 0], [4, 4]];
    const expected = Array.from({ length: 5 }, (_, row) => Array.from({ length: 5 }, (_, column) => (shaded.some(([r, c]) => r === row && c === column) ? 1 : 0)));
    assert.deepEqual(kurodoko.answerToJson(result.answer as boolean[][]), expected);
    assert.equal(writePuzzle(loaded), url);
  });

  it('agrees with all ten real puz.link puzzles and their answers', async () => {
    const fixtures = localFixture<{ url: string; solution: Rows; status: string; canonical: string }>('kurodoko-puzzlink.jsonl');
    assert.equal(fixtures.length, 10);
    for (const fixture of fixtures) {
      const loaded = parsePuzzle(fixture.url);
      const result = await solve(loaded);
      assert.equal(result.status, fixture.status, fixture.url);
      assert.deepEqual(check(loaded, fixture.solution), [], `the published answer passes the rule checker: ${fixture.url}`);
      assert.deepEqual(kurodoko.answerToJson(result.answer as boolean[][]), fixture.solution, fixture.url);
      assert.equal(writePuzzle(loaded), fixture.canonical, 'URL round trip');
    }
  });

  it("solves seed 002's 6×5 board file uniquely, and writes it back", async () => {
    const board = seedBoard();
    assert.match(board, /^w 6\nh 5\nc 0 4 6\n/);
    const loaded = parsePuzzle(board);
    assert.equal(loaded.format, 'board');
    const puzzle = loaded.puzzle as KurodokoPuzzle;
    assert.deepEqual([puzzle.columns, puzzle.rows], [6, 5]);
    assert.deepEqual(puzzle.clues[3]![2], { kind: 'number', value: 10 });
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    const answer = kurodoko.answerToJson(result.answer as boolean[][]) as Rows;
    assert.deepEqual(check(loaded, answer), []);
    // The 10 at row 3, column 2 sees its whole row and column: none of them is shaded.
    assert.ok(answer[3]!.every((value) => value === 0));
    assert.ok(answer.every((row) => row[2] === 0));
    const written = writePuzzle(loaded, 'board');
    assert.match(written, /^w 6\nh 5\nc 0 4 6\nc 1 3 5\n/);
    assert.deepEqual(parsePuzzle(written).puzzle, puzzle);
  });

  it("has Simon Tatham's Range puzzles from 5×5 to 30×30 (the conformance suite solves them to Range's answers)", () => {
    assert.ok(localFixture<{ params: string }>('sgt-range.jsonl').some((fixture) => fixture.params === '30x30'));
  });

  it('reads the worked Range example of the research notes', async () => {
    const loaded = parsePuzzle('5x5:9_8f8g5f7_3', { genre: 'kurodoko' });
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    assert.deepEqual(kurodoko.answerToJson(result.answer as boolean[][]), rangeSolution('SB,4,1B,3,2B,3,4B,1,4', 5, 5));
  });

  it('reports several solutions with a second, different answer, and counts them', async () => {
    const loaded = parsePuzzle('w 4\nh 3\nc 0 0 4\n');
    const result = await solve(loaded);
    assert.equal(result.status, 'multiple');
    assert.notDeepEqual(result.answer, result.secondAnswer);
    assert.deepEqual(check(loaded, kurodoko.answerToJson(result.secondAnswer as boolean[][])), []);
    const counted = await count(loaded, 1000);
    assert.ok(counted.exact && counted.count > 2);
  });

  it('gives facts: the cells every solution agrees on', async () => {
    const result = await facts(parsePuzzle('w 4\nh 3\nc 0 0 4\n'));
    const grid = result.facts as (boolean | null)[][];
    assert.equal(grid[0]![0], false, 'a numbered cell is unshaded');
    assert.ok(result.open > 0);
    const unique = await facts(parsePuzzle('https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i'));
    assert.equal(unique.open, 0);
  });

  it('reports contradictions as unsolvable, including one that only connectivity rules out', async () => {
    // Both 1s need the middle cell shaded, which cuts the row in two.
    assert.equal((await solve(parsePuzzle('w 3\nh 1\nc 0 0 1\nc 0 2 1\n'))).status, 'unsolvable');
    // The 3 needs both neighbours unshaded; the 1 needs them shaded.
    assert.equal((await solve(parsePuzzle('w 2\nh 2\nc 0 0 3\nc 1 1 1\n'))).status, 'unsolvable');
    // A corner 2 on a 3×3 sees itself and one more: one neighbour shaded, the other cell beyond it shaded.
    assert.equal((await solve(parsePuzzle('w 3\nh 3\nc 0 0 2\nc 0 1 2\nc 1 0 2\n'))).status, 'unsolvable');
  });

  it('asks for some shaded cell, as puzz.link does (brNoShade): four 3s in a 2×2 have no solution', async () => {
    const loaded = parsePuzzle('https://puzz.link/p?kurodoko/2/2/3333');
    assert.equal((await solve(loaded)).status, 'unsolvable');
    assert.deepEqual(check(loaded, [[0, 0], [0, 0]]).map((violation) => violation.code), ['no-shaded']);
  });

  it('finds the violations of a wrong answer, with their cells', () => {
    const loaded = parsePuzzle('https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i');
    const codes = (answer: Rows) => check(loaded, answer).map((violation) => violation.code);
    const right = [
      [0, 1, 0, 0, 0],
      [0, 0, 1, 0, 0],
      [0, 1, 0, 0, 1],
      [0, 0, 1, 0, 0],
      [1, 0, 0, 0, 1],
    ];
    assert.deepEqual(codes(right), []);
    const touching = right.map((row) => [...row]);
    touching[0]![2] = 1;
    assert.ok(codes(touching).includes('adjacent-shaded'));
    const shadedClue = right.map((row) => [...row]);
    shadedClue[0]![3] = 1;
    assert.ok(codes(shadedClue).includes('shaded-clue'));
    const missing = right.map((row) => [...row]);
    missing[2]![4] = 0;
    assert.ok(codes(missing).includes('wrong-count'));
    const walled = check(loaded, [
      [0, 1, 0, 0, 0],
      [1, 0, 1, 0, 0],
      [0, 1, 0, 0, 1],
      [0, 0, 1, 0, 0],
      [1, 0, 0, 0, 1],
    ]);
    const split = walled.find((violation) => violation.code === 'disconnected');
    assert.ok(split);
    assert.deepEqual(
      split.cells,
      [
        { row: 0, column: 0 },
        { row: 1, column: 1 },
      ],
      'the two walled-in cells are named',
    );
  });

  it('writes every format it reads, and says which cannot hold an unknown number', () => {
    const loaded = parsePuzzle('https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i');
    for (const format of kurodoko.formats) {
      const text = format.write!(loaded.puzzle as KurodokoPuzzle);
      assert.ok(format.detect(text), format.id);
      assert.deepEqual(format.parse(text), loaded.puzzle, format.id);
    }
    const withUnknown = parsePuzzle('https://puzz.link/p?kurodoko/4/4/g4g3.l.3g3g');
    assert.equal(writePuzzle(withUnknown), 'https://puzz.link/p?kurodoko/4/4/g4g3.l.3g3g');
    assert.throws(() => writePuzzle(withUnknown, 'sgt'), /cannot hold a clue with an unknown number/);
    assert.throws(() => writePuzzle(withUnknown, 'board'), /cannot hold a clue with an unknown number/);
  });

  it("runs seed 002's harness: batch over a folder of board files prints status and the rule check per file", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'pencilsat-riddles-'));
    writeFileSync(join(folder, 'a-seed.txt'), seedBoard());
    writeFileSync(join(folder, 'b-split.txt'), 'w 3\nh 1\nc 0 0 1\nc 0 2 1\n');
    writeFileSync(join(folder, 'c-open.txt'), 'w 4\nh 3\nc 0 0 4\n');
    writeFileSync(join(folder, 'd-broken.txt'), 'w 4\nh 3\nc 0 7 4\n');
    const result = await runCli(['batch', folder, '--genre', 'kurodoko']);
    const lines = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { input: string; status: string; sat?: boolean; checked?: boolean | null; answer?: Rows; error?: string });
    assert.deepEqual(
      lines.map((line) => [line.input, line.status, line.sat, line.checked]),
      [
        ['a-seed.txt', 'unique', true, true],
        ['b-split.txt', 'unsolvable', false, null],
        ['c-open.txt', 'multiple', true, true],
        ['d-broken.txt', 'error', undefined, undefined],
      ],
    );
    assert.deepEqual(check(parsePuzzle(seedBoard()), lines[0]!.answer), []);
    assert.match(lines[3]!.error!, /line 3: the cell \(0, 7\) is outside the 4×3 board/);
    assert.match(result.stderr, /4 puzzle\(s\) in .* 1 unique, 1 not unique, 1 unsolvable, 0 timed out, 1 bad input/);
  });
});
