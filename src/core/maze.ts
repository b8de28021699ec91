// Mazes: shadings whose unshaded cells form one connected area with no 2×2 block of either colour (Nurimisaki's and
// Nuri-Maze's rules), grown at random as corridors, and mended by new dead ends: the maze toolkit of the generators
// that draw such a shading first and lay clues on it (Nurimisaki circles its dead ends).

import { finishedShading, no2x2Shaded, no2x2Unshaded, someShaded, unshadedConnected } from './checks.js';
import type { Cell, GridSize } from './geometry.js';
import { allCells, isInside, makeGrid, neighbours, sameCell, windowsAround } from './geometry.js';
import type { Random } from './random.js';

/** A shading, true shaded. */
export type Maze = readonly (readonly boolean[])[];

/** The chance that the maze grows a corridor where no 2×2 block needs it, which makes it wander more. */
const wanderChance = 0.3;

const sizeOf = (maze: Maze): GridSize => ({ rows: maze.length, columns: maze[0]!.length });
const unshadedNeighbours = (maze: Maze, cell: Cell): Cell[] => neighbours(sizeOf(maze), cell).filter((next) => !maze[next.row]![next.column]);

/**
 * A random maze, or undefined when growth got stuck: the unshaded area grown from one cell, a cell at a time, never
 * closing a 2×2 block of unshaded cells, as corridors (a cell beside one unshaded cell first; one that closes a loop
 * only when nothing else fixes a shaded 2×2 block), until no 2×2 block is all shaded.
 */
export function randomMaze(size: GridSize, random: Random): boolean[][] | undefined {
  const shaded = makeGrid(size, () => true);
  const at = (cell: Cell) => shaded[cell.row]![cell.column]!;
  const allShaded = (block: readonly Cell[]) => block.every(at);
  shaded[random.below(size.rows)]![random.below(size.columns)] = false;
  for (;;) {
    if (!allCells(size).some((cell) => windowsAround(size, cell).some(allShaded))) return shaded;
    const growable = allCells(size).filter(
      (cell) =>
        at(cell) &&
        unshadedNeighbours(shaded, cell).length > 0 &&
        // Opening it closes no 2×2 block of unshaded cells.
        windowsAround(size, cell).every((block) => block.some((other) => !sameCell(other, cell) && at(other))),
    );
    const corridors = growable.filter((cell) => unshadedNeighbours(shaded, cell).length === 1);
    const needed = growable.filter((cell) => windowsAround(size, cell).some(allShaded));
    const neededCorridors = needed.filter((cell) => unshadedNeighbours(shaded, cell).length === 1);
    const choices = random.next() < wanderChance && corridors.length > 0 ? corridors : neededCorridors.length > 0 ? neededCorridors : needed;
    if (choices.length === 0) return undefined;
    const cell = random.pick(choices);
    shaded[cell.row]![cell.column] = false;
  }
}

/** A random maze, drawn again (up to `tries` times) when growth now and then walls a shaded 2×2 block in for good. */
export function drawMaze(size: GridSize, random: Random, tries = 50): boolean[][] | undefined {
  for (let attempt = 0; attempt < tries; attempt++) {
    const maze = randomMaze(size, random);
    if (maze) return maze;
  }
  return undefined;
}

/** The dead ends of a maze: the unshaded cells with exactly one unshaded neighbour. */
export function deadEnds(maze: Maze): Cell[] {
  return allCells(sizeOf(maze)).filter((cell) => !maze[cell.row]![cell.column] && unshadedNeighbours(maze, cell).length === 1);
}

/** Whether a shading is a maze: some cell shaded, the rest connected, no 2×2 of one colour. */
const isMaze = (maze: Maze): boolean =>
  [someShaded, no2x2Shaded, no2x2Unshaded, unshadedConnected].every((rule) => rule.find(undefined, finishedShading(sizeOf(maze), maze)).length === 0);

/**
 * The maze with a new dead end where a second solution `differs`: a shaded cell beside exactly one unshaded cell
 * joins the maze as a leaf (no rule can break) where what it `sees` as a dead end (the cells its clue would depend on)
 * meets a cell that differs, or else one near such a cell; failing that, an unshaded cell on a line through a cell
 * that differs keeps only its neighbour towards that cell unshaded, when the maze stays a maze: what it sees then
 * reaches or stops at that cell.
 */
export function newDeadEnd(maze: Maze, differs: (cell: Cell) => boolean, random: Random, sees: (maze: Maze, cell: Cell) => readonly Cell[]): boolean[][] | undefined {
  const size = sizeOf(maze);
  const differing = allCells(size).filter(differs);
  const leaf = (cell: Cell) => {
    const next = maze.map((row) => [...row]);
    next[cell.row]![cell.column] = false;
    return next;
  };
  const spots = allCells(size).filter((cell) => maze[cell.row]![cell.column] && unshadedNeighbours(maze, cell).length === 1);
  const seeing = spots.filter((cell) => sees(leaf(cell), cell).some(differs));
  if (seeing.length > 0) return leaf(random.pick(seeing));
  const distance = (cell: Cell) => Math.min(...differing.map((other) => Math.abs(other.row - cell.row) + Math.abs(other.column - cell.column)));
  const near = spots.filter((cell) => distance(cell) <= 2);
  if (near.length > 0) return leaf(random.pick(near));
  // A dead end cut out on a line through a differing cell, open towards it.
  for (const cell of random.shuffle(differing)) {
    for (const step of random.shuffle([{ row: 0, column: 1 }, { row: 0, column: -1 }, { row: 1, column: 0 }, { row: -1, column: 0 }])) {
      for (let distance = 0; ; distance++) {
        const end = { row: cell.row + distance * step.row, column: cell.column + distance * step.column };
        if (!isInside(size, end) || (distance > 0 && maze[end.row]![end.column])) break;
        if (maze[end.row]![end.column]) continue;
        const towards = distance === 0 ? undefined : { row: end.row - step.row, column: end.column - step.column };
        const open = unshadedNeighbours(maze, end);
        for (const kept of towards ? [towards] : random.shuffle(open)) {
          const next = maze.map((row) => [...row]);
          next[kept.row]![kept.column] = false;
          for (const other of open) if (!sameCell(other, kept)) next[other.row]![other.column] = true;
          if (isMaze(next)) return next;
        }
      }
    }
  }
  return undefined;
}
