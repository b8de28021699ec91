// The Numberlink rule checker, in puzz.link's order: a line at all, no branch, no crossing; then each piece of lines
// by the first rule it breaks (three numbers, two different numbers, a line through a number); dead ends, pieces
// without a number, and numbers without a line. Independent of the model.

import type { Cell } from '../../core/geometry.js';
import { allCells, cellName } from '../../core/geometry.js';
import type { Violation } from '../../core/genre.js';
import type { LinePosition } from '../../core/lines.js';
import { lineEnd, lineShape, loopRuleCodes, loopViolations } from '../../core/lines.js';
import type { NumberlinkAnswer, NumberlinkPuzzle } from './puzzle.js';
import { clueAt, clueText, numberlinkSize, pairKey } from './puzzle.js';

/** The codes this checker reports, in the order it looks. */
export const checkCodes = [
  { code: 'wrong-size', description: 'the answer has lines for every pair of neighbouring cells' },
  { code: 'no-line', description: loopRuleCodes['no-line'] },
  { code: 'branch', description: loopRuleCodes.branch },
  { code: 'crossing', description: loopRuleCodes.crossing },
  { code: 'three-numbers', description: 'a path joins two numbers, never three or more' },
  { code: 'different-numbers', description: 'a path joins two equal numbers' },
  { code: 'line-through-number', description: 'a path ends at its numbers and never passes through one' },
  { code: 'dead-end', description: 'a path ends only at a number' },
  { code: 'isolated-line', description: 'every line belongs to a path between numbers' },
  { code: 'number-unconnected', description: 'every number is joined to another' },
] as const;

export function check(puzzle: NumberlinkPuzzle, answer: NumberlinkAnswer): Violation[] {
  const size = numberlinkSize(puzzle);
  if (
    answer.horizontal.length !== size.rows ||
    answer.horizontal.some((row) => row.length !== size.columns - 1) ||
    answer.vertical.length !== size.rows - 1 ||
    answer.vertical.some((row) => row.length !== size.columns)
  ) {
    return [{ code: 'wrong-size', message: `the answer must have lines between the cells of a ${size.columns}×${size.rows} grid`, cells: [] }];
  }
  const shape = lineShape(size, answer);
  const structure = (rule: 'no-line' | 'branch' | 'crossing') => loopViolations(shape, rule, (point) => [point], (line) => [line.from, lineEnd(line)]);
  const degree = (cell: Cell) => shape.degree[cell.row]![cell.column]!;
  const pieceRules: Violation[] = [];
  for (const piece of shape.pieces) {
    const cells = cellsOf(piece);
    // A branch or a crossing is reported as such; the piece's numbers are not looked at.
    if (cells.some((cell) => degree(cell) > 2)) continue;
    const numbered = cells.filter((cell) => clueAt(puzzle, cell) !== null);
    const texts = numbered.map((cell) => clueText(clueAt(puzzle, cell)!));
    if (numbered.length >= 3) {
      pieceRules.push({ code: 'three-numbers', message: `a path joins ${numbered.length} numbers (${texts.join(', ')})`, cells: numbered });
    } else if (numbered.length === 2 && pairKey(clueAt(puzzle, numbered[0]!)!) !== pairKey(clueAt(puzzle, numbered[1]!)!)) {
      pieceRules.push({ code: 'different-numbers', message: `a path joins the ${texts[0]} at ${cellName(numbered[0]!)} and the ${texts[1]} at ${cellName(numbered[1]!)}`, cells: numbered });
    } else {
      const through = numbered.filter((cell) => degree(cell) >= 2);
      for (const cell of through) pieceRules.push({ code: 'line-through-number', message: `a line passes through the ${clueText(clueAt(puzzle, cell)!)} at ${cellName(cell)}`, cells: [cell] });
    }
  }
  const deadEnds = shape.deadEnds
    .filter((cell) => clueAt(puzzle, cell) === null)
    .map((cell): Violation => ({ code: 'dead-end', message: `a line ends at ${cellName(cell)}, where there is no number`, cells: [cell] }));
  const isolated = shape.pieces
    .map(cellsOf)
    .filter((cells) => cells.every((cell) => clueAt(puzzle, cell) === null))
    .map((cells): Violation => ({ code: 'isolated-line', message: `the lines through ${cellName(cells[0]!)} join no number`, cells }));
  const unconnected = allCells(size)
    .filter((cell) => clueAt(puzzle, cell) !== null && degree(cell) === 0)
    .map((cell): Violation => ({ code: 'number-unconnected', message: `the ${clueText(clueAt(puzzle, cell)!)} at ${cellName(cell)} has no line`, cells: [cell] }));
  // Without any line, the numbers' own rule says nothing new.
  if (shape.lineCount === 0) return structure('no-line');
  return [...structure('branch'), ...structure('crossing'), ...pieceRules, ...deadEnds, ...isolated, ...unconnected];
}

/** The cells a piece of lines passes, each once. */
function cellsOf(piece: readonly LinePosition[]): Cell[] {
  const seen = new Map<string, Cell>();
  for (const line of piece) for (const cell of [line.from, lineEnd(line)]) seen.set(`${cell.row},${cell.column}`, cell);
  return [...seen.values()];
}
