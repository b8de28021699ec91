// Playing and entering Nurikabe in the studio: shade cells (a dot marks a cell surely unshaded), by clicks or by
// dragging across cells; numbers stay unshaded. The editor types numbers into cells (`?` for an unknown number).

import { inputError } from '../../core/errors.js';
import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { cluePad, setCell, steppedClue } from '../shared/number-play.js';
import type { ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay } from '../shared/shade-play.js';
import { nurikabeChecker } from './check.js';
import type { NurikabeAnswer, NurikabeClue, NurikabePartial, NurikabePuzzle } from './puzzle.js';
import { clueAt, makeNurikabe, maximumNurikabeSize, nurikabeSize } from './puzzle.js';

type Puzzle = NurikabePuzzle;

export const nurikabePlay: PlayRules<Puzzle, ShadeState, ShadeMove, NurikabeAnswer, NurikabePartial> = shadingPlay<Puzzle>({
  size: nurikabeSize,
  fixed: (puzzle, cell) => (clueAt(puzzle, cell) === null ? null : 0),
  label(puzzle, cell) {
    const clue = clueAt(puzzle, cell);
    return clue === null ? undefined : clue.kind === 'number' ? String(clue.value) : '?';
  },
  // Check on an unfinished board: only what no way of finishing it can mend.
  checks: nurikabeChecker,
});

/** The puzzle with one cell changed, checked as any puzzle is. */
const withClue = (puzzle: Puzzle, cell: Cell, clue: NurikabeClue | null): Puzzle => makeNurikabe(nurikabeSize(puzzle), setCell(puzzle.clues, cell, clue));

export const nurikabeEdit: EditRules<Puzzle> = {
  ...gridSizeRules({ name: 'Nurikabe', largest: maximumNurikabeSize, initial: 7 }, (size) => makeNurikabe(size, makeGrid(size, () => null))),
  modes: [{ id: 'number', label: 'Numbers' }],
  pad: () => cluePad(9),
  edit(puzzle, gesture) {
    // A press on the selected cell steps its number (mouse and touch); keys type it.
    if (gesture.kind === 'press' && gesture.again && gesture.target.kind === 'cell') {
      const cell = gesture.target.cell;
      return withClue(puzzle, cell, steppedClue(clueAt(puzzle, cell), { smallest: 1, largest: puzzle.rows * puzzle.columns }, gesture.button));
    }
    if (gesture.kind !== 'key' || gesture.target.kind !== 'cell') return undefined;
    const cell = gesture.target.cell;
    const present = clueAt(puzzle, cell);
    if (gesture.key === 'Backspace' || gesture.key === 'Delete') return present === null ? undefined : withClue(puzzle, cell, null);
    if (gesture.key === '?') return withClue(puzzle, cell, { kind: 'unknown' });
    if (!/^[0-9]$/.test(gesture.key)) return undefined;
    // A further digit extends the number while the island still fits in the grid.
    const largest = puzzle.rows * puzzle.columns;
    const digit = Number(gesture.key);
    const extended = present?.kind === 'number' ? present.value * 10 + digit : undefined;
    const value = extended !== undefined && extended <= largest ? extended : digit;
    if (value < 1) inputError(`an island has at least one cell: a number is 1 to ${largest}, not 0`);
    return withClue(puzzle, cell, { kind: 'number', value });
  },
};
