// The Nonogram rule checker, as puz.link has it (exNoMatch), after the shape of the answer: one list of checks that
// judges answers and, on a board in play, reports the lines no way of finishing can make right. Independent of the
// model.

import type { Check, ShadingBoard } from '../../core/checks.js';
import { shadingChecker } from '../../core/checks.js';
import type { NonogramPuzzle } from './puzzle.js';
import { blocksOf, clueLines, clueText, lineCanShow, nonogramSize } from './puzzle.js';

/** Each line shows its clue's blocks; in play, a line whose shaded and dotted cells already rule that out. */
const linesShowClues: Check<NonogramPuzzle, ShadingBoard> = {
  code: 'wrong-blocks',
  description: "the shaded cells of each row and column form its clue's blocks, in order (puz.link exNoMatch)",
  find: (puzzle, board) =>
    clueLines(puzzle).flatMap((line) => {
      const cells = line.cells.map((cell) => board.at(cell));
      if (board.finished) {
        const blocks = blocksOf(cells.map((value) => value === 1));
        const same = blocks.length === line.clue.length && blocks.every((length, index) => length === line.clue[index]);
        return same ? [] : [{ code: 'wrong-blocks', message: `${line.name} should show ${clueText(line.clue)}, it shows ${clueText(blocks)}`, cells: line.cells }];
      }
      const fits = lineCanShow(cells.map((value) => (value === null ? null : value === 1)), line.clue);
      return fits ? [] : [{ code: 'wrong-blocks', message: `${line.name} can no longer show ${clueText(line.clue)}`, cells: line.cells }];
    }),
};

export const nonogramChecker = shadingChecker(nonogramSize, [linesShowClues]);
