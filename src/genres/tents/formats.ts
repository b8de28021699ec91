// Tents formats: puzz.link URLs and pzprv3 files, Simon Tatham's Tents game IDs; answers as JSON grids of 0/1.

import { inputError } from '../../core/errors.js';
import type { GridSize } from '../../core/geometry.js';
import type { CellEntry, Codec } from '../../core/formats/codec.js';
import { decimal, number16Cells, sequence, skipCells } from '../../core/formats/codec.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import type { Margined, Symbols } from '../../core/formats/lines.js';
import { marginRows, symbolTable } from '../../core/formats/lines.js';
import { emptyBlock, pzprv3Format } from '../../core/formats/pzprv3.js';
import { difficulty, gameIdFormat, sizeParameters } from '../../core/formats/sgt.js';
import { markAnswers } from '../../core/formats/answers.js';
import type { TentsAnswer, TentsCount, TentsPuzzle } from './puzzle.js';
import { makeTents, maximumTentsSize, tentsSize } from './puzzle.js';

const rowsOf = <T>(size: GridSize, flat: readonly T[]): T[][] => Array.from({ length: size.rows }, (_, row) => flat.slice(row * size.columns, (row + 1) * size.columns));

// ---------------------------------------------------------------------------------------------------------------
// puzz.link: the counts above the columns (left to right), then left of the rows (top to bottom), as one Number16
// list; then the trees as puz.link's sparse list of marked cells: a character 0-h marks the current cell and skips
// that many cells after it, i-z skips 1 to 18 cells without a mark.

function treeCodec(count: number): Codec<boolean[]> {
  return {
    read(reader) {
      const trees = Array.from({ length: count }, () => false);
      let cell = 0;
      while (cell < count && !reader.done) {
        const start = reader.position;
        const code = parseInt(reader.next('a tree'), 36);
        if (Number.isNaN(code)) reader.fail(`unexpected character '${reader.text[start]}' in the tree list`, start);
        if (code < 18) {
          trees[cell] = true;
          cell += code + 1;
        } else cell += code - 17;
      }
      return trees;
    },
    write(trees) {
      let text = '';
      // Empty cells since the last tree still to write (marked: that tree is not written yet), or from the start.
      let pending = false;
      let skipped = -1;
      const flush = () => {
        if (skipped >= 0) text += (pending ? skipped : skipped + 18).toString(36);
      };
      for (const tree of trees) {
        if (tree) {
          flush();
          pending = true;
          skipped = 0;
          continue;
        }
        skipped++;
        if (skipped === 17) {
          flush();
          pending = false;
          skipped = -1;
        }
      }
      flush();
      return text;
    },
  };
}

const countOf = (entry: CellEntry): TentsCount => {
  if (entry === 'unknown') inputError("a '?' beside the grid is not a Tents count", { part: 'URL body' });
  return entry;
};

export const urlFormat = puzzlinkFormat<TentsPuzzle, [CellEntry[], boolean[]]>({
  pids: ['tents'],
  genre: 'Tents',
  maximumSize: { rows: maximumTentsSize, columns: maximumTentsSize },
  body: ({ rows, columns }) => sequence<[CellEntry[], boolean[]]>(number16Cells(columns + rows), treeCodec(rows * columns)),
  toPuzzle: (size, [counts, trees]) => makeTents(rowsOf(size, trees), counts.slice(size.columns).map(countOf), counts.slice(0, size.columns).map(countOf)),
  fromPuzzle: (puzzle) => ({ size: tentsSize(puzzle), body: [[...puzzle.columnCounts, ...puzzle.rowCounts], puzzle.trees.flat()] }),
});

// ---------------------------------------------------------------------------------------------------------------
// Tents game ID: `WxH` (a difficulty `de` or `dt` may follow) and `:`, then the trees: a letter a-y is 1 to 25
// empty cells and a tree after them, `_` a tree with no empty cell before it, `z` 25 empty cells; the list ends with
// one tree past the last cell. Then `,n` for each column, left to right, and each row, top to bottom.

const tentsParameters = sizeParameters(difficulty('Tents', 'et'));

/** The trees as a skip list, then the counts. */
function tentsBody(size: GridSize): Codec<{ trees: boolean[]; counts: number[] }> {
  const trees = skipCells<true>(size.rows * size.columns, {
    read: (character) => (character === '_' ? { skip: 0, value: true } : /^[a-y]$/.test(character) ? { skip: parseInt(character, 36) - 9, value: true } : character === 'z' ? { skip: 25 } : undefined),
    write: (skip) => (skip === 0 ? '_' : (skip + 9).toString(36)),
    longest: 25,
    skipOnly: { character: () => 'z', cells: 25 },
    end: true,
    expected: 'a-z or _',
  });
  return {
    read(reader) {
      const cells = trees.read(reader);
      const counts: number[] = [];
      for (let index = 0; index < size.columns + size.rows; index++) {
        if (!reader.accept(',')) reader.fail(reader.done ? `gives ${index} counts, the grid needs ${size.columns + size.rows}` : `expected ',', found '${reader.peek()}'`);
        counts.push(decimal.read(reader));
      }
      return { trees: cells.map((cell) => cell === true), counts };
    },
    write: ({ trees: cells, counts }) => trees.write(cells.map((tree) => (tree ? true : null))) + counts.map((count) => `,${count}`).join(''),
  };
}

export const sgtFormat = gameIdFormat<TentsPuzzle, GridSize, { trees: boolean[]; counts: number[] }>({
  name: "Simon Tatham's Tents game ID (8x8:..., the trees, then the counts of the columns and of the rows)",
  parameters: tentsParameters,
  parametersHint: 'a Tents parameter string like 8x8 or 10x10dt',
  size: (size) => size,
  maximumSize: { rows: maximumTentsSize, columns: maximumTentsSize },
  minimumSize: { rows: 4, columns: 4 },
  body: tentsBody,
  toPuzzle: (size, { trees, counts }) => makeTents(rowsOf(size, trees), counts.slice(size.columns), counts.slice(0, size.columns)),
  fromPuzzle(puzzle) {
    const counts = [...puzzle.columnCounts, ...puzzle.rowCounts];
    if (counts.some((count) => count === null)) inputError('a Tents game ID gives every row and column its count; write this puzzle as a puzz.link URL', { field: 'format' });
    return { parameters: tentsSize(puzzle), body: { trees: puzzle.trees.flat(), counts: counts.map((count) => count ?? 0) } };
  },
});

/** Reads a Tents solve string (`S;T3,0;T1,2;...`: a tent at column x, row y) as an answer. */
export function parseTentsSolution(move: string, size: GridSize): TentsAnswer {
  const answer = Array.from({ length: size.rows }, () => Array.from({ length: size.columns }, () => false));
  for (const part of move.split(';').slice(1)) {
    const match = /^T(\d+),(\d+)$/.exec(part);
    if (!match || Number(match[2]) >= size.rows || Number(match[1]) >= size.columns) inputError(`'${part}' is not a tent of a ${size.columns}×${size.rows} grid`);
    answer[Number(match[2])]![Number(match[1])] = true;
  }
  return answer;
}

/** A token of a pzprv3 file's grid: a tree, nothing, or the player's tent (`A`; `-`, grass, is nothing). */
type FileCell = 'tree' | 'tent' | null;

const fileCells = symbolTable<FileCell>([['1', 'tree'], ['.', null], ['A', 'tent'], ['-', null]], "'1' (a tree), 'A', '-' or '.' (a grid cell)");

/** A count beside the grid: `c3` is one the player ticked off. */
const fileCounts: Symbols<TentsCount> = {
  read: (token) => (token === '.' ? null : /^c?\d+$/.test(token) ? Number(token.replace('c', '')) : undefined),
  write: (count) => (count === null ? '.' : String(count)),
  expected: "a count or '.'",
};

/**
 * puzz.link's pzprv3 file: `pzprv3`, `tents`, the rows and the columns, then rows + 1 lines of columns + 1 tokens:
 * the corner and the column counts, then each row's count and cells (`1` a tree; `A` a tent and `-` grass are the
 * player's); then the lines between tree and tent the player drew, written as none.
 */
export const fileFormat = pzprv3Format<TentsPuzzle, Margined<FileCell, TentsCount>>({
  pids: ['tents'],
  genre: 'Tents',
  id: 'file',
  maximumSize: { rows: maximumTentsSize, columns: maximumTentsSize },
  holds: 'then the counts and the trees',
  body: ({ rows, columns }) => marginRows(rows, columns, { top: 1, bottom: 0, left: 1, right: 0 }, 'counts and grid', fileCells, fileCounts),
  emptyAnswer: (size) => [...emptyBlock(size, '0', size.rows, size.columns - 1), ...emptyBlock(size, '0', size.rows - 1)],
  toPuzzle: (_size, { cells, top, left }) => makeTents(cells.map((row) => row.map((cell) => cell === 'tree')), left.map(([count]) => count!), top[0]!),
  fromPuzzle: (puzzle) => ({
    size: tentsSize(puzzle),
    body: { cells: puzzle.trees.map((row) => row.map((tree) => (tree ? 'tree' : null))), top: [puzzle.columnCounts], bottom: [], left: puzzle.rowCounts.map((count) => [count]), right: [] },
  }),
});

/** The tents of a pzprv3 file's grid (`A`), as puz.link's checker would read the board. */
export const pzprv3Tents = (text: string): TentsAnswer => fileFormat.blocks(text).body.cells.map((row) => row.map((cell) => cell === 'tent'));

export const { answerFromJson, answerToJson, partialToJson } = markAnswers(tentsSize, 'unshaded', 'shaded');
