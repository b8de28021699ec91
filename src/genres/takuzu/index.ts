// Takuzu (Binairo, "3 in a row", Simon Tatham's Unruly): fill an even-sized grid with two colours so that every row
// and every column holds as many of one colour as of the other, and no three cells in a line, across or down, have the
// same colour. With the optional rule (Binairo's, Unruly's `u`) no two rows are equal and no two columns are equal.
// Colour 1 is Unruly's dark colour and seed 001's `x`. Example (Unruly `6x6:gabKBgaABba`):
//   . . . . . .      1 0 1 0 0 1
//   0 0 . 0 . .      0 0 1 0 1 1
//   . . . . . .  ->  1 1 0 1 0 0
//   . . 1 . 1 .      0 0 1 0 1 1
//   . . . . . 0      1 1 0 1 0 0
//   0 1 . 1 . 0      0 1 0 1 1 0

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, columnCells, makeGrid, rowCells } from '../../core/geometry.js';
import type { Format, Genre, Violation } from '../../core/genre.js';
import { inputError } from '../../core/errors.js';
import type { Literal } from '../../core/model.js';
import { Model } from '../../core/model.js';
import { splitGameId } from '../../core/formats/sgt.js';
import { takuzuGenerator } from './generate.js';
import { collection } from './collection.js';
import { countEquals } from '../shared/unary.js';
import { takuzuEdit, takuzuPlay } from './play.js';

export type Colour = 0 | 1;

export interface TakuzuPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** givens[row][column]: a colour, or null for an empty cell. */
  readonly givens: readonly (readonly (Colour | null)[])[];
  /** The optional rule: all rows are different, and all columns are different. */
  readonly distinctLines: boolean;
}

export type TakuzuAnswer = Colour[][];
export type TakuzuPartial = (Colour | null)[][];

// An empty 40×40 with the distinct rule still fits the embedded MiniSat; 60×60 does not.
export const maximumTakuzuSize: GridSize = { rows: 40, columns: 40 };

export function makeTakuzu(givens: readonly (readonly (Colour | null)[])[], distinctLines: boolean): TakuzuPuzzle {
  const rows = givens.length;
  const columns = givens[0]?.length ?? 0;
  if (rows === 0 || columns === 0) inputError('the grid is empty');
  givens.forEach((row, index) => {
    if (row.length !== columns) inputError(`row ${index + 1} has ${row.length} cells, expected ${columns}`, { line: index + 1 });
  });
  if (rows % 2 !== 0 || columns % 2 !== 0) inputError(`the grid is ${columns}×${rows}; both sides must be even so that the colours can balance`);
  if (rows > maximumTakuzuSize.rows || columns > maximumTakuzuSize.columns) {
    inputError(`a ${columns}×${rows} Takuzu is larger than the supported ${maximumTakuzuSize.columns}×${maximumTakuzuSize.rows}`);
  }
  return { rows, columns, givens: givens.map((row) => [...row]), distinctLines };
}

const sizeOf = (puzzle: TakuzuPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

/** Every row and every column, as named lists of cells. */
function lines(size: GridSize): { name: string; kind: 'row' | 'column'; cells: Cell[] }[] {
  return [
    ...Array.from({ length: size.rows }, (_, row) => ({ name: `row ${row + 1}`, kind: 'row' as const, cells: rowCells(size, row) })),
    ...Array.from({ length: size.columns }, (_, column) => ({ name: `column ${column + 1}`, kind: 'column' as const, cells: columnCells(size, column) })),
  ];
}

/** Every three consecutive cells across or down. */
function triples(size: GridSize): Cell[][] {
  return lines(size).flatMap((line) => line.cells.slice(2).map((_, index) => line.cells.slice(index, index + 3)));
}

/** The id of the clue that gives a cell's colour. */
export const givenId = ({ row, column }: Cell): string => `given r${row + 1}c${column + 1}`;

function buildModel(puzzle: TakuzuPuzzle) {
  const size = sizeOf(puzzle);
  const model = new Model();
  const dark = makeGrid(size, ({ row, column }) => model.bool(`r${row + 1}c${column + 1} is 1`));
  const isDark = (position: Cell): Literal => dark[position.row]![position.column]!;

  // Givens stay.
  for (const position of allCells(size)) {
    const given = puzzle.givens[position.row]![position.column];
    if (given === null || given === undefined) continue;
    const label = { id: givenId(position), description: `the given ${given} at r${position.row + 1}c${position.column + 1}`, cells: [position] };
    model.clue(label, () => model.require(given === 1 ? isDark(position) : -isDark(position)));
  }
  const allLines = lines(size);
  // Every row and column holds as many of each colour.
  for (const line of allLines) countEquals(model, line.cells.map(isDark), line.cells.length / 2, `1s in ${line.name}`);
  // No three equal cells in a line.
  for (const triple of triples(size)) {
    model.clause(triple.map(isDark));
    model.clause(triple.map((position) => -isDark(position)));
  }
  // Optionally, no two rows are equal and no two columns are equal.
  if (puzzle.distinctLines) {
    for (const kind of ['row', 'column'] as const) {
      const group = allLines.filter((line) => line.kind === kind);
      for (let first = 0; first < group.length; first++) {
        for (let second = first + 1; second < group.length; second++) {
          const a = group[first]!;
          const b = group[second]!;
          // The two lines differ somewhere: some position holds a 1 in one of them and a 0 in the other.
          const differences = a.cells.map((cellA, index) => {
            const cellB = b.cells[index]!;
            const differs = model.bool(`${a.name} and ${b.name} differ at ${index + 1}`);
            model.clause([-differs, isDark(cellA), isDark(cellB)]);
            model.clause([-differs, -isDark(cellA), -isDark(cellB)]);
            return differs;
          });
          model.clause(differences);
        }
      }
    }
  }

  return {
    model,
    observed: dark.flat(),
    decode: (value: (literal: Literal) => boolean): TakuzuAnswer => dark.map((row) => row.map((literal) => (value(literal) ? 1 : 0))),
    decodePartial: (value: (literal: Literal) => boolean | undefined): TakuzuPartial =>
      dark.map((row) =>
        row.map((literal) => {
          const known = value(literal);
          return known === undefined ? null : known ? 1 : 0;
        }),
      ),
  };
}

function check(puzzle: TakuzuPuzzle, answer: TakuzuAnswer): Violation[] {
  const size = sizeOf(puzzle);
  if (answer.length !== size.rows || answer.some((row) => row.length !== size.columns)) {
    return [{ code: 'wrong-size', message: `the answer must be ${size.columns} wide and ${size.rows} tall`, cells: [] }];
  }
  const colourAt = (position: Cell): Colour => answer[position.row]![position.column]!;
  const violations: Violation[] = [];
  for (const position of allCells(size)) {
    const given = puzzle.givens[position.row]![position.column];
    if (given !== null && given !== undefined && given !== colourAt(position)) {
      violations.push({ code: 'given-changed', message: `the given ${given} was changed to ${colourAt(position)}`, cells: [position] });
    }
  }
  for (const triple of triples(size)) {
    const colours = triple.map(colourAt);
    if (colours.every((colour) => colour === colours[0])) {
      violations.push({ code: 'three-in-a-row', message: `three ${colours[0]}s in a line`, cells: triple });
    }
  }
  const allLines = lines(size);
  for (const line of allLines) {
    const ones = line.cells.filter((position) => colourAt(position) === 1).length;
    if (ones * 2 !== line.cells.length) {
      violations.push({
        code: 'unbalanced',
        message: `${line.name} holds ${ones} 1s and ${line.cells.length - ones} 0s`,
        cells: line.cells,
      });
    }
  }
  if (puzzle.distinctLines) {
    for (const kind of ['row', 'column'] as const) {
      const group = allLines.filter((line) => line.kind === kind);
      const firstWith = new Map<string, (typeof group)[number]>();
      for (const line of group) {
        const key = line.cells.map(colourAt).join('');
        const earlier = firstWith.get(key);
        if (earlier) {
          violations.push({ code: 'repeated-line', message: `${earlier.name} and ${line.name} are equal`, cells: [...earlier.cells, ...line.cells] });
        } else firstWith.set(key, line);
      }
    }
  }
  return violations;
}

function render(puzzle: TakuzuPuzzle, answer?: TakuzuAnswer): string {
  const grid = answer ?? puzzle.givens;
  return grid.map((row) => row.map((colour) => (colour === null ? '.' : String(colour))).join(' ')).join('\n');
}

/** The optional first line of a text grid that turns on the distinct rows and columns rule. */
const distinctHeader = 'unique';

const textFormat: Format<TakuzuPuzzle> = {
  id: 'text',
  name: `text grid: one line per row of 0/1 (or o/x as in seed 001, x = 1), . for empty; a first line '${distinctHeader}' asks for distinct rows and columns`,
  detect(text) {
    const content = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '');
    if (content[0]?.toLowerCase() === distinctHeader) content.shift();
    // The first row decides, so that a stray character further down is reported where it is.
    return content.length >= 2 && /^[01.ox](\s*[01.ox])*$/i.test(content[0]!);
  },
  parse(text) {
    let distinctLines = false;
    const givens: (Colour | null)[][] = [];
    text.split(/\r?\n/).forEach((raw, index) => {
      const line = raw.trim();
      if (line === '') return;
      if (givens.length === 0 && !distinctLines && line.toLowerCase() === distinctHeader) {
        distinctLines = true;
        return;
      }
      const row: (Colour | null)[] = [];
      for (let position = 0; position < raw.length; position++) {
        const character = raw[position]!;
        if (/\s/.test(character)) continue;
        if (character === '.') row.push(null);
        else if (character === '0' || character.toLowerCase() === 'o') row.push(0);
        else if (character === '1' || character.toLowerCase() === 'x') row.push(1);
        else inputError(`unexpected character '${character}' (expected 0, 1, o, x or .)`, { line: index + 1, column: position + 1 });
      }
      givens.push(row);
    });
    return makeTakuzu(givens, distinctLines);
  },
  write: (puzzle) =>
    (puzzle.distinctLines ? `${distinctHeader}\n` : '') +
    puzzle.givens.map((row) => row.map((colour) => (colour === null ? '.' : String(colour))).join('')).join('\n') +
    '\n',
};

const unrulyFormat: Format<TakuzuPuzzle> = {
  id: 'sgt',
  name: "Simon Tatham's Unruly game ID (8x8:..., 8x8u: for distinct rows and columns)",
  detect: (text) => /^\s*\d+x\d+[a-z]*:\S*\s*$/.test(text),
  parse(text) {
    const { parameters, description } = splitGameId(text);
    const match = /^(\d+)x(\d+)(u?)(?:d[ten])?$/.exec(parameters);
    if (!match) inputError(`'${parameters}' is not an Unruly parameter string like 8x8 or 8x8u`, { part: 'game ID parameters' });
    const columns = Number(match[1]);
    const rows = Number(match[2]);
    if (columns < 6 || rows < 6 || columns > maximumTakuzuSize.columns || rows > maximumTakuzuSize.rows) {
      inputError(`${columns}x${rows} is outside Unruly's sizes (6×6 to ${maximumTakuzuSize.columns}×${maximumTakuzuSize.rows})`, { part: 'game ID parameters' });
    }
    if (columns % 2 !== 0 || rows % 2 !== 0) inputError(`${columns}x${rows}: both sides must be even`, { part: 'game ID parameters' });
    // Each letter skips that many empty cells and then places a 0 (lower case) or a 1 (upper case); `z` and `Z` only
    // skip 25. The last letter places into a virtual cell just past the grid.
    const cells: (Colour | null)[] = new Array(rows * columns).fill(null);
    let position = 0;
    for (let index = 0; index < description.length; index++) {
      const character = description[index]!;
      const where = { part: 'game ID description', column: index + 1 };
      if (position > rows * columns) inputError('the description runs past the end of the grid', where);
      const lower = character.toLowerCase();
      if (lower === 'z') {
        position += 25;
        continue;
      }
      if (lower < 'a' || lower > 'y') inputError(`unexpected character '${character}'`, where);
      position += lower.charCodeAt(0) - 97;
      if (position < rows * columns) cells[position] = character === lower ? 0 : 1;
      else if (position > rows * columns || index !== description.length - 1) inputError('the description runs past the end of the grid', where);
      position++;
    }
    if (position !== rows * columns + 1) {
      inputError(`the description covers ${Math.min(position, rows * columns)} of the ${rows * columns} cells`, { part: 'game ID description' });
    }
    return makeTakuzu(
      makeGrid({ rows, columns }, ({ row, column }) => cells[row * columns + column]!),
      match[3] === 'u',
    );
  },
  write(puzzle) {
    if (puzzle.rows < 6 || puzzle.columns < 6) inputError('an Unruly game ID needs a grid of at least 6×6', { part: '--format' });
    let text = '';
    let run = 0;
    const place = (letter: string) => {
      while (run > 24) {
        text += letter === letter.toUpperCase() ? 'Z' : 'z';
        run -= 25;
      }
      text += String.fromCharCode(letter.charCodeAt(0) + run);
      run = 0;
    };
    for (const colour of puzzle.givens.flat()) {
      if (colour === null) run++;
      else place(colour === 1 ? 'A' : 'a');
    }
    place('a');
    return `${puzzle.columns}x${puzzle.rows}${puzzle.distinctLines ? 'u' : ''}:${text}`;
  },
};

function answerFromJson(puzzle: TakuzuPuzzle, json: unknown): TakuzuAnswer {
  if (!Array.isArray(json) || json.length !== puzzle.rows) inputError(`the answer must be an array of ${puzzle.rows} rows`, { part: 'answer' });
  return json.map((row, r) => {
    if (!Array.isArray(row) || row.length !== puzzle.columns) inputError(`row ${r + 1} of the answer must have ${puzzle.columns} entries`, { part: 'answer' });
    return row.map((value, c) => {
      if (value !== 0 && value !== 1) inputError(`the entry at row ${r + 1}, column ${c + 1} must be 0 or 1`, { part: 'answer' });
      return value;
    });
  });
}

export const takuzu: Genre<TakuzuPuzzle, TakuzuAnswer, TakuzuPartial> = {
  id: 'takuzu',
  name: 'Takuzu',
  aliases: ['binairo', 'unruly', '3-in-a-row', 'three-in-a-row'],
  rules:
    'Fill the grid with 0s and 1s so that every row and every column holds as many 0s as 1s and no three equal ' +
    'cells stand together in a line, across or down. With the optional rule, no two rows and no two columns are equal.',
  formats: [unrulyFormat, textFormat],
  defaultFormat: 'sgt',
  examples: ['6x6:gabKBgaABba', '8x8u:aCCCdBEdbaNnCABc', '......\noo.o..\n......\n..x.x.\n.....o\nox.x.o\n'],
  maximumSize: maximumTakuzuSize,
  size: sizeOf,
  model: buildModel,
  check,
  render,
  answerToJson: (answer) => answer.map((row) => [...row]),
  answerFromJson,
  partialToJson: (partial) => partial.map((row) => [...row]),
  play: takuzuPlay,
  edit: takuzuEdit,
  generator: takuzuGenerator(() => takuzu),
  collection,
  // From Unruly's levels: trivial puzzles need a few waves less than easy ones; normal ones need chains.
  ratingScale: { medium: 0.6, hard: 8, expert: 30 },
};
