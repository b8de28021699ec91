// Playing and entering Kurodoko in the studio: shade cells (a dot marks a cell surely unshaded); numbers are
// clues and stay unshaded. The editor types clue numbers into cells (`?` for a clue without a number).

import { inputError } from '../../core/errors.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { adjacentPairs, allCells, directions, makeGrid, neighbours, ray } from '../../core/geometry.js';
import type { Violation } from '../../core/genre.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { setCell } from '../shared/number-play.js';
import type { Shade, ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay } from '../shared/shade-play.js';
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
  brokenForGood,
});

/**
 * The rules no way of finishing the board can mend: touching shaded cells; a number that already sees more cells
 * through dots and clues than it says, or fewer than it says even counting every open cell; and unshaded cells the
 * shaded ones have cut into separate areas (an area of open cells alone may still be shaded away).
 */
function brokenForGood(puzzle: Puzzle, cells: readonly (readonly (Shade | null)[])[]): Violation[] {
  const size = { rows: puzzle.rows, columns: puzzle.columns };
  const value = (cell: Cell) => cells[cell.row]![cell.column]!;
  const violations: Violation[] = [];
  for (const [a, b] of adjacentPairs(size)) {
    if (value(a) === 1 && value(b) === 1) violations.push({ code: 'adjacent-shaded', message: 'two shaded cells touch', cells: [a, b] });
  }
  for (const position of allCells(size)) {
    const clue = clueAt(puzzle, position);
    if (clue?.kind !== 'number') continue;
    // Surely seen: the run of dots (and clues) from the number; at most: the run up to the first shaded cell.
    const sure = directions.map((direction) => countWhile(ray(size, position, direction), (cell) => value(cell) === 0));
    const most = directions.map((direction) => countWhile(ray(size, position, direction), (cell) => value(cell) !== 1));
    const least = 1 + sure.reduce((total, run) => total + run, 0);
    const largest = 1 + most.reduce((total, run) => total + run, 0);
    if (least > clue.value) violations.push({ code: 'wrong-count', message: `the ${clue.value} already sees ${least} unshaded cells`, cells: [position] });
    else if (largest < clue.value) violations.push({ code: 'wrong-count', message: `the ${clue.value} can see at most ${largest} cells`, cells: [position] });
  }
  // Areas of cells that may stay unshaded; those holding a dot or a clue must stay, and cannot be joined any more.
  const areas = openAreas(size, (cell) => value(cell) !== 1).filter((area) => area.some((cell) => value(cell) === 0));
  if (areas.length > 1) {
    violations.push({ code: 'disconnected', message: `the shaded cells cut the unshaded ones into ${areas.length} separate areas`, cells: areas.slice(1).flat() });
  }
  return violations;
}

function countWhile(cells: readonly Cell[], holds: (cell: Cell) => boolean): number {
  const stop = cells.findIndex((cell) => !holds(cell));
  return stop < 0 ? cells.length : stop;
}

/** The orthogonally connected areas of the cells that pass `member`, largest first. */
function openAreas(size: GridSize, member: (cell: Cell) => boolean): Cell[][] {
  const seen = makeGrid(size, () => false);
  const areas: Cell[][] = [];
  for (const start of allCells(size)) {
    if (!member(start) || seen[start.row]![start.column]) continue;
    seen[start.row]![start.column] = true;
    const area = [start];
    for (let index = 0; index < area.length; index++) {
      for (const next of neighbours(size, area[index]!)) {
        if (!member(next) || seen[next.row]![next.column]) continue;
        seen[next.row]![next.column] = true;
        area.push(next);
      }
    }
    areas.push(area);
  }
  return areas.sort((a, b) => b.length - a.length);
}

function withClue(puzzle: Puzzle, cell: Cell, clue: Clue | null): Puzzle {
  return { ...puzzle, clues: setCell(puzzle.clues, cell, clue) };
}

export const kurodokoEdit: EditRules<Puzzle> = {
  parameters: [
    { id: 'columns', label: 'Width', minimum: 2, maximum: 40, initial: 7 },
    { id: 'rows', label: 'Height', minimum: 2, maximum: 40, initial: 7 },
  ],
  modes: [{ id: 'clue', label: 'Clues' }],
  blank({ rows = 7, columns = 7 }) {
    if (!Number.isInteger(rows) || !Number.isInteger(columns) || rows < 1 || columns < 1 || rows > maximumKurodokoSize.rows || columns > maximumKurodokoSize.columns) {
      inputError(`a Kurodoko grid is 1×1 to ${maximumKurodokoSize.columns}×${maximumKurodokoSize.rows}, not ${columns}×${rows}`);
    }
    return { rows, columns, clues: makeGrid({ rows, columns }, () => null) };
  },
  parametersOf: (puzzle) => ({ rows: puzzle.rows, columns: puzzle.columns }),
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
