// Playing and entering Numberlink in the studio: lines between cell centres, drawn by dragging from cell to cell; a
// click between two cells crosses that line out (see the shared line play). The editor steps or types numbers.

import { makeGrid, move } from '../../core/geometry.js';
import type { LineGrid } from '../../core/lines.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import type { LineMove, LineState } from '../shared/line-play.js';
import { linePlay } from '../shared/line-play.js';
import { cluePad, setCell, steppedClue } from '../shared/number-play.js';
import { numberlinkChecker } from './check.js';
import type { NumberlinkClue, NumberlinkPuzzle } from './puzzle.js';
import { clueAt, clueText, makeNumberlink, maximumNumberlinkSize, numberlinkSize } from './puzzle.js';

export const numberlinkPlay: PlayRules<NumberlinkPuzzle, LineState, LineMove, LineGrid, LineGrid<boolean | null>> = linePlay({
  size: numberlinkSize,
  points: 'centres',
  cellView(puzzle, cell) {
    const clue = clueAt(puzzle, cell);
    return clue === null ? {} : { value: { text: clueText(clue), kind: 'given' } };
  },
  cellsOfLine: (_size, line) => [line.from, move(line.from, line.orientation === 'horizontal' ? 'right' : 'down')],
  drawing: 'paths',
  ends: (puzzle, point) => clueAt(puzzle, point) !== null,
  checks: numberlinkChecker,
});

export const numberlinkEdit: EditRules<NumberlinkPuzzle> = {
  ...gridSizeRules({ name: 'Numberlink', largest: maximumNumberlinkSize, initial: 7, maximum: 40 }, (size) => makeNumberlink(size, makeGrid(size, () => null))),
  modes: [{ id: 'number', label: 'Numbers' }],
  pad: () => cluePad(9),
  // Digits build a number: a digit typed on a number appends to it (up to two digits), Delete clears, ? is unknown.
  edit(puzzle, gesture) {
    // A press on the selected cell steps its number (mouse and touch), up to one pair per two cells; keys type it.
    if (gesture.kind === 'press' && gesture.again && gesture.target.kind === 'cell') {
      const cell = gesture.target.cell;
      const largest = Math.max(1, Math.floor((puzzle.rows * puzzle.columns) / 2));
      return makeNumberlink(numberlinkSize(puzzle), setCell(puzzle.clues, cell, steppedClue(clueAt(puzzle, cell), { smallest: 1, largest }, gesture.button)));
    }
    if (gesture.kind !== 'key' || gesture.target.kind !== 'cell') return undefined;
    const cell = gesture.target.cell;
    const present = clueAt(puzzle, cell);
    let clue: NumberlinkClue | null;
    if (['Backspace', 'Delete', '.', '-'].includes(gesture.key)) clue = null;
    else if (gesture.key === '?') clue = { kind: 'unknown' };
    else if (/^[0-9]$/.test(gesture.key)) {
      const digit = Number(gesture.key);
      const joined = present?.kind === 'number' && present.value > 0 && present.value < 10 ? present.value * 10 + digit : digit;
      clue = { kind: 'number', value: joined };
    } else return undefined;
    if (JSON.stringify(present) === JSON.stringify(clue)) return undefined;
    return makeNumberlink(numberlinkSize(puzzle), setCell(puzzle.clues, cell, clue));
  },
};
