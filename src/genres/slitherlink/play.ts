// Playing and entering Slitherlink in the studio: lines along the cell edges, drawn by dragging from corner to
// corner; a click on an edge crosses it out (see the shared line play). The editor steps or types numbers in cells.

import { makeGrid } from '../../core/geometry.js';
import type { EditRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import type { ColouredLineMove, ColouredLineState } from '../shared/line-play.js';
import { linePlay, withSideColours } from '../shared/line-play.js';
import { setCell } from '../shared/number-play.js';
import { slitherlinkChecker } from './check.js';
import { cellsBeside } from './model.js';
import type { SlitherlinkPuzzle } from './puzzle.js';
import { clueAt, makeSlitherlink, maximumSlitherlinkSize, slitherlinkSize } from './puzzle.js';
import { clueGridEdit } from '../shared/clue-edit.js';

const lines = linePlay<SlitherlinkPuzzle>({
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

export type SlitherlinkState = ColouredLineState;
export type SlitherlinkMove = ColouredLineMove;

/** Lines as the shared line play draws them, and cells coloured inside or outside the loop, as on puzz.link. */
export const slitherlinkPlay = withSideColours(lines, slitherlinkSize);

export const slitherlinkEdit: EditRules<SlitherlinkPuzzle> = {
  ...gridSizeRules({ name: 'Slitherlink', largest: maximumSlitherlinkSize, initial: 7, maximum: 40 }, (size) => makeSlitherlink(size, makeGrid(size, () => null))),
  ...clueGridEdit({ mode: { id: 'clue', label: 'Numbers' }, clueAt, withClue: (puzzle, cell, clue) => ({ ...puzzle, clues: setCell(puzzle.clues, cell, clue) }), range: () => ({ smallest: 0, largest: 4 }) }),
};
