// Playing and entering Kurodoko in the studio: shade cells (a dot marks a cell surely unshaded); numbers are
// clues and stay unshaded. The editor types clue numbers into cells (`?` for a clue without a number).

import { inputError } from '../../core/errors.js';
import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { setCell } from '../shared/number-play.js';
import type { ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay } from '../shared/shade-play.js';
import { kurodokoChecker } from './check.js';
import type { KurodokoAnswer, KurodokoClue, KurodokoPartial, KurodokoPuzzle } from './puzzle.js';
import { kurodokoSize, maximumKurodokoSize } from './puzzle.js';

type Clue = KurodokoClue;
type Puzzle = KurodokoPuzzle;
type Answer = KurodokoAnswer;
type Facts = KurodokoPartial;

const clueAt = (puzzle: Puzzle, cell: Cell): Clue | null => puzzle.clues[cell.row]![cell.column]!;

export const kurodokoPlay: PlayRules<Puzzle, ShadeState, ShadeMove, Answer, Facts> = shadingPlay<Puzzle>({
  size: kurodokoSize,
  fixed: (puzzle, cell) => (clueAt(puzzle, cell) === null ? null : 0),
  label(puzzle, cell) {
    const clue = clueAt(puzzle, cell);
    return clue === null ? undefined : clue.kind === 'number' ? String(clue.value) : '?';
  },
  checks: kurodokoChecker,
});

function withClue(puzzle: Puzzle, cell: Cell, clue: Clue | null): Puzzle {
  return { ...puzzle, clues: setCell(puzzle.clues, cell, clue) };
}

export const kurodokoEdit: EditRules<Puzzle> = {
  ...gridSizeRules({ name: 'Kurodoko', largest: maximumKurodokoSize, initial: 7, maximum: 40 }, (size) => ({ ...size, clues: makeGrid(size, () => null) })),
  modes: [{ id: 'clue', label: 'Clues' }],
  edit(puzzle, gesture) {
    if (gesture.kind !== 'key' || gesture.target.kind !== 'cell') return undefined;
    const cell = gesture.target.cell;
    const present = clueAt(puzzle, cell);
    if (gesture.key === 'Backspace' || gesture.key === 'Delete') return present === null ? undefined : withClue(puzzle, cell, null);
    if (gesture.key === '?') return withClue(puzzle, cell, { kind: 'unknown' });
    if (!/^[0-9]$/.test(gesture.key)) return undefined;
    // A clue counts at most every cell of its row and column once; a second digit extends the number if it fits.
    const largest = puzzle.rows + puzzle.columns - 1;
    const digit = Number(gesture.key);
    const extended = present?.kind === 'number' ? present.value * 10 + digit : undefined;
    const value = extended !== undefined && extended <= largest ? extended : digit;
    // Said while the setter types, not found later by the solver: a clue counts its own cell, and no more than its
    // row and column.
    if (value < 1 || value > largest) inputError(`a number in a ${puzzle.columns}×${puzzle.rows} grid counts 1 to ${largest} cells, not ${value}`);
    return withClue(puzzle, cell, { kind: 'number', value });
  },
};
