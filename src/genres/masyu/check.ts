// The Masyu rule checker, in puzz.link's order: a line at all, no branch, no crossing, white pearls straight,
// black pearls turning, the cells beyond a black pearl straight, a white pearl's neighbours not both straight, every
// pearl passed, no dead end, one loop. Independent of the model.

import type { Cell, Direction } from '../../core/geometry.js';
import { allCells, cellName, isInside, move } from '../../core/geometry.js';
import type { Violation } from '../../core/genre.js';
import { lineAt, lineShape, loopRuleCodes, loopViolations } from '../../core/lines.js';
import { lineToward } from './model.js';
import type { MasyuAnswer, MasyuPuzzle } from './puzzle.js';
import { masyuSize, pearlAt } from './puzzle.js';

/** The codes this checker reports, in the order it looks. */
export const checkCodes = [
  { code: 'wrong-size', description: 'the answer has a line entry between every two neighbouring cells' },
  { code: 'no-line', description: loopRuleCodes['no-line'] },
  { code: 'branch', description: loopRuleCodes.branch },
  { code: 'crossing', description: loopRuleCodes.crossing },
  { code: 'white-turns', description: 'the loop goes straight through a white pearl' },
  { code: 'black-straight', description: 'the loop turns on a black pearl' },
  { code: 'black-next-turns', description: 'the loop goes straight through the cells next to a black pearl, on both of its lines' },
  { code: 'white-both-straight', description: 'the loop turns in at least one of the cells before and after a white pearl' },
  { code: 'pearl-missed', description: 'the loop passes every pearl' },
  { code: 'dead-end', description: loopRuleCodes['dead-end'] },
  { code: 'several-loops', description: loopRuleCodes['several-loops'] },
] as const;

const opposite: Record<Direction, Direction> = { left: 'right', right: 'left', up: 'down', down: 'up' };

export function check(puzzle: MasyuPuzzle, answer: MasyuAnswer): Violation[] {
  const size = masyuSize(puzzle);
  if (
    answer.horizontal.length !== size.rows ||
    answer.horizontal.some((row) => row.length !== size.columns - 1) ||
    answer.vertical.length !== size.rows - 1 ||
    answer.vertical.some((row) => row.length !== size.columns)
  ) {
    return [{ code: 'wrong-size', message: `the answer must have lines between the cells of a ${size.columns}×${size.rows} grid`, cells: [] }];
  }
  /** Whether the loop leaves `cell` towards `direction`. */
  const goes = (cell: Cell, direction: Direction): boolean => {
    if (!isInside(size, cell)) return false;
    const line = lineToward(size, cell, direction);
    return line !== undefined && lineAt(answer, line);
  };
  const shape = lineShape(size, answer);
  const structure = (rule: Parameters<typeof loopViolations>[1]) =>
    loopViolations(shape, rule, (cell) => [cell], (line) => [line.from, move(line.from, line.orientation === 'horizontal' ? 'right' : 'down')]);
  const found: Record<string, Violation[]> = { 'white-turns': [], 'black-straight': [], 'black-next-turns': [], 'white-both-straight': [], 'pearl-missed': [] };
  for (const cell of allCells(size)) {
    const pearl = pearlAt(puzzle, cell);
    if (pearl === null) continue;
    const name = `the ${pearl} pearl at ${cellName(cell)}`;
    const across = goes(cell, 'left') || goes(cell, 'right');
    const upright = goes(cell, 'up') || goes(cell, 'down');
    if (!across && !upright) {
      found['pearl-missed']!.push({ code: 'pearl-missed', message: `the loop misses ${name}`, cells: [cell] });
      continue;
    }
    if (pearl === 'white') {
      if (across && upright) found['white-turns']!.push({ code: 'white-turns', message: `the loop turns on ${name}`, cells: [cell] });
      for (const [first, second] of [['left', 'right'], ['up', 'down']] as const) {
        if (!goes(cell, first) || !goes(cell, second)) continue;
        const before = move(cell, first);
        const after = move(cell, second);
        if (goes(before, first) && goes(after, second)) {
          found['white-both-straight']!.push({ code: 'white-both-straight', message: `the loop goes straight on both sides of ${name}`, cells: [before, cell, after] });
        }
      }
    } else {
      if ((goes(cell, 'left') && goes(cell, 'right')) || (goes(cell, 'up') && goes(cell, 'down'))) {
        found['black-straight']!.push({ code: 'black-straight', message: `the loop goes straight through ${name}`, cells: [cell] });
      }
      for (const direction of ['left', 'right', 'up', 'down'] as const) {
        if (!goes(cell, direction)) continue;
        const next = move(cell, direction);
        // The next cell is passed (the line from the pearl enters it): it must carry on the same way.
        if (!goes(next, direction)) {
          const turnsTo = (['left', 'right', 'up', 'down'] as const).find((other) => other !== opposite[direction] && goes(next, other));
          if (turnsTo !== undefined || !isInside(size, move(next, direction))) {
            found['black-next-turns']!.push({ code: 'black-next-turns', message: `the loop turns right after ${name}`, cells: [cell, next] });
          }
        }
      }
    }
  }
  return [
    ...structure('no-line'),
    ...structure('branch'),
    ...structure('crossing'),
    ...found['white-turns']!,
    ...found['black-straight']!,
    ...found['black-next-turns']!,
    ...found['white-both-straight']!,
    ...found['pearl-missed']!,
    ...structure('dead-end'),
    ...structure('several-loops'),
  ];
}
