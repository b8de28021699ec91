import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { check, count, defaultBackend, facts, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { backendByName } from '../../solvers/index.js';
import { localFixture, requireProgram } from '../../../test/helpers.js';
import type { YajilinAnswer, YajilinPuzzle } from './index.js';
import { yajilin } from './index.js';

type Json = { shaded: number[][]; horizontal: number[][]; vertical: number[][] };
const asJson = (answer: unknown) => yajilin.answerToJson(answer as YajilinAnswer) as Json;

/** A solution grid of n/s/w/e ways out of each cell (x shaded, - a clue), as SmilingWayne/PuzzleSolver prints it. */
function fromWays(rows: readonly string[]): Json {
  const cells = rows.map((row) => row.split(' '));
  return {
    shaded: cells.map((row) => row.map((cell) => Number(cell === 'x'))),
    horizontal: cells.map((row) => row.slice(0, -1).map((cell) => Number(cell.includes('e')))),
    vertical: cells.slice(0, -1).map((row) => row.map((cell) => Number(cell.includes('s')))),
  };
}

describe('yajilin', () => {
  const fixtures = localFixture<{ source: string; puzzle: string; answer?: Json; solution?: string[] }>('yajilin-real.jsonl');

  it('solves puzzles made by people to their published answers, uniquely, and writes them back', async () => {
    for (const fixture of fixtures) {
      const loaded = parsePuzzle(fixture.puzzle, { genre: 'yajilin' });
      const result = await solve(loaded);
      assert.equal(result.status, 'unique', fixture.puzzle);
      const expected = fixture.answer ?? (fixture.solution && fromWays(fixture.solution));
      if (expected) {
        assert.deepEqual(check(loaded, expected), [], `the published answer passes the rule checker: ${fixture.puzzle}`);
        assert.deepEqual(asJson(result.answer), expected, fixture.puzzle);
      } else assert.deepEqual(check(loaded, asJson(result.answer)), [], fixture.puzzle);
      assert.equal(writePuzzle(loaded, loaded.format), fixture.puzzle.replace('yajirin', 'yajilin'), 'round trip');
    }
  });

  it('reads the aliases, the display flag b, and text grids; draws the answer', async () => {
    const url = 'https://puzz.link/p?yajilin/5/5/m32j10';
    const loaded = parsePuzzle(url);
    assert.equal(loaded.genre.id, 'yajilin');
    for (const other of ['https://puzz.link/p?yajirin/5/5/m32j10', 'https://puzz.link/p?yajilin_edit/b/5/5/m32j10']) assert.deepEqual(parsePuzzle(other).puzzle, loaded.puzzle);
    const text = writePuzzle(loaded, 'text');
    assert.equal(text, '. . . . .\n. . . . .\n. . . <2 .\n. . . . .\n. . . . ^0\n');
    assert.deepEqual(parsePuzzle(text).puzzle, loaded.puzzle);
    assert.deepEqual(parsePuzzle('. . ←1 #\n', { genre: 'yajilin' }).puzzle, parsePuzzle('. . <1 #\n', { genre: 'yajilin' }).puzzle);
    // Numbers of two hex digits and unknown numbers round-trip; a block is written 0.
    const wide = parsePuzzle('>16 . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . .\n# v? . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . .\n', { genre: 'yajilin' });
    assert.equal(writePuzzle(wide, 'url'), 'https://puzz.link/p?yajilin/34/2/910zg0.2.zf');
    assert.deepEqual(parsePuzzle(writePuzzle(wide, 'url')).puzzle, wide.puzzle);
    const drawing = yajilin.render(loaded.puzzle as YajilinPuzzle, (await solve(loaded)).answer as YajilinAnswer);
    assert.deepEqual(drawing.split('\n').filter((_, index) => index % 2 === 0), ['┌───┐ ┌─┐', '└─┐ └─┘ │', '■ │ ■ 2←│', '┌─┘ ┌───┘', '└───┘ ■ 0↑']);
  });

  it('reports several solutions and no solution', async () => {
    const open = parsePuzzle('https://puzz.link/p?yajilin/4/3/l', { genre: 'yajilin' });
    const result = await solve(open);
    assert.equal(result.status, 'multiple');
    assert.deepEqual(check(open, asJson(result.secondAnswer)), []);
    assert.ok((await count(open, 100)).count > 2);
    // A 1 pointing right in the corner of a 2×2 grid: r1c2 shaded leaves r2c1 and r2c2 no loop.
    assert.equal((await solve(parsePuzzle('>1 .\n. .\n', { genre: 'yajilin' }))).status, 'unsolvable');
    // Blocks alone on a 2×2 diagonal: the two other cells cannot make a loop, and shading them leaves none.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?yajilin/2/2/0.b0./'))).status, 'unsolvable');
  });

  it('gives facts: shaded cells and lines every solution agrees on', async () => {
    // A 0 pointing up inside a 4×3 grid: eleven cells are left, too many for one loop on a chequered grid, so one is
    // shaded: r2c3, or a corner of the right-hand column. The rest of the left-hand side is known (the clue cell is
    // never an answer's to decide).
    const result = await facts(parsePuzzle('. . . .\n. ^0 . .\n. . . .\n', { genre: 'yajilin' }));
    const known = yajilin.partialToJson(result.facts as never) as Json;
    assert.deepEqual(known.shaded, [[0, 0, 0, null], [0, null, null, 0], [0, 0, 0, null]]);
    assert.deepEqual(known.horizontal.map((row) => row[0]), [1, 0, 1]);
  });

  it('checks answers with the cells to blame', async () => {
    const loaded = parsePuzzle('https://puzz.link/p?yajilin/5/5/m32j10');
    const answer = asJson((await solve(loaded)).answer);
    assert.deepEqual(check(loaded, answer), []);
    const wrong = { ...answer, shaded: answer.shaded.map((row, r) => row.map((value, c) => (r === 2 && c === 0 ? 0 : value))) };
    const violations = check(loaded, wrong);
    assert.deepEqual(violations.map((violation) => violation.code), ['wrong-count', 'empty-cell']);
    assert.deepEqual(violations[0]!.cells[0], { row: 2, column: 3 });
    assert.match(violations[0]!.message, /the 2 pointing left at r3c4 sees 1 shaded cell$/);
  });

  it('refuses a malformed answer with its place', () => {
    const puzzle = parsePuzzle('https://puzz.link/p?yajilin/2/2/h').puzzle as YajilinPuzzle;
    assert.throws(() => yajilin.answerFromJson(puzzle, { shaded: [[0, 2], [0, 0]], horizontal: [[1], [1]], vertical: [[1, 1]] }), /"shaded" row 1, entry 2 must be 0/);
    assert.throws(() => yajilin.answerFromJson(puzzle, { shaded: [[0, 0], [0, 0]], horizontal: [[1], [1]] }), /"vertical" must be an array of 1 rows/);
  });

  it('generates unique puzzles whose numbers sit on blocks, fast at 8×8', async () => {
    const puzzle = (await yajilin.generator!.generate({ rows: 8, columns: 8, difficulty: 'medium', seed: 'own test', options: { symmetry: 'none' }, backend: defaultBackend }));
    const loaded = { genre: yajilin, puzzle, format: 'url' };
    assert.equal((await solve(loaded)).status, 'unique');
    assert.ok(puzzle.clues.flat().some((clue) => clue?.value !== null && clue?.value !== undefined));
  });

  it('solves through the exports: DIMACS in minisat, SMT-LIB in z3, ASP in clingo', { skip: requireProgram('minisat') || requireProgram('z3') || requireProgram('clingo', 'gringo') }, async () => {
    const loaded = parsePuzzle('https://puzz.link/p?yajilin/5/5/m32j10');
    const expected = asJson((await solve(loaded)).answer);
    for (const name of ['dimacs:minisat', 'smt2:z3', 'asp:clingo']) {
      const result = await solve(loaded, { backend: backendByName(name) });
      assert.equal(result.status, 'unique', name);
      assert.deepEqual(asJson(result.answer), expected, name);
    }
  });
});
