// Hints and explanations, checked without the code that made them: a hint's reason, rebuilt as a puzzle of its
// own, must force the hinted value (every solution has it) and lose it when any one clue or placed cell is left
// out; an explanation's clues, rebuilt alone, must have no solution, and any one fewer must have one.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Hint, Reason } from '../index.js';
import { count, defaultBackend, explain, facts, genres, hint, parsePuzzle, solve } from '../index.js';
import { cdcl } from '../solvers/cdcl/solver.js';
import type { SatSolverFactory } from './sat.js';
import type { SudokuPuzzle } from '../genres/sudoku/index.js';
import { makeSudoku } from '../genres/sudoku/index.js';
import { localFixture } from '../../test/helpers.js';
import { futoshiki } from '../genres/futoshiki/index.js';
import { largeReason } from './explain.js';
import { entryCells } from './cells.js';
import type { Cell } from './geometry.js';
import { differingCells } from './play.js';

type Grid = (number | null)[][];
const sudokuGenre = parsePuzzle('https://puzz.link/p?sudoku/4/4/g1k23k3g').genre;
const load = (puzzle: SudokuPuzzle) => ({ genre: sudokuGenre, puzzle, format: 'url' });

/** A puzzle holding only the reason: its clues and placed cells as givens. */
function reasonPuzzle(base: SudokuPuzzle, reason: Reason): SudokuPuzzle {
  const givens: Grid = base.givens.map((row) => row.map(() => null));
  for (const clue of reason.clues) {
    const { row, column } = clue.cells[0]!;
    givens[row]![column] = base.givens[row]![column]!;
  }
  for (const placed of reason.placed) givens[placed.cell.row]![placed.cell.column] = placed.value as number;
  return makeSudoku(givens, base, base.diagonals);
}

async function forces(puzzle: SudokuPuzzle, found: Hint): Promise<boolean> {
  const known = await facts(load(puzzle));
  return known.satisfiable && (known.facts as Grid)[found.cell.row]![found.cell.column] === found.value;
}

function without(reason: Reason, index: number): Reason {
  const clueCount = reason.clues.length;
  return {
    clues: reason.clues.filter((_, k) => k !== index),
    placed: reason.placed.filter((_, k) => k + clueCount !== index),
  };
}

async function assertMinimalHint(base: SudokuPuzzle, found: Hint): Promise<void> {
  assert.ok(await forces(reasonPuzzle(base, found.reason), found), 'the reason alone forces the value');
  const size = found.reason.clues.length + found.reason.placed.length;
  for (let index = 0; index < size; index++) {
    assert.ok(!(await forces(reasonPuzzle(base, without(found.reason, index)), found)), `the reason without item ${index + 1} does not`);
  }
}

const qqwing = localFixture<{ puzzle: string; solution: string; difficulty: string }>('qqwing.jsonl');

describe('hint', () => {
  for (const record of [qqwing.find((entry) => entry.difficulty === 'simple')!, qqwing.find((entry) => entry.difficulty === 'expert')!]) {
    it(`gives a true, minimal deduction on a qqwing ${record.difficulty} puzzle`, async () => {
      const loaded = parsePuzzle(record.puzzle);
      const result = hint(loaded);
      assert.equal(result.kind, 'hint');
      if (result.kind !== 'hint') return;
      const solution = record.solution.split('').map(Number);
      assert.equal(result.hint.value, solution[result.hint.cell.row * 9 + result.hint.cell.column]);
      assert.equal((loaded.puzzle as SudokuPuzzle).givens[result.hint.cell.row]![result.hint.cell.column], null, 'not a given');
      await assertMinimalHint(loaded.puzzle as SudokuPuzzle, result.hint);
    });
  }

  it('uses placed cells, and never hints a cell already placed', async () => {
    const record = qqwing.find((entry) => entry.difficulty === 'expert')!;
    const loaded = parsePuzzle(record.puzzle);
    const solution = record.solution.split('').map(Number);
    // Half of the open cells placed correctly.
    const state: Grid = Array.from({ length: 9 }, (_, row) =>
      Array.from({ length: 9 }, (_, column) => ((row * 9 + column) % 2 === 0 ? solution[row * 9 + column]! : null)),
    );
    const result = hint(loaded, { state });
    assert.equal(result.kind, 'hint');
    if (result.kind !== 'hint') return;
    assert.equal(state[result.hint.cell.row]![result.hint.cell.column], null);
    assert.equal(result.hint.value, solution[result.hint.cell.row * 9 + result.hint.cell.column]);
    await assertMinimalHint(loaded.puzzle as SudokuPuzzle, result.hint);
  });

  it('names a mistake: a minimal set of placed cells and clues that conflict', () => {
    const loaded = parsePuzzle('https://puzz.link/p?sudoku/4/4/g1k23k3g');
    // 1 is given at r1c2, so a 1 placed at r1c4 breaks row 1.
    const result = hint(loaded, { state: [[null, null, null, 1], [null, null, null, null], [null, null, null, null], [null, null, null, null]] });
    assert.equal(result.kind, 'mistake');
    if (result.kind !== 'mistake') return;
    assert.deepEqual(result.reason.placed, [{ cell: { row: 0, column: 3 }, value: 1 }]);
    assert.deepEqual(result.reason.clues.map((clue) => clue.id), ['given r1c2']);
  });

  it('names the first step of a long chain: a cell that follows from part of the reason', async () => {
    const entry = futoshiki.collection!.find((candidate) => candidate.id === 'medium-04')!;
    const result = hint(parsePuzzle(entry.puzzle, { genre: futoshiki.id }));
    assert.equal(result.kind, 'hint');
    if (result.kind !== 'hint') return;
    const { reason, firstStep } = result.hint;
    assert.ok(reason.clues.length + reason.placed.length > largeReason);
    assert.ok(firstStep, 'a long reason comes with its first step');
    const ids = new Set(reason.clues.map((clue) => clue.id));
    assert.ok(firstStep.reason.clues.length > 0 && firstStep.reason.clues.every((clue) => ids.has(clue.id)), 'the step rests on part of the reason');
    assert.notDeepEqual(firstStep.cell, result.hint.cell);
  });

  // What the board already shows is hinted last: a line crossed out into a clue cell (Yajilin) or between two
  // different numbers (Numberlink), a cell the placed loop runs through left unshaded.
  const onItsOwnCells = (found: Hint, genre: ReturnType<typeof parsePuzzle>['genre']) => {
    const own = new Set(entryCells(genre, found).map((cell) => `${cell.row},${cell.column}`));
    const mine = (cells: readonly { row: number; column: number }[]) => cells.some((cell) => own.has(`${cell.row},${cell.column}`));
    return found.reason.clues.every((clue) => clue.cells.every((cell) => own.has(`${cell.row},${cell.column}`))) && found.reason.placed.every((entry) => mine(entryCells(genre, entry)));
  };
  for (const url of ['https://puzz.link/p?numlin/5/5/1j2h3m1h2j3']) {
    it(`does not open with what the board shows: ${url}`, () => {
      const loaded = parsePuzzle(url);
      const result = hint(loaded);
      assert.equal(result.kind, 'hint');
      if (result.kind !== 'hint') return;
      // (A reason of the rules alone, with nothing on the board behind it, is no repeat of the board.)
      const empty = result.hint.reason.clues.length + result.hint.reason.placed.length === 0;
      assert.ok(empty || !onItsOwnCells(result.hint, loaded.genre), JSON.stringify(result.hint));
    });
  }
  it('does not dot a cell the placed loop already runs through (Yajilin)', async () => {
    const loaded = parsePuzzle('https://puzz.link/p?yajilin/10/10/0.p31g23l21g33f42g42l13g12p0./');
    const answer = loaded.genre.answerToJson((await solve(loaded)).answer) as { shaded: number[][]; horizontal: number[][]; vertical: number[][] };
    const drawnOnly = (grid: number[][]) => grid.map((row) => row.map((value) => (value === 1 ? 1 : null)));
    const state = { shaded: answer.shaded.map((row) => row.map(() => null)), horizontal: drawnOnly(answer.horizontal), vertical: drawnOnly(answer.vertical) };
    const result = hint(loaded, { state });
    assert.equal(result.kind, 'hint');
    if (result.kind !== 'hint') return;
    assert.ok(!onItsOwnCells(result.hint, loaded.genre), JSON.stringify(result.hint));
  });

  it('says when the grid is complete', () => {
    const loaded = parsePuzzle('https://puzz.link/p?sudoku/4/4/g1k23k3g');
    assert.equal(hint(loaded, { state: [[2, 1, 4, 3], [4, 3, 1, 2], [3, 4, 2, 1], [1, 2, 3, 4]] }).kind, 'solved');
  });
});

describe('explain', () => {
  it('gives a minimal set of clues that cannot hold together', async () => {
    // A qqwing puzzle with one wrong digit added.
    const record = qqwing.find((entry) => entry.difficulty === 'intermediate')!;
    const index = record.puzzle.indexOf('.');
    const wrong = (Number(record.solution[index]) % 9) + 1;
    const loaded = parsePuzzle(record.puzzle.slice(0, index) + wrong + record.puzzle.slice(index + 1));
    const base = loaded.puzzle as SudokuPuzzle;
    const result = explain(loaded);
    assert.equal(result.kind, 'unsolvable');
    if (result.kind !== 'unsolvable') return;
    assert.ok(result.clues.length >= 2);
    const only = (ids: readonly string[]) =>
      reasonPuzzle(base, { clues: result.clues.filter((clue) => ids.includes(clue.id)), placed: [] });
    const ids = result.clues.map((clue) => clue.id);
    assert.equal((await solve(load(only(ids)))).status, 'unsolvable');
    for (const id of ids) assert.notEqual((await solve(load(only(ids.filter((other) => other !== id))))).status, 'unsolvable', `without ${id}`);
  });

  it('explains a 60×60 Nurikabe, the largest it takes, from the solver\'s cores (one solve per clue took a minute)', () => {
    // The genre's example tiled: no solution, and 720 numbered cells for the explanation to narrow down.
    const band = ['.5...', '..2..', '.....', '..1..', '...3.'].map((row) => row.repeat(12).split('').join(' '));
    const loaded = parsePuzzle(`nurikabe\n${Array.from({ length: 12 }, () => band.join('\n')).join('\n')}\n`);
    let calls = 0;
    const counting: SatSolverFactory = {
      ...cdcl,
      create: (sizeHint) => {
        const solver = cdcl.create(sizeHint);
        const solve = solver.solve.bind(solver);
        solver.solve = (assumptions) => {
          calls++;
          return solve(assumptions);
        };
        return solver;
      },
    };
    const result = explain(loaded, { backend: { ...defaultBackend, satFactory: counting } });
    assert.equal(result.kind, 'unsolvable');
    if (result.kind !== 'unsolvable') return;
    assert.ok(result.clues.length >= 2 && result.clues.length <= 20, `${result.clues.length} clues`);
    // Deleting one clue per solve asks at least once per numbered cell.
    assert.ok(calls < 720, `${calls} solver calls`);
  });

  it('shows where two solutions differ and a clue that makes the puzzle unique', async () => {
    const record = qqwing.find((entry) => entry.difficulty === 'simple')!;
    // Take one given away, the first whose loss leaves exactly two solutions.
    let text = record.puzzle;
    for (let index = 0; index < 81; index++) {
      if (record.puzzle[index] === '.') continue;
      text = record.puzzle.slice(0, index) + '.' + record.puzzle.slice(index + 1);
      const { count: solutions } = await count(parsePuzzle(text), 3);
      if (solutions === 2) break;
    }
    const loaded = parsePuzzle(text);
    const result = explain(loaded);
    assert.equal(result.kind, 'multiple');
    if (result.kind !== 'multiple') return;
    const [first, second] = result.answers as [number[][], number[][]];
    const differing = first.flatMap((row, r) => row.flatMap((value, c) => (value !== second[r]![c] ? [{ row: r, column: c }] : [])));
    assert.deepEqual(result.differingCells, differing);
    assert.ok(result.fix, 'a clue that makes it unique');
    const { row, column } = result.fix.cells[0]!;
    const givens = (loaded.puzzle as SudokuPuzzle).givens.map((line) => [...line]);
    givens[row]![column] = first[row]![column]!;
    assert.equal((await solve(load(makeSudoku(givens)))).status, 'unique');
  });

  // Loop genres answer with lines: the cells named must be those the differing lines run along (Slitherlink: the
  // cells on both sides of an edge) or through (Masyu, Numberlink: the cells at both ends), all inside the grid.
  for (const [url, points] of [
    ['https://puzz.link/p?slither/4/4/j2h', 'corners'],
    ['https://puzz.link/p?mashu/4/4/0300', 'centres'],
    ['https://puzz.link/p?numlin/4/4/1o1', 'centres'],
  ] as const) {
    it(`names the cells where the lines of two solutions differ: ${url}`, () => {
      const loaded = parsePuzzle(url);
      const result = explain(loaded);
      assert.equal(result.kind, 'multiple');
      if (result.kind !== 'multiple') return;
      type Lines = { horizontal: number[][]; vertical: number[][] };
      const [first, second] = result.answers as [Lines, Lines];
      const expected = new Set<string>();
      const add = (row: number, column: number) => {
        if (row >= 0 && column >= 0 && row < 4 && column < 4) expected.add(`r${row + 1}c${column + 1}`);
      };
      first.horizontal.forEach((line, r) =>
        line.forEach((drawn, c) => {
          if (drawn === second.horizontal[r]![c]) return;
          if (points === 'corners') { add(r - 1, c); add(r, c); }
          else { add(r, c); add(r, c + 1); }
        }),
      );
      first.vertical.forEach((line, r) =>
        line.forEach((drawn, c) => {
          if (drawn === second.vertical[r]![c]) return;
          if (points === 'corners') { add(r, c - 1); add(r, c); }
          else { add(r, c); add(r + 1, c); }
        }),
      );
      assert.ok(expected.size > 0);
      const named = (cells: readonly Cell[]) => new Set(cells.map((cell) => `r${cell.row + 1}c${cell.column + 1}`));
      assert.deepEqual(named(result.differingCells), expected);
      // The studio's Solve compares the two solutions as the board shows them: the same cells.
      const rules = loaded.genre.play!;
      const view = (answer: Lines) => rules.view(loaded.puzzle, rules.fromAnswer(loaded.puzzle, loaded.genre.answerFromJson(loaded.puzzle, answer)), {});
      assert.deepEqual(named(differingCells(view(first), view(second))), expected);
    });
  }

  it('says so when the puzzle is unique', () => {
    assert.equal(explain(parsePuzzle('https://puzz.link/p?sudoku/4/4/g1k23k3g')).kind, 'unique');
  });
});

describe('hint on every genre', () => {
  for (const genre of genres) {
    it(`${genre.id}: the first hint on its example agrees with the unique answer`, async () => {
      const loaded = parsePuzzle(genre.examples[0]!, { genre: genre.id });
      const result = hint(loaded);
      const solved = await solve(loaded);
      assert.equal(solved.status, 'unique');
      if (result.kind === 'solved') return;
      assert.equal(result.kind, 'hint');
      if (result.kind !== 'hint') return;
      const answer = genre.answerToJson(solved.answer);
      // Grid answers: the hinted cell holds the hinted value (in the partial form: booleans as 0/1 in some genres).
      if (Array.isArray(answer) && Array.isArray(answer[0])) {
        const cell = (answer as unknown[][])[result.hint.cell.row]![result.hint.cell.column];
        assert.equal(Number(cell), Number(result.hint.value));
      }
      // A genre whose grid gives more than its clues (Shakashaka's black cells) may start from that and the rules alone.
      if (genre.layout === undefined) assert.ok(result.hint.reason.clues.length + result.hint.reason.placed.length > 0);
    });
  }
});
