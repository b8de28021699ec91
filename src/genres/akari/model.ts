// The Akari model: one boolean per white cell, true when a light stands there. A light lights its own cell and the
// cells it sees along its row and column up to a wall or the edge: the white cells of its row run and column run.
//
// The walls are the grid itself, not clues: only their numbers are, so hints cite the numbers and the generator takes
// numbers away but never a wall (as Light Up and puzz.link set puzzles: the walls first, then the numbers).

import type { Cell } from '../../core/geometry.js';
import { allCells, cellName, makeGrid, neighbours } from '../../core/geometry.js';
import type { Literal, PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import type { AkariAnswer, AkariPartial, AkariPuzzle } from './puzzle.js';
import { akariSize, clueId, isWhite, numberAt } from './puzzle.js';

/** The maximal runs of white cells along the rows, then along the columns: a light lights all of its two runs. */
export function whiteRuns(puzzle: AkariPuzzle): { across: Cell[][]; down: Cell[][] } {
  const runsOf = (lines: Cell[][]): Cell[][] => {
    const runs: Cell[][] = [];
    for (const line of lines) {
      let run: Cell[] = [];
      for (const cell of [...line, undefined]) {
        if (cell && isWhite(puzzle, cell)) {
          run.push(cell);
          continue;
        }
        if (run.length > 0) runs.push(run);
        run = [];
      }
    }
    return runs;
  };
  const grid = makeGrid(akariSize(puzzle), (cell) => cell);
  return { across: runsOf(grid), down: runsOf(grid[0]!.map((_, column) => grid.map((row) => row[column]!))) };
}

export function buildModel(puzzle: AkariPuzzle): PuzzleModel<AkariAnswer, AkariPartial> {
  const size = akariSize(puzzle);
  const model = new Model();
  const lights = makeGrid(size, (cell) => (isWhite(puzzle, cell) ? model.bool(`${cellName(cell)} light`) : undefined));
  // Asked of white cells only: a wall has no light variable.
  const light = (cell: Cell): Literal => lights[cell.row]![cell.column]!;
  const { across, down } = whiteRuns(puzzle);

  // No light shines on another: a run of white cells between walls holds at most one light.
  for (const run of [...across, ...down]) model.atMostOne(run.map(light));

  // Every white cell is lit: a light stands in it or in a cell it sees.
  const seen = makeGrid(size, (): Cell[] => []);
  for (const run of [...across, ...down]) for (const cell of run) seen[cell.row]![cell.column]!.push(...run);
  for (const cell of allCells(size)) {
    if (!isWhite(puzzle, cell)) continue;
    const lighting = new Set(seen[cell.row]![cell.column]!.map(light));
    model.atLeastOne([...lighting]);
  }

  // A numbered wall has exactly that many lights on the white cells beside it.
  for (const cell of allCells(size)) {
    const value = numberAt(puzzle, cell);
    if (value === undefined) continue;
    const beside = neighbours(size, cell).filter((next) => isWhite(puzzle, next));
    model.clue({ id: clueId(cell), description: `the ${value} at ${cellName(cell)}`, cells: [cell] }, () => model.count(beside.map(light), '=', value));
  }

  const whiteCells = allCells(size).filter((cell) => isWhite(puzzle, cell));
  return {
    model,
    observed: whiteCells.map(light),
    decode: (value) => makeGrid(size, (cell) => isWhite(puzzle, cell) && value(light(cell))),
    decodePartial: (value) => makeGrid(size, (cell) => (isWhite(puzzle, cell) ? (value(light(cell)) ?? null) : null)),
  };
}
