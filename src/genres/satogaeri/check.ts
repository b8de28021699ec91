// The Satogaeri rule checker: an ordered list of named rules, each returning violations with the cells that show
// them. It reads only the puzzle and the moves, never the model or a solver.

import type { Cell } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import type { CheckCode, Violation } from '../../core/genre.js';
import type { Move, SatogaeriAnswer, SatogaeriPuzzle } from './puzzle.js';

/** The cells from the start of a move to its end; a bent move has no track (it is reported on its own). */
function straightTrack(move: Move): Cell[] | undefined {
  const rows = move.to.row - move.from.row;
  const columns = move.to.column - move.from.column;
  if (rows !== 0 && columns !== 0) return undefined;
  const length = Math.abs(rows) + Math.abs(columns);
  return Array.from({ length: length + 1 }, (_, k) => ({
    row: move.from.row + Math.sign(rows) * k,
    column: move.from.column + Math.sign(columns) * k,
  }));
}

/** The codes this checker reports, in the order it looks. */
export const checkCodes: readonly CheckCode[] = [
  { code: 'missing-move', description: 'the answer has one move per circle, in the order of the circles' },
  { code: 'off-board', description: 'circles stay on the board' },
  { code: 'bent-move', description: 'circles move in a straight line, along a row or a column' },
  { code: 'wrong-distance', description: 'a number says exactly how many cells its circle moves' },
  { code: 'over-circle', description: 'a circle never passes over or lands on another circle' },
  { code: 'crossing-tracks', description: 'tracks of two circles never share a cell' },
  { code: 'two-circles', description: 'no country ends with more than one circle' },
  { code: 'empty-country', description: 'every country ends with a circle' },
];

export function check(puzzle: SatogaeriPuzzle, answer: SatogaeriAnswer): Violation[] {
  const violations: Violation[] = [];
  const circles = puzzle.circles;
  if (answer.length !== circles.length) {
    return [{ code: 'missing-move', message: `the answer has ${answer.length} move(s) for ${circles.length} circle(s)`, cells: [] }];
  }
  for (let k = 0; k < circles.length; k++) {
    const { from } = answer[k]!;
    if (from.row !== circles[k]!.row || from.column !== circles[k]!.column) {
      return [{ code: 'missing-move', message: `move ${k + 1} does not start on the circle at ${cellName(circles[k]!)}`, cells: [circles[k]!] }];
    }
  }
  const inside = (cell: Cell) => cell.row >= 0 && cell.row < puzzle.rows && cell.column >= 0 && cell.column < puzzle.columns;
  const tracks = answer.map((move) => (inside(move.to) ? straightTrack(move) : undefined));

  // Circles move in a straight line, horizontally or vertically, and stay on the board.
  answer.forEach((move, k) => {
    if (!inside(move.to)) violations.push({ code: 'off-board', message: `the circle at ${cellName(move.from)} leaves the board`, cells: [move.from] });
    else if (!tracks[k]) violations.push({ code: 'bent-move', message: `the circle at ${cellName(move.from)} does not move in a straight line to ${cellName(move.to)}`, cells: [move.from, move.to] });
  });

  // A number says exactly how many cells its circle moves (0: it stays).
  answer.forEach((move, k) => {
    const number = circles[k]!.number;
    const track = tracks[k];
    if (number === null || !track || track.length - 1 === number) return;
    const message =
      track.length === 1
        ? `the circle ${number} at ${cellName(move.from)} does not move`
        : `the circle ${number} at ${cellName(move.from)} moves ${track.length - 1} cell(s), not ${number}`;
    violations.push({ code: 'wrong-distance', message, cells: track });
  });

  // A circle never passes over or lands on another circle.
  const startOf = new Map<number, number>(circles.map((circle, k) => [circle.row * puzzle.columns + circle.column, k]));
  tracks.forEach((track, k) => {
    for (const cell of track?.slice(1) ?? []) {
      const other = startOf.get(cell.row * puzzle.columns + cell.column);
      if (other === undefined) continue;
      violations.push({ code: 'over-circle', message: `the circle from ${cellName(answer[k]!.from)} goes over the circle at ${cellName(cell)}`, cells: [answer[k]!.from, cell] });
    }
  });

  // Tracks (start, passed and end cells) of two circles never share a cell. Circle cells are reported above.
  const coveredBy = new Map<number, number[]>();
  tracks.forEach((track, k) => {
    for (const cell of track ?? []) {
      const key = cell.row * puzzle.columns + cell.column;
      if (startOf.has(key)) continue;
      coveredBy.set(key, [...(coveredBy.get(key) ?? []), k]);
    }
  });
  const shared = new Map<string, Cell[]>();
  for (const [key, owners] of coveredBy) {
    for (let a = 0; a < owners.length; a++) {
      for (let b = a + 1; b < owners.length; b++) {
        const pair = `${owners[a]},${owners[b]}`;
        shared.set(pair, [...(shared.get(pair) ?? []), { row: Math.floor(key / puzzle.columns), column: key % puzzle.columns }]);
      }
    }
  }
  for (const [pair, cells] of shared) {
    const [a, b] = pair.split(',').map(Number) as [number, number];
    violations.push({ code: 'crossing-tracks', message: `the tracks of the circles from ${cellName(answer[a]!.from)} and ${cellName(answer[b]!.from)} meet`, cells });
  }

  // Every country ends with exactly one circle.
  const countryCount = Math.max(-1, ...puzzle.countries.flat()) + 1;
  const arrivals: Cell[][] = Array.from({ length: countryCount }, () => []);
  for (const move of answer) if (inside(move.to)) arrivals[puzzle.countries[move.to.row]![move.to.column]!]!.push(move.to);
  arrivals.forEach((cells, country) => {
    if (cells.length > 1) {
      violations.push({ code: 'two-circles', message: `a country ends with ${cells.length} circles`, cells });
    } else if (cells.length === 0) {
      const area: Cell[] = [];
      puzzle.countries.forEach((row, r) => row.forEach((value, c) => value === country && area.push({ row: r, column: c })));
      violations.push({ code: 'empty-country', message: `a country ends with no circle`, cells: area });
    }
  });
  return violations;
}
