// Playing and entering Futoshiki in the studio: numbers and pencil marks, with the signs (or Adjacent mode's bars)
// drawn between cells. The editor types givens and sets a sign by clicking the edge between two cells (or typing
// `<` `>` for the right neighbour, `^` `v` for the one below; in Adjacent mode `|` and `-` toggle a bar).

import { inputError } from '../../core/errors.js';
import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { EdgeView, EditRules, Gesture, PlayRules } from '../../core/play.js';
import type { NumberFacts, NumberMove, NumberState } from '../shared/number-play.js';
import { latinNumberGenre } from '../shared/latin-square.js';
import { numberEdit, numberPlay, setCell } from '../shared/number-play.js';
import type { Bar, FutoshikiAnswer, FutoshikiPuzzle, Sign } from './puzzle.js';
import { makeAdjacentFutoshiki, makeFutoshiki, maximumFutoshikiSize } from './puzzle.js';

type Puzzle = FutoshikiPuzzle;
type Answer = FutoshikiAnswer;

const same = (a: Cell, b: Cell) => a.row === b.row && a.column === b.column;

/** The neighbour across an edge, and the edge named from the earlier cell (reading order). */
function edgeBetween(a: Cell, b: Cell): { cell: Cell; direction: 'right' | 'down' } {
  const first = a.row < b.row || (a.row === b.row && a.column < b.column) ? a : b;
  const second = first === a ? b : a;
  return { cell: first, direction: second.row === first.row ? 'right' : 'down' };
}

function edges(puzzle: Puzzle): EdgeView[] {
  if (puzzle.mode === 'adjacent') return puzzle.bars.map((bar) => ({ ...edgeBetween(bar.first, bar.second), mark: 'bar' }));
  return puzzle.signs.map((sign) => {
    const edge = edgeBetween(sign.smaller, sign.larger);
    return { ...edge, mark: same(edge.cell, sign.smaller) ? 'less' : 'greater' };
  });
}

const asNumberGenre = latinNumberGenre<Puzzle>((puzzle) => ({ edges: edges(puzzle) }));

export const futoshikiPlay: PlayRules<Puzzle, NumberState, NumberMove, Answer, NumberFacts> = numberPlay(asNumberGenre);

type EdgeMark = 'none' | 'less' | 'greater' | 'bar';

/** The puzzle with the mark on one edge replaced. */
function withEdge(puzzle: Puzzle, cell: Cell, direction: 'right' | 'down', mark: EdgeMark): Puzzle {
  const neighbour = direction === 'right' ? { row: cell.row, column: cell.column + 1 } : { row: cell.row + 1, column: cell.column };
  if (neighbour.row >= puzzle.size || neighbour.column >= puzzle.size) return puzzle;
  const touches = (a: Cell, b: Cell) => (same(a, cell) && same(b, neighbour)) || (same(a, neighbour) && same(b, cell));
  if (puzzle.mode === 'adjacent') {
    const bars: Bar[] = puzzle.bars.filter((bar) => !touches(bar.first, bar.second));
    if (mark === 'bar') bars.push({ first: cell, second: neighbour });
    return makeAdjacentFutoshiki(puzzle.givens, bars, puzzle.size);
  }
  const signs: Sign[] = puzzle.signs.filter((sign) => !touches(sign.smaller, sign.larger));
  if (mark === 'less') signs.push({ smaller: cell, larger: neighbour });
  if (mark === 'greater') signs.push({ smaller: neighbour, larger: cell });
  return makeFutoshiki(puzzle.givens, signs, puzzle.size);
}

function markOn(puzzle: Puzzle, cell: Cell, direction: 'right' | 'down'): EdgeMark {
  const found = edges(puzzle).find((edge) => same(edge.cell, cell) && edge.direction === direction);
  return found?.mark ?? 'none';
}

const signKeys: Record<string, { direction: 'right' | 'down'; mark: EdgeMark }> = {
  '<': { direction: 'right', mark: 'less' },
  '>': { direction: 'right', mark: 'greater' },
  '^': { direction: 'down', mark: 'less' },
  v: { direction: 'down', mark: 'greater' },
  '|': { direction: 'right', mark: 'bar' },
  '-': { direction: 'down', mark: 'bar' },
};

function editEdges(puzzle: Puzzle, gesture: Gesture): Puzzle | undefined {
  if (gesture.kind === 'press' && gesture.target.kind === 'edge') {
    const { cell, direction } = gesture.target;
    const present = markOn(puzzle, cell, direction);
    // Clicking an edge cycles through its marks: none, <, >, none (Adjacent: none, bar, none).
    const next: EdgeMark = puzzle.mode === 'adjacent' ? (present === 'bar' ? 'none' : 'bar') : present === 'none' ? 'less' : present === 'less' ? 'greater' : 'none';
    return withEdge(puzzle, cell, direction, next);
  }
  if (gesture.kind === 'key' && gesture.target.kind === 'cell') {
    const wanted = signKeys[gesture.key];
    if (!wanted || (wanted.mark === 'bar') !== (puzzle.mode === 'adjacent')) return undefined;
    const { cell } = gesture.target;
    const present = markOn(puzzle, cell, wanted.direction);
    const edited = withEdge(puzzle, cell, wanted.direction, present === wanted.mark ? 'none' : wanted.mark);
    return edited === puzzle ? undefined : edited;
  }
  return undefined;
}

export const futoshikiEdit: EditRules<Puzzle> = numberEdit(asNumberGenre, {
  parameters: [
    { id: 'size', label: 'Size', minimum: 3, maximum: 12, initial: 5 },
    { id: 'adjacent', label: 'Adjacent mode (1 yes, 0 no)', minimum: 0, maximum: 1, initial: 0 },
  ],
  blank({ size = 5, adjacent = 0 }) {
    if (!Number.isInteger(size) || size < 1 || size > maximumFutoshikiSize) {
      inputError(`a Futoshiki is 1×1 to ${maximumFutoshikiSize}×${maximumFutoshikiSize}, not ${size}×${size}`);
    }
    const givens = makeGrid({ rows: size, columns: size }, () => null);
    return adjacent === 1 ? makeAdjacentFutoshiki(givens, [], size) : makeFutoshiki(givens, [], size);
  },
  parametersOf: (puzzle) => ({ size: puzzle.size, adjacent: puzzle.mode === 'adjacent' ? 1 : 0 }),
  withGiven: (puzzle, cell, value) =>
    puzzle.mode === 'adjacent'
      ? makeAdjacentFutoshiki(setCell(puzzle.givens, cell, value), puzzle.bars, puzzle.size)
      : makeFutoshiki(setCell(puzzle.givens, cell, value), puzzle.signs, puzzle.size),
  other: editEdges,
});
