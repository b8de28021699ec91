// Playing and entering Keen in the studio: digits and pencil marks as in Sudoku apps, the cages drawn as rooms with
// each clue in the corner of its cage's first cell; a digit clears marks along its row and column only (a cage may
// repeat one). The editor starts from cages of one cell, joined by erasing the borders between them (or cut by
// drawing borders), and types a cage's clue on any of its cells: digits for the target, + - * / (or x) for the
// operation, Backspace or Delete to clear it.

import { inputError } from '../../core/errors.js';
import type { CellView, EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules, typedNumber } from '../../core/play.js';
import type { Regions } from '../../core/regions.js';
import type { NumberFacts, NumberGenre, NumberMove, NumberState } from '../shared/number-play.js';
import { numberPlay } from '../shared/number-play.js';
import { borderMode, roomsAfterBorders, separateRooms } from '../shared/room-drawing.js';
import type { CageClue, KeenAnswer, KeenPuzzle, Operation } from './puzzle.js';
import { clueText, keenSize, makeKeen, maximumKeenSize } from './puzzle.js';

const asNumberGenre: NumberGenre<KeenPuzzle> = {
  size: keenSize,
  largest: (puzzle) => puzzle.size,
  given: () => null,
  decorate: (puzzle) => ({ regions: puzzle.cageOf }),
  sees: (_puzzle, placed, other) => placed.row === other.row || placed.column === other.column,
};

const numbers = numberPlay(asNumberGenre);

export const keenPlay: PlayRules<KeenPuzzle, NumberState, NumberMove, KeenAnswer, NumberFacts> = {
  ...numbers,
  view(puzzle, state, options) {
    const board = numbers.view(puzzle, state, options);
    const cells = board.cells.map((row) => [...row]);
    for (const cage of puzzle.cages.filter(({ target }) => target !== null)) {
      const { row, column } = cage.cells[0]!;
      cells[row]![column] = { ...cells[row]![column]!, label: clueText(cage) } satisfies CellView;
    }
    return { ...board, cells };
  },
};

/** The puzzle with new cages; each keeps the clue of the old cage its first cell was in, where that still fits. */
function withCages(puzzle: KeenPuzzle, cageOf: Regions): KeenPuzzle {
  const firsts = new Map<number, { row: number; column: number }>();
  cageOf.forEach((row, r) => row.forEach((cage, column) => firsts.has(cage) || firsts.set(cage, { row: r, column })));
  const clues = [...firsts].map(([cage, { row, column }]): CageClue => {
    const old = puzzle.cages[puzzle.cageOf[row]![column]!]!;
    const pair = old.operation === 'subtract' || old.operation === 'divide';
    const cells = cageOf.flat().filter((other) => other === cage).length;
    return { target: old.target, operation: pair && cells !== 2 ? 'add' : old.operation };
  });
  return makeKeen(cageOf, clues);
}

const operationKeys: Readonly<Record<string, Operation>> = { '+': 'add', '-': 'subtract', '*': 'multiply', x: 'multiply', '/': 'divide' };

export const keenEdit: EditRules<KeenPuzzle> = {
  ...gridSizeRules({ name: 'Keen', largest: maximumKeenSize, smallest: 3, initial: 5, minimum: 3, square: true }, (size) =>
    makeKeen(separateRooms(size), Array.from({ length: size.rows * size.columns }, () => ({ target: null, operation: 'add' }))),
  keenSize),
  modes: [borderMode('cage'), { id: 'clue', label: 'Clues', key: 'n' }],
  pad: () => [...Array.from({ length: 10 }, (_, digit) => String(digit)), '+', '-', '*', '/', 'Backspace'],
  edit(puzzle, gesture, mode) {
    if (mode === 'room') {
      const drawn = roomsAfterBorders({ rooms: puzzle.cageOf }, gesture);
      return drawn && withCages(puzzle, drawn.rooms);
    }
    if (gesture.kind !== 'key' || gesture.target.kind !== 'cell') return undefined;
    const { row, column } = gesture.target.cell;
    const index = puzzle.cageOf[row]![column]!;
    const cage = puzzle.cages[index]!;
    const withClue = (clue: CageClue) => makeKeen(puzzle.cageOf, puzzle.cages.map((other, at) => (at === index ? clue : other)));
    if (gesture.key === 'Backspace' || gesture.key === 'Delete') return cage.target === null ? undefined : withClue({ target: null, operation: 'add' });
    if (/^[0-9]$/.test(gesture.key)) return withClue({ target: typedNumber(gesture, cage.target, 999999), operation: cage.operation });
    const operation = operationKeys[gesture.key];
    if (operation === undefined) return undefined;
    if ((operation === 'subtract' || operation === 'divide') && cage.cells.length !== 2) inputError('− and ÷ take a cage of two cells');
    return withClue({ target: cage.target, operation });
  },
};
