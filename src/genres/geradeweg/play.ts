// Playing and entering Geradeweg in the studio. Play, as on puzz.link: the loop by dragging through cell centres; a
// click between two cells, or the other button, crosses a line out; numbers sit in circles and the loop runs through
// them. The editor steps a number by a press on the selected cell (empty, ?, 1 up to the largest, empty again; the
// other button back) and types it by keys (digits, `?` or `-` for an unknown one, Delete to clear), as puz.link's does.

import { inputError } from '../../core/errors.js';
import type { Cell } from '../../core/geometry.js';
import { cellName, makeGrid } from '../../core/geometry.js';
import type { LineGrid } from '../../core/lines.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import type { LineMove, LineState } from '../shared/line-play.js';
import { linePlay } from '../shared/line-play.js';
import { cluePad, setCell, steppedClue, typedValue } from '../shared/number-play.js';
import { cellsOfLine } from '../shared/centre-loop.js';
import { geradewegChecker } from './check.js';
import type { GeradewegClue, GeradewegPuzzle } from './puzzle.js';
import { clueAt, geradewegSize, largestNumber, makeGeradeweg, maximumGeradewegSize } from './puzzle.js';

type Puzzle = GeradewegPuzzle;

export const geradewegPlay: PlayRules<Puzzle, LineState, LineMove, LineGrid, LineGrid<boolean | null>> = linePlay({
  size: geradewegSize,
  points: 'centres',
  cellView(puzzle, cell) {
    const clue = clueAt(puzzle, cell);
    if (clue === null) return {};
    const text = clue.kind === 'unknown' ? '?' : String(clue.value);
    return { circle: { text, style: 'solid', words: `number ${text}` } };
  },
  cellsOfLine: (_size, line) => cellsOfLine(line),
  drawing: 'loop',
  checks: geradewegChecker,
});

// ---- The editor ----

const withClue = (puzzle: Puzzle, cell: Cell, clue: GeradewegClue | null): Puzzle | undefined =>
  JSON.stringify(clueAt(puzzle, cell)) === JSON.stringify(clue) ? undefined : makeGeradeweg(geradewegSize(puzzle), setCell(puzzle.clues, cell, clue));

export const geradewegEdit: EditRules<Puzzle> = {
  ...gridSizeRules({ name: 'Geradeweg', largest: maximumGeradewegSize, smallest: 2, initial: 8, maximum: 40 }, (size) => makeGeradeweg(size, makeGrid(size, () => null))),
  modes: [{ id: 'number', label: 'Numbers' }],
  pad: (puzzle) => cluePad(largestNumber(geradewegSize(puzzle))),
  edit(puzzle, gesture) {
    if (!('target' in gesture) || gesture.target.kind !== 'cell') return undefined;
    const cell = gesture.target.cell;
    const present = clueAt(puzzle, cell);
    const largest = largestNumber(geradewegSize(puzzle));
    if (gesture.kind === 'press' && gesture.again) return withClue(puzzle, cell, steppedClue(present, { smallest: 1, largest }, gesture.button));
    if (gesture.kind !== 'key') return undefined;
    if (gesture.key === 'Backspace' || gesture.key === 'Delete') return withClue(puzzle, cell, null);
    if (gesture.key === '?') return withClue(puzzle, cell, { kind: 'unknown' });
    // puz.link's `-` turns a ? on, and off again.
    if (gesture.key === '-') return withClue(puzzle, cell, present?.kind === 'unknown' ? null : { kind: 'unknown' });
    if (!/^[0-9]$/.test(gesture.key)) return undefined;
    // A second digit extends the number while it fits; said while the setter types: a segment runs edge to edge at most.
    const value = typedValue(gesture.key, present?.kind === 'number' ? present.value : null, largest);
    if (value === undefined) inputError(`a number at ${cellName(cell)} of a ${puzzle.columns}×${puzzle.rows} grid is 1 to ${largest}, not ${gesture.key}`);
    return withClue(puzzle, cell, { kind: 'number', value });
  },
};
