// Playing and entering Country Road in the studio. Play: the loop is drawn as in Masyu (a drag from cell to cell, a
// click between two cells; the other button crosses a line out), over the countries' walls. The editor draws
// countries (a stroke, a drag or a press joins the cells it covers) and types each country's number.

import { inputError } from '../../core/errors.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { adjacentPairs, cellName, directions, makeGrid } from '../../core/geometry.js';
import type { Violation } from '../../core/genre.js';
import type { LineGrid } from '../../core/lines.js';
import { lineAt } from '../../core/lines.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { cellsOfLine, lineToward } from '../shared/centre-loop.js';
import type { LineMark, LineMove, LineState } from '../shared/line-play.js';
import { linePlay } from '../shared/line-play.js';
import { setCell } from '../shared/number-play.js';
import { roomGestureCells, separateRooms, withRoom } from '../shared/room-drawing.js';
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
  loop: true,
  brokenForGood,
});

export const countryRoadPlay: PlayRules<Puzzle, LineState, LineMove, LineGrid, LineGrid<boolean | null>> = {
  ...lines,
  // The countries' walls under the lines.
  view: (puzzle, state, options) => ({ ...lines.view(puzzle, state, options), regions: puzzle.rooms }),
};

/** The countries after a gesture joins cells; a country that ends up with two numbers keeps the first in reading order. */
function withRooms(puzzle: Puzzle, cells: readonly Cell[]): Puzzle | undefined {
  const rooms = withRoom(puzzle.rooms, cells);
  if (!rooms) return undefined;
  const area = roomCells(rooms).map((members) => members.length);
  const numbered = new Set<number>();
  const numbers = puzzle.numbers.map((row, r) =>
    row.map((entry, c) => {
      if (entry === null) return null;
      const room = rooms[r]![c]!;
      // A country cut smaller than its number loses it.
      if (numbered.has(room) || (entry.kind === 'number' && entry.value > area[room]!)) return null;
      numbered.add(room);
      return entry;
    }),
  );
  return makeCountryRoad(rooms, numbers);
}

/** The puzzle with a number typed into a cell (it replaces the country's number wherever that was written). */
function withNumber(puzzle: Puzzle, cell: Cell, entry: CountryNumber | null): Puzzle {
  const room = puzzle.rooms[cell.row]![cell.column]!;
  const cleared = puzzle.numbers.map((row, r) => row.map((old, c) => (puzzle.rooms[r]![c] === room ? null : old)));
  return makeCountryRoad(puzzle.rooms, setCell(cleared, cell, entry));
}

export const countryRoadEdit: EditRules<Puzzle> = {
  parameters: [
    { id: 'columns', label: 'Width', minimum: 2, maximum: 40, initial: 10 },
    { id: 'rows', label: 'Height', minimum: 2, maximum: 40, initial: 10 },
  ],
  modes: [
    { id: 'room', label: 'Draw country', key: 'r' },
    { id: 'number', label: 'Numbers', key: 'n' },
  ],
  blank({ rows = 10, columns = 10 }) {
    if (!Number.isInteger(rows) || !Number.isInteger(columns) || rows < 2 || columns < 2 || rows > maximumCountryRoadSize.rows || columns > maximumCountryRoadSize.columns) {
      inputError(`a Country Road grid is 2×2 to ${maximumCountryRoadSize.columns}×${maximumCountryRoadSize.rows}, not ${columns}×${rows}`);
    }
    // Every cell starts as a country of its own; drawing joins cells.
    return makeCountryRoad(separateRooms({ rows, columns }), makeGrid({ rows, columns }, () => null));
  },
  parametersOf: (puzzle) => ({ rows: puzzle.rows, columns: puzzle.columns }),
  edit(puzzle, gesture, mode) {
    if (mode === 'room') {
      const cells = roomGestureCells(gesture);
      return cells && withRooms(puzzle, cells);
    }
    if (gesture.kind !== 'key' || gesture.target.kind !== 'cell') return undefined;
    const cell = gesture.target.cell;
    const present = entryAt(puzzle, cell);
    if (gesture.key === 'Backspace' || gesture.key === 'Delete') return present === null ? undefined : withNumber(puzzle, cell, null);
    if (gesture.key === '?') return withNumber(puzzle, cell, { kind: 'unknown' });
    if (!/^[0-9]$/.test(gesture.key)) return undefined;
    // A number counts cells of its country; a second digit extends it if it fits.
    const area = roomCells(puzzle.rooms)[puzzle.rooms[cell.row]![cell.column]!]!.length;
    const digit = Number(gesture.key);
    const extended = present?.kind === 'number' ? present.value * 10 + digit : undefined;
    const value = extended !== undefined && extended <= area ? extended : digit;
    if (value < 1 || value > area) inputError(`this country has ${area} cell${area === 1 ? '' : 's'}, so its number is 1 to ${area}, not ${value}`);
    return withNumber(puzzle, cell, { kind: 'number', value });
  },
};
