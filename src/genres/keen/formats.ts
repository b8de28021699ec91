// Keen formats: Simon Tatham's Keen game ID and a text file of cage labels and clues.

import { allCells, cellName } from '../../core/geometry.js';
import { inputError } from '../../core/errors.js';
import type { Codec } from '../../core/formats/codec.js';
import { decimal, literal, sequence } from '../../core/formats/codec.js';
import type { Symbols } from '../../core/formats/lines.js';
import { sections, textRows } from '../../core/formats/lines.js';
import { numberAnswers } from '../../core/formats/answers.js';
import { blockStructure, difficulty, gameIdFormat, setting } from '../../core/formats/sgt.js';
import { lineFileFormat } from '../../core/formats/text-grid.js';
import type { Regions } from '../../core/regions.js';
import type { CageClue, KeenPuzzle, Operation } from './puzzle.js';
import { keenSize, makeKeen, maximumKeenSize } from './puzzle.js';

// ---------------------------------------------------------------------------------------------------------------
// Keen game ID: `N[dX][m]:CAGES,CLUES`. CAGES is Tatham's block structure (see the core's `blockStructure`); CLUES
// gives each cage, in reading order of its first cell, an operation letter (a +, m ×, s −, d ÷) and its target.

const operationLetters: readonly (readonly [string, Operation])[] = [
  ['a', 'add'],
  ['m', 'multiply'],
  ['s', 'subtract'],
  ['d', 'divide'],
];

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

export const keenFormat = gameIdFormat<KeenPuzzle, number, [Regions, void, CageClue[]]>({
  name: "Simon Tatham's Keen game ID (4:__a__a_ba_a__a3,m3s1a7s1d2a7m6)",
  parameters: keenParameters,
  parametersHint: 'a Keen parameter string like 5 or 6dh',
  size: (size) => ({ rows: size, columns: size }),
  maximumSize: { rows: maximumKeenSize, columns: maximumKeenSize },
  minimumSize: { rows: 3, columns: 3 },
  body: (size) => sequence<[Regions, void, CageClue[]]>(blockStructure(size), literal(','), cageClues),
  toPuzzle: (_size, [cages, , clues]) => makeKeen(cages, clues),
  fromPuzzle(puzzle) {
    const clueless = puzzle.cages.find(({ target }) => target === null);
    if (clueless) inputError(`a Keen game ID cannot hold a cage without a clue (at ${cellName(clueless.cells[0]!)}); the text file (format text) can`, { field: 'format' });
    return { parameters: puzzle.size, body: [puzzle.cageOf, undefined, puzzle.cages.map(({ target, operation }) => ({ target, operation }))] };
  },
});

// ---------------------------------------------------------------------------------------------------------------
// The text file: a `cages` section, one row of cage labels per grid row (cells with one label that touch form a
// cage), then a `clues` section of as many rows, each cage's clue in its first cell and `.` elsewhere: the target
// and its operation (`6+`, `2-`, `12*`, `2/`; `×` `x` `÷` `−` are read too), the target alone for a cage of one
// cell, `?` for a target not given yet.

const operationTokens: readonly (readonly [string, Operation])[] = [
  ['+', 'add'],
  ['-', 'subtract'],
  ['*', 'multiply'],
  ['/', 'divide'],
  ['', 'add'],
  ['−', 'subtract'],
  ['×', 'multiply'],
  ['x', 'multiply'],
  ['÷', 'divide'],
];

const clueTokens: Symbols<CageClue | null> = {
  read(token) {
    const match = /^(\d+|\?)(\D?)$/.exec(token);
    const operation = operationTokens.find(([written]) => written === match?.[2])?.[1];
    if (token === '.' || match === null || operation === undefined) return token === '.' ? null : undefined;
    return { target: match[1] === '?' ? null : Number(match[1]), operation };
  },
  write: (clue) => (clue === null ? '.' : `${clue.target ?? '?'}${operationTokens.find(([, named]) => named === clue.operation)![0]}`),
  expected: "a clue like 6+, 2-, 12*, 2/, 3 or ?, or '.'",
};

const labelTokens: Symbols<string> = { read: (token) => token, write: (token) => token, expected: 'a cage label' };

/** Labels a, b, ..., z, then aa, ab, ...: one per cage, in reading order. */
const labelOf = (index: number): string => (index < 26 ? String.fromCharCode(97 + index) : `${labelOf(Math.floor(index / 26) - 1)}${labelOf(index % 26)}`);

export const textFormat = lineFileFormat<KeenPuzzle, { cages: string[][]; clues: (CageClue | null)[][] }>({
  id: 'text',
  name: "text file: a 'cages' section of cage labels row by row, then a 'clues' section with each cage's clue in its first cell (6+, 2-, 12*, 2/)",
  detect: (text) => /^\s*cages\s*$/i.test(text.split('\n').find((line) => line.trim() !== '') ?? ''),
  body: sections(
    { cages: textRows(labelTokens, 'tokens', { empty: "the 'cages' section is empty", noun: 'labels' }), clues: textRows(clueTokens, 'tokens', { align: 'left', noun: 'clues' }) },
    { ordered: true },
  ),
  toPuzzle({ cages, clues }) {
    if (clues.length !== cages.length || clues[0]!.length !== cages[0]!.length) inputError(`the clues are ${clues[0]!.length}×${clues.length}, the cages ${cages[0]!.length}×${cages.length}`);
    // Clues in reading order are the cages' clues, as cages are numbered by their first cells.
    const given = allCells({ rows: cages.length, columns: cages[0]!.length }).filter(({ row, column }) => clues[row]![column] !== null);
    const puzzle = makeKeen(cages, given.map(({ row, column }) => clues[row]![column]!));
    const stray = given.find((cell, index) => cellName(puzzle.cages[index]!.cells[0]!) !== cellName(cell));
    if (stray) inputError(`the clue at ${cellName(stray)} is not in its cage's first cell`, { cell: stray });
    return puzzle;
  },
  fromPuzzle: (puzzle) => ({
    body: {
      cages: puzzle.cageOf.map((row) => row.map(labelOf)),
      clues: puzzle.cageOf.map((row, r) =>
        row.map((cage, column) => {
          const { cells, target, operation } = puzzle.cages[cage]!;
          return cells[0]!.row === r && cells[0]!.column === column ? { target, operation } : null;
        }),
      ),
    },
  }),
});

export const { answerFromJson, answerToJson, partialToJson } = numberAnswers(keenSize);
