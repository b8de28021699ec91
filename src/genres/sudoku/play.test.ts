// Sudoku play rules: moves on an immutable state, checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { facts, parsePuzzle } from '../../index.js';
import type { Gesture } from '../../core/play.js';
import { replay } from '../../core/play.js';
import type { NumberState } from '../shared/number-play.js';
import { clearMarksOption } from '../shared/number-play.js';
import type { SudokuPuzzle } from './index.js';
import { sudoku } from './index.js';
import { sudokuEdit, sudokuPlay } from './play.js';

const loaded = parsePuzzle('https://puzz.link/p?sudoku/4/4/g1k23k3g');
const puzzle = loaded.puzzle as SudokuPuzzle;
const solution = [
  [2, 1, 4, 3],
  [4, 3, 1, 2],
  [3, 4, 2, 1],
  [1, 2, 3, 4],
];

function key(row: number, column: number, value: string, mode = 'value') {
  const state = sudokuPlay.start(puzzle);
  return sudokuPlay.interpret(puzzle, state, { kind: 'key', target: { kind: 'cell', cell: { row, column } }, key: value }, mode);
}

describe('sudoku play', () => {
  it('steps a selected cell through the digits by clicks, as on puzz.link; a first click only selects', () => {
    const press = (state: ReturnType<typeof sudokuPlay.start>, button: 'primary' | 'secondary', again = true) =>
      sudokuPlay.interpret(puzzle, state, { kind: 'press', target: { kind: 'cell', cell: { row: 0, column: 0 } }, button, again }, 'value');
    let state = sudokuPlay.start(puzzle);
    assert.equal(press(state, 'primary', false), undefined);
    const values: (number | null)[] = [];
    for (let step = 0; step < 5; step++) {
      const outcome = sudokuPlay.apply(puzzle, state, press(state, 'primary')!);
      assert.ok(outcome.ok);
      state = outcome.state;
      values.push(state.values[0]![0]!);
    }
    assert.deepEqual(values, [1, 2, 3, 4, null]);
    assert.deepEqual(press(state, 'secondary'), { kind: 'value', cell: { row: 0, column: 0 }, value: 4 });
    assert.throws(() => sudokuEdit.edit(puzzle, { kind: 'key', target: { kind: 'cell', cell: { row: 0, column: 0 } }, key: '7' }, 'given'), /run from 1 to 4, not 7/);
  });

  it('enters the solution by keys and the rule checker accepts it', () => {
    let state = sudokuPlay.start(puzzle);
    for (let row = 0; row < 4; row++) {
      for (let column = 0; column < 4; column++) {
        if (puzzle.givens[row]![column] !== null) continue;
        const move = sudokuPlay.interpret(puzzle, state, { kind: 'key', target: { kind: 'cell', cell: { row, column } }, key: String(solution[row]![column]) }, 'value');
        assert.ok(move);
        const outcome = sudokuPlay.apply(puzzle, state, move);
        assert.ok(outcome.ok);
        state = outcome.state;
      }
    }
    assert.deepEqual(sudoku.check(puzzle, sudokuPlay.answer(puzzle, state)), []);
  });

  it('reports a repeated digit and empty cells on an unfinished board', () => {
    const state = replay(sudokuPlay, puzzle, [
      { kind: 'value', cell: { row: 0, column: 0 }, value: 1 },
    ]);
    const codes = sudoku.check(puzzle, sudokuPlay.answer(puzzle, state)).map((violation) => violation.code);
    assert.ok(codes.includes('repeated-digit'));
    assert.ok(codes.includes('empty-cell'));
  });

  it('refuses to change a given and never mutates the state', () => {
    const state = sudokuPlay.start(puzzle);
    const frozen = JSON.stringify(state);
    const outcome = sudokuPlay.apply(puzzle, state, { kind: 'value', cell: { row: 0, column: 1 }, value: 3 });
    assert.equal(outcome.ok, false);
    sudokuPlay.apply(puzzle, state, { kind: 'value', cell: { row: 0, column: 0 }, value: 3 });
    assert.equal(JSON.stringify(state), frozen);
  });

  it('toggles pencil marks and erases them', () => {
    assert.deepEqual(key(0, 0, '3', 'mark'), { kind: 'mark', cell: { row: 0, column: 0 }, value: 3 });
    const marked = replay(sudokuPlay, puzzle, [
      { kind: 'mark', cell: { row: 0, column: 0 }, value: 3 },
      { kind: 'mark', cell: { row: 0, column: 0 }, value: 2 },
      { kind: 'mark', cell: { row: 0, column: 0 }, value: 3 },
    ]);
    assert.deepEqual(marked.marks[0]![0], [2]);
    assert.deepEqual(sudokuPlay.view(puzzle, marked, {}).cells[0]![0]!.marks, [2]);
    const erased = replay(sudokuPlay, puzzle, [
      { kind: 'mark', cell: { row: 0, column: 0 }, value: 3 },
      { kind: 'erase', cell: { row: 0, column: 0 } },
    ]);
    assert.deepEqual(erased.marks[0]![0], []);
    assert.equal(key(0, 0, 'x'), undefined);
    assert.deepEqual(key(0, 0, 'Backspace'), { kind: 'erase', cell: { row: 0, column: 0 } });
  });

  it('reads two digits typed one after another as one number in a 16×16 grid, and a digit typed afresh as a new one', () => {
    const big = sudokuEdit.blank({ size: 16 });
    const typed = (keys: { digit: string; again: boolean }[]) => {
      let state = sudokuPlay.start(big);
      for (const { digit, again } of keys) {
        const move = sudokuPlay.interpret(big, state, { kind: 'key', target: { kind: 'cell', cell: { row: 0, column: 0 } }, key: digit, again }, 'value');
        const outcome = sudokuPlay.apply(big, state, move!);
        assert.ok(outcome.ok);
        state = outcome.state;
      }
      return state.values[0]![0];
    };
    assert.equal(typed([{ digit: '1', again: false }, { digit: '2', again: true }]), 12);
    // The player typed 1 earlier and came back to the cell: the 2 replaces it.
    assert.equal(typed([{ digit: '1', again: false }, { digit: '2', again: false }]), 2);
  });

  it('hints a forced value, fixing a wrong one first, and shows the solution', async () => {
    const known = await facts(loaded);
    const wrong = replay(sudokuPlay, puzzle, [{ kind: 'value', cell: { row: 3, column: 3 }, value: 1 }]);
    assert.deepEqual(sudokuPlay.hint(puzzle, wrong, known.facts as (number | null)[][]), { kind: 'value', cell: { row: 3, column: 3 }, value: 4 });
    const hint = sudokuPlay.hint(puzzle, sudokuPlay.start(puzzle), known.facts as (number | null)[][]);
    assert.ok(hint && hint.kind === 'value');
    assert.equal(hint.value, solution[hint.cell.row]![hint.cell.column]);
    assert.deepEqual(sudokuPlay.openCells(puzzle, known.facts as (number | null)[][]), []);
    const solved = sudokuPlay.fromAnswer(puzzle, solution);
    assert.deepEqual(sudokuPlay.answer(puzzle, solved), solution);
    assert.equal(sudokuPlay.view(puzzle, solved, {}).cells[0]![1]!.value?.kind, 'given');
  });

  it('draws boxes as regions', () => {
    const regions = sudokuPlay.view(puzzle, sudokuPlay.start(puzzle), {}).regions!;
    assert.equal(regions[0]![1], regions[1]![0]);
    assert.notEqual(regions[0]![1], regions[0]![2]);
  });
});

describe('sudoku editor', () => {
  it('types givens into a blank grid, and the ambiguity shows in the facts', async () => {
    let edited = sudokuEdit.blank({ size: 4 });
    const target = { kind: 'cell', cell: { row: 0, column: 1 } } as const;
    edited = sudokuEdit.edit(edited, { kind: 'key', target, key: '1' }, 'given') ?? edited;
    assert.equal(edited.givens[0]![1], 1);
    assert.equal(sudokuEdit.edit(edited, { kind: 'key', target, key: '1' }, 'given'), undefined, 'no change, no new puzzle');
    const known = await facts({ ...loaded, puzzle: edited });
    assert.ok(sudokuPlay.openCells(edited, known.facts as (number | null)[][]).length > 0);
    const cleared = sudokuEdit.edit(edited, { kind: 'key', target, key: 'Delete' }, 'given');
    assert.equal(cleared?.givens[0]![1], null);
    assert.deepEqual(sudokuEdit.parametersOf(edited), { size: 4 });
  });

  it('refuses sizes it cannot have', () => {
    assert.throws(() => sudokuEdit.blank({ size: 40 }), /larger than/);
  });
});

describe('sudoku number marks', () => {
  const puzzle = parsePuzzle('https://puzz.link/p?sudoku/4/4/g1k23k3g').puzzle as SudokuPuzzle;
  const key = (row: number, column: number, typed: string, modifier?: 'shift' | 'control') =>
    ({ kind: 'key', target: { kind: 'cell', cell: { row, column } }, key: typed, ...(modifier ? { modifier } : {}) }) as const;
  const play = (state: NumberState, gesture: Gesture, mode = 'value', options: Record<string, boolean> = {}): NumberState => {
    const move = sudokuPlay.interpret(puzzle, state, gesture, mode, options);
    assert.ok(move, `a move for ${JSON.stringify(gesture)}`);
    const outcome = sudokuPlay.apply(puzzle, state, move);
    assert.ok(outcome.ok);
    return outcome.state;
  };

  it('writes corner marks with Shift and centre marks with Ctrl in any mode, and each in its own mode', () => {
    let state = sudokuPlay.start(puzzle);
    state = play(state, key(1, 0, '3', 'shift'));
    state = play(state, key(1, 0, '4', 'control'));
    state = play(state, key(1, 0, '1'), 'centre');
    state = play(state, key(1, 0, '2'), 'mark');
    const look = sudokuPlay.view(puzzle, state, {}).cells[1]![0]!;
    assert.deepEqual(look.marks, [2, 3]);
    assert.deepEqual(look.centreMarks, [1, 4]);
    state = play(state, key(1, 0, '4', 'control'));
    assert.deepEqual(sudokuPlay.view(puzzle, state, {}).cells[1]![0]!.centreMarks, [1]);
  });

  it('clears a placed digit from the marks of its row, column and box, unless the setting is off', () => {
    let state = sudokuPlay.start(puzzle);
    for (const [row, column] of [[1, 0], [0, 3], [3, 1], [2, 3]] as const) {
      state = play(state, key(row, column, '4', 'shift'));
      state = play(state, key(row, column, '4', 'control'));
    }
    const placed = play(state, key(1, 1, '4'));
    const marksAt = (at: NumberState, row: number, column: number) => {
      const look = sudokuPlay.view(puzzle, at, {}).cells[row]![column]!;
      return [look.marks ?? [], look.centreMarks ?? []];
    };
    assert.deepEqual(marksAt(placed, 1, 0), [[], []], 'same row and box');
    assert.deepEqual(marksAt(placed, 3, 1), [[], []], 'same column');
    assert.deepEqual(marksAt(placed, 0, 3), [[4], [4]], 'another row, column and box');
    assert.deepEqual(marksAt(placed, 2, 3), [[4], [4]]);
    const kept = play(state, key(1, 1, '4'), 'value', { [clearMarksOption]: false });
    assert.deepEqual(marksAt(kept, 1, 0), [[4], [4]], 'the setting off keeps them');
  });
});
