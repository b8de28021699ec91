// Playing and entering Cave in the studio: shade cells (a dot marks a cell surely in the cave), as Kurodoko plays;
// numbers are clues and stay unshaded. The editor steps a clue by a press on the selected cell and types it by keys
// (`?` or `-` for a clue without a number), as puz.link's does.

import { inputError } from '../../core/errors.js';
import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { cluePad, setCell, steppedClue } from '../shared/number-play.js';
import type { ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay } from '../shared/shade-play.js';
import { caveChecker } from './check.js';
import type { CaveAnswer, CaveClue, CavePartial, CavePuzzle } from './puzzle.js';
import { caveSize, largestCount, maximumCaveSize } from './puzzle.js';

const clueAt = (puzzle: CavePuzzle, cell: Cell): CaveClue | null => puzzle.clues[cell.row]![cell.column]!;

export const cavePlay: PlayRules<CavePuzzle, ShadeState, ShadeMove, CaveAnswer, CavePartial> = shadingPlay<CavePuzzle>({
  size: caveSize,
  fixed: (puzzle, cell) => (clueAt(puzzle, cell) === null ? null : 0),
  label(puzzle, cell) {
    const clue = clueAt(puzzle, cell);
    return clue === null ? undefined : clue.kind === 'number' ? String(clue.value) : '?';
  },
  checks: caveChecker,
});

function withClue(puzzle: CavePuzzle, cell: Cell, clue: CaveClue | null): CavePuzzle {
  return { ...puzzle, clues: setCell(puzzle.clues, cell, clue) };
}

export const caveEdit: EditRules<CavePuzzle> = {
  ...gridSizeRules({ name: 'Cave', largest: maximumCaveSize, initial: 7, maximum: 40 }, (size) => ({ ...size, clues: makeGrid(size, () => null) })),
  modes: [{ id: 'clue', label: 'Clues' }],
  pad: (puzzle) => cluePad(largestCount(caveSize(puzzle))),
  edit(puzzle, gesture) {
    const largest = largestCount(caveSize(puzzle));
    // A press on the selected cell steps its clue as puz.link's does: empty, ?, 2 up to the largest count, empty
    // again (a 1 leaves no room for the rest of the cave; it can still be typed).
    if (gesture.kind === 'press' && gesture.again && gesture.target.kind === 'cell') {
      const cell = gesture.target.cell;
      return withClue(puzzle, cell, steppedClue(clueAt(puzzle, cell), { smallest: 2, largest }, gesture.button));
    }
    if (gesture.kind !== 'key' || gesture.target.kind !== 'cell') return undefined;
    const cell = gesture.target.cell;
    const present = clueAt(puzzle, cell);
    if (gesture.key === 'Backspace' || gesture.key === 'Delete') return present === null ? undefined : withClue(puzzle, cell, null);
    if (gesture.key === '?') return withClue(puzzle, cell, { kind: 'unknown' });
    // puz.link's `-` turns a ? on, and off again.
    if (gesture.key === '-') return withClue(puzzle, cell, present?.kind === 'unknown' ? null : { kind: 'unknown' });
    if (!/^[0-9]$/.test(gesture.key)) return undefined;
    // A second digit extends the number if it fits; a 0 that fits nowhere changes nothing, as in puz.link.
    const digit = Number(gesture.key);
    const extended = present?.kind === 'number' ? present.value * 10 + digit : undefined;
    const value = extended !== undefined && extended <= largest ? extended : digit;
    if (value === 0) return undefined;
    // Said while the setter types: a clue counts no more than its row and column.
    if (value > largest) inputError(`a number in a ${puzzle.columns}×${puzzle.rows} grid counts 1 to ${largest} cells, not ${value}`);
    return withClue(puzzle, cell, { kind: 'number', value });
  },
};
