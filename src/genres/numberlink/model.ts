// The Numberlink model: one boolean per line between neighbouring cell centres, and per cell one boolean per pair of
// numbers (its colour: the pair whose path passes it). Paths are the lines in use: a number ends one line, any other
// cell is passed 0 or 2 times, no cycle forms, and a line never joins two colours, so each path joins equal numbers.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellIndex, cellName, makeGrid } from '../../core/geometry.js';
import type { LineGrid, LinePosition } from '../../core/lines.js';
import { lineAt, lineBetween, lineEnd, linePositions, makeLines } from '../../core/lines.js';
import type { Literal, PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import type { NumberlinkAnswer, NumberlinkPartial, NumberlinkPuzzle } from './puzzle.js';
import { clueAt, clueId, clueText, numberlinkSize, pairKey } from './puzzle.js';

/** A line in words: `r1c1-r1c2`. */
export const lineName = (line: LinePosition): string => `${cellName(line.from)}-${cellName(lineEnd(line))}`;

export function buildModel(puzzle: NumberlinkPuzzle): PuzzleModel<NumberlinkAnswer, NumberlinkPartial> {
  const size = numberlinkSize(puzzle);
  const model = new Model();
  const lines = makeLines(size, (line) => model.bool(`line ${lineName(line)}`));
  const positions = linePositions(size);
  const lineOf = (line: LinePosition): Literal => lineAt(lines, line);
  const index = (cell: Cell) => cell.row * size.columns + cell.column;
  const linesAt = makeGrid(size, (): Literal[] => []);
  for (const line of positions) {
    for (const end of [line.from, lineEnd(line)]) linesAt[end.row]![end.column]!.push(lineOf(line));
  }
  const pairs = [...new Set(allCells(size).flatMap((cell) => { const clue = clueAt(puzzle, cell); return clue ? [pairKey(clue)] : []; }))];
  const colours = makeGrid(size, (cell) => pairs.map((pair) => model.bool(`${cellName(cell)} on path ${pair}`)));

  // There is a line at all (puzz.link refuses an empty board, numbers or not).
  model.atLeastOne(positions.map(lineOf));
  // Paths never branch or cross: a cell without a number is passed by 0 or 2 lines.
  for (const cell of allCells(size)) if (!clueAt(puzzle, cell)) model.countIn(linesAt[cell.row]![cell.column]!, [0, 2]);
  // The lines never close a loop: every piece is a path between two ends.
  model.acyclic(positions.map((line) => ({ literal: lineOf(line), ends: [index(line.from), index(lineEnd(line))] as const })));
  // A cell with a line is on exactly one path (takes one colour); a cell without one is on none.
  for (const cell of allCells(size)) {
    const used = model.bool(`${cellName(cell)} used`);
    model.anyOf(used, linesAt[cell.row]![cell.column]!);
    model.exactlyOne([-used, ...colours[cell.row]![cell.column]!]);
  }
  // A line never joins two paths: its cells share their colour.
  for (const line of positions) {
    const [a, b] = [line.from, lineEnd(line)];
    pairs.forEach((_, k) => {
      model.notAll([lineOf(line), colours[a.row]![a.column]![k]!, -colours[b.row]![b.column]![k]!]);
      model.notAll([lineOf(line), -colours[a.row]![a.column]![k]!, colours[b.row]![b.column]![k]!]);
    });
  }
  // A number ends exactly one line, on its own pair's path.
  for (const cell of allCells(size)) {
    const clue = clueAt(puzzle, cell);
    if (!clue) continue;
    model.clue({ id: clueId(cell), description: `the ${clueText(clue)} at ${cellName(cell)}`, cells: [cell] }, () => {
      model.exactlyOne(linesAt[cell.row]![cell.column]!);
      model.require(colours[cell.row]![cell.column]![pairs.indexOf(pairKey(clue))]!);
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
      model.count([colours[cell.row]![cell.column]![pairs.indexOf(pairKey(clue))]!], '=', 2);
    });
  }

  return {
    model,
    observed: [...lines.horizontal.flat(), ...lines.vertical.flat()],
    decode: (value) => makeLines(size, (line) => value(lineOf(line))),
    decodePartial: (value) => makeLines(size, (line) => value(lineOf(line)) ?? null),
  };
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
