// Castle Wall as text: without an answer the pzprv3 file's cells; with one, a drawing with the cells two characters
// apart, lines ─ and │ between cells, corners where the loop turns, and each clue cell as its colour (□ white, ■
// black, ▒ grey) or, with a number, its number and arrow.

import { arrowMark, drawCentreLoop } from '../shared/centre-loop.js';
import { fileFormat } from './formats.js';
import type { CastleAnswer, CastlePuzzle } from './puzzle.js';
import { castleSize, clueAt } from './puzzle.js';

const colourGlyphs = { white: '□', black: '■', grey: '▒' } as const;

export function render(puzzle: CastlePuzzle, answer?: CastleAnswer): string {
  if (!answer) return fileFormat.write!(puzzle).trimEnd();
  return drawCentreLoop(castleSize(puzzle), answer, (cell) => {
    const clue = clueAt(puzzle, cell);
    if (clue === null) return undefined;
    if (clue.direction === null) return colourGlyphs[clue.colour];
    return arrowMark(String(clue.value ?? '?'), clue.direction);
  });
}
