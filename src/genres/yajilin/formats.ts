// Yajilin formats: puzz.link URLs (`yajilin`, its clues as an ArrowNumber16 list) and text grids; answers as JSON,
// the shaded cells as rows of 0/1 and the loop as lines between cell centres.

import type { Direction } from '../../core/geometry.js';
import { inputError } from '../../core/errors.js';
import { arrowNumberCells } from '../../core/formats/arrow-number.js';
import { cellRows } from '../../core/formats/codec.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { textGridFormat } from '../../core/formats/text-grid.js';
import type { YajilinClue, YajilinPuzzle } from './puzzle.js';
import { makeYajilin, maximumYajilinSize, yajilinSize } from './puzzle.js';

/**
 * puzz.link: the clues as an ArrowNumber16 list (pid `yajilin`, also `yajirin`); the flag `b` only changes how clue
 * cells look and is read past, `o` is a variant (shaded cells outside the loop) with other rules, refused.
 */
export const urlFormat = puzzlinkFormat<YajilinPuzzle, readonly (readonly (YajilinClue | null)[])[]>({
  pids: ['yajilin', 'yajirin'],
  genre: 'Yajilin',
  maximumSize: maximumYajilinSize,
  flags: { b: 'clue cells drawn another way' },
  unsupportedFlags: { o: 'shaded cells outside the loop' },
  body: (size) => cellRows(size.columns, arrowNumberCells(size.rows * size.columns)),
  toPuzzle: makeYajilin,
  fromPuzzle: (puzzle) => ({ size: yajilinSize(puzzle), body: puzzle.clues }),
});

const textArrows: Readonly<Record<string, Direction>> = { '^': 'up', v: 'down', '<': 'left', '>': 'right', '↑': 'up', '↓': 'down', '←': 'left', '→': 'right' };
const writtenArrows: Readonly<Record<Direction, string>> = { up: '^', down: 'v', left: '<', right: '>' };
const token = /^(?:[.#]|[<>^v←→↑↓](?:\d+|\?))$/;

/** A text cell: `.` (or nothing) a cell of the loop or the shading, `#` a block, an arrow (`^ v < >`) and a number or `?`. */
export function readClueToken(text: string): YajilinClue | null {
  if (text === '.' || text === '') return null;
  if (text === '#') return { direction: null, value: null };
  if (!token.test(text)) inputError(`unexpected '${text}' (expected ., #, or an arrow ^ v < > and a number, like <2)`);
  const rest = text.slice(1);
  return { direction: textArrows[text[0]!]!, value: rest === '?' ? null : Number(rest) };
}

/** Rows of cells separated by spaces: `.` open, `#` a block, `<2` a 2 pointing left (`^` up, `v` down, `>` right). */
export const textFormat = textGridFormat<YajilinPuzzle, YajilinClue | null>({
  name: 'text grid: one line per row, cells separated by spaces: . open, # a block, <2 ^0 v1 >3 a number with its arrow',
  detect(text) {
    const lines = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '');
    // The first row decides (so that a stray token further down is reported where it is), and an arrow must appear.
    return lines.length >= 1 && lines[0]!.split(/\s+/).every((cell) => token.test(cell)) && /[<>^←→↑↓]|(^|\s)v/.test(text);
  },
  split: 'tokens',
  symbols: {
    read: (text) => (token.test(text) ? readClueToken(text) : undefined),
    write: (clue) => (clue === null ? '.' : clue.direction === null ? '#' : `${writtenArrows[clue.direction]}${clue.value ?? '?'}`),
    expected: '., #, or an arrow ^ v < > and a number, like <2',
  },
  toPuzzle: (rows) => makeYajilin({ rows: rows.length, columns: rows[0]!.length }, rows),
  fromPuzzle: (puzzle) => ({ rows: puzzle.clues }),
});

