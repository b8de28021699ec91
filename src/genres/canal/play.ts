// Playing and entering Canal View in the studio: shade cells by presses and drags (a dot marks a cell surely
// unshaded), as puz.link plays it; numbers are clues and stay unshaded. The editor steps a clue by a press on the
// selected cell and types it by keys (`?` or `-` for a clue without a number), as puz.link's does.

import { inputError } from '../../core/errors.js';
import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { cluePad, setCell, steppedClue } from '../shared/number-play.js';
import type { ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay } from '../shared/shade-play.js';
import { canalChecker } from './check.js';
import type { CanalAnswer, CanalClue, CanalPartial, CanalPuzzle } from './puzzle.js';
import { canalSize, largestCount, maximumCanalSize } from './puzzle.js';

const clueAt = (puzzle: CanalPuzzle, cell: Cell): CanalClue | null => puzzle.clues[cell.row]![cell.column]!;

export const canalPlay: PlayRules<CanalPuzzle, ShadeState, ShadeMove, CanalAnswer, CanalPartial> = shadingPlay<CanalPuzzle>({
  size: canalSize,
  fixed: (puzzle, cell) => (clueAt(puzzle, cell) === null ? null : 0),
  label(puzzle, cell) {
    const clue = clueAt(puzzle, cell);
    return clue === null ? undefined : clue.kind === 'number' ? String(clue.value) : '?';
  },
  checks: canalChecker,
});

function withClue(puzzle: CanalPuzzle, cell: Cell, clue: CanalClue | null): CanalPuzzle {
  return { ...puzzle, clues: setCell(puzzle.clues, cell, clue) };
}

export const canalEdit: EditRules<CanalPuzzle> = {
  parameters: [
    { id: 'columns', label: 'Width', minimum: 2, maximum: 40, initial: 7 },
    { id: 'rows', label: 'Height', minimum: 2, maximum: 40, initial: 7 },
  ],
  modes: [{ id: 'clue', label: 'Clues' }],
  pad: (puzzle) => cluePad(largestCount(canalSize(puzzle))),
  blank({ rows = 7, columns = 7 }) {
    if (!Number.isInteger(rows) || !Number.isInteger(columns) || rows < 1 || columns < 1 || rows > maximumCanalSize.rows || columns > maximumCanalSize.columns) {
      inputError(`a Canal View grid is 1×1 to ${maximumCanalSize.columns}×${maximumCanalSize.rows}, not ${columns}×${rows}`);
    }
    return { rows, columns, clues: makeGrid({ rows, columns }, () => null) };
  },
  parametersOf: (puzzle) => ({ rows: puzzle.rows, columns: puzzle.columns }),
  edit(puzzle, gesture) {
    const largest = largestCount(canalSize(puzzle));
    // A press on the selected cell steps its clue as puz.link's does: empty, ?, 0 up to the largest count, empty.
    if (gesture.kind === 'press' && gesture.again && gesture.target.kind === 'cell') {
      const cell = gesture.target.cell;
      return withClue(puzzle, cell, steppedClue(clueAt(puzzle, cell), { smallest: 0, largest }, gesture.button));
    }
    if (gesture.kind !== 'key' || gesture.target.kind !== 'cell') return undefined;
    const cell = gesture.target.cell;
    const present = clueAt(puzzle, cell);
    if (gesture.key === 'Backspace' || gesture.key === 'Delete') return present === null ? undefined : withClue(puzzle, cell, null);
    if (gesture.key === '?') return withClue(puzzle, cell, { kind: 'unknown' });
    // puz.link's `-` turns a ? on, and off again.
    if (gesture.key === '-') return withClue(puzzle, cell, present?.kind === 'unknown' ? null : { kind: 'unknown' });
    if (!/^[0-9]$/.test(gesture.key)) return undefined;
    // A second digit extends the number if it fits, as in puz.link.
    const digit = Number(gesture.key);
    const extended = present?.kind === 'number' && present.value > 0 ? present.value * 10 + digit : undefined;
    const value = extended !== undefined && extended <= largest ? extended : digit;
    // Said while the setter types: a clue counts no more than the rest of its row and column.
    if (value > largest) inputError(`a number in a ${puzzle.columns}×${puzzle.rows} grid counts 0 to ${largest} cells, not ${value}`);
    return withClue(puzzle, cell, { kind: 'number', value });
  },
};
