// Simon Tatham's game IDs: PARAMS:DESC. The clue grid of Solo and Range is a run-length list: `a`..`z` are 1..26
// empty cells, a decimal number is a clue, `_` separates two numbers.

import { inputError } from '../errors.js';

export interface GameId {
  readonly parameters: string;
  readonly description: string;
}

export function splitGameId(text: string): GameId {
  const trimmed = text.trim();
  const colon = trimmed.indexOf(':');
  if (colon < 0) inputError("a game ID has the form PARAMS:DESCRIPTION, but there is no ':'", { part: 'game ID' });
  return { parameters: trimmed.slice(0, colon), description: trimmed.slice(colon + 1) };
}

export function decodeRunLengthGrid(description: string, count: number, part = 'game ID description'): { cells: (number | null)[]; end: number } {
  const cells: (number | null)[] = [];
  let index = 0;
  while (index < description.length && cells.length < count) {
    const character = description[index]!;
    if (character >= 'a' && character <= 'z') {
      for (let k = 0; k < character.charCodeAt(0) - 96; k++) cells.push(null);
      index++;
    } else if (character === '_') {
      index++;
    } else if (character >= '0' && character <= '9') {
      let end = index;
      while (end < description.length && /[0-9]/.test(description[end]!)) end++;
      cells.push(Number(description.slice(index, end)));
      index = end;
    } else if (character === ',') {
      break;
    } else {
      inputError(`unexpected character '${character}'`, { part, column: index + 1 });
    }
  }
  if (cells.length < count) inputError(`describes ${cells.length} cells, the grid has ${count}`, { part });
  if (cells.length > count) inputError(`describes ${cells.length} cells, the grid has ${count}`, { part });
  return { cells, end: index };
}

export function encodeRunLengthGrid(cells: readonly (number | null)[]): string {
  let text = '';
  let blanks = 0;
  let previousWasNumber = false;
  const flush = () => {
    while (blanks > 0) {
      const run = Math.min(blanks, 26);
      text += String.fromCharCode(96 + run);
      blanks -= run;
      previousWasNumber = false;
    }
  };
  for (const entry of cells) {
    if (entry === null) {
      blanks++;
      continue;
    }
    flush();
    if (previousWasNumber) text += '_';
    text += String(entry);
    previousWasNumber = true;
  }
  flush();
  return text;
}
