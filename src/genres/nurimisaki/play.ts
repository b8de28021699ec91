// Playing and entering Nurimisaki in the studio: shade cells by presses and drags (a dot marks a cell surely
// unshaded), as puz.link plays it; circles stay unshaded. The editor steps a circle by a press on the selected cell
// and types its number by keys (`?` or `-` for a circle without a number), as puz.link's does.

import { inputError } from '../../core/errors.js';
import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { CellView, EditRules, PlayRules } from '../../core/play.js';
import { cluePad, setCell, steppedClue } from '../shared/number-play.js';
import type { ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay } from '../shared/shade-play.js';
import { nurimisakiChecker } from './check.js';
import type { NurimisakiAnswer, NurimisakiClue, NurimisakiPartial, NurimisakiPuzzle } from './puzzle.js';
import { largestNumber, maximumNurimisakiSize, nurimisakiSize } from './puzzle.js';

const clueAt = (puzzle: NurimisakiPuzzle, cell: Cell): NurimisakiClue | null => puzzle.clues[cell.row]![cell.column]!;

const shading = shadingPlay<NurimisakiPuzzle>({
  size: nurimisakiSize,
  fixed: (puzzle, cell) => (clueAt(puzzle, cell) === null ? null : 0),
  checks: nurimisakiChecker,
});

/** Circles drawn as circles, with their number or none, as puz.link shows them. */
export const nurimisakiPlay: PlayRules<NurimisakiPuzzle, ShadeState, ShadeMove, NurimisakiAnswer, NurimisakiPartial> = {
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

function withClue(puzzle: NurimisakiPuzzle, cell: Cell, clue: NurimisakiClue | null): NurimisakiPuzzle {
  return { ...puzzle, clues: setCell(puzzle.clues, cell, clue) };
}

export const nurimisakiEdit: EditRules<NurimisakiPuzzle> = {
  parameters: [
    { id: 'columns', label: 'Width', minimum: 2, maximum: 40, initial: 7 },
    { id: 'rows', label: 'Height', minimum: 2, maximum: 40, initial: 7 },
  ],
  modes: [{ id: 'clue', label: 'Circles' }],
  pad: (puzzle) => cluePad(largestNumber(nurimisakiSize(puzzle))),
  blank({ rows = 7, columns = 7 }) {
    if (!Number.isInteger(rows) || !Number.isInteger(columns) || rows < 1 || columns < 1 || rows > maximumNurimisakiSize.rows || columns > maximumNurimisakiSize.columns) {
      inputError(`a Nurimisaki grid is 1×1 to ${maximumNurimisakiSize.columns}×${maximumNurimisakiSize.rows}, not ${columns}×${rows}`);
    }
    return { rows, columns, clues: makeGrid({ rows, columns }, () => null) };
  },
  parametersOf: (puzzle) => ({ rows: puzzle.rows, columns: puzzle.columns }),
  edit(puzzle, gesture) {
    const largest = largestNumber(nurimisakiSize(puzzle));
    // A press on the selected cell steps its circle as puz.link's does: empty, a circle without a number, 2 up to the
    // largest number, empty again (a 1 leaves a cape no open side; it can still be typed).
    if (gesture.kind === 'press' && gesture.again && gesture.target.kind === 'cell') {
      const cell = gesture.target.cell;
      return withClue(puzzle, cell, steppedClue(clueAt(puzzle, cell), { smallest: 2, largest }, gesture.button));
    }
    if (gesture.kind !== 'key' || gesture.target.kind !== 'cell') return undefined;
    const cell = gesture.target.cell;
    const present = clueAt(puzzle, cell);
    if (gesture.key === 'Backspace' || gesture.key === 'Delete') return present === null ? undefined : withClue(puzzle, cell, null);
    if (gesture.key === '?') return withClue(puzzle, cell, { kind: 'unknown' });
    // puz.link's `-` turns a circle without a number on, and off again.
    if (gesture.key === '-') return withClue(puzzle, cell, present?.kind === 'unknown' ? null : { kind: 'unknown' });
    if (!/^[0-9]$/.test(gesture.key)) return undefined;
    // A second digit extends the number if it fits; a 0 that fits nowhere changes nothing, as in puz.link.
    const digit = Number(gesture.key);
    const extended = present?.kind === 'number' ? present.value * 10 + digit : undefined;
    const value = extended !== undefined && extended <= largest ? extended : digit;
    if (value === 0) return undefined;
    // Said while the setter types: a number counts no more than a row and a column.
    if (value > largest) inputError(`a number in a ${puzzle.columns}×${puzzle.rows} grid is 1 to ${largest}, not ${value}`);
    return withClue(puzzle, cell, { kind: 'number', value });
  },
};
