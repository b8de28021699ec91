// Playing and entering Nonograms in the studio: shade cells by clicking or dragging (a drag gives every cell it
// crosses what the first cell got, as on puz.link), and cross cells off as surely unshaded with the other button or
// the dot mode. The clues stand above the columns and left of the rows. The editor sets a line's clue by a press on
// it (which asks for its block lengths) or by typing: a digit extends the last block when the lengths still fit in
// the line, else starts a new block; Backspace takes back a digit, Delete clears the line.

import { inputError } from '../../core/errors.js';
import type { EditRules, Gesture, OutsideView, PlayRules } from '../../core/play.js';
import { gridSizeRules, typedNumber } from '../../core/play.js';
import type { PartialShading, Shading, ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay } from '../shared/shade-play.js';
import { nonogramChecker } from './check.js';
import type { NonogramClue, NonogramPuzzle } from './puzzle.js';
import { clueLength, makeNonogram, maximumNonogramSize, nonogramSize } from './puzzle.js';

type Puzzle = NonogramPuzzle;

/** One number per place, the last block next to the grid, as puz.link sets them; 0 for a line without blocks. */
function outside(puzzle: Puzzle): OutsideView[] {
  const items = (side: 'top' | 'left', clue: NonogramClue, index: number): OutsideView[] =>
    clue.length === 0
      ? [{ side, index, text: '0', kind: 'clue' }]
      : clue.map((length, block) => ({ side, index, text: String(length), kind: 'clue', place: clue.length - 1 - block }));
  return [...puzzle.columnClues.flatMap((clue, index) => items('top', clue, index)), ...puzzle.rowClues.flatMap((clue, index) => items('left', clue, index))];
}

export const nonogramPlay: PlayRules<Puzzle, ShadeState, ShadeMove, Shading, PartialShading> = shadingPlay<Puzzle>({
  size: nonogramSize,
  fixed: () => null,
  decorate: (puzzle) => ({ outside: outside(puzzle) }),
  checks: nonogramChecker,
});

/** A line's clue replaced; the puzzle is built again, so a clue that does not fit is refused with its reason. */
function withClue(puzzle: Puzzle, side: 'top' | 'left', index: number, clue: NonogramClue): Puzzle {
  const replace = (clues: readonly NonogramClue[]) => clues.map((old, position) => (position === index ? clue : old));
  return side === 'left' ? makeNonogram(replace(puzzle.rowClues), puzzle.columnClues) : makeNonogram(puzzle.rowClues, replace(puzzle.columnClues));
}

/** Block lengths as typed into the prompt: numbers apart by spaces, commas or dots; empty or 0 for none. */
export function parseClueText(text: string): number[] {
  const tokens = text.split(/[\s,.]+/).filter((token) => token !== '');
  if (tokens.length === 1 && (tokens[0] === '0' || tokens[0] === '-')) return [];
  return tokens.map((token) => {
    if (!/^\d+$/.test(token) || Number(token) < 1) inputError(`'${token}' is not a block length (a whole number from 1 up)`);
    return Number(token);
  });
}

/** Typing on a clue: digits, Space, Backspace and Delete. */
function typedClue(clue: NonogramClue, gesture: { readonly key: string; readonly again?: boolean }, cells: number): NonogramClue | undefined {
  const { key } = gesture;
  if (key === 'Delete' || key === '-') return [];
  if (key === 'Backspace') {
    const last = clue.at(-1);
    if (last === undefined) return undefined;
    return last >= 10 ? [...clue.slice(0, -1), Math.floor(last / 10)] : clue.slice(0, -1);
  }
  if (!/^[0-9]$/.test(key)) return undefined;
  const digit = Number(key);
  // A digit typed right after another lengthens the last block while the clue fits its line; else it is a new block.
  const last = clue.at(-1);
  const lengthened = typedNumber(gesture, last, cells - clueLength([...clue.slice(0, -1), 0]));
  if (last !== undefined && lengthened !== digit) return [...clue.slice(0, -1), lengthened];
  if (digit === 0) inputError(`a block is 1 to ${cells} cells long`);
  return [...clue, digit];
}

function editClue(puzzle: Puzzle, gesture: Gesture): Puzzle | undefined {
  if ((gesture.kind !== 'key' && gesture.kind !== 'text') || gesture.target.kind !== 'outside') return undefined;
  const { side, index } = gesture.target;
  if (side !== 'top' && side !== 'left') return undefined;
  const clues = side === 'left' ? puzzle.rowClues : puzzle.columnClues;
  const present = clues[index];
  if (present === undefined) return undefined;
  const { rows, columns } = nonogramSize(puzzle);
  const clue = gesture.kind === 'text' ? parseClueText(gesture.text) : typedClue(present, gesture, side === 'left' ? columns : rows);
  return clue === undefined ? undefined : withClue(puzzle, side, index, clue);
}

export const nonogramEdit: EditRules<Puzzle> = {
  ...gridSizeRules({ name: 'Nonogram', largest: maximumNonogramSize, initial: 10, maximum: 30 }, ({ rows, columns }) => makeNonogram(Array.from({ length: rows }, () => []), Array.from({ length: columns }, () => [])), nonogramSize),
  modes: [{ id: 'clue', label: 'Clues (beside the grid)', prompt: 'Block lengths, like 3 1 2 (empty for none)' }],
  edit: editClue,
};
