// The Numberlink model: one boolean per line between neighbouring cell centres, and per cell one boolean per pair of
// numbers (its colour: the pair whose path passes it). Paths are the lines in use: a number ends one line, any other
// cell is passed 0 or 2 times, no cycle forms, and a line never joins two colours, so each path joins equal numbers.

import type { Cell } from '../../core/geometry.js';
import { allCells, cellName, makeGrid } from '../../core/geometry.js';
import type { LinePosition } from '../../core/lines.js';
import { lineAt, lineEnd, linePositions, makeLines } from '../../core/lines.js';
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
