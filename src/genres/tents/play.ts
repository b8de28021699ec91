// Playing and entering Tents in the studio: a click cycles an empty cell through tent, grass (surely no tent) and
// empty again, the other button the other way round; a drag gives every cell it crosses what the first cell got,
// as on puz.link. Trees stay put. The counts stand above the columns and left of the rows, where puz.link puts them.
// The editor places and removes trees with a click, and sets a count by typing beside the grid or by clicking it
// again to step it (up with the main button, down with the other).

import { inputError } from '../../core/errors.js';
import { makeGrid } from '../../core/geometry.js';
import type { EditRules, Gesture, OutsideView, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { cycledValue, setCell, typedValue } from '../shared/number-play.js';
import type { PartialShading, Shading, ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay } from '../shared/shade-play.js';
import { tentsChecker } from './check.js';
import type { TentsCount, TentsPuzzle } from './puzzle.js';
import { isTree, largestCount, makeTents, maximumTentsSize, tentsSize } from './puzzle.js';

type Puzzle = TentsPuzzle;

function outside(puzzle: Puzzle): OutsideView[] {
  const text = (count: TentsCount) => (count === null ? '·' : String(count));
  return [
    ...puzzle.columnCounts.map((count, index): OutsideView => ({ side: 'top', index, text: text(count), kind: 'clue' })),
    ...puzzle.rowCounts.map((count, index): OutsideView => ({ side: 'left', index, text: text(count), kind: 'clue' })),
  ];
}

export const tentsPlay: PlayRules<Puzzle, ShadeState, ShadeMove, Shading, PartialShading> = shadingPlay<Puzzle>({
  size: tentsSize,
  fixed: (puzzle, cell) => (isTree(puzzle, cell) ? 0 : null),
  // A club suit: a tree drawn with the fonts every system has.
  label: (puzzle, cell) => (isTree(puzzle, cell) ? '♣' : undefined),
  decorate: (puzzle) => ({ outside: outside(puzzle) }),
  fillWords: { shaded: 'tent', unshaded: 'grass' },
  reverseCycle: true,
  modes: [
    { id: 'shade', label: 'Tent', key: 's' },
    { id: 'dot', label: 'Grass (surely no tent)', key: 'd' },
  ],
  checks: tentsChecker,
});

function withCount(puzzle: Puzzle, side: 'top' | 'left', index: number, count: TentsCount): Puzzle {
  const replace = (counts: readonly TentsCount[]) => counts.map((old, position) => (position === index ? count : old));
  return side === 'left' ? makeTents(puzzle.trees, replace(puzzle.rowCounts), puzzle.columnCounts) : makeTents(puzzle.trees, puzzle.rowCounts, replace(puzzle.columnCounts));
}

const eraseKeys = new Set(['Backspace', 'Delete', ' ', '-', '.']);

/** A count beside the grid: typed, erased, or stepped by clicking it again (0 is a count, so it comes after none). */
function editCount(puzzle: Puzzle, gesture: Gesture): Puzzle | undefined {
  if ((gesture.kind !== 'key' && gesture.kind !== 'press') || gesture.target.kind !== 'outside') return undefined;
  const { side, index } = gesture.target;
  if (side !== 'top' && side !== 'left') return undefined;
  const present = (side === 'left' ? puzzle.rowCounts : puzzle.columnCounts)[index];
  if (present === undefined) return undefined;
  const { rows, columns } = tentsSize(puzzle);
  const largest = largestCount(side === 'left' ? columns : rows);
  let value: TentsCount | undefined;
  if (gesture.kind === 'press') {
    if (!gesture.again) return undefined;
    // Stepped over none, 0, 1, ..., largest: shifted by one so that none is the step before 0.
    const stepped = cycledValue(present === null ? null : present + 1, largest + 1, gesture.button);
    value = stepped === null ? null : stepped - 1;
  } else if (eraseKeys.has(gesture.key)) value = null;
  else if (gesture.key === '0' && (!gesture.again || present === null || present * 10 > largest)) value = 0;
  else {
    value = typedValue(gesture, present, largest);
    if (value === undefined && /^[0-9]$/.test(gesture.key)) inputError(`a line of ${side === 'left' ? columns : rows} cells holds 0 to ${largest} tents, not ${gesture.key}`);
  }
  return value === undefined || value === present ? undefined : withCount(puzzle, side, index, value);
}

export const tentsEdit: EditRules<Puzzle> = {
  ...gridSizeRules({ name: 'Tents', largest: maximumTentsSize, initial: 8, maximum: 30 }, (size) => {
    const none = (length: number) => new Array<null>(length).fill(null);
    return makeTents(makeGrid(size, () => false), none(size.rows), none(size.columns));
  }, tentsSize),
  modes: [{ id: 'tree', label: 'Trees (and counts beside the grid)' }],
  edit(puzzle, gesture) {
    if (gesture.kind === 'press' && gesture.target.kind === 'cell') {
      const cell = gesture.target.cell;
      return makeTents(setCell(puzzle.trees, cell, !isTree(puzzle, cell)), puzzle.rowCounts, puzzle.columnCounts);
    }
    if (gesture.kind === 'key' && gesture.target.kind === 'cell') {
      const cell = gesture.target.cell;
      const tree = ['t', 'T', '1'].includes(gesture.key) ? true : eraseKeys.has(gesture.key) ? false : undefined;
      return tree === undefined || tree === isTree(puzzle, gesture.target.cell) ? undefined : makeTents(setCell(puzzle.trees, cell, tree), puzzle.rowCounts, puzzle.columnCounts);
    }
    return editCount(puzzle, gesture);
  },
};
