// Keen formats: Simon Tatham's Keen game ID and a text file of cage labels and clues.

import type { Cell } from '../../core/geometry.js';
import { allCells, cellName } from '../../core/geometry.js';
import { inputError } from '../../core/errors.js';
import type { Codec } from '../../core/formats/codec.js';
import { decimal, literal, sequence } from '../../core/formats/codec.js';
import type { LineCodec } from '../../core/formats/lines.js';
import { sections, textRows } from '../../core/formats/lines.js';
import { numberAnswers } from '../../core/formats/answers.js';
import { difficulty, gameIdFormat, setting } from '../../core/formats/sgt.js';
import { lineFileFormat } from '../../core/formats/text-grid.js';
import { floodRegions } from '../../core/regions.js';
import type { CageClue, KeenPuzzle, Operation } from './puzzle.js';
import { keenSize, makeKeen, maximumKeenSize } from './puzzle.js';

// ---------------------------------------------------------------------------------------------------------------
// Keen game ID: `N[dX][m]:WALLS,CLUES`. WALLS walks the w(w-1) inner edges between horizontal neighbours in reading
// order, then the w(w-1) between vertical neighbours column by column, and a last edge past the grid that is always
// a wall: each letter counts the open edges before the next wall (`_` none, a..y 1..25, `z` 25 and no wall after
// them), and a letter followed by a number stands for that many copies of it. CLUES gives each cage, in reading
// order of its first cell, an operation letter (a +, m ×, s −, d ÷) and its target.

const operationLetters: readonly (readonly [string, Operation])[] = [
  ['a', 'add'],
  ['m', 'multiply'],
  ['s', 'subtract'],
  ['d', 'divide'],
];

/** The two cells on either side of inner edge `index` of an n×n grid, in Keen's order. */
function edgeCells(size: number, index: number): [Cell, Cell] {
  const across = size * (size - 1);
  if (index < across) {
    const row = Math.floor(index / (size - 1));
    const column = index % (size - 1);
    return [{ row, column }, { row, column: column + 1 }];
  }
  const column = Math.floor((index - across) / (size - 1));
  const row = (index - across) % (size - 1);
  return [{ row, column }, { row: row + 1, column }];
}

/** Which inner edges are open (inside a cage), in Keen's order. */
function openEdges(size: number): Codec<boolean[]> {
  const count = 2 * size * (size - 1);
  return {
    read(reader) {
      const open: boolean[] = [];
      while (!reader.done && reader.peek() !== ',') {
        const start = reader.position;
        const letter = reader.next('a letter');
        if (letter !== '_' && !/[a-z]/.test(letter)) reader.fail(`unexpected character '${letter}' in the cage walls`, start);
        const repeat = /[0-9]/.test(reader.peek() ?? '') ? decimal.read(reader) : 1;
        const run = letter === '_' ? 0 : Math.min(25, letter.charCodeAt(0) - 96);
        for (let copy = 0; copy < repeat; copy++) {
          open.push(...new Array<boolean>(run).fill(true));
          if (letter !== 'z') open.push(false);
          if (open.length > count + 1) reader.fail(`the cage walls describe more than the ${count} inner edges`, start);
        }
      }
      if (open.length !== count + 1 || open[count]) reader.fail(`the cage walls describe ${open.length - 1} inner edges, the grid has ${count}`);
      return open.slice(0, count);
    },
    write(open) {
      const letters: string[] = [];
      let run = 0;
      for (const edge of [...open, false]) {
        if (edge) run++;
        else {
          for (; run > 25; run -= 25) letters.push('z');
          letters.push(run === 0 ? '_' : String.fromCharCode(96 + run));
          run = 0;
        }
      }
      // Runs of one letter are shortened to the letter and a count, from three copies on.
      return letters
        .join('')
        .replace(/([_a-z])\1*/g, (copies, letter: string) => (copies.length > 2 ? `${letter}${copies.length}` : copies));
    },
  };
}

const cageClues: Codec<CageClue[]> = {
  read(reader) {
    const clues: CageClue[] = [];
    while (!reader.done) {
      const start = reader.position;
      const letter = reader.next('an operation');
      const operation = operationLetters.find(([written]) => written === letter)?.[1];
      if (operation === undefined) return reader.fail(`'${letter}' is not a Keen operation (a, m, s, d)`, start);
      if (!/[0-9]/.test(reader.peek() ?? '')) reader.fail(`the clue '${letter}' has no target`);
      clues.push({ operation, target: decimal.read(reader) });
    }
    return clues;
  },
  write: (clues) => clues.map(({ operation, target }) => `${operationLetters.find(([, named]) => named === operation)![0]}${target}`).join(''),
};

const keenParameters: Codec<number> = {
  read(reader) {
    const size = decimal.read(reader);
    difficulty('Keen', 'enhxu').read(reader);
    setting('m').read(reader);
    return size;
  },
  write: String,
};

export const keenFormat = gameIdFormat<KeenPuzzle, number, [boolean[], void, CageClue[]]>({
  name: "Simon Tatham's Keen game ID (4:__a__a_ba_a__a3,m3s1a7s1d2a7m6)",
  parameters: keenParameters,
  parametersHint: 'a Keen parameter string like 5 or 6dh',
  size: (size) => ({ rows: size, columns: size }),
  maximumSize: { rows: maximumKeenSize, columns: maximumKeenSize },
  minimumSize: { rows: 3, columns: 3 },
  body: (size) => sequence<[boolean[], void, CageClue[]]>(openEdges(size), literal(','), cageClues),
  toPuzzle(size, [open, , clues]) {
    const key = (a: Cell, b: Cell) => [a, b].map(({ row, column }) => row * size + column).sort((x, y) => x - y).join('-');
    const joined = new Set(open.flatMap((isOpen, index) => (isOpen ? [key(...edgeCells(size, index))] : [])));
    return makeKeen(floodRegions({ rows: size, columns: size }, (a, b) => joined.has(key(a, b))), clues);
  },
  fromPuzzle(puzzle) {
    const n = puzzle.size;
    const cageAt = ({ row, column }: Cell) => puzzle.cageOf[row]![column]!;
    const open = Array.from({ length: 2 * n * (n - 1) }, (_, index) => {
      const [a, b] = edgeCells(n, index);
      return cageAt(a) === cageAt(b);
    });
    const clueless = puzzle.cages.find(({ target }) => target === null);
    if (clueless) inputError(`a Keen game ID cannot hold a cage without a clue (at ${cellName(clueless.cells[0]!)}); the text file (format text) can`, { field: 'format' });
    return { parameters: n, body: [open, undefined, puzzle.cages.map(({ target, operation }) => ({ target, operation }))] };
  },
});

/** Reads a Keen solve string (`S` then one digit per cell). */
export function parseKeenSolution(move: string, size: number): number[][] {
  const digits = [...move.replace(/^S/, '')].map(Number);
  if (digits.length !== size * size) inputError(`a solution of ${digits.length} cells for a ${size}×${size} grid`);
  return Array.from({ length: size }, (_, row) => digits.slice(row * size, (row + 1) * size));
}

// ---------------------------------------------------------------------------------------------------------------
// The text file: a `cages` section, one row of cage labels per grid row (cells with one label that touch form a
// cage), then a `clues` section with a line `label clue` per cage: the target and its operation (`6+`, `2-`, `12*`,
// `2/`; `×` `x` `÷` `−` are read too), or the target alone for a cage of one cell; `?` for a target not given yet.

const operationTokens: readonly (readonly [string, Operation])[] = [
  ['+', 'add'],
  ['-', 'subtract'],
  ['*', 'multiply'],
  ['/', 'divide'],
  ['−', 'subtract'],
  ['×', 'multiply'],
  ['x', 'multiply'],
  ['÷', 'divide'],
];

interface LabelledClue extends CageClue {
  readonly label: string;
  readonly line?: number;
}

const clueLines: LineCodec<LabelledClue[]> = {
  read(reader) {
    const clues: LabelledClue[] = [];
    for (; reader.index < reader.lines.length; reader.index++) {
      const line = reader.lineNumber();
      const tokens = [...reader.lines[reader.index]!.matchAll(/\S+/g)].map((match) => ({ text: match[0], column: match.index + 1 }));
      if (tokens.length === 0) continue;
      if (tokens.length !== 2) inputError(`a clue line is a cage label and its clue, like 'a 6+'; found ${tokens.length} item(s)`, { line });
      const [label, clue] = tokens as [{ text: string; column: number }, { text: string; column: number }];
      const match = /^(\d+|\?)(\D?)$/.exec(clue.text);
      const operation = match?.[2] === '' ? 'add' : operationTokens.find(([token]) => token === match?.[2])?.[1];
      if (match === null || operation === undefined) inputError(`'${clue.text}' is not a clue like 6+, 2-, 12*, 2/, 3 or ?`, { line, column: clue.column });
      if (clues.some((other) => other.label === label.text)) inputError(`the cage '${label.text}' has a second clue`, { line, column: label.column });
      clues.push({ label: label.text, target: match[1] === '?' ? null : Number(match[1]), operation, line });
    }
    return clues;
  },
  write: (clues) => clues.map(({ label, target, operation }) => `${label} ${target ?? '?'}${operationTokens.find(([, named]) => named === operation)![0]}`),
};

const labelTokens = { read: (token: string) => token, write: (token: string) => token, expected: 'a cage label' };

/** Labels a, b, ..., z, then aa, ab, ...: one per cage, in reading order. */
const labelOf = (index: number): string => (index < 26 ? String.fromCharCode(97 + index) : `${labelOf(Math.floor(index / 26) - 1)}${labelOf(index % 26)}`);

export const textFormat = lineFileFormat<KeenPuzzle, { cages: string[][]; clues: LabelledClue[] }>({
  id: 'text',
  name: "text file: a 'cages' section of cage labels row by row, then a 'clues' section of lines 'label clue' (6+, 2-, 12*, 2/)",
  detect: (text) => /^\s*cages\s*$/i.test(text.split('\n').find((line) => line.trim() !== '') ?? ''),
  body: sections({ cages: textRows(labelTokens, 'tokens', { empty: "the 'cages' section is empty", noun: 'labels' }), clues: clueLines }, { ordered: true }),
  toPuzzle({ cages, clues }) {
    const firsts = new Map<string, Cell>();
    for (const cell of allCells({ rows: cages.length, columns: cages[0]!.length })) if (!firsts.has(cages[cell.row]![cell.column]!)) firsts.set(cages[cell.row]![cell.column]!, cell);
    const stray = clues.find(({ label }) => !firsts.has(label));
    if (stray) inputError(`the clue for '${stray.label}' names no cage`, { line: stray.line });
    return makeKeen(
      cages,
      [...firsts].map(([label, cell]) => clues.find((clue) => clue.label === label) ?? inputError(`the cage '${label}' has no clue`, { cell })),
    );
  },
  fromPuzzle: (puzzle) => ({
    body: {
      cages: puzzle.cageOf.map((row) => row.map(labelOf)),
      clues: puzzle.cages.map(({ target, operation }, index) => ({ label: labelOf(index), target, operation })),
    },
  }),
});

export const { answerFromJson, answerToJson, partialToJson } = numberAnswers(keenSize);
