// Answers of the genres whose answer is the borders drawn between cells (a division of the grid), as JSON:
// `{"right": [[0, 1, ...], ...], "below": [...]}`, 1 a border, 0 none, null (in a partial answer) open.

import type { GridSize } from '../../core/geometry.js';
import { booleanGridsFromJson } from '../../core/lines.js';
import type { Walls } from '../../core/regions.js';

/** Borders that may be open: true a border, false none, null not known. */
export interface OpenBorders {
  readonly right: readonly (readonly (boolean | null)[])[];
  readonly below: readonly (readonly (boolean | null)[])[];
}

/** Borders in play: `line` drawn, `cross` surely none, null open. */
export interface BorderMarks {
  readonly right: readonly (readonly ('line' | 'cross' | null)[])[];
  readonly below: readonly (readonly ('line' | 'cross' | null)[])[];
}

export const bordersToJson = (borders: Walls): unknown => ({ right: borders.right.map((row) => row.map(Number)), below: borders.below.map((row) => row.map(Number)) });

export function partialBordersToJson(borders: OpenBorders): unknown {
  const entry = (value: boolean | null) => (value === null ? null : Number(value));
  return { right: borders.right.map((row) => row.map(entry)), below: borders.below.map((row) => row.map(entry)) };
}

/** Reads `bordersToJson`'s form for a grid, naming the entry that is wrong. */
export function bordersFromJson(size: GridSize, json: unknown): Walls {
  const shapes = { right: { rows: size.rows, columns: size.columns - 1 }, below: { rows: size.rows - 1, columns: size.columns } };
  return booleanGridsFromJson(json, shapes, 'border');
}

export { makeBorders } from '../../core/regions.js';

/** Whether borders fit a grid of `size`; what they must be when they do not. */
export function bordersMisfit(size: GridSize, answer: Walls): string | undefined {
  const { rows, columns } = size;
  const fits = answer.right.length === rows && answer.right.every((row) => row.length === columns - 1) && answer.below.length === rows - 1 && answer.below.every((row) => row.length === columns);
  return fits ? undefined : `the borders must be ${rows} rows of ${columns - 1} and ${rows - 1} rows of ${columns}`;
}

/** Every border drawn between two cells of one area (it closes nothing off), as the pair of cells it separates. */
export function innerBorders(areas: readonly (readonly { row: number; column: number }[])[], borders: Walls): { row: number; column: number }[][] {
  const areaOf = new Map<string, number>();
  areas.forEach((cells, index) => cells.forEach((cell) => areaOf.set(`${cell.row},${cell.column}`, index)));
  const same = (r: number, c: number, r2: number, c2: number) => areaOf.get(`${r},${c}`) === areaOf.get(`${r2},${c2}`);
  const found: { row: number; column: number }[][] = [];
  borders.right.forEach((row, r) => row.forEach((border, c) => border && same(r, c, r, c + 1) && found.push([{ row: r, column: c }, { row: r, column: c + 1 }])));
  borders.below.forEach((row, r) => row.forEach((border, c) => border && same(r, c, r + 1, c) && found.push([{ row: r, column: c }, { row: r + 1, column: c }])));
  return found;
}

/** The grid in text, each cell's `text` in it; with borders, those drawn (`|` and `---`). */
export function renderBorders(size: GridSize, text: (cell: { row: number; column: number }) => string, borders?: Walls): string {
  const { rows, columns } = size;
  const texts = Array.from({ length: rows }, (_, row) => Array.from({ length: columns }, (_, column) => text({ row, column })));
  const width = Math.max(1, ...texts.flat().map((entry) => entry.length));
  const rule = (row: number) => {
    let line = '+';
    for (let column = 0; column < columns; column++) line += (row < 0 || row >= rows - 1 || (borders?.below[row]![column] ?? false) ? '-' : ' ').repeat(width + 2) + '+';
    return line;
  };
  const lines = [rule(-1)];
  for (let row = 0; row < rows; row++) {
    let line = '|';
    for (let column = 0; column < columns; column++) line += ` ${texts[row]![column]!.padStart(width)} ${column === columns - 1 || (borders?.right[row]![column] ?? false) ? '|' : ' '}`;
    lines.push(line, rule(row));
  }
  return lines.join('\n');
}
