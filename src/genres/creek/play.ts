// Playing and entering Creek in the studio: shade cells (a dot marks a cell surely unshaded), by click or by drag, as
// puz.link plays it; the numbers sit on the corners. The editor steps the number on a pressed corner (empty, ?, 0 to
// 4, empty; the other button back) and types a number onto the corner of the cursor's cell its mode names.

import { inputError } from '../../core/errors.js';
import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { EditRules, PlayRules, PointView } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { cluePad, setCell, steppedClue } from '../shared/number-play.js';
import type { ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay } from '../shared/shade-play.js';
import { creekChecker } from './check.js';
import type { CreekAnswer, CreekClue, CreekPartial, CreekPuzzle } from './puzzle.js';
import { cornerPoints, creekSize, largestNumber, makeCreek, maximumCreekSize } from './puzzle.js';

const rules = shadingPlay<CreekPuzzle>({ size: creekSize, fixed: () => null, checks: creekChecker });

/** The numbers on the corners, as the board draws them. */
function cornerNumbers(puzzle: CreekPuzzle): PointView[] {
  return puzzle.clues.flatMap((row, r) =>
    row.flatMap((clue, c) => (clue === null ? [] : [{ point: { row: r, column: c }, text: clue.kind === 'number' ? String(clue.value) : '?' }])),
  );
}

export const creekPlay: PlayRules<CreekPuzzle, ShadeState, ShadeMove, CreekAnswer, CreekPartial> = {
  ...rules,
  view: (puzzle, state, options) => ({ ...rules.view(puzzle, state, options), points: cornerNumbers(puzzle) }),
};

/** The editor's modes: which corner of the cursor's cell a typed number goes on (a press goes on the corner pressed). */
const cornerModes = [
  { id: 'top-left', label: 'Numbers on top-left corners', key: 'q', offset: { row: 0, column: 0 } },
  { id: 'top-right', label: 'Numbers on top-right corners', key: 'w', offset: { row: 0, column: 1 } },
  { id: 'bottom-left', label: 'Numbers on bottom-left corners', key: 'a', offset: { row: 1, column: 0 } },
  { id: 'bottom-right', label: 'Numbers on bottom-right corners', key: 's', offset: { row: 1, column: 1 } },
] as const;

function cornerOf(cell: Cell, mode: string): Cell {
  const { offset } = cornerModes.find((candidate) => candidate.id === mode) ?? cornerModes[0];
  return { row: cell.row + offset.row, column: cell.column + offset.column };
}

const withClue = (puzzle: CreekPuzzle, corner: Cell, clue: CreekClue | null): CreekPuzzle => makeCreek(creekSize(puzzle), setCell(puzzle.clues, corner, clue));

export const creekEdit: EditRules<CreekPuzzle> = {
  ...gridSizeRules({ name: 'Creek', largest: maximumCreekSize, initial: 8 }, (size) => makeCreek(size, makeGrid(cornerPoints(size), () => null))),
  modes: cornerModes.map(({ id, label, key }) => ({ id, label, key })),
  pad: () => cluePad(largestNumber),
  edit(puzzle, gesture, mode) {
    // A press on a corner steps its number, as on puz.link (mouse and touch).
    if (gesture.kind === 'press' && gesture.target.kind === 'corner') {
      const corner = gesture.target.point;
      if (corner.row < 0 || corner.column < 0 || corner.row > puzzle.rows || corner.column > puzzle.columns) return undefined;
      return withClue(puzzle, corner, steppedClue(puzzle.clues[corner.row]![corner.column] ?? null, { smallest: 0, largest: largestNumber }, gesture.button));
    }
    if (gesture.kind !== 'key' || gesture.target.kind !== 'cell') return undefined;
    const corner = cornerOf(gesture.target.cell, mode);
    const present = puzzle.clues[corner.row]![corner.column] ?? null;
    let clue: CreekClue | null;
    if (['Backspace', 'Delete', '.'].includes(gesture.key)) clue = null;
    else if (gesture.key === '?') clue = { kind: 'unknown' };
    // puz.link's `-` turns a ? on, and off again.
    else if (gesture.key === '-') clue = present?.kind === 'unknown' ? null : { kind: 'unknown' };
    else if (/^[0-4]$/.test(gesture.key)) clue = { kind: 'number', value: Number(gesture.key) };
    else if (/^[5-9]$/.test(gesture.key)) return inputError(`a number on a corner counts 0 to ${largestNumber} cells, not ${gesture.key}`);
    else return undefined;
    if (JSON.stringify(present) === JSON.stringify(clue)) return undefined;
    return withClue(puzzle, corner, clue);
  },
};
