// Playing and entering Geradeweg in the studio. Play, as on puzz.link: the loop by dragging through cell centres; a
// click between two cells, or the other button, crosses a line out; numbers sit in circles and the loop runs through
// them. The editor steps a number by a press on the selected cell (empty, ?, 1 up to the largest, empty again; the
// other button back) and types it by keys (digits, `?` or `-` for an unknown one, Delete to clear), as puz.link's does.

import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { EditRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import type { LinePlayRules } from '../shared/line-play.js';
import { linePlay } from '../shared/line-play.js';
import { setCell } from '../shared/number-play.js';
import { geradewegChecker } from './check.js';
import type { GeradewegClue, GeradewegPuzzle } from './puzzle.js';
import { clueAt, geradewegSize, largestNumber, makeGeradeweg, maximumGeradewegSize } from './puzzle.js';
import { clueGridEdit } from '../shared/clue-edit.js';

type Puzzle = GeradewegPuzzle;

export const geradewegPlay: LinePlayRules<Puzzle> = linePlay({
  size: geradewegSize,
  points: 'centres',
  cellView(puzzle, cell) {
    const clue = clueAt(puzzle, cell);
    if (clue === null) return {};
    const text = clue.kind === 'unknown' ? '?' : String(clue.value);
    return { circle: { text, style: 'solid', words: `number ${text}` } };
  },
  drawing: 'loop',
  checks: geradewegChecker,
});

// ---- The editor ----

const withClue = (puzzle: Puzzle, cell: Cell, clue: GeradewegClue | null): Puzzle => makeGeradeweg(geradewegSize(puzzle), setCell(puzzle.clues, cell, clue));

export const geradewegEdit: EditRules<Puzzle> = {
  ...gridSizeRules({ name: 'Geradeweg', largest: maximumGeradewegSize, smallest: 2, initial: 8, maximum: 40 }, (size) => makeGeradeweg(size, makeGrid(size, () => null))),
  ...clueGridEdit({ mode: { id: 'number', label: 'Numbers' }, clueAt, withClue, range: (puzzle) => ({ smallest: 1, largest: largestNumber(geradewegSize(puzzle)) }) }),
};
