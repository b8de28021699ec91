// Playing and entering Hitori in the studio: shade cells (a dot marks a cell surely unshaded); every cell may be
// shaded, numbers and all. The editor types numbers into cells (`?` for a number left unknown).

import { inputError } from '../../core/errors.js';
import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { cluePad, setCell, steppedClue } from '../shared/number-play.js';
import type { ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay } from '../shared/shade-play.js';
import { hitoriChecker } from './check.js';
import type { HitoriAnswer, HitoriNumber, HitoriPartial, HitoriPuzzle } from './puzzle.js';
import { hitoriSize, maximumHitoriSize } from './puzzle.js';

type Puzzle = HitoriPuzzle;

const entryAt = (puzzle: Puzzle, cell: Cell): HitoriNumber | null => puzzle.numbers[cell.row]![cell.column]!;

export const hitoriPlay: PlayRules<Puzzle, ShadeState, ShadeMove, HitoriAnswer, HitoriPartial> = shadingPlay<Puzzle>({
  size: hitoriSize,
  fixed: () => null,
  label(puzzle, cell) {
    const entry = entryAt(puzzle, cell);
    return entry === null ? undefined : entry.kind === 'number' ? String(entry.value) : '?';
  },
  checks: hitoriChecker,
});

function withNumber(puzzle: Puzzle, cell: Cell, entry: HitoriNumber | null): Puzzle {
  return { ...puzzle, numbers: setCell(puzzle.numbers, cell, entry) };
}

export const hitoriEdit: EditRules<Puzzle> = {
  ...gridSizeRules({ name: 'Hitori', largest: maximumHitoriSize, initial: 8, maximum: 30 }, (size) => ({ ...size, numbers: makeGrid(size, () => null) })),
  modes: [{ id: 'number', label: 'Numbers' }],
  pad: () => cluePad(9),
  edit(puzzle, gesture) {
    // A press on the selected cell steps its number (mouse and touch); keys type it.
    if (gesture.kind === 'press' && gesture.again && gesture.target.kind === 'cell') {
      const cell = gesture.target.cell;
      return withNumber(puzzle, cell, steppedClue(entryAt(puzzle, cell), { smallest: 1, largest: Math.max(puzzle.rows, puzzle.columns) }, gesture.button));
    }
    if (gesture.kind !== 'key' || gesture.target.kind !== 'cell') return undefined;
    const cell = gesture.target.cell;
    const present = entryAt(puzzle, cell);
    if (gesture.key === 'Backspace' || gesture.key === 'Delete') return present === null ? undefined : withNumber(puzzle, cell, null);
    if (gesture.key === '?') return withNumber(puzzle, cell, { kind: 'unknown' });
    if (!/^[0-9]$/.test(gesture.key)) return undefined;
    // Numbers run from 1 to the larger side, as in Singles and on puzz.link; a second digit extends the number if it fits.
    const largest = Math.max(puzzle.rows, puzzle.columns);
    const digit = Number(gesture.key);
    const extended = present?.kind === 'number' ? present.value * 10 + digit : undefined;
    const value = extended !== undefined && extended <= largest ? extended : digit;
    if (value < 1 || value > largest) inputError(`numbers in a ${puzzle.columns}×${puzzle.rows} Hitori run from 1 to ${largest}, not ${value}`);
    return withNumber(puzzle, cell, { kind: 'number', value });
  },
};
