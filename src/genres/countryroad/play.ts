// Playing and entering Country Road in the studio. Play: the loop is drawn as in Masyu (a drag from cell to cell; a
// click between two cells, or the other button, crosses a line out), over the countries' walls. The editor draws
// the countries' borders (as puz.link's: along the cells' sides) and types or steps each country's number.

import type { Cell } from '../../core/geometry.js';
import type { EditRules } from '../../core/play.js';
import type { LinePlayRules } from '../shared/line-play.js';
import { linePlay } from '../shared/line-play.js';
import { overRooms } from '../shared/room-loop.js';
import { clueView } from '../shared/number-play.js';
import { roomNumberEdit } from '../shared/room-numbers.js';
import { countryRoadChecker } from './check.js';
import type { CountryNumber, CountryRoadPuzzle } from './puzzle.js';
import { countryRoadSize, makeCountryRoad, maximumCountryRoadSize } from './puzzle.js';

type Puzzle = CountryRoadPuzzle;

const entryAt = (puzzle: Puzzle, cell: Cell): CountryNumber | null => puzzle.numbers[cell.row]![cell.column]!;

/** The loop drawn over the rooms' walls. */
export const countryRoadPlay: LinePlayRules<Puzzle> = overRooms(
  linePlay<Puzzle>({
    size: countryRoadSize,
    points: 'centres',
    cellView: (puzzle, cell) => clueView(entryAt(puzzle, cell)),
    drawing: 'loop',
    checks: countryRoadChecker,
  }),
);

export const countryRoadEdit: EditRules<Puzzle> = roomNumberEdit({
  name: 'Country Road',
  room: 'country',
  smallest: 2,
  largest: maximumCountryRoadSize,
  // The loop visits every country, so a country's number is at least 1.
  least: 1,
  make: makeCountryRoad,
});
