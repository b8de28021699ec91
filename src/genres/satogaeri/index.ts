// Satogaeri: the grid is divided into countries. Move every circle in a straight line, horizontally or vertically,
// so that every country ends with exactly one circle. A number says exactly how many cells its circle moves (0: it
// stays); a circle without a number moves any distance, or none. Tracks (start, passed and end cells) of two circles
// never share a cell, so no circle passes over or lands on another.
// Example (puzz.link `satogaeri/4/4/94g1g02m1h.j`; countries A, B, C; o is a circle without a number):
//     A A B B     2 . . .          . . 2 .
//     A A B B     . . . .    ->    1 . . .     moves r1c1>r1c3, r3c1>r2c1, r3c4>r3c2
//     C C B B     1 . . o          . o . .
//     C C B B     . . . .          . . . .

import type { Cell, GridSize } from '../../core/geometry.js';
import type { Genre } from '../../core/genre.js';
import { inputError } from '../../core/errors.js';
import { checkAnswer } from './check.js';
import { collection } from './collection.js';
import { jsonFormat, pzlFormat, urlFormat } from './formats.js';
import { satogaeriGenerator, satogaeriScale } from './generate.js';
import { buildModel } from './model.js';
import { satogaeriEdit, satogaeriPlay } from './play.js';
import type { Move, SatogaeriAnswer, SatogaeriPartial, SatogaeriPuzzle } from './puzzle.js';
import { maximumSatogaeriSize, trackOf } from './puzzle.js';

export type { Move, SatogaeriAnswer, SatogaeriCircle, SatogaeriPartial, SatogaeriPuzzle } from './puzzle.js';
export { candidateMoves, countryCells, makeSatogaeri, trackOf } from './puzzle.js';

/** The seed thesis's 3×3 example (section 4 and appendix A), in the .pzl format. */
export const thesisExample = `# Satogaeri 3x3 (the example of sections 4 and 5)
countries
A A A
B C A
B C C
circles
o . 0
. . .
2 . .
`;

const arrows = { up: '^', down: 'v', left: '<', right: '>' } as const;

/** The grid in text: country walls drawn with + - |, circles by number (o: no number); with an answer, circles
 * at their destinations and arrows on the cells their tracks cover. */
function render(puzzle: SatogaeriPuzzle, answer?: SatogaeriAnswer): string {
  const labels = puzzle.countries.map((row) => row.map(() => ''));
  const circleLabel = (k: number) => {
    const number = puzzle.circles[k]!.number;
    return number === null ? 'o' : String(number);
  };
  if (answer) {
    answer.forEach((move, k) => {
      const track = trackOf(move);
      const direction =
        move.to.row < move.from.row ? 'up' : move.to.row > move.from.row ? 'down' : move.to.column < move.from.column ? 'left' : 'right';
      for (const cell of track.slice(0, -1)) if (labels[cell.row]?.[cell.column] !== undefined) labels[cell.row]![cell.column] = arrows[direction];
    });
    answer.forEach((move, k) => {
      if (labels[move.to.row]?.[move.to.column] !== undefined) labels[move.to.row]![move.to.column] = circleLabel(k);
    });
  } else {
    puzzle.circles.forEach((circle, k) => (labels[circle.row]![circle.column] = circleLabel(k)));
  }
  const { countries, rows, columns } = puzzle;
  const lines: string[] = [];
  const rule = (row: number) => {
    let line = '+';
    for (let column = 0; column < columns; column++) {
      const wall = row < 0 || row + 1 >= rows || countries[row]![column] !== countries[row + 1]![column];
      line += (wall ? '---' : '   ') + '+';
    }
    return line;
  };
  lines.push(rule(-1));
  for (let row = 0; row < rows; row++) {
    let line = '|';
    for (let column = 0; column < columns; column++) {
      const text = labels[row]![column]! || ' ';
      line += text.padStart(2).padEnd(3);
      line += column + 1 >= columns || countries[row]![column] !== countries[row]![column + 1] ? '|' : ' ';
    }
    lines.push(line);
    lines.push(rule(row));
  }
  return lines.join('\n');
}

function cellFromJson(value: unknown, what: string): Cell {
  if (Array.isArray(value) && value.length === 2 && value.every((entry) => Number.isInteger(entry))) {
    return { row: value[0] as number, column: value[1] as number };
  }
  if (value !== null && typeof value === 'object' && Number.isInteger((value as Cell).row) && Number.isInteger((value as Cell).column)) {
    return { row: (value as Cell).row, column: (value as Cell).column };
  }
  return inputError(`${what} must be a cell [row, column] (0-based)`, { part: 'answer' });
}

/** Moves in JSON, in any order; a circle left out stays where it is. */
function answerFromJson(puzzle: SatogaeriPuzzle, json: unknown): SatogaeriAnswer {
  if (!Array.isArray(json)) inputError('the answer must be a list of moves {"from": [row, column], "to": [row, column]}', { part: 'answer' });
  const index = new Map(puzzle.circles.map((circle, k) => [circle.row * puzzle.columns + circle.column, k]));
  const moves: Move[] = puzzle.circles.map((circle) => ({ from: { row: circle.row, column: circle.column }, to: { row: circle.row, column: circle.column } }));
  const given = new Set<number>();
  json.forEach((entry: unknown, k: number) => {
    if (entry === null || typeof entry !== 'object') inputError(`move ${k + 1} must be an object {"from", "to"}`, { part: 'answer' });
    const from = cellFromJson((entry as { from?: unknown }).from, `"from" of move ${k + 1}`);
    const to = cellFromJson((entry as { to?: unknown }).to, `"to" of move ${k + 1}`);
    const circle = index.get(from.row * puzzle.columns + from.column);
    const inside = from.row >= 0 && from.row < puzzle.rows && from.column >= 0 && from.column < puzzle.columns;
    if (!inside || circle === undefined) inputError(`move ${k + 1} starts at [${from.row}, ${from.column}], where there is no circle`, { part: 'answer' });
    if (given.has(circle)) inputError(`the circle at [${from.row}, ${from.column}] moves twice`, { part: 'answer' });
    given.add(circle);
    moves[circle] = { from, to };
  });
  return moves;
}

export const satogaeri: Genre<SatogaeriPuzzle, SatogaeriAnswer, SatogaeriPartial> = {
  id: 'satogaeri',
  name: 'Satogaeri',
  aliases: ['sato'],
  rules:
    'Move every circle in a straight line, horizontally or vertically, so that every country ends with exactly one circle. ' +
    'A number says exactly how many cells its circle moves (0: it stays); a circle without a number moves any distance, or none. ' +
    'Tracks of two circles never share a cell: no circle passes over or lands on another.',
  formats: [urlFormat, pzlFormat, jsonFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?satogaeri/4/4/94g1g02m1h.j', thesisExample],
  maximumSize: maximumSatogaeriSize,
  size: (puzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns }),
  model: (puzzle) => buildModel(puzzle),
  clueModel: (puzzle) => buildModel(puzzle, { clues: true }),
  check: checkAnswer,
  render,
  answerToJson: (answer) => answer.map((move) => ({ from: [move.from.row, move.from.column], to: [move.to.row, move.to.column] })),
  answerFromJson,
  partialToJson: (partial) => partial.map((entry) => ({ from: [entry.from.row, entry.from.column], to: entry.to ? [entry.to.row, entry.to.column] : null })),
  generator: satogaeriGenerator,
  collection,
  ratingScale: satogaeriScale,
  play: satogaeriPlay,
  edit: satogaeriEdit,
};
