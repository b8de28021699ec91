// Kurodoko (Kuromasu, Simon Tatham's Range): shade some cells so that no two shaded cells touch orthogonally, no
// numbered cell is shaded, and the unshaded cells form one orthogonally connected area. Each number counts the
// unshaded cells it sees along its row and column, itself included, up to a shaded cell or the edge.
// Example (puzz.link `kurodoko/5/5/i7g5l2l2g4i`):   . . . 7 .      . # . 7 .
//                                                      . 5 . . .  ->  . 5 # . .
//                                                      . . . . .      . # . . #
//                                                      2 . . . 2      2 . # . 2
//                                                      . 4 . . .      # 4 . . #

import type { Cell, Direction, GridSize } from '../../core/geometry.js';
import { adjacentPairs, allCells, cellIndex, directions, makeGrid, neighbours, ray } from '../../core/geometry.js';
import type { Format, Genre, Violation } from '../../core/genre.js';
import { inputError } from '../../core/errors.js';
import type { Literal } from '../../core/model.js';
import { Model } from '../../core/model.js';
import type { Number16Entry } from '../../core/formats/puzzlink.js';
import { decodeNumber16, encodeNumber16, isPuzzlinkUrl, parsePuzzlinkUrl, puzzlinkPid, writePuzzlinkUrl } from '../../core/formats/puzzlink.js';
import { decodeRunLengthGrid, encodeRunLengthGrid, splitGameId } from '../../core/formats/sgt.js';
import { sumEquals, unarySum } from '../shared/unary.js';
import { kurodokoEdit, kurodokoPlay } from './play.js';
import { kurodokoGenerator } from './generate.js';
import { collection } from './collection.js';

/** A clue cell: a number, or a number the setter left unknown (puzz.link's `?`), which only says "unshaded". */
export type KurodokoClue = { readonly kind: 'number'; readonly value: number } | { readonly kind: 'unknown' };

export interface KurodokoPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** clues[row][column]: the clue of that cell, or null for a plain cell. */
  readonly clues: readonly (readonly (KurodokoClue | null)[])[];
}

/** isShaded[row][column]. */
export type KurodokoAnswer = boolean[][];
/** What every solution agrees on: true shaded, false unshaded, null open. */
export type KurodokoPartial = (boolean | null)[][];

export const maximumKurodokoSize: GridSize = { rows: 60, columns: 60 };

export function makeKurodoko(size: GridSize, clues: readonly (readonly (KurodokoClue | null)[])[]): KurodokoPuzzle {
  const { rows, columns } = size;
  if (rows < 1 || columns < 1) inputError('the grid is empty');
  if (rows > maximumKurodokoSize.rows || columns > maximumKurodokoSize.columns) {
    inputError(`a ${columns}×${rows} Kurodoko is larger than the supported ${maximumKurodokoSize.columns}×${maximumKurodokoSize.rows}`);
  }
  const largest = rows + columns - 1;
  clues.forEach((row, r) =>
    row.forEach((clue, c) => {
      if (clue?.kind === 'number' && (!Number.isInteger(clue.value) || clue.value < 1 || clue.value > largest)) {
        inputError(`the number ${clue.value} at row ${r + 1}, column ${c + 1} is outside 1..${largest} (a cell sees at most ${largest} cells)`);
      }
    }),
  );
  return { rows, columns, clues: clues.map((row) => row.map((clue) => (clue === null ? null : { ...clue }))) };
}

const sizeOf = (puzzle: KurodokoPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

function numberAt(puzzle: KurodokoPuzzle, position: Cell): number | undefined {
  const clue = puzzle.clues[position.row]![position.column];
  return clue?.kind === 'number' ? clue.value : undefined;
}

/** The id of the clue in a cell (a number, or an unknown one). */
export const clueId = ({ row, column }: Cell): string => `clue r${row + 1}c${column + 1}`;

function buildModel(puzzle: KurodokoPuzzle) {
  const size = sizeOf(puzzle);
  const model = new Model();
  const shaded = makeGrid(size, ({ row, column }) => model.bool(`r${row + 1}c${column + 1} shaded`));
  const isShaded = (position: Cell): Literal => shaded[position.row]![position.column]!;


  // No two shaded cells are orthogonally adjacent.
  for (const [a, b] of adjacentPairs(size)) model.clause([-isShaded(a), -isShaded(b)]);

  // Numbered cells are unshaded, and each number counts the unshaded cells it sees in the four directions, itself
  // included.
  for (const position of allCells(size)) {
    const clue = puzzle.clues[position.row]![position.column];
    if (clue === null || clue === undefined) continue;
    const name = `r${position.row + 1}c${position.column + 1}`;
    const description = clue.kind === 'number' ? `the number ${clue.value} at ${name}` : `the circle at ${name}`;
    model.clue({ id: clueId(position), description, cells: [position] }, () => {
      model.require(-isShaded(position));
      if (clue.kind === 'number') statesCount(position, clue.value, name);
    });
  }

  function statesCount(position: Cell, value: number, name: string): void {
    // seen[direction][k - 1]: the number sees at least k cells that way. It never sees `value` cells one way.
    const seen = (direction: Direction): Literal[] => {
      const run: Literal[] = [];
      for (const next of ray(size, position, direction).slice(0, value)) {
        const previous = run[run.length - 1];
        if (previous === undefined) {
          run.push(-isShaded(next));
          continue;
        }
        const further = model.bool(`${name} sees ${run.length + 1} ${direction}`);
        model.clause([-further, previous]);
        model.clause([-further, -isShaded(next)]);
        model.clause([further, -previous, isShaded(next)]);
        run.push(further);
      }
      return run;
    };
    const [up, right, down, left] = directions.map(seen) as [Literal[], Literal[], Literal[], Literal[]];
    const across = unarySum(model, left, right, value - 1, `${name} sees across`);
    const along = unarySum(model, up, down, value - 1, `${name} sees down the column`);
    sumEquals(model, across, along, value - 1);
  }

  // All unshaded cells are orthogonally connected (lazy cuts when an answer splits them).
  model.connected(
    allCells(size).map((position) => -isShaded(position)),
    adjacentPairs(size).map(([a, b]) => [cellIndex(size, a), cellIndex(size, b)] as const),
  );
  // Implied by the two rules above, and cheap to state up front: no cell is walled in by shaded neighbours.
  if (size.rows * size.columns > 1) {
    for (const position of allCells(size)) model.clause(neighbours(size, position).map((next) => -isShaded(next)));
  }

  return {
    model,
    observed: shaded.flat(),
    decode: (value: (literal: Literal) => boolean): KurodokoAnswer => shaded.map((row) => row.map((literal) => value(literal))),
    decodePartial: (value: (literal: Literal) => boolean | undefined): KurodokoPartial =>
      shaded.map((row) => row.map((literal) => value(literal) ?? null)),
  };
}

/** The cells a cell sees in one direction, up to a shaded cell or the edge. */
function visibleRun(size: GridSize, answer: KurodokoAnswer, position: Cell, direction: Direction): Cell[] {
  const result: Cell[] = [];
  for (const next of ray(size, position, direction)) {
    if (answer[next.row]![next.column]) break;
    result.push(next);
  }
  return result;
}

/** The orthogonally connected areas of unshaded cells, largest first. */
export function unshadedAreas(size: GridSize, answer: KurodokoAnswer): Cell[][] {
  const seen = makeGrid(size, () => false);
  const areas: Cell[][] = [];
  for (const start of allCells(size)) {
    if (answer[start.row]![start.column] || seen[start.row]![start.column]) continue;
    seen[start.row]![start.column] = true;
    const area = [start];
    for (let k = 0; k < area.length; k++) {
      for (const next of neighbours(size, area[k]!)) {
        if (answer[next.row]![next.column] || seen[next.row]![next.column]) continue;
        seen[next.row]![next.column] = true;
        area.push(next);
      }
    }
    areas.push(area);
  }
  return areas.sort((a, b) => b.length - a.length);
}

function check(puzzle: KurodokoPuzzle, answer: KurodokoAnswer): Violation[] {
  const size = sizeOf(puzzle);
  if (answer.length !== size.rows || answer.some((row) => row.length !== size.columns)) {
    return [{ code: 'wrong-size', message: `the answer must be ${size.columns} wide and ${size.rows} tall`, cells: [] }];
  }
  const violations: Violation[] = [];
  const isShaded = (position: Cell) => answer[position.row]![position.column] === true;
  for (const position of allCells(size)) {
    if (isShaded(position) && puzzle.clues[position.row]![position.column] !== null) {
      violations.push({ code: 'shaded-clue', message: 'a numbered cell is shaded', cells: [position] });
    }
  }
  for (const [a, b] of adjacentPairs(size)) {
    if (isShaded(a) && isShaded(b)) violations.push({ code: 'adjacent-shaded', message: 'two shaded cells touch', cells: [a, b] });
  }
  for (const position of allCells(size)) {
    const value = numberAt(puzzle, position);
    if (value === undefined || isShaded(position)) continue;
    const visible = directions.flatMap((direction) => visibleRun(size, answer, position, direction));
    if (visible.length + 1 !== value) {
      violations.push({ code: 'wrong-count', message: `the ${value} sees ${visible.length + 1} unshaded cells`, cells: [position] });
    }
  }
  const areas = unshadedAreas(size, answer);
  if (areas.length > 1) {
    violations.push({
      code: 'disconnected',
      message: `the unshaded cells fall into ${areas.length} separate areas`,
      cells: areas.slice(1).flat(),
    });
  }
  return violations;
}

function render(puzzle: KurodokoPuzzle, answer?: KurodokoAnswer): string {
  const text = (position: Cell): string => {
    const clue = puzzle.clues[position.row]![position.column];
    if (clue) return clue.kind === 'number' ? String(clue.value) : '?';
    return answer?.[position.row]![position.column] ? '#' : '.';
  };
  const grid = makeGrid(sizeOf(puzzle), text);
  const width = Math.max(...grid.flat().map((entry) => entry.length));
  return grid.map((row) => row.map((entry) => entry.padStart(width)).join(' ')).join('\n');
}

function cluesFromEntries(size: GridSize, entries: readonly (number | 'unknown' | null)[]): (KurodokoClue | null)[][] {
  return makeGrid(size, (position) => {
    const entry = entries[cellIndex(size, position)]!;
    if (entry === null) return null;
    return entry === 'unknown' ? { kind: 'unknown' } : { kind: 'number', value: entry };
  });
}

function numbersOnly(puzzle: KurodokoPuzzle, formatName: string): (number | null)[] {
  return puzzle.clues.flat().map((clue) => {
    if (clue?.kind === 'unknown') inputError(`${formatName} cannot hold a clue with an unknown number`, { part: '--format' });
    return clue === null ? null : clue.value;
  });
}

const puzzlinkFormat: Format<KurodokoPuzzle> = {
  id: 'url',
  name: 'puzz.link URL (https://puzz.link/p?kurodoko/W/H/...)',
  detect: (text) => isPuzzlinkUrl(text) && puzzlinkPid(text) === 'kurodoko',
  parse(text) {
    const url = parsePuzzlinkUrl(text, maximumKurodokoSize);
    if (url.pid !== 'kurodoko') inputError(`this is a '${url.pid}' URL, not a Kurodoko`, { part: 'URL' });
    const size = { rows: url.rows, columns: url.columns };
    const { cells, end } = decodeNumber16(url.body, url.rows * url.columns);
    if (end < url.body.length) inputError(`unexpected text after the last cell: '${url.body.slice(end)}'`, { part: 'URL body', column: end + 1 });
    while (cells.length < url.rows * url.columns) cells.push(null);
    return makeKurodoko(size, cluesFromEntries(size, cells));
  },
  write(puzzle) {
    const entries: Number16Entry[] = puzzle.clues.flat().map((clue) => (clue === null ? null : clue.kind === 'unknown' ? 'unknown' : clue.value));
    return writePuzzlinkUrl('kurodoko', puzzle.columns, puzzle.rows, encodeNumber16(entries));
  },
};

const rangeFormat: Format<KurodokoPuzzle> = {
  id: 'sgt',
  name: "Simon Tatham's Range game ID (7x7:d7b3e8...)",
  detect: (text) => /^\s*\d+x\d+:\S*\s*$/.test(text),
  parse(text) {
    const { parameters, description } = splitGameId(text);
    const match = /^(\d+)x(\d+)$/.exec(parameters);
    if (!match) inputError(`'${parameters}' is not a Range parameter string like 7x7`, { part: 'game ID parameters' });
    const size = { rows: Number(match[2]), columns: Number(match[1]) };
    if (size.rows > maximumKurodokoSize.rows || size.columns > maximumKurodokoSize.columns || size.rows < 1 || size.columns < 1) {
      inputError(`${parameters} is outside the supported sizes (1×1 to ${maximumKurodokoSize.columns}×${maximumKurodokoSize.rows})`, {
        part: 'game ID parameters',
      });
    }
    const { cells, end } = decodeRunLengthGrid(description, size.rows * size.columns);
    if (end < description.length) inputError(`unexpected text after the grid: '${description.slice(end)}'`, { part: 'game ID description', column: end + 1 });
    return makeKurodoko(size, cluesFromEntries(size, cells));
  },
  write: (puzzle) => `${puzzle.columns}x${puzzle.rows}:${encodeRunLengthGrid(numbersOnly(puzzle, 'a Range game ID'))}`,
};

/** Seed 002's board files: `w N`, `h N`, then `c ROW COLUMN VALUE` per numbered cell, 0-based. */
const boardFormat: Format<KurodokoPuzzle> = {
  id: 'board',
  name: 'board file: lines "w WIDTH", "h HEIGHT", "c ROW COLUMN VALUE" (0-based)',
  detect: (text) => /^\s*[wh]\s+\d+\s*$/m.test(text),
  parse(text) {
    let width: number | undefined;
    let height: number | undefined;
    const clues: { row: number; column: number; value: number; line: number }[] = [];
    text.split(/\r?\n/).forEach((raw, index) => {
      const line = index + 1;
      const content = raw.replace(/#.*$/, '').trim();
      if (content === '') return;
      const fields = content.split(/\s+/);
      const numbers = fields.slice(1).map((field, position) => {
        if (!/^\d+$/.test(field)) inputError(`'${field}' is not a whole number`, { line, column: raw.indexOf(field) + 1 || position + 2 });
        return Number(field);
      });
      const keyword = fields[0]!;
      const expect = (count: number) => {
        if (numbers.length !== count) inputError(`'${keyword}' takes ${count} number(s), found ${numbers.length}`, { line });
      };
      if (keyword === 'w' || keyword === 'h') {
        expect(1);
        if (keyword === 'w') width = numbers[0];
        else height = numbers[0];
      } else if (keyword === 'c') {
        expect(3);
        clues.push({ row: numbers[0]!, column: numbers[1]!, value: numbers[2]!, line });
      } else {
        inputError(`unknown line '${keyword}' (expected w, h or c)`, { line, column: raw.indexOf(keyword) + 1 });
      }
    });
    if (width === undefined || height === undefined) inputError(`the board needs both a 'w' and an 'h' line`);
    if (width < 1 || height < 1) inputError(`the board is ${width}×${height}; both must be at least 1`);
    if (width > maximumKurodokoSize.columns || height > maximumKurodokoSize.rows) {
      inputError(`a ${width}×${height} board is larger than the supported ${maximumKurodokoSize.columns}×${maximumKurodokoSize.rows}`);
    }
    const grid: (KurodokoClue | null)[][] = makeGrid({ rows: height, columns: width }, () => null);
    for (const clue of clues) {
      if (clue.row >= height || clue.column >= width) {
        inputError(`the cell (${clue.row}, ${clue.column}) is outside the ${width}×${height} board`, { line: clue.line });
      }
      if (grid[clue.row]![clue.column] !== null) inputError(`the cell (${clue.row}, ${clue.column}) has two numbers`, { line: clue.line });
      if (clue.value < 1) inputError(`the number ${clue.value} is below 1 (a cell always sees itself)`, { line: clue.line });
      grid[clue.row]![clue.column] = { kind: 'number', value: clue.value };
    }
    return makeKurodoko({ rows: height, columns: width }, grid);
  },
  write(puzzle) {
    const numbers = numbersOnly(puzzle, 'a board file');
    const lines = [`w ${puzzle.columns}`, `h ${puzzle.rows}`];
    numbers.forEach((value, index) => {
      if (value !== null) lines.push(`c ${Math.floor(index / puzzle.columns)} ${index % puzzle.columns} ${value}`);
    });
    return lines.join('\n') + '\n';
  },
};

function answerFromJson(puzzle: KurodokoPuzzle, json: unknown): KurodokoAnswer {
  if (!Array.isArray(json) || json.length !== puzzle.rows) inputError(`the answer must be an array of ${puzzle.rows} rows`, { part: 'answer' });
  return json.map((row, r) => {
    if (!Array.isArray(row) || row.length !== puzzle.columns) inputError(`row ${r + 1} of the answer must have ${puzzle.columns} entries`, { part: 'answer' });
    return row.map((value, c) => {
      if (value !== 0 && value !== 1) inputError(`the entry at row ${r + 1}, column ${c + 1} must be 0 (unshaded) or 1 (shaded)`, { part: 'answer' });
      return value === 1;
    });
  });
}

export const kurodoko: Genre<KurodokoPuzzle, KurodokoAnswer, KurodokoPartial> = {
  id: 'kurodoko',
  name: 'Kurodoko',
  aliases: ['kuromasu', 'range'],
  rules:
    'Shade some cells so that no two shaded cells touch orthogonally, numbered cells stay unshaded, and all unshaded cells ' +
    'form one orthogonally connected area. Each number counts the unshaded cells it sees along its row and column, ' +
    'itself included, up to a shaded cell or the edge.',
  formats: [puzzlinkFormat, rangeFormat, boardFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i', '5x5:9_8f8g5f7_3', 'w 6\nh 5\nc 0 4 6\nc 1 3 5\nc 1 5 8\nc 3 2 10\nc 3 0 8\nc 4 1 9\n'],
  maximumSize: maximumKurodokoSize,
  size: sizeOf,
  model: buildModel,
  check,
  render,
  answerToJson: (answer) => answer.map((row) => row.map((isShaded) => (isShaded ? 1 : 0))),
  answerFromJson,
  partialToJson: (partial) => partial.map((row) => row.map((value) => (value === null ? null : value ? 1 : 0))),
  play: kurodokoPlay,
  edit: kurodokoEdit,
  generator: kurodokoGenerator(() => kurodoko),
  collection,
};
