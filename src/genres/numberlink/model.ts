// The Numberlink model: one boolean per line between neighbouring cell centres, and per cell its colour (the pair
// whose path passes it). Paths are the lines in use: a number ends one line, any other cell is passed 0 or 2 times, no
// cycle forms, and a line never joins two colours, so each path joins equal numbers. Solving asks a narrower question,
// the drawings that no shortcut shortens and no turn moves earlier, and looks for a detour from its answer.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellIndex, cellName, isInside, makeGrid, neighbours } from '../../core/geometry.js';
import type { LineGrid, LinePosition } from '../../core/lines.js';
import { lineAt, lineBetween, lineEnd, linePositions, lineValues, makeLines } from '../../core/lines.js';
import type { Literal, NarrowedModel, PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import type { NumberlinkAnswer, NumberlinkPartial, NumberlinkPuzzle } from './puzzle.js';
import { clueAt, clueId, clueText, numberlinkSize, pairKey } from './puzzle.js';

/** A line in words: `r1c1-r1c2`. */
export const lineName = (line: LinePosition): string => `${cellName(line.from)}-${cellName(lineEnd(line))}`;

export function buildModel(puzzle: NumberlinkPuzzle): PuzzleModel<NumberlinkAnswer, NumberlinkPartial> {
  const size = numberlinkSize(puzzle);
  // Every statement of the rules declares the lines first, so the lines of any one are the lines of all.
  const lines = declareLines(new Model(), size);
  const lineOf = (line: LinePosition): Literal => lineAt(lines, line);
  // Built when asked for: solving asks only for the narrowed model.
  let rules: Model | undefined;
  return {
    get model() {
      return (rules ??= statePaths(puzzle, new Model(), 'one per pair').model);
    },
    observed: lineValues(lines),
    decode: (value) => makeLines(size, (line) => value(lineOf(line))),
    decodePartial: (value) => makeLines(size, (line) => value(lineOf(line)) ?? null),
    narrowed: () => narrowedQuestion(puzzle),
  };
}

/** The narrowed question of `solve` (see `noShortcut`) and its widening (`detour`), in the colouring asked for. */
export function narrowedQuestion(
  puzzle: NumberlinkPuzzle,
  colouring: Colouring = pairsOf(puzzle).length > onePerPairUpTo ? 'binary' : 'one per pair',
): NarrowedModel<NumberlinkAnswer> {
  const paths = statePaths(puzzle, new Model(), colouring);
  noShortcut(puzzle, paths);
  return { model: paths.model, widen: (answer) => detour(puzzle, answer) };
}

/** One boolean per line between neighbouring cell centres: a model's first variables. */
function declareLines(model: Model, size: GridSize): LineGrid<Literal> {
  if (model.variableCount > 0) throw new Error('the lines are declared first');
  return makeLines(size, (line) => model.bool(`line ${lineName(line)}`));
}

/**
 * Pairs up to which the narrowed question keeps a boolean per pair: janko.at's 10×10 Arukone (5 to 12 pairs) solve
 * faster so, 15×15 (12 to 15) as fast; the collection's 7×7 to 10×10 of 17 to 34 pairs take a fifth less CPU in binary,
 * two 12×12 side by side (21 pairs) half, and a 48×35 of 307 pairs a tenth.
 */
const onePerPairUpTo = 16;

/**
 * How a cell's colour is stated: one boolean per pair (the rules, which rating and explanations read: a cell that
 * cannot be on a pair's path is a literal of its own; and solving, up to `onePerPairUpTo` pairs), or the pair's number
 * in binary (solving beyond: a board with a hundred pairs would otherwise take a hundred booleans per cell and two
 * hundred clauses per line, a third of a gigabyte at 48×35). A cell without a line has no colour, or code 0.
 */
export type Colouring = 'one per pair' | 'binary';

/** The literals of a model of the paths: a line per pair of neighbours, per cell whether it is used and its colour. */
interface PathLiterals {
  readonly model: Model;
  readonly lines: LineGrid<Literal>;
  readonly used: Literal[][];
  /** colours[row][column]: one literal per pair (true: on that pair's path), or the bits of the pair's number. */
  readonly colours: Literal[][][];
  readonly colouring: Colouring;
}

/** The rules of Numberlink, stated on `model` (the same literals, in the same order, on every call). */
function statePaths(puzzle: NumberlinkPuzzle, model: Model, colouring: Colouring): PathLiterals {
  const size = numberlinkSize(puzzle);
  const lines = declareLines(model, size);
  const positions = linePositions(size);
  const lineOf = (line: LinePosition): Literal => lineAt(lines, line);
  const index = (cell: Cell) => cell.row * size.columns + cell.column;
  const linesAt = makeGrid(size, (): Literal[] => []);
  for (const line of positions) {
    for (const end of [line.from, lineEnd(line)]) linesAt[end.row]![end.column]!.push(lineOf(line));
  }
  const pairs = pairsOf(puzzle);
  const bits = Math.ceil(Math.log2(pairs.length + 1));
  const colours = makeGrid(size, (cell) =>
    colouring === 'binary'
      ? Array.from({ length: bits }, (_, bit) => model.bool(`${cellName(cell)} pair bit ${bit}`))
      : pairs.map((pair) => model.bool(`${cellName(cell)} on path ${pair}`)),
  );
  const used = makeGrid(size, (cell) => model.bool(`${cellName(cell)} used`));
  const colour = (cell: Cell) => colours[cell.row]![cell.column]!;
  /** The literals that say a cell is on the k-th pair's path. */
  const onPath = (cell: Cell, k: number): Literal[] =>
    colouring === 'binary' ? colour(cell).map((bit, place) => (((k + 1) >> place) & 1 ? bit : -bit)) : [colour(cell)[k]!];

  // There is a line at all (puzz.link refuses an empty board, numbers or not).
  model.atLeastOne(positions.map(lineOf));
  // Paths never branch or cross: a cell without a number is passed by 0 or 2 lines.
  for (const cell of allCells(size)) if (!clueAt(puzzle, cell)) model.countIn(linesAt[cell.row]![cell.column]!, [0, 2]);
  // The lines never close a loop: every piece is a path between two ends.
  model.acyclic(positions.map((line) => ({ literal: lineOf(line), ends: [index(line.from), index(lineEnd(line))] as const })));
  // A cell with a line is on exactly one path (takes one colour); a cell without one is on none.
  for (const cell of allCells(size)) {
    model.anyOf(used[cell.row]![cell.column]!, linesAt[cell.row]![cell.column]!);
    if (colouring === 'binary') for (const bit of colour(cell)) model.implies(bit, used[cell.row]![cell.column]!);
    else model.exactlyOne([-used[cell.row]![cell.column]!, ...colour(cell)]);
  }
  // A line never joins two paths: its cells share their colour (each boolean, or each bit).
  for (const line of positions) {
    const [a, b] = [line.from, lineEnd(line)];
    colour(a).forEach((literal, k) => {
      model.notAll([lineOf(line), literal, -colour(b)[k]!]);
      model.notAll([lineOf(line), -literal, colour(b)[k]!]);
    });
  }
  // A number ends exactly one line, on its own pair's path.
  for (const cell of allCells(size)) {
    const clue = clueAt(puzzle, cell);
    if (!clue) continue;
    model.clue({ id: clueId(cell), description: `the ${clueText(clue)} at ${cellName(cell)}`, cells: [cell] }, () => {
      model.exactlyOne(linesAt[cell.row]![cell.column]!);
      model.require(...onPath(cell, pairs.indexOf(pairKey(clue))));
    });
  }

  // A path joins two equal numbers: a number without a partner can never be joined (stated last, so that an
  // explanation, which keeps the last clues it needs, names it rather than the number its path would wrongly reach).
  const numbered = allCells(size).filter((cell) => clueAt(puzzle, cell));
  for (const cell of numbered) {
    const clue = clueAt(puzzle, cell)!;
    const partners = numbered.filter((other) => pairKey(clueAt(puzzle, other)!) === pairKey(clue));
    if (partners.length !== 1) continue;
    model.clue({ id: `partner of ${cellName(cell)}`, description: `the lone ${clueText(clue)} at ${cellName(cell)} (it has no partner)`, cells: [cell] }, () => {
      model.count(onPath(cell, pairs.indexOf(pairKey(clue))).slice(0, 1), '=', 2);
    });
  }
  return { model, lines, used, colours, colouring };
}

/** The pairs of a puzzle, by what their numbers pair with, in reading order of their first number. */
const pairsOf = (puzzle: NumberlinkPuzzle): string[] =>
  [...new Set(allCells(numberlinkSize(puzzle)).flatMap((cell) => { const clue = clueAt(puzzle, cell); return clue ? [pairKey(clue)] : []; }))];

/**
 * Cells may stay empty, so a path may wander; but a path that passes next to itself, or two cells from itself across
 * an empty cell, can be cut short there, and the shorter drawing is a solution too. Likewise a path that turns at a
 * cell whose cell across the corner is empty can turn there instead, as long a drawing. Solutions that no shortcut
 * shortens and that turn at the earlier cell (in reading order) of each such pair are the narrowed question of
 * `solve`: one exists whenever a solution does (cut short, and turns moved earlier, until neither is left: each step
 * shortens the drawing or keeps its length and moves a cell earlier, so this ends), and when it is the only one, any
 * other solution is a detour away from it (`detour`).
 */
function noShortcut(puzzle: NumberlinkPuzzle, { model, lines, used, colours, colouring }: PathLiterals): void {
  const size = numberlinkSize(puzzle);
  const colour = (cell: Cell) => colours[cell.row]![cell.column]!;
  const line = (a: Cell, b: Cell) => lineAt(lines, lineBetween(a, b)!);
  const isUsed = (cell: Cell) => used[cell.row]![cell.column]!;
  // Whether two cells are on one path, a literal for each two cells that a rule below compares, so that the rule is
  // stated once for them rather than once for each pair: with a boolean per pair, true when both are on the path of one;
  // in binary, when the first is used and their codes agree. Nothing makes it false, but it is only ever a rule's
  // condition, so a solver that sets it true when it need not only asks more of itself.
  const together = new Map<number, Literal>();
  const onOnePath = (a: Cell, b: Cell): Literal => {
    const key = Math.min(cellIndex(size, a), cellIndex(size, b)) * size.rows * size.columns + Math.max(cellIndex(size, a), cellIndex(size, b));
    const known = together.get(key);
    if (known !== undefined) return known;
    const literal = model.bool(`${cellName(a)} and ${cellName(b)} on one path`);
    if (colouring === 'one per pair') colour(a).forEach((onPath, k) => model.notAll([onPath, colour(b)[k]!, -literal]));
    else {
      const differences = colour(a).map((bit, place) => {
        const differ = model.bool(`${cellName(a)} and ${cellName(b)} differ in bit ${place}`);
        model.notAll([differ, bit, colour(b)[place]!]);
        model.notAll([differ, -bit, -colour(b)[place]!]);
        return differ;
      });
      model.atLeastOne([literal, -isUsed(a), ...differences]);
    }
    together.set(key, literal);
    return literal;
  };
  /** Not all of `rest` while the two cells are on one path: said for each pair where there is a boolean per pair. */
  const whenTogether = (a: Cell, b: Cell, rest: Literal[]) => {
    if (colouring === 'one per pair') colour(a).forEach((onPath, k) => model.notAll([onPath, colour(b)[k]!, ...rest]));
    else model.notAll([onOnePath(a, b), ...rest]);
  };
  // Neighbours on one path are joined by a line (else the path between them could be a line).
  for (const position of linePositions(size)) {
    const [a, b] = [position.from, lineEnd(position)];
    whenTogether(a, b, [-line(a, b)]);
  }
  // No path turns back on itself: three lines round a 2×2 block make two neighbours of one path that no line joins.
  // Implied by the rest, but only once the colours are known; stated on the lines, it cuts a wandering path at once.
  for (const corner of allCells({ rows: size.rows - 1, columns: size.columns - 1 })) {
    const [right, down] = [{ row: corner.row, column: corner.column + 1 }, { row: corner.row + 1, column: corner.column }];
    const across = { row: corner.row + 1, column: corner.column + 1 };
    model.atMost([line(corner, right), line(corner, down), line(right, across), line(down, across)], 2);
  }
  for (const middle of allCells(size)) {
    // Two cells of one path on either side of an empty cell (the path could pass through it instead).
    for (const [rows, columns] of [[0, 1], [1, 0]] as const) {
      const [before, after] = [{ row: middle.row - rows, column: middle.column - columns }, { row: middle.row + rows, column: middle.column + columns }];
      if (!isInside(size, before) || !isInside(size, after)) continue;
      whenTogether(before, after, [-isUsed(middle)]);
    }
    // Two cells of one path at two sides of an empty cell, round a corner: the path between them goes round the
    // fourth cell of their square (else it could pass through the empty cell instead).
    for (const [rows, columns] of [[-1, -1], [-1, 1], [1, -1], [1, 1]] as const) {
      const [first, second] = [{ row: middle.row + rows, column: middle.column }, { row: middle.row, column: middle.column + columns }];
      const fourth = { row: middle.row + rows, column: middle.column + columns };
      if (!isInside(size, first) || !isInside(size, second)) continue;
      const both = onOnePath(first, second);
      model.notAll([both, -isUsed(middle), -line(first, fourth)]);
      model.notAll([both, -isUsed(middle), -line(fourth, second)]);
      // A path turning at the fourth cell round an empty middle cell that comes earlier turns at the middle instead.
      if (cellIndex(size, middle) < cellIndex(size, fourth)) model.notAll([line(first, fourth), line(fourth, second), -isUsed(middle)]);
    }
  }
}

/**
 * Another solution a detour away from `answer` (a solution), or undefined when there is none: a line, or a path's two
 * lines through a cell, redrawn as a way between the same two cells through cells that no path uses. When `answer`
 * is the only solution of the narrowed question, every other solution comes to it by shortcuts and turns moved
 * earlier, and the last step taken, drawn the other way, is such a detour: so this finds another solution exactly
 * when there is one.
 */
export function detour(puzzle: NumberlinkPuzzle, answer: NumberlinkAnswer): NumberlinkAnswer | undefined {
  const size = numberlinkSize(puzzle);
  const drawn = (a: Cell, b: Cell) => lineAt(answer, lineBetween(a, b)!);
  const joined = (cell: Cell) => neighbours(size, cell).filter((other) => drawn(cell, other));
  const empty = (cell: Cell) => !clueAt(puzzle, cell) && joined(cell).length === 0;
  // The cells of a way from `from` to `to` through empty cells (at least one), by a breadth-first search.
  const wayBetween = (from: Cell, to: Cell): Cell[] | undefined => {
    const cameFrom = new Map<number, Cell>();
    const key = (cell: Cell) => cellIndex(size, cell);
    const queue = neighbours(size, from).filter(empty);
    for (const cell of queue) cameFrom.set(key(cell), from);
    for (let head = 0; head < queue.length; head++) {
      const cell = queue[head]!;
      if (neighbours(size, cell).some((next) => next.row === to.row && next.column === to.column)) {
        const way = [to, cell];
        for (let back = cameFrom.get(key(cell))!; back !== from; back = cameFrom.get(key(back))!) way.push(back);
        return [...way, from].reverse();
      }
      for (const next of neighbours(size, cell)) {
        if (!empty(next) || cameFrom.has(key(next))) continue;
        cameFrom.set(key(next), cell);
        queue.push(next);
      }
    }
    return undefined;
  };
  const redrawn = (removed: Cell[], way: Cell[]): NumberlinkAnswer => {
    const changes = new Map<string, boolean>();
    const name = (a: Cell, b: Cell) => lineName(lineBetween(a, b)!);
    for (let index = 1; index < removed.length; index++) changes.set(name(removed[index - 1]!, removed[index]!), false);
    for (let index = 1; index < way.length; index++) changes.set(name(way[index - 1]!, way[index]!), true);
    return makeLines(size, (line) => changes.get(lineName(line)) ?? lineAt(answer, line));
  };
  for (const line of linePositions(size)) {
    const [a, b] = [line.from, lineEnd(line)];
    if (!lineAt(answer, line)) continue;
    const way = wayBetween(a, b);
    if (way) return redrawn([a, b], way);
  }
  for (const middle of allCells(size)) {
    const ends = joined(middle);
    if (clueAt(puzzle, middle) || ends.length !== 2) continue;
    const way = wayBetween(ends[0]!, ends[1]!);
    if (way) return redrawn([ends[0]!, middle, ends[1]!], way);
  }
  return undefined;
}

/**
 * The rules of paths with the numbers left open, for a generator's questions about many puzzles on one solver: a cell's
 * number is a stub line of its own (a cell is passed by 0 or 2 lines, the stub counting), and its pair is a binary
 * code every line carries unchanged, so a path can only end at two numbers of one pair. A puzzle's numbers are then
 * assumptions on the stubs and codes; no cell needs a colour for each pair, and what the solver learns (acyclicity
 * cuts above all) serves every puzzle.
 */
export function openNumbersModel(size: GridSize): { model: Model; lines: LineGrid<Literal>; stubs: Literal[][]; codes: Literal[][][] } {
  const model = new Model();
  const bits = Math.ceil(Math.log2(Math.floor((size.rows * size.columns) / 2) + 1));
  const lines = makeLines(size, (line) => model.bool(`line ${lineName(line)}`));
  const stubs = makeGrid(size, (cell) => model.bool(`${cellName(cell)} has a number`));
  const codes = makeGrid(size, (cell) => Array.from({ length: bits }, (_, bit) => model.bool(`${cellName(cell)} pair bit ${bit}`)));
  const linesAt = makeGrid(size, (cell): Literal[] => [stubs[cell.row]![cell.column]!]);
  const positions = linePositions(size);
  for (const line of positions) {
    const [a, b] = [line.from, lineEnd(line)];
    for (const end of [a, b]) linesAt[end.row]![end.column]!.push(lineAt(lines, line));
    // A line joins cells of one code.
    codes[a.row]![a.column]!.forEach((bit, index) => {
      const other = codes[b.row]![b.column]![index]!;
      model.notAll([lineAt(lines, line), bit, -other]);
      model.notAll([lineAt(lines, line), -bit, other]);
    });
  }
  // No line goes round a 2×2 block: the smallest cycles, ruled out at once rather than by cuts one answer at a time.
  for (const corner of allCells({ rows: size.rows - 1, columns: size.columns - 1 })) {
    const [right, down] = [{ row: corner.row, column: corner.column + 1 }, { row: corner.row + 1, column: corner.column }];
    const across = { row: corner.row + 1, column: corner.column + 1 };
    model.notAll([[corner, right], [corner, down], [right, across], [down, across]].map(([a, b]) => lineAt(lines, lineBetween(a!, b!)!)));
  }
  // A cell is passed by 0 or 2 lines, its stub counting; no path closes into a loop.
  for (const cell of allCells(size)) model.countIn(linesAt[cell.row]![cell.column]!, [0, 2]);
  model.acyclic(positions.map((line) => ({ literal: lineAt(lines, line), ends: [cellIndex(size, line.from), cellIndex(size, lineEnd(line))] as const })));
  return { model, lines, stubs, codes };
}
