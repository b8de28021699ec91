// Playing and entering Country Road in the studio. Play: the loop is drawn as in Masyu (a drag from cell to cell, a
// click between two cells; the other button crosses a line out), over the countries' walls. The editor draws
// countries (a stroke, a drag or a press joins the cells it covers) and types each country's number.

import type { Cell, GridSize } from '../../core/geometry.js';
import { adjacentPairs, cellName, directions } from '../../core/geometry.js';
import type { Violation } from '../../core/genre.js';
import type { LineGrid } from '../../core/lines.js';
import { lineAt } from '../../core/lines.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { cellsOfLine, lineToward } from '../shared/centre-loop.js';
import type { LineMark, LineMove, LineState } from '../shared/line-play.js';
import { linePlay } from '../shared/line-play.js';
import { roomNumberEdit } from '../shared/room-numbers.js';
import { borderCrossings } from './check.js';
import type { CountryNumber, CountryRoadPuzzle } from './puzzle.js';
import { countryRoadSize, countryWords, makeCountryRoad, maximumCountryRoadSize, roomCells, roomNumbers } from './puzzle.js';

type Puzzle = CountryRoadPuzzle;

const entryAt = (puzzle: Puzzle, cell: Cell): CountryNumber | null => puzzle.numbers[cell.row]![cell.column]!;

/** The marks on the lines that leave a cell. */
const marksAt = (size: GridSize, lines: LineGrid<LineMark>, cell: Cell): LineMark[] =>
  directions.flatMap((direction) => {
    const line = lineToward(size, cell, direction);
    return line ? [lineAt(lines, line)] : [];
  });

/**
 * The rules no more lines can mend: a country whose border the lines cross more than twice; a country with more
 * visited cells than its number, or too few cells left that the loop can still visit; a country, or two
 * neighbouring cells across a border, with every way in crossed out.
 */
function brokenForGood(puzzle: Puzzle, lines: LineGrid<LineMark>): Violation[] {
  const size = countryRoadSize(puzzle);
  const visited = (cell: Cell) => marksAt(size, lines, cell).includes('line');
  const closed = (cell: Cell) => marksAt(size, lines, cell).every((mark) => mark === 'cross');
  const roomOf = (cell: Cell) => puzzle.rooms[cell.row]![cell.column]!;
  const crossings = borderCrossings(puzzle, lines, (mark) => mark === 'line');
  const numbers = roomNumbers(puzzle);
  const broken: Violation[] = [];
  roomCells(puzzle.rooms).forEach((cells, room) => {
    if (crossings[room]!.length > 2) broken.push({ code: 'country-twice', message: `the loop passes through ${countryWords(puzzle, room)} more than once`, cells });
    const number = numbers[room]!.number;
    const open = cells.filter((cell) => !closed(cell)).length;
    if (number?.kind === 'number') {
      const count = cells.filter(visited).length;
      if (count > number.value) broken.push({ code: 'wrong-count', message: `the loop already visits ${count} cells of ${countryWords(puzzle, room)}`, cells });
      else if (open < number.value) broken.push({ code: 'wrong-count', message: `only ${open} cells of ${countryWords(puzzle, room)} are left for the loop`, cells });
    }
    if (open === 0) broken.push({ code: 'country-missed', message: `every way into ${countryWords(puzzle, room)} is crossed out`, cells });
  });
  for (const [a, b] of adjacentPairs(size)) {
    if (roomOf(a) !== roomOf(b) && closed(a) && closed(b)) {
      broken.push({ code: 'unvisited-neighbours', message: `${cellName(a)} and ${cellName(b)}, on two sides of a border, are both crossed out`, cells: [a, b] });
    }
  }
  return broken;
}

const lines = linePlay<Puzzle>({
  size: countryRoadSize,
  points: 'centres',
  cellView(puzzle, cell) {
    const entry = entryAt(puzzle, cell);
    return entry === null ? {} : { value: { text: entry.kind === 'number' ? String(entry.value) : '?', kind: 'given' } };
  },
  cellsOfLine: (_size, line) => cellsOfLine(line),
  drawing: 'loop',
  brokenForGood,
});

export const countryRoadPlay: PlayRules<Puzzle, LineState, LineMove, LineGrid, LineGrid<boolean | null>> = {
  ...lines,
  // The countries' walls under the lines.
  view: (puzzle, state, options) => ({ ...lines.view(puzzle, state, options), regions: puzzle.rooms }),
};

export const countryRoadEdit: EditRules<Puzzle> = roomNumberEdit({
  name: 'Country Road',
  room: 'country',
  smallest: 2,
  largest: maximumCountryRoadSize,
  // The loop visits every country, so a country's number is at least 1.
  least: 1,
  make: makeCountryRoad,
});
