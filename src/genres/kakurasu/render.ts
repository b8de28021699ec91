// Kakurasu as text.

import type { KakurasuAnswer, KakurasuClue, KakurasuPuzzle } from './puzzle.js';

/** The grid in text (# shaded), each row's clue on its right, the column clues below. */
export function render(puzzle: KakurasuPuzzle, answer?: KakurasuAnswer): string {
  const clueText = (clue: KakurasuClue) => (clue === null ? '-' : String(clue));
  const width = Math.max(1, ...puzzle.columnClues.map((clue) => clueText(clue).length));
  const lines = puzzle.rowClues.map((clue, row) =>
    [...puzzle.columnClues.map((_, column) => (answer === undefined ? '.' : answer[row]![column] === 1 ? '#' : '.').padStart(width)), ` ${clueText(clue)}`].join(' '),
  );
  lines.push(puzzle.columnClues.map((clue) => clueText(clue).padStart(width)).join(' '));
  return lines.join('\n');
}
