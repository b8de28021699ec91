// Playing and entering Shikaku in the studio: borders drawn along the cell edges by dragging from corner to corner,
// as on puzz.link (see the shared border play). The editor steps a number up or down by clicks or taps, or types it.

import { inputError } from '../../core/errors.js';
import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { CellView, EditRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { borderPlay } from '../shared/border-play.js';
import { cluePad, setCell, steppedClue } from '../shared/number-play.js';
import { brokenInPlay, shikakuChecker } from './check.js';
import type { ShikakuPuzzle } from './puzzle.js';
import { clueAt, makeShikaku, maximumShikakuSize, shikakuSize } from './puzzle.js';

export { borderLine, cellsBeside } from '../shared/border-play.js';

function cellView(puzzle: ShikakuPuzzle, cell: Cell): CellView {
  const clue = clueAt(puzzle, cell);
  return clue === null ? {} : { value: { text: clue.kind === 'number' ? String(clue.value) : '?', kind: 'given' } };
}

export const shikakuPlay = borderPlay<ShikakuPuzzle>({ size: shikakuSize, cellView, check: shikakuChecker.check, brokenInPlay });

export const shikakuEdit: EditRules<ShikakuPuzzle> = {
  ...gridSizeRules({ name: 'Shikaku', largest: maximumShikakuSize, initial: 7, maximum: 40 }, (size) => makeShikaku(size, makeGrid(size, () => null))),
  modes: [{ id: 'clue', label: 'Numbers' }],
  pad: () => cluePad(9),
  edit(puzzle, gesture) {
    const largest = puzzle.rows * puzzle.columns;
    // A press on the selected cell steps its number (mouse and touch); keys type it.
    if (gesture.kind === 'press' && gesture.again && gesture.target.kind === 'cell') {
      const cell = gesture.target.cell;
      return { ...puzzle, clues: setCell(puzzle.clues, cell, steppedClue(clueAt(puzzle, cell), { smallest: 1, largest }, gesture.button)) };
    }
    if (gesture.kind !== 'key' || gesture.target.kind !== 'cell') return undefined;
    const cell = gesture.target.cell;
    const present = clueAt(puzzle, cell);
    if (['Backspace', 'Delete', '.', '-'].includes(gesture.key)) return present === null ? undefined : { ...puzzle, clues: setCell(puzzle.clues, cell, null) };
    if (gesture.key === '?') return { ...puzzle, clues: setCell(puzzle.clues, cell, { kind: 'unknown' }) };
    if (!/^[0-9]$/.test(gesture.key)) return undefined;
    // A second digit extends the number while it fits in the grid.
    const digit = Number(gesture.key);
    const extended = present?.kind === 'number' ? present.value * 10 + digit : undefined;
    const value = extended !== undefined && extended <= largest ? extended : digit;
    if (value < 1) inputError(`a number is the area of its rectangle, at least 1, not ${value}`);
    return { ...puzzle, clues: setCell(puzzle.clues, cell, { kind: 'number', value }) };
  },
};
