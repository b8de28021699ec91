// The pieces every genre with a loop through cell centres shares (Masyu, Yajilin, Country Road): the loop's lines
// as model variables under the single-loop rule, lines named in words, the loop rules of a checker, the drawing of a
// loop as text, and loops written as paths for test data.

import type { AnswerEntry, EntryWords } from '../../core/cells.js';
import type { Genre } from '../../core/genre.js';
import type { Cell, Direction, GridSize } from '../../core/geometry.js';
import { allCells, arrowGlyphs, cellName, isInside, makeGrid, move } from '../../core/geometry.js';
import type { LineGrid, LinePosition } from '../../core/lines.js';
import { lineAt, lineBetween, lineEnd, lineEntries, lineFromKey, linePositions, linesFromJson, linesToJson, makeLines, partialLinesToJson } from '../../core/lines.js';
import { cachedBy } from '../../core/cache.js';
import type { GraphEdge, Literal, LoopJunctions } from '../../core/model.js';
import { loopJunctions } from '../../core/model.js';
import type { Model } from '../../core/model.js';
import type { Walls } from '../../core/regions.js';

/** The line from a cell towards a direction, if that neighbour is inside the grid. */
export function lineToward(size: GridSize, cell: Cell, direction: Direction): LinePosition | undefined {
  const next = move(cell, direction);
  return isInside(size, next) ? lineBetween(cell, next) : undefined;
}

/**
 * The line leaving point (row, column) towards a direction in a grid of lines between `points`, or undefined where
 * there is none (past the edge, or from a point outside): `lineToward` without making positions.
 */
export function lineLeaving<Value>(lines: LineGrid<Value>, points: GridSize, row: number, column: number, direction: Direction): Value | undefined {
  if (row < 0 || row >= points.rows || column < 0 || column >= points.columns) return undefined;
  switch (direction) {
    case 'left':
      return column > 0 ? lines.horizontal[row]![column - 1] : undefined;
    case 'right':
      return column + 1 < points.columns ? lines.horizontal[row]![column] : undefined;
    case 'up':
      return row > 0 ? lines.vertical[row - 1]![column] : undefined;
    case 'down':
      return row + 1 < points.rows ? lines.vertical[row]![column] : undefined;
  }
}

/** A line in words: `r1c1-r1c2`. */
export const lineName = (line: LinePosition): string => `${cellName(line.from)}-${cellName(lineEnd(line))}`;

/** The two cells a line through centres joins. */
export const cellsOfLine = (line: LinePosition): Cell[] => [line.from, lineEnd(line)];

/** The loop's lines in a model: one boolean per line between neighbouring cells, and the lines at each cell. */
export interface CentreLoop {
  readonly lines: LineGrid<Literal>;
  lineOf(line: LinePosition): Literal;
  /** The lines that leave a cell (two to four). */
  linesAt(cell: Cell): Literal[];
  /** The literals an answer observes: every line, horizontal ones first. */
  readonly observed: Literal[];
  decode(value: (literal: Literal) => boolean): LineGrid;
  decodePartial(value: (literal: Literal) => boolean | undefined): LineGrid<boolean | null>;
}

/** What a lattice's lines are, whatever puzzle they are drawn for: their positions and the points each joins. */
interface LatticeLines {
  /** Every line, in `linePositions`' order (horizontal ones first). */
  readonly positions: readonly LinePosition[];
  /** Each line's two points, as `row * columns + column`, in the same order, and how the lines meet there. */
  readonly ends: readonly (readonly [number, number])[];
  readonly junctions: LoopJunctions;
  /** The lines' names, per naming function (the default names a line between centres). */
  readonly names: WeakMap<(line: LinePosition) => string, readonly string[]>;
}

/** Made once per shape: every loop genre's model builds these for each puzzle of the same few sizes. */
const latticeLines = cachedBy(
  (points: GridSize) => `${points.rows}x${points.columns}`,
  (points): LatticeLines => {
    const positions = linePositions(points);
    const ends: (readonly [number, number])[] = [];
    for (const { orientation, from } of positions) {
      const start = from.row * points.columns + from.column;
      ends.push([start, orientation === 'horizontal' ? start + 1 : start + points.columns]);
    }
    return { positions, ends, junctions: loopJunctions(ends), names: new WeakMap() };
  },
);

function lineNames(lattice: LatticeLines, name: (line: LinePosition) => string): readonly string[] {
  let names = lattice.names.get(name);
  if (names === undefined) {
    names = lattice.positions.map((line) => `line ${name(line)}`);
    lattice.names.set(name, names);
  }
  return names;
}

/**
 * Lines between the points of a lattice (by default cell centres), drawn as exactly one loop (every point passed 0 or
 * 2 times, one piece); `name` puts a line in words (Slitherlink names a cell's side).
 */
export function centreLoop(model: Model, points: GridSize, name: (line: LinePosition) => string = lineName): CentreLoop {
  const lines = centreLines(model, points, name);
  const { ends, junctions } = latticeLines(points);
  const { observed } = lines;
  const edges: GraphEdge[] = [];
  for (let index = 0; index < observed.length; index++) edges.push({ literal: observed[index]!, ends: ends[index]! });
  model.singleLoop(edges, junctions);
  return lines;
}

/** Lines between the cell centres of a grid, one boolean each, under no rule yet (Hotaru Beam's beams). */
export function centreLines(model: Model, size: GridSize, name: (line: LinePosition) => string = lineName): CentreLoop {
  const names = lineNames(latticeLines(size), name);
  // One boolean per line in `linePositions`' order, which is also the order of the observed literals.
  const observed: Literal[] = [];
  for (const line of names) observed.push(model.bool(line));
  const horizontal: Literal[][] = [];
  const vertical: Literal[][] = [];
  let next = 0;
  for (let row = 0; row < size.rows; row++) {
    const across: Literal[] = [];
    for (let column = 0; column + 1 < size.columns; column++) across.push(observed[next++]!);
    horizontal.push(across);
  }
  for (let row = 0; row + 1 < size.rows; row++) {
    const down: Literal[] = [];
    for (let column = 0; column < size.columns; column++) down.push(observed[next++]!);
    vertical.push(down);
  }
  const lines: LineGrid<Literal> = { horizontal, vertical };
  const lineOf = (line: LinePosition): Literal => lineAt(lines, line);
  return {
    lines,
    lineOf,
    linesAt: ({ row, column }) => {
      const at: Literal[] = [];
      if (column > 0) at.push(horizontal[row]![column - 1]!);
      if (column + 1 < size.columns) at.push(horizontal[row]![column]!);
      if (row > 0) at.push(vertical[row - 1]![column]!);
      if (row + 1 < size.rows) at.push(vertical[row]![column]!);
      return at;
    },
    observed,
    decode: (value) => makeLines(size, (line) => value(lineOf(line))),
    decodePartial: (value) => makeLines(size, (line) => value(lineOf(line)) ?? null),
  };
}

/**
 * Keeps a loop one cell wide: no 2×2 block of cells all on it. Generators draw such loops, which no clue can leave
 * ambiguous the way a loop round a 2×2 block can (it may go either way round).
 */
export function keepThin(model: Model, size: GridSize, loop: CentreLoop): void {
  const onLoop = makeGrid(size, (cell) => {
    const literal = model.bool(`${cellName(cell)} on the loop`);
    model.anyOf(literal, loop.linesAt(cell));
    return literal;
  });
  for (const cell of allCells(size)) {
    if (cell.row + 1 >= size.rows || cell.column + 1 >= size.columns) continue;
    model.notAll([cell, move(cell, 'right'), move(cell, 'down'), move(move(cell, 'down'), 'right')].map((corner) => onLoop[corner.row]![corner.column]!));
  }
}

/** Whether the loop leaves a cell towards a direction (false outside the grid). */
export function goesToward(size: GridSize, lines: LineGrid, cell: Cell, direction: Direction): boolean {
  if (!isInside(size, cell)) return false;
  const line = lineToward(size, cell, direction);
  return line !== undefined && lineAt(lines, line);
}

/** A line in words and the cells that show it: by default between cell centres (Slitherlink's: a cell's side). */
export interface LineWords {
  name(line: LinePosition): string;
  cells(line: LinePosition): Cell[];
}

const centreWords: LineWords = { name: lineName, cells: cellsOfLine };

/** A line of a partial answer in words, at its `lineKey`: `r1c1-r1c2 is a line`. */
export function describeLineEntry(entry: AnswerEntry, words: LineWords = centreWords): EntryWords | undefined {
  const line = lineFromKey(entry.cell);
  if (!line) return undefined;
  const name = words.name(line);
  const drawn = entry.value === 1;
  return {
    cells: words.cells(line),
    lines: [line],
    fact: drawn ? `${name} is a line` : `${name} has no line`,
    placed: drawn ? `your line ${name}` : `your cross on ${name}`,
    noun: 'lines',
  };
}

/**
 * The answer's part of a genre whose answer is lines (a loop, or paths) between `points` of a lattice: JSON both ways,
 * a partial answer's entries, and an entry in words (by default a line between cell centres).
 */
export function lineAnswers<Puzzle>(
  points: (puzzle: Puzzle) => GridSize,
  words: LineWords = centreWords,
): Pick<Genre<Puzzle, LineGrid, LineGrid<boolean | null>>, 'answerToJson' | 'answerFromJson' | 'partialToJson' | 'entries' | 'describeEntry'> {
  const describeEntry = (entry: AnswerEntry) => describeLineEntry(entry, words) ?? { cells: [entry.cell] };
  return { answerToJson: linesToJson, answerFromJson: (puzzle, json) => linesFromJson(points(puzzle), json), partialToJson: partialLinesToJson, entries: lineEntries, describeEntry };
}

const glyphs: Record<string, string> = { '': '·', lr: '─', ud: '│', rd: '┌', ld: '┐', ru: '└', lu: '┘' };

/** Whether a line of a grid's lines is drawn (false off the grid). */
function drawnAt(size: GridSize, lines: LineGrid | undefined, row: number, column: number, orientation: 'horizontal' | 'vertical'): boolean {
  if (lines === undefined || row < 0 || column < 0) return false;
  const inside = orientation === 'horizontal' ? column < size.columns - 1 && row < size.rows : row < size.rows - 1 && column < size.columns;
  return inside && lineAt(lines, { orientation, from: { row, column } });
}

/** The loop's piece through a cell: ─ │ ┌ ┐ └ ┘, or · where it does not pass. */
export function loopGlyph(size: GridSize, lines: LineGrid, { row, column }: Cell): string {
  const has = (r: number, c: number, orientation: 'horizontal' | 'vertical') => drawnAt(size, lines, r, c, orientation);
  const key = (has(row, column - 1, 'horizontal') ? 'l' : '') + (has(row, column, 'horizontal') ? 'r' : '') + (has(row - 1, column, 'vertical') ? 'u' : '') + (has(row, column, 'vertical') ? 'd' : '');
  return glyphs[key] ?? '+';
}

/** A number and its arrow in a drawing: they fill the cell and the gap after it; a longer number shows its arrow alone. */
export const arrowMark = (number: string, direction: Direction): string => (number.length === 1 ? `${number}${arrowGlyphs[direction]}` : arrowGlyphs[direction]);

/**
 * A loop through centres drawn as text: cells two characters apart, lines ─ and │ between them, corners where the
 * loop turns; `mark` gives what a cell shows instead (a clue, a shaded cell), or undefined for the loop's glyph; a mark of
 * two characters (a number and its arrow) fills the gap after its cell too.
 */
export function drawCentreLoop(size: GridSize, lines: LineGrid, mark: (cell: Cell) => string | undefined): string {
  const has = (row: number, column: number, orientation: 'horizontal' | 'vertical') => drawnAt(size, lines, row, column, orientation);
  const text: string[] = [];
  for (let row = 0; row < size.rows; row++) {
    let across = '';
    let below = '';
    for (let column = 0; column < size.columns; column++) {
      const shown = mark({ row, column });
      across += shown ?? loopGlyph(size, lines, { row, column });
      // A mark of two characters takes the gap after it, where no line can run.
      if (column + 1 < size.columns && shown?.length !== 2) across += has(row, column, 'horizontal') ? '─' : ' ';
      below += (has(row, column, 'vertical') ? '│' : ' ') + (column + 1 < size.columns ? ' ' : '');
    }
    text.push(across.trimEnd());
    if (row + 1 < size.rows) text.push(below.trimEnd());
  }
  return text.join('\n');
}

/**
 * Rooms drawn as text with their walls between cells (`|` and `---`) and what `text` gives each cell, padded to one
 * width; with lines, each line drawn through the gaps and walls it crosses (─ │), as Country Road and Regional
 * Yajilin draw their answers.
 */
export function drawRoomsAndLoop(size: GridSize, walls: Walls, lines: LineGrid | undefined, text: (cell: Cell) => string): string {
  const { rows, columns } = size;
  const has = (row: number, column: number, orientation: 'horizontal' | 'vertical') => drawnAt(size, lines, row, column, orientation);
  const width = Math.max(1, ...allCells(size).map((cell) => text(cell).length));
  const drawing: string[] = [];
  const rule = (row: number) => {
    let line = '+';
    for (let column = 0; column < columns; column++) {
      const wall = row < 0 || row >= rows - 1 || walls.below[row]![column]!;
      const across = (wall ? '-' : ' ').repeat(width + 2);
      // A line down from the cell above crosses the rule in the middle of the cell.
      line += (has(row, column, 'vertical') ? across.slice(0, width) + '│' + across.slice(width + 1) : across) + '+';
    }
    return line;
  };
  drawing.push(rule(-1));
  for (let row = 0; row < rows; row++) {
    let line = '|';
    for (let column = 0; column < columns; column++) {
      const wall = column === columns - 1 || walls.right[row]![column]!;
      const left = has(row, column - 1, 'horizontal') ? '─' : ' ';
      const right = has(row, column, 'horizontal') ? '─' : ' ';
      line += `${left}${text({ row, column }).padStart(width)}${right}${wall ? '|' : right}`;
    }
    drawing.push(line, rule(row));
  }
  return drawing.join('\n');
}

/** Lines in the JSON form between the cells of a grid, from paths over the cells (row, column), each step a straight run. */
export function linesFromPaths(rows: number, columns: number, ...paths: [number, number][][]): { horizontal: number[][]; vertical: number[][] } {
  const lines = { horizontal: Array.from({ length: rows }, () => new Array<number>(columns - 1).fill(0)), vertical: Array.from({ length: rows - 1 }, () => new Array<number>(columns).fill(0)) };
  for (const path of paths) {
    for (let index = 1; index < path.length; index++) {
      const [r1, c1] = path[index - 1]!;
      const [r2, c2] = path[index]!;
      if (r1 === r2) for (let c = Math.min(c1, c2); c < Math.max(c1, c2); c++) lines.horizontal[r1]![c] = 1;
      else for (let r = Math.min(r1, r2); r < Math.max(r1, r2); r++) lines.vertical[r]![c1] = 1;
    }
  }
  return lines;
}
