// Playing and entering Kurotto in the studio: shade cells by presses and drags (a dot marks a cell surely unshaded),
// as puz.link plays it; circles stay unshaded. The editor steps a circle by a press on the selected cell and types its
// number by keys (`?` or `-` for a circle without a number), as puz.link's does.

import { inputError } from '../../core/errors.js';
import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { CellView, EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { cluePad, setCell, steppedClue } from '../shared/number-play.js';
import type { ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay } from '../shared/shade-play.js';
import { kurottoChecker } from './check.js';
import type { KurottoAnswer, KurottoClue, KurottoPartial, KurottoPuzzle } from './puzzle.js';
import { kurottoSize, largestNumber, maximumKurottoSize } from './puzzle.js';

const clueAt = (puzzle: KurottoPuzzle, cell: Cell): KurottoClue | null => puzzle.clues[cell.row]![cell.column]!;

const shading = shadingPlay<KurottoPuzzle>({
  size: kurottoSize,
  fixed: (puzzle, cell) => (clueAt(puzzle, cell) === null ? null : 0),
  checks: kurottoChecker,
});

/** Circles drawn as circles, with their number or none, as puz.link shows them. */
export const kurottoPlay: PlayRules<KurottoPuzzle, ShadeState, ShadeMove, KurottoAnswer, KurottoPartial> = {
  ...shading,
  view(puzzle, state, options) {
    const board = shading.view(puzzle, state, options);
    const cells = board.cells.map((row, r) =>
      row.map((look, c): CellView => {
        const clue = clueAt(puzzle, { row: r, column: c });
        if (clue === null) return look;
        const text = clue.kind === 'number' ? String(clue.value) : '';
        return { ...look, circle: { text, style: 'solid', words: clue.kind === 'number' ? `circle ${text}` : 'empty circle' } };
      }),
    );
    return { ...board, cells };
  },
};

function withClue(puzzle: KurottoPuzzle, cell: Cell, clue: KurottoClue | null): KurottoPuzzle {
  return { ...puzzle, clues: setCell(puzzle.clues, cell, clue) };
}

export const kurottoEdit: EditRules<KurottoPuzzle> = {
  ...gridSizeRules({ name: 'Kurotto', largest: maximumKurottoSize, initial: 7, maximum: 40 }, (size) => ({ ...size, clues: makeGrid(size, () => null) })),
  modes: [{ id: 'clue', label: 'Clues' }],
  pad: (puzzle) => cluePad(largestNumber(kurottoSize(puzzle))),
  edit(puzzle, gesture) {
    const largest = largestNumber(kurottoSize(puzzle));
    // A press on the selected cell steps its circle as puz.link's does: empty, a circle without a number, 0 up to the
    // largest number, empty again.
    if (gesture.kind === 'press' && gesture.again && gesture.target.kind === 'cell') {
      const cell = gesture.target.cell;
      return withClue(puzzle, cell, steppedClue(clueAt(puzzle, cell), { smallest: 0, largest }, gesture.button));
    }
    if (gesture.kind !== 'key' || gesture.target.kind !== 'cell') return undefined;
    const cell = gesture.target.cell;
    const present = clueAt(puzzle, cell);
    if (gesture.key === 'Backspace' || gesture.key === 'Delete') return present === null ? undefined : withClue(puzzle, cell, null);
    if (gesture.key === '?') return withClue(puzzle, cell, { kind: 'unknown' });
    // puz.link's `-` turns a circle without a number on, and off again.
    if (gesture.key === '-') return withClue(puzzle, cell, present?.kind === 'unknown' ? null : { kind: 'unknown' });
    if (!/^[0-9]$/.test(gesture.key)) return undefined;
    // A second digit extends the number if it fits, as in puz.link.
    const digit = Number(gesture.key);
    const extended = present?.kind === 'number' && present.value > 0 ? present.value * 10 + digit : undefined;
    const value = extended !== undefined && extended <= largest ? extended : digit;
    // Said while the setter types: a number counts no more than the other cells of the grid.
    if (value > largest) inputError(`a number in a ${puzzle.columns}×${puzzle.rows} grid is 0 to ${largest}, not ${value}`);
    return withClue(puzzle, cell, { kind: 'number', value });
  },
};
