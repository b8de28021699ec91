// Lines between orthogonally adjacent points of a lattice, as loop genres answer (Slitherlink along cell edges,
// Masyu through cell centres): the answer as two grids of yes/no, reading and writing them as JSON, and the shape
// of what is drawn (how often each point is passed, the separate pieces) for rule checkers. Plain data, no solver.

import { inputError } from './errors.js';
import type { AnswerEntry } from './cells.js';
import type { Cell, Direction, GridSize, LinePosition } from './geometry.js';
import { makeGrid, ray } from './geometry.js';

/**
 * `horizontal[row][column]`: the line from point (row, column) to (row, column + 1); `vertical[row][column]`: from
 * (row, column) to (row + 1, column), as `latticeEdges` numbers them.
 */
export interface LineGrid<Value = boolean> {
  readonly horizontal: readonly (readonly Value[])[];
  readonly vertical: readonly (readonly Value[])[];
}

export type { LinePosition } from './geometry.js';

export function lineEnd({ orientation, from }: LinePosition): Cell {
  return orientation === 'horizontal' ? { row: from.row, column: from.column + 1 } : { row: from.row + 1, column: from.column };
}

/** A grid of lines, each filled by a function of its position. */
export function makeLines<Value>(points: GridSize, fill: (line: LinePosition) => Value): LineGrid<Value> {
  return {
    horizontal: makeGrid({ rows: points.rows, columns: points.columns - 1 }, (from) => fill({ orientation: 'horizontal', from })),
    vertical: makeGrid({ rows: points.rows - 1, columns: points.columns }, (from) => fill({ orientation: 'vertical', from })),
  };
}

export function lineAt<Value>(lines: LineGrid<Value>, { orientation, from }: LinePosition): Value {
  return (orientation === 'horizontal' ? lines.horizontal : lines.vertical)[from.row]![from.column]!;
}

/** Every line position of a lattice, horizontal ones first, each row by row. */
export function linePositions(points: GridSize): LinePosition[] {
  const positions: LinePosition[] = [];
  for (let row = 0; row < points.rows; row++) for (let column = 0; column + 1 < points.columns; column++) positions.push({ orientation: 'horizontal', from: { row, column } });
  for (let row = 0; row + 1 < points.rows; row++) for (let column = 0; column < points.columns; column++) positions.push({ orientation: 'vertical', from: { row, column } });
  return positions;
}

/** The lines of a grid, in the order of `linePositions` (an answer as a generator's oracle reads it). */
export const lineValues = <Value>(lines: LineGrid<Value>): Value[] => [...lines.horizontal.flat(), ...lines.vertical.flat()];

/** A grid of lines from their values in the order of `linePositions`. */
export function linesFromValues<Value>(points: GridSize, values: readonly Value[]): LineGrid<Value> {
  const horizontal = points.rows * (points.columns - 1);
  return makeLines(points, ({ orientation, from }) => values[orientation === 'horizontal' ? from.row * (points.columns - 1) + from.column : horizontal + from.row * points.columns + from.column]!);
}

/** The line between two orthogonally adjacent points, or undefined when they are not adjacent. */
export function lineBetween(a: Cell, b: Cell): LinePosition | undefined {
  if (a.row === b.row && Math.abs(a.column - b.column) === 1) return { orientation: 'horizontal', from: { row: a.row, column: Math.min(a.column, b.column) } };
  if (a.column === b.column && Math.abs(a.row - b.row) === 1) return { orientation: 'vertical', from: { row: Math.min(a.row, b.row), column: a.column } };
  return undefined;
}

/**
 * The lines along a ray from a point towards a direction, between each two points of the ray after the first (not
 * the line at `start` itself): Castle Wall's arrow counts the loop's segments this way from its clue cell.
 */
export function linesAlong(points: GridSize, start: Cell, direction: Direction): LinePosition[] {
  const beyond = ray(points, start, direction);
  return beyond.slice(1).map((point, index) => lineBetween(beyond[index]!, point)!);
}

/**
 * The lines leading away from a point towards a direction, the one at the point first, to the grid's edge: one side
 * of a straight segment through the point (Geradeweg).
 */
export function linesLeaving(points: GridSize, start: Cell, direction: Direction): LinePosition[] {
  const path = [start, ...ray(points, start, direction)];
  return path.slice(1).map((point, index) => lineBetween(path[index]!, point)!);
}

/**
 * Which points a drawing encloses, for a drawing that is closed loops: a point is inside when a ray from it to the
 * left edge, drawn just above the row of points, crosses an odd number of vertical lines (as pzprjs scans). A point
 * on a line gets the value of the space just above and to its left.
 */
export function enclosedPoints(points: GridSize, lines: LineGrid): boolean[][] {
  return makeGrid(points, (point) => {
    let inside = false;
    if (point.row > 0) for (let column = 0; column < point.column; column++) if (lines.vertical[point.row - 1]![column]) inside = !inside;
    return inside;
  });
}

/**
 * A line's place on the doubled lattice (a point (r, c) sits at (2r, 2c)): a unique key, used as the `cell` of a
 * line's entry in a partial answer.
 */
export function lineKey({ orientation, from }: LinePosition): Cell {
  return orientation === 'horizontal' ? { row: 2 * from.row, column: 2 * from.column + 1 } : { row: 2 * from.row + 1, column: 2 * from.column };
}

export function lineFromKey(key: Cell): LinePosition | undefined {
  if (key.row % 2 === 0 && key.column % 2 === 1) return { orientation: 'horizontal', from: { row: key.row / 2, column: (key.column - 1) / 2 } };
  if (key.row % 2 === 1 && key.column % 2 === 0) return { orientation: 'vertical', from: { row: (key.row - 1) / 2, column: key.column / 2 } };
  return undefined;
}

/** The answer in JSON: `{"horizontal": [[0, 1, ...], ...], "vertical": [...]}`, 1 for a line. */
export function linesToJson(lines: LineGrid): unknown {
  return { horizontal: lines.horizontal.map((row) => row.map(Number)), vertical: lines.vertical.map((row) => row.map(Number)) };
}

/** A partial answer in JSON: as `linesToJson`, null where the line is not known. */
export function partialLinesToJson(lines: LineGrid<boolean | null>): unknown {
  const entry = (value: boolean | null) => (value === null ? null : Number(value));
  return { horizontal: lines.horizontal.map((row) => row.map(entry)), vertical: lines.vertical.map((row) => row.map(entry)) };
}

/** Reads `linesToJson`'s form for a lattice of points, naming the entry that is wrong. */
export function linesFromJson(points: GridSize, json: unknown): LineGrid {
  const shapes = { horizontal: { rows: points.rows, columns: points.columns - 1 }, vertical: { rows: points.rows - 1, columns: points.columns } };
  return booleanGridsFromJson(json, shapes, 'line');
}

/**
 * Reads an answer of named grids of 0 and 1 (1 for a `thing`: a line, a border) in the shapes given, naming the entry
 * that is wrong.
 */
export function booleanGridsFromJson<Name extends string>(json: unknown, shapes: Record<Name, GridSize>, thing: string): Record<Name, boolean[][]> {
  const names = Object.keys(shapes) as Name[];
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    inputError(`the answer must be an object {${names.map((name) => `"${name}": ${shapes[name].rows} rows of ${shapes[name].columns}`).join(', ')}}`, { part: 'answer' });
  }
  const read = (name: Name): boolean[][] => {
    const grid = (json as Record<string, unknown>)[name];
    const { rows, columns } = shapes[name];
    if (!Array.isArray(grid) || grid.length !== rows) inputError(`"${name}" must be an array of ${rows} rows`, { part: 'answer' });
    return grid.map((row: unknown, r) => {
      if (!Array.isArray(row) || row.length !== columns) inputError(`row ${r + 1} of "${name}" must have ${columns} entries`, { part: 'answer' });
      return row.map((value: unknown, c) => {
        if (value !== 0 && value !== 1) inputError(`"${name}" row ${r + 1}, entry ${c + 1} must be 0 (no ${thing}) or 1 (${thing})`, { part: 'answer' });
        return value === 1;
      });
    });
  };
  return Object.fromEntries(names.map((name) => [name, read(name)])) as Record<Name, boolean[][]>;
}

/** The filled entries of `partialLinesToJson`'s form: one per known line, at its `lineKey`. */
export function lineEntries(partialJson: unknown): AnswerEntry[] {
  const entries: AnswerEntry[] = [];
  if (typeof partialJson !== 'object' || partialJson === null) return entries;
  for (const orientation of ['horizontal', 'vertical'] as const) {
    const grid = (partialJson as Record<string, unknown>)[orientation];
    if (!Array.isArray(grid)) continue;
    grid.forEach((row: unknown, r) => {
      if (!Array.isArray(row)) return;
      row.forEach((value: unknown, c) => {
        if (value !== null && value !== undefined) entries.push({ cell: lineKey({ orientation, from: { row: r, column: c } }), value });
      });
    });
  }
  return entries;
}

/** How the drawn lines sit: each point's count of lines, and the separate pieces they make. */
export interface LineShape {
  /** degree[row][column]: the lines that meet at the point. */
  readonly degree: readonly (readonly number[])[];
  /** Points where three or four lines meet. */
  readonly branches: readonly Cell[];
  /** Points where one line ends. */
  readonly deadEnds: readonly Cell[];
  /** The connected pieces of lines, largest first, each as its lines. */
  readonly pieces: readonly (readonly LinePosition[])[];
  readonly lineCount: number;
}

export function lineShape(points: GridSize, lines: LineGrid): LineShape {
  const degree = makeGrid(points, () => 0);
  const positions = linePositions(points).filter((line) => lineAt(lines, line));
  for (const line of positions) {
    degree[line.from.row]![line.from.column]!++;
    const end = lineEnd(line);
    degree[end.row]![end.column]!++;
  }
  const branches: Cell[] = [];
  const deadEnds: Cell[] = [];
  degree.forEach((row, r) =>
    row.forEach((count, c) => {
      if (count > 2) branches.push({ row: r, column: c });
      if (count === 1) deadEnds.push({ row: r, column: c });
    }),
  );
  // Pieces: lines joined through shared points (union of points).
  const parent = new Int32Array(points.rows * points.columns).map((_, index) => index);
  const find = (index: number): number => {
    while (parent[index] !== index) index = parent[index] = parent[parent[index]!]!;
    return index;
  };
  const indexOf = (point: Cell) => point.row * points.columns + point.column;
  for (const line of positions) parent[find(indexOf(line.from))] = find(indexOf(lineEnd(line)));
  const byRoot = new Map<number, LinePosition[]>();
  for (const line of positions) {
    const root = find(indexOf(line.from));
    const piece = byRoot.get(root);
    if (piece) piece.push(line);
    else byRoot.set(root, [line]);
  }
  const pieces = [...byRoot.values()].sort((a, b) => b.length - a.length);
  return { degree, branches, deadEnds, pieces, lineCount: positions.length };
}

/** The loop rules every loop genre shares, as a rule checker reports them. */
export type LoopRule = 'no-line' | 'branch' | 'crossing' | 'dead-end' | 'several-loops';

export const loopRuleCodes: Readonly<Record<LoopRule, string>> = {
  'no-line': 'there is a line on the board',
  branch: 'no line branches (three lines meet nowhere)',
  crossing: 'no lines cross (four lines meet nowhere)',
  'dead-end': 'no line ends (every point on the loop is passed twice)',
  'several-loops': 'the lines form one loop, not several',
};

/**
 * The loop rules broken by a drawing, in pzprjs's words. `cellsAt` turns a point into the cells to show (the cell
 * itself for lines through centres, the cells around a corner for lines along edges), `cellsAlong` a line.
 */
export function loopViolations(
  shape: LineShape,
  rule: LoopRule,
  cellsAt: (point: Cell) => readonly Cell[],
  cellsAlong: (line: LinePosition) => readonly Cell[],
): { code: LoopRule; message: string; cells: Cell[]; lines: LinePosition[] }[] {
  const touches = (line: LinePosition, point: Cell) => {
    const end = lineEnd(line);
    return (line.from.row === point.row && line.from.column === point.column) || (end.row === point.row && end.column === point.column);
  };
  const linesAt = (point: Cell) => shape.pieces.flat().filter((line) => touches(line, point));
  const unique = (cells: readonly Cell[]) => cells.filter((cell, index) => cells.findIndex((other) => other.row === cell.row && other.column === cell.column) === index);
  switch (rule) {
    case 'no-line':
      return shape.lineCount === 0 ? [{ code: rule, message: 'there is no line on the board', cells: [], lines: [] }] : [];
    case 'branch':
    case 'crossing': {
      const wanted = rule === 'branch' ? 3 : 4;
      return shape.branches
        .filter((point) => shape.degree[point.row]![point.column] === wanted)
        .map((point) => ({ code: rule, message: rule === 'branch' ? 'a line branches' : 'two lines cross', cells: [...cellsAt(point)], lines: linesAt(point) }));
    }
    case 'dead-end':
      return shape.deadEnds.map((point) => ({ code: rule, message: 'a line ends without closing', cells: [...cellsAt(point)], lines: linesAt(point) }));
    case 'several-loops':
      return shape.pieces.length > 1
        ? [
            {
              code: rule,
              message: `the lines form ${shape.pieces.length} separate pieces, not one loop`,
              cells: unique(shape.pieces.slice(1).flat().flatMap(cellsAlong)),
              lines: shape.pieces.slice(1).flat(),
            },
          ]
        : [];
  }
}

/** The points of a drawing that is one loop, in order round it, the first point again at the end ([] without lines). */
export function loopPoints(points: GridSize, lines: LineGrid): Cell[] {
  const drawn = linePositions(points).filter((line) => lineAt(lines, line));
  const first = drawn[0];
  if (!first) return [];
  const used = new Set<string>();
  const key = (line: LinePosition) => `${line.orientation} ${line.from.row} ${line.from.column}`;
  const path: Cell[] = [first.from];
  let at = first.from;
  for (;;) {
    const next = drawn.find((line) => !used.has(key(line)) && ((line.from.row === at.row && line.from.column === at.column) || (lineEnd(line).row === at.row && lineEnd(line).column === at.column)));
    if (!next) return path;
    used.add(key(next));
    at = next.from.row === at.row && next.from.column === at.column ? lineEnd(next) : next.from;
    path.push(at);
  }
}
