// Playing and entering Yin-Yang in the studio: a press cycles a cell through black, white and empty (the other
// button the other way round), a drag paints what its first press gave, as puz.link does; given circles stand on a
// grey ground, as puz.link shows them. The editor places given circles the same way.

import { makeGrid } from '../../core/geometry.js';
import type { CellView, EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { setCell } from '../shared/number-play.js';
import type { Shade, ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadePlay } from '../shared/shade-play.js';
import { steppedSymbol } from '../shared/clue-edit.js';
import { yinYangChecker } from './check.js';
import type { Circle, YinYangAnswer, YinYangPartial, YinYangPuzzle } from './puzzle.js';
import { givenAt, makeYinYang, maximumYinYangSize, yinYangSize } from './puzzle.js';

type Puzzle = YinYangPuzzle;

const shadeOf = (circle: Circle | null): Shade | null => (circle === null ? null : circle === 'black' ? 1 : 0);

const cyclingPlay = shadePlay<Puzzle, YinYangAnswer, YinYangPartial>({
  size: yinYangSize,
  fixed: (puzzle, cell) => shadeOf(givenAt(puzzle, cell)),
  zeroLooks: 'light',
  fillWords: { shaded: 'black', light: 'white' },
  mustFill: true,
  // A press cycles empty -> black -> white -> empty (the other button or mode: empty -> white -> black -> empty).
  reverseCycle: true,
  modes: [
    { id: 'black', label: 'Black first', key: 'b' },
    { id: 'white', label: 'White first', key: 'w' },
  ],
  checks: yinYangChecker,
  toAnswer: (_puzzle, cells) => cells.map((row) => row.map((value) => (value === null ? null : value === 1))),
  fromAnswer: (_puzzle, answer, cell) => (answer[cell.row]![cell.column] ? 1 : 0),
  factAt: (facts, cell) => {
    const fact = facts[cell.row]![cell.column]!;
    return fact === null ? null : fact ? 1 : 0;
  },
});

/** A circle in a cell's look: filled for black, an outline for white. */
function circleLook(value: Shade, given: boolean): CellView {
  const colour = value === 1 ? 'black' : 'white';
  return {
    circle: { text: '', style: value === 1 ? 'filled' : 'solid', words: `${given ? 'given ' : ''}${colour} circle` },
    ...(given ? { tint: 'block' as const, tintWords: 'given' } : {}),
  };
}

export const yinYangPlay: PlayRules<Puzzle, ShadeState, ShadeMove, YinYangAnswer, YinYangPartial> = {
  ...cyclingPlay,
  // A press on a given circle does nothing (a drag passes over givens).
  interpret: (puzzle, state, gesture, mode) =>
    gesture.kind === 'press' && gesture.target.kind === 'cell' && givenAt(puzzle, gesture.target.cell) !== null ? undefined : cyclingPlay.interpret(puzzle, state, gesture, mode),
  view(puzzle, state, options) {
    const board = cyclingPlay.view(puzzle, state, options);
    const cells = makeGrid(board.size, (cell): CellView => {
      const given = shadeOf(givenAt(puzzle, cell));
      const value = given ?? state.cells[cell.row]![cell.column]!;
      return value === null ? {} : circleLook(value, given !== null);
    });
    return { ...board, cells };
  },
};

export const yinYangEdit: EditRules<Puzzle> = {
  ...gridSizeRules({ name: 'Yin-Yang', largest: maximumYinYangSize, initial: 10 }, (size) => makeYinYang(size, makeGrid(size, () => null))),
  modes: [{ id: 'given', label: 'Given circles' }],
  // A press (mouse or touch) steps the given (none, black, white; the other button the other way round), as puz.link's
  // editor does; keys set it.
  edit: (puzzle, gesture) =>
    steppedSymbol<Puzzle, Circle | null>(puzzle, gesture, {
      order: [null, 'black', 'white'],
      keys: { '1': 'white', w: 'white', o: 'white', '2': 'black', b: 'black', x: 'black', '#': 'black', Backspace: null, Delete: null, ' ': null, '-': null },
      at: givenAt,
      set: (edited, cell, circle) => makeYinYang(yinYangSize(edited), setCell(edited.givens, cell, circle)),
    }),
};
