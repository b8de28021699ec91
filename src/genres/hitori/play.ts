// Playing and entering Hitori in the studio: shade cells (a dot marks a cell surely unshaded); every cell may be
// shaded, numbers and all. The editor types numbers into cells (`?` for a number left unknown).

import { inputError } from '../../core/errors.js';
import type { Cell } from '../../core/geometry.js';
import { adjacentPairs, makeGrid } from '../../core/geometry.js';
import type { Violation } from '../../core/genre.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { connectedAreas } from '../shared/areas.js';
import { setCell } from '../shared/number-play.js';
import type { Shade, ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay } from '../shared/shade-play.js';
import type { HitoriAnswer, HitoriNumber, HitoriPartial, HitoriPuzzle } from './puzzle.js';
import { hitoriSize, maximumHitoriSize, repetitions } from './puzzle.js';

type Puzzle = HitoriPuzzle;

const entryAt = (puzzle: Puzzle, cell: Cell): HitoriNumber | null => puzzle.numbers[cell.row]![cell.column]!;

export const hitoriPlay: PlayRules<Puzzle, ShadeState, ShadeMove, HitoriAnswer, HitoriPartial> = shadingPlay<Puzzle>({
  size: hitoriSize,
  fixed: () => null,
  label(puzzle, cell) {
    const entry = entryAt(puzzle, cell);
    return entry === null ? undefined : entry.kind === 'number' ? String(entry.value) : '?';
  },
  brokenForGood,
});

/**
 * The rules no way of finishing the board can mend: touching shaded cells; a number dotted twice in a line; and
 * dotted cells the shaded ones have cut apart (an area of open cells alone may still be shaded away).
 */
function brokenForGood(puzzle: Puzzle, cells: readonly (readonly (Shade | null)[])[]): Violation[] {
  const size = hitoriSize(puzzle);
  const value = (cell: Cell) => cells[cell.row]![cell.column]!;
  const violations: Violation[] = [];
  for (const [a, b] of adjacentPairs(size)) {
    if (value(a) === 1 && value(b) === 1) violations.push({ code: 'adjacent-shaded', message: 'two shaded cells touch', cells: [a, b] });
  }
  const areas = connectedAreas(size, (cell) => value(cell) !== 1).filter((area) => area.some((cell) => value(cell) === 0));
  if (areas.length > 1) {
    violations.push({ code: 'disconnected', message: `the shaded cells cut the dotted ones into ${areas.length} separate areas`, cells: areas.slice(1).flat() });
  }
  for (const repetition of repetitions(puzzle)) {
    const dotted = repetition.cells.filter((cell) => value(cell) === 0);
    if (dotted.length > 1) {
      violations.push({ code: 'repeated-number', message: `${repetition.line} has ${dotted.length} dotted ${repetition.value}s`, cells: dotted });
    }
  }
  return violations;
}

function withNumber(puzzle: Puzzle, cell: Cell, entry: HitoriNumber | null): Puzzle {
  return { ...puzzle, numbers: setCell(puzzle.numbers, cell, entry) };
}

export const hitoriEdit: EditRules<Puzzle> = {
  parameters: [
    { id: 'columns', label: 'Width', minimum: 2, maximum: 30, initial: 8 },
    { id: 'rows', label: 'Height', minimum: 2, maximum: 30, initial: 8 },
  ],
  modes: [{ id: 'number', label: 'Numbers' }],
  blank({ rows = 8, columns = 8 }) {
    if (!Number.isInteger(rows) || !Number.isInteger(columns) || rows < 1 || columns < 1 || rows > maximumHitoriSize.rows || columns > maximumHitoriSize.columns) {
      inputError(`a Hitori grid is 1×1 to ${maximumHitoriSize.columns}×${maximumHitoriSize.rows}, not ${columns}×${rows}`);
    }
    return { rows, columns, numbers: makeGrid({ rows, columns }, () => null) };
  },
  parametersOf: (puzzle) => ({ rows: puzzle.rows, columns: puzzle.columns }),
  edit(puzzle, gesture) {
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
