// Paths of cells for generators that draw an answer of paths (Numberlink): random paths grown by joining neighbouring
// ends, two paths joined end to end, paths cut in two, the lines they draw, and paths mended where another drawing
// parts from them. Everything is drawn from the caller's
// seeded random.

import type { Cell, GridSize } from './geometry.js';
import { allCells, makeGrid, neighbours } from './geometry.js';
import type { LineGrid, LinePosition } from './lines.js';
import { lineAt, lineBetween } from './lines.js';
import type { Random } from './random.js';

/**
 * Random paths over the grid: every cell starts alone, and neighbouring ends of different paths are joined at random,
 * `joins` times or until no ends meet (short paths first, so that few cells stay alone). The paths of two cells or more.
 */
export function randomPaths(size: GridSize, random: Random, joins: number): Cell[][] {
  const pathOf = makeGrid(size, (cell) => [cell]);
  const key = (cell: Cell) => `${cell.row},${cell.column}`;
  const isEnd = (cell: Cell) => {
    const path = pathOf[cell.row]![cell.column]!;
    return key(path[0]!) === key(cell) || key(path[path.length - 1]!) === key(cell);
  };
  const lengthOf = (cell: Cell) => pathOf[cell.row]![cell.column]!.length;
  for (let done = 0; done < joins; done++) {
    const candidates: [Cell, Cell][] = [];
    for (const cell of allCells(size)) {
      if (!isEnd(cell)) continue;
      for (const next of neighbours(size, cell)) if (isEnd(next) && pathOf[next.row]![next.column] !== pathOf[cell.row]![cell.column]) candidates.push([cell, next]);
    }
    if (candidates.length === 0) break;
    const shortest = Math.min(...candidates.map(([a, b]) => lengthOf(a) + lengthOf(b)));
    const [a, b] = random.pick(candidates.filter(([a, b]) => lengthOf(a) + lengthOf(b) <= shortest + 4));
    const first = pathOf[a.row]![a.column]!;
    const second = pathOf[b.row]![b.column]!;
    // first ends at a, second starts at b.
    const joined = [...(key(first[first.length - 1]!) === key(a) ? first : [...first].reverse()), ...(key(second[0]!) === key(b) ? second : [...second].reverse())];
    for (const cell of joined) pathOf[cell.row]![cell.column] = joined;
  }
  return [...new Set(pathOf.flat())].filter((path) => path.length >= 2);
}

/** Two paths joined where an end of one meets an end of the other, or undefined when they do not meet. */
export function joinedPaths(first: readonly Cell[], second: readonly Cell[]): Cell[] | undefined {
  for (const a of [first, [...first].reverse()]) {
    for (const b of [second, [...second].reverse()]) if (lineBetween(a[a.length - 1]!, b[0]!)) return [...a, ...b];
  }
  return undefined;
}

/** The paths with `count` of the longest cut in two at random; undefined when none is long enough (four cells). */
export function cutPaths(paths: readonly Cell[][], random: Random, count: number): Cell[][] | undefined {
  let result = [...paths];
  for (let cut = 0; cut < count; cut++) {
    const longest = Math.max(...result.map((path) => path.length));
    if (longest < 4) return cut === 0 ? undefined : result;
    const path = random.pick(result.filter((path) => path.length >= Math.max(4, longest - 2)));
    const at = 1 + random.below(path.length - 3);
    result = [...result.filter((other) => other !== path), path.slice(0, at + 1), path.slice(at + 1)];
  }
  return result;
}

/** The lines along the paths. */
export function pathLines(paths: readonly (readonly Cell[])[]): LinePosition[] {
  return paths.flatMap((path) => path.slice(1).map((cell, index) => lineBetween(path[index]!, cell)!));
}

/** The lines the paths draw, as a grid of lines between cell centres. */
export function pathDrawing(size: GridSize, paths: readonly (readonly Cell[])[]): LineGrid {
  const horizontal = makeGrid({ rows: size.rows, columns: size.columns - 1 }, () => false);
  const vertical = makeGrid({ rows: size.rows - 1, columns: size.columns }, () => false);
  for (const line of pathLines(paths)) (line.orientation === 'horizontal' ? horizontal : vertical)[line.from.row]![line.from.column] = true;
  return { horizontal, vertical };
}

/**
 * Cuts a path (of four cells or more) that another drawing routes differently, where the drawing first leaves it, so
 * that both halves keep two cells; false when none can be cut. Changes `paths`.
 */
export function cutWhereTheyPart(paths: Cell[][], other: LineGrid, random: Random): boolean {
  for (const path of random.shuffle(paths.filter((path) => path.length >= 4))) {
    const leaves = path.findIndex((cell, index) => index + 1 < path.length && !lineAt(other, lineBetween(cell, path[index + 1]!)!));
    if (leaves < 0) continue;
    // Both halves keep at least two cells.
    const at = Math.min(Math.max(leaves, 1), path.length - 3);
    paths.splice(paths.indexOf(path), 1, path.slice(0, at + 1), path.slice(at + 1));
    return true;
  }
  return false;
}

/**
 * Takes in an empty cell another drawing passes through: as a new path with an empty neighbour, or as a path's new
 * end. Either way no path passes through it any more. False when no such cell can be taken in. Changes `paths`.
 */
export function fillWhereTheyPass(size: GridSize, paths: Cell[][], other: LineGrid): boolean {
  const taken = new Set(paths.flat().map((cell) => cell.row * size.columns + cell.column));
  const isEmpty = (cell: Cell) => !taken.has(cell.row * size.columns + cell.column);
  const passed = (cell: Cell) => neighbours(size, cell).some((next) => lineAt(other, lineBetween(cell, next)!));
  for (const cell of allCells(size)) {
    if (!isEmpty(cell) || !passed(cell)) continue;
    const partner = neighbours(size, cell).find(isEmpty);
    if (partner) {
      paths.push([cell, partner]);
      return true;
    }
    for (const [index, path] of paths.entries()) {
      const whole = joinedPaths(path, [cell]);
      if (whole) {
        paths[index] = whole;
        return true;
      }
    }
  }
  return false;
}
