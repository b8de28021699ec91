// The Star Battle model: one boolean per cell, true when a star stands there. Rows, columns and the no-touching rule
// are the rules; each room's count is stated as a clue, so that hints and explanations cite the rooms.

import type { Cell } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import { LiteralGrid, gridAnswer } from '../../core/literal-grid.js';
import type { PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import { roomCells } from '../shared/room-grid.js';
import type { StarBattleAnswer, StarBattlePartial, StarBattlePuzzle } from './puzzle.js';
import { roomId, starBattleSize, starWord } from './puzzle.js';

export function buildModel(puzzle: StarBattlePuzzle): PuzzleModel<StarBattleAnswer, StarBattlePartial> {
  // The stars are every model's first variables, numbered row by row (as `LiteralGrid.of` numbers them below).
  const stars = LiteralGrid.from(starBattleSize(puzzle), (cell) => cell.row * puzzle.columns + cell.column + 1);
  // Built when asked for: solving asks only for the narrowed model.
  let rules: Model | undefined;
  return {
    get model() {
      return (rules ??= starModel(puzzle, true, []).model);
    },
    observed: stars.flat(),
    decode: (value) => stars.read(value),
    decodePartial: (value) => stars.read((literal) => value(literal) ?? null),
    // The same solutions, with the cells the rooms leave empty stated: the search starts where a solver by hand does.
    narrowed: () => ({ model: starModel(puzzle, true, emptiedByRooms(puzzle)).model, widen: () => undefined }),
  };
}

/** The rules without the rooms (rows, columns, no touching): the star layouts a generator draws rooms around. */
export const layoutModel = (puzzle: StarBattlePuzzle): PuzzleModel<StarBattleAnswer, StarBattlePartial> => starModel(puzzle, false, []);

function starModel(puzzle: StarBattlePuzzle, withRooms: boolean, empty: readonly Cell[]): PuzzleModel<StarBattleAnswer, StarBattlePartial> {
  const model = new Model();
  const stars = LiteralGrid.of(model, starBattleSize(puzzle), 'star');
  const k = puzzle.stars;

  // Every row and every column holds exactly k stars.
  for (const line of [...stars.rows(), ...stars.columns()]) model.count(line, '=', k);
  // No two stars touch, not even diagonally: every 2×2 block holds at most one star.
  for (const block of stars.windows(2, 2)) model.atMostOne(block);

  // Every room holds exactly k stars.
  for (const cells of withRooms ? roomCells(puzzle.rooms) : []) {
    const first = cells[0]!;
    model.clue({ id: roomId(first), description: `the room at ${cellName(first)} (${starWord(k)})`, cells }, () => model.count(stars.select(cells), '=', k));
  }
  for (const cell of empty) model.require(-stars.at(cell));
  return gridAnswer(model, stars);
}

/**
 * The cells that hold no star because of where the rooms lie, before any star is placed. A band of n neighbouring
 * rows holds n·k stars: when n rooms lie wholly inside it, those are all of its stars, and its cells outside them
 * are empty; when the band's cells all belong to n rooms, those rooms' stars are all in it, and their cells outside
 * it are empty. The same holds of columns, and an emptied cell may confine a room further: repeated until nothing
 * changes.
 */
export function emptiedByRooms(puzzle: StarBattlePuzzle): Cell[] {
  const { rows, columns } = puzzle;
  const rooms = roomCells(puzzle.rooms);
  const open = puzzle.rooms.map((line) => line.map(() => true));
  const emptied: Cell[] = [];
  // Where each room's open cells start and end along the axis (-1: none left, in a puzzle with no solution).
  const first = new Int32Array(rooms.length);
  const last = new Int32Array(rooms.length);
  // Loops, not a closure per band: this runs before every solve.
  const confine = (alongRows: boolean): boolean => {
    const lines = alongRows ? rows : columns;
    const measure = () => {
      for (let room = 0; room < rooms.length; room++) {
        first[room] = lines;
        last[room] = -1;
        for (const { row, column } of rooms[room]!) {
          if (!open[row]![column]) continue;
          const place = alongRows ? row : column;
          if (place < first[room]!) first[room] = place;
          if (place > last[room]!) last[room] = place;
        }
      }
    };
    measure();
    let changed = false;
    for (let from = 0; from < lines; from++) {
      for (let to = from; to < lines && to - from + 1 < lines; to++) {
        const band = to - from + 1;
        let inside = 0;
        let meeting = 0;
        for (let room = 0; room < rooms.length; room++) {
          if (last[room]! >= 0 && first[room]! >= from && last[room]! <= to) inside++;
          if (first[room]! <= to && last[room]! >= from) meeting++;
        }
        if (inside !== band && meeting !== band) continue;
        const before = emptied.length;
        for (let room = 0; room < rooms.length; room++) {
          const isInside = last[room]! >= 0 && first[room]! >= from && last[room]! <= to;
          const meets = first[room]! <= to && last[room]! >= from;
          // Rooms inside a full band keep its stars from the others; rooms that fill a band keep theirs in it.
          const emptyInBand = inside === band && !isInside;
          const emptyOutside = meeting === band && meets;
          if (!emptyInBand && !emptyOutside) continue;
          for (const cell of rooms[room]!) {
            const place = alongRows ? cell.row : cell.column;
            const inBand = place >= from && place <= to;
            if (!open[cell.row]![cell.column] || (inBand ? !emptyInBand : !emptyOutside)) continue;
            open[cell.row]![cell.column] = false;
            emptied.push(cell);
          }
        }
        if (emptied.length > before) {
          changed = true;
          measure();
        }
      }
    }
    return changed;
  };
  for (let changed = true; changed; ) {
    const acrossRows = confine(true);
    const acrossColumns = confine(false);
    changed = acrossRows || acrossColumns;
  }
  return emptied;
}
