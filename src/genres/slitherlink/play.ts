// Playing and entering Slitherlink in the studio: lines along the cell edges, drawn by dragging from corner to
// corner or by a click on an edge (see the shared line play). The editor types numbers into cells.

import { inputError } from '../../core/errors.js';
import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { LineGrid } from '../../core/lines.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import type { LineMove, LineState } from '../shared/line-play.js';
import { linePlay } from '../shared/line-play.js';
import { setCell } from '../shared/number-play.js';
import { slitherlinkChecker } from './check.js';
import { cellsBeside } from './model.js';
import type { SlitherlinkClue, SlitherlinkPuzzle } from './puzzle.js';
import { makeSlitherlink, maximumSlitherlinkSize, slitherlinkSize } from './puzzle.js';

const clueAt = (puzzle: SlitherlinkPuzzle, cell: Cell): SlitherlinkClue | null => puzzle.clues[cell.row]![cell.column] ?? null;

export const slitherlinkPlay: PlayRules<SlitherlinkPuzzle, LineState, LineMove, LineGrid, LineGrid<boolean | null>> = linePlay({
  size: slitherlinkSize,
  points: 'corners',
  cellView(puzzle, cell) {
    const clue = clueAt(puzzle, cell);
    return clue === null ? {} : { value: { text: clue.kind === 'number' ? String(clue.value) : '?', kind: 'given' } };
  },
  cellsOfLine: cellsBeside,
  drawing: 'loop',
  checks: slitherlinkChecker,
});

export const slitherlinkEdit: EditRules<SlitherlinkPuzzle> = {
  parameters: [
    { id: 'columns', label: 'Width', minimum: 2, maximum: 40, initial: 7 },
    { id: 'rows', label: 'Height', minimum: 2, maximum: 40, initial: 7 },
  ],
  modes: [{ id: 'clue', label: 'Numbers' }],
  blank({ rows = 7, columns = 7 }) {
    if (!Number.isInteger(rows) || !Number.isInteger(columns) || rows < 1 || columns < 1 || rows > maximumSlitherlinkSize.rows || columns > maximumSlitherlinkSize.columns) {
      inputError(`a Slitherlink grid is 1×1 to ${maximumSlitherlinkSize.columns}×${maximumSlitherlinkSize.rows}, not ${columns}×${rows}`);
    }
    return makeSlitherlink({ rows, columns }, makeGrid({ rows, columns }, () => null));
  },
  parametersOf: (puzzle) => ({ rows: puzzle.rows, columns: puzzle.columns }),
  edit(puzzle, gesture) {
    if (gesture.kind !== 'key' || gesture.target.kind !== 'cell') return undefined;
    const cell = gesture.target.cell;
    const present = clueAt(puzzle, cell);
    let clue: SlitherlinkClue | null;
    if (['Backspace', 'Delete', '.', '-'].includes(gesture.key)) clue = null;
    else if (gesture.key === '?') clue = { kind: 'unknown' };
    else if (/^[0-4]$/.test(gesture.key)) clue = { kind: 'number', value: Number(gesture.key) };
    else return undefined;
    if (JSON.stringify(present) === JSON.stringify(clue)) return undefined;
    return { ...puzzle, clues: setCell(puzzle.clues, cell, clue) };
  },
};
