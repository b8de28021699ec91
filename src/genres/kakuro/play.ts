// Playing and entering Kakuro in the studio, as on puz.link: digits typed into the white cells, or stepped up and
// down by clicking the selected cell, with pencil marks; the blocks show their sums, the border above and left of the
// grid its own. The editor turns a cell into a block and back (a click on the selected cell, or `q`), types a block's
// across sum (Shift and the digits: its down sum) and the sums in the border.

import { inputError } from '../../core/errors.js';
import type { Cell } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import type { CellView, EditRules, Gesture, OutsideView, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import type { NumberFacts, NumberGenre, NumberMove, NumberState } from '../shared/number-play.js';
import { cycledValue, numberPlay, typedValue } from '../shared/number-play.js';
import type { KakuroAnswer, KakuroCell, KakuroPuzzle, KakuroSum } from './puzzle.js';
import { blankKakuro, block, isWhite, kakuroSize, largestSum, makeKakuro, maximumKakuroSize, runsOf, white } from './puzzle.js';

type Puzzle = KakuroPuzzle;

function outside(puzzle: Puzzle): OutsideView[] {
  return [
    ...puzzle.top.map((sum, index): OutsideView => ({ side: 'top', index, text: sum === null ? '' : String(sum), kind: 'clue' })),
    ...puzzle.left.map((sum, index): OutsideView => ({ side: 'left', index, text: sum === null ? '' : String(sum), kind: 'clue' })),
  ];
}

function blockView(puzzle: Puzzle, { row, column }: Cell): CellView | undefined {
  const cell = puzzle.cells[row]![column]!;
  if (cell.kind === 'white') return undefined;
  const sums = { ...(cell.across === null ? {} : { across: String(cell.across) }), ...(cell.down === null ? {} : { down: String(cell.down) }) };
  return { tint: 'block', tintWords: 'block', ...(Object.keys(sums).length > 0 ? { sums } : {}) };
}

/** Whether two cells share a run: a digit placed in one takes its marks out of the other. */
function shareRun(puzzle: Puzzle, a: Cell, b: Cell): boolean {
  const inRun = (cells: readonly Cell[], cell: Cell) => cells.some((other) => other.row === cell.row && other.column === cell.column);
  return runsOf(puzzle).some((run) => inRun(run.cells, a) && inRun(run.cells, b));
}

const asNumberGenre: NumberGenre<Puzzle> = {
  size: kakuroSize,
  largest: () => 9,
  given: () => null,
  decorate: (puzzle) => ({ outside: outside(puzzle) }),
  block: blockView,
  sees: shareRun,
};

export const kakuroPlay: PlayRules<Puzzle, NumberState, NumberMove, KakuroAnswer, NumberFacts> = numberPlay(asNumberGenre);

/** The puzzle from changed parts, with any sum left without a run (a block put next to it) taken away. */
function rebuilt(cells: readonly (readonly KakuroCell[])[], top: readonly KakuroSum[], left: readonly KakuroSum[]): Puzzle {
  const rows = cells.length;
  const columns = cells[0]!.length;
  const whiteAt = (row: number, column: number) => row < rows && column < columns && cells[row]![column]!.kind === 'white';
  return makeKakuro(
    cells.map((line, row) =>
      line.map((cell, column) => (cell.kind === 'white' ? white : block(whiteAt(row, column + 1) ? cell.across : null, whiteAt(row + 1, column) ? cell.down : null))),
    ),
    top.map((sum, column) => (whiteAt(0, column) ? sum : null)),
    left.map((sum, row) => (whiteAt(row, 0) ? sum : null)),
  );
}

const eraseKeys = new Set(['Backspace', 'Delete', ' ', '-', '.']);

/** The new value of a sum for a gesture: typed, erased, or stepped by a click again; undefined when it says nothing. */
function sumAfter(present: KakuroSum, gesture: Gesture): KakuroSum | undefined {
  if (gesture.kind === 'press') return gesture.again ? cycledValue(present, largestSum, gesture.button) : undefined;
  if (gesture.kind !== 'key') return undefined;
  if (eraseKeys.has(gesture.key)) return null;
  // A 0 typed after a digit makes 10, 20, ...; alone it takes the sum away, as puz.link's 0 is no sum.
  if (gesture.key === '0' && (!gesture.again || present === null || present * 10 > largestSum)) return null;
  const value = typedValue(gesture, present, largestSum);
  if (value === undefined && /^[0-9]$/.test(gesture.key)) inputError(`a sum runs from 1 to ${largestSum}`);
  return value;
}

function editCell(puzzle: Puzzle, cell: Cell, gesture: Gesture): Puzzle | undefined {
  const { row, column } = cell;
  const present = puzzle.cells[row]![column]!;
  const withCell = (next: KakuroCell) => rebuilt(puzzle.cells.map((line, r) => line.map((old, c) => (r === row && c === column ? next : old))), puzzle.top, puzzle.left);
  const toggle = (gesture.kind === 'press' && gesture.again && (present.kind === 'white' || gesture.button === 'secondary')) || (gesture.kind === 'key' && gesture.key.toLowerCase() === 'q');
  if (toggle) return withCell(present.kind === 'white' ? block() : white);
  if (present.kind === 'white' || gesture.kind !== 'key') {
    // A click on a selected block steps its across sum (a right click turns it back into a white cell, above).
    if (present.kind === 'block' && gesture.kind === 'press' && gesture.again) {
      const across = sumAfter(present.across, gesture);
      return across === undefined ? undefined : withCell(block(across, present.down));
    }
    return undefined;
  }
  // Digits go to the across sum, with Shift to the down sum; a block with a run on one side only takes that one.
  const hasAcross = column + 1 < puzzle.columns && isWhite(puzzle, { row, column: column + 1 });
  const hasDown = row + 1 < puzzle.rows && isWhite(puzzle, { row: row + 1, column });
  const down = gesture.modifier === 'shift' ? hasDown || !hasAcross : !hasAcross && hasDown;
  if (!hasAcross && !hasDown && !eraseKeys.has(gesture.key)) {
    if (/^[0-9]$/.test(gesture.key)) inputError(`the block at ${cellName(cell)} has no white cell to its right or below it to add up`);
    return undefined;
  }
  const next = sumAfter(down ? present.down : present.across, gesture);
  if (next === undefined) return undefined;
  return withCell(down ? block(present.across, next) : block(next, present.down));
}

function editBorder(puzzle: Puzzle, side: 'top' | 'left', index: number, gesture: Gesture): Puzzle | undefined {
  if (!Number.isInteger(index) || index < 0 || index >= puzzle[side].length) return undefined;
  const first = side === 'top' ? { row: 0, column: index } : { row: index, column: 0 };
  if (!isWhite(puzzle, first)) {
    if (gesture.kind === 'key' && /^[0-9]$/.test(gesture.key)) inputError(`the border ${side === 'top' ? `above column ${index + 1}` : `left of row ${index + 1}`} stands by a block, with no run to add up`);
    return undefined;
  }
  const sums = puzzle[side];
  const next = sumAfter(sums[index] ?? null, gesture);
  if (next === undefined || next === sums[index]) return undefined;
  const changed = sums.map((old, position) => (position === index ? next : old));
  return rebuilt(puzzle.cells, side === 'top' ? changed : puzzle.top, side === 'left' ? changed : puzzle.left);
}

export const kakuroEdit: EditRules<Puzzle> = {
  ...gridSizeRules({ name: 'Kakuro', largest: maximumKakuroSize, initial: 8 }, (size) => blankKakuro(size)),
  modes: [{ id: 'sums', label: 'Blocks and sums' }],
  pad: () => ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', 'q', 'Backspace'],
  edit(puzzle, gesture) {
    if (gesture.kind !== 'press' && gesture.kind !== 'key') return undefined;
    const target = gesture.target;
    if (target.kind === 'cell') return editCell(puzzle, target.cell, gesture);
    if (target.kind === 'outside' && (target.side === 'top' || target.side === 'left')) return editBorder(puzzle, target.side, target.index, gesture);
    return undefined;
  },
};
