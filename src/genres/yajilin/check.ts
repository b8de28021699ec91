// The Yajilin rule checker, in puzz.link's order: clue cells left alone, no branch, no crossing, no line on a shaded
// cell, shaded cells apart, no dead end, the numbers, a loop at all, one loop, no cell left empty. Independent of the
// model.

import type { Cell } from '../../core/geometry.js';
import { adjacentPairs, allCells, cellName, directions, ray } from '../../core/geometry.js';
import type { CheckCode, Violation } from '../../core/genre.js';
import { loopRuleCodes } from '../../core/lines.js';
import { centreLoopRules, goesToward, linesFit } from '../shared/centre-loop.js';
import type { YajilinAnswer, YajilinPuzzle } from './puzzle.js';
import { clueAt, clueWords, yajilinSize } from './puzzle.js';

/** The codes this checker reports, in the order it looks. */
export const checkCodes: readonly CheckCode[] = [
  { code: 'wrong-size', description: 'the answer has a shading entry for every cell and a line entry between every two neighbouring cells' },
  { code: 'shaded-clue', description: 'clue cells are not shaded' },
  { code: 'line-on-clue', description: 'the loop does not pass clue cells' },
  { code: 'branch', description: loopRuleCodes.branch },
  { code: 'crossing', description: loopRuleCodes.crossing },
  { code: 'line-on-shaded', description: 'the loop does not pass shaded cells' },
  { code: 'adjacent-shaded', description: 'no two shaded cells touch orthogonally' },
  { code: 'dead-end', description: loopRuleCodes['dead-end'] },
  { code: 'wrong-count', description: 'each number counts the shaded cells in the direction of its arrow' },
  { code: 'no-line', description: loopRuleCodes['no-line'] },
  { code: 'several-loops', description: loopRuleCodes['several-loops'] },
  { code: 'empty-cell', description: 'every cell that is not a clue is shaded or on the loop' },
];

export function check(puzzle: YajilinPuzzle, answer: YajilinAnswer): Violation[] {
  const size = yajilinSize(puzzle);
  if (answer.shaded.length !== size.rows || answer.shaded.some((row) => row.length !== size.columns) || !linesFit(size, answer.lines)) {
    return [{ code: 'wrong-size', message: `the answer must shade and draw lines in a ${size.columns}×${size.rows} grid`, cells: [] }];
  }
  const isShaded = (cell: Cell) => answer.shaded[cell.row]![cell.column] === true;
  const onLoop = (cell: Cell) => directions.some((direction) => goesToward(size, answer.lines, cell, direction));
  const loop = centreLoopRules(size, answer.lines);
  const cells = allCells(size);
  const clueCells = cells.filter((cell) => clueAt(puzzle, cell) !== null);
  const found = (code: string, message: (cell: Cell) => string, test: (cell: Cell) => boolean, among = cells): Violation[] =>
    among.filter(test).map((cell) => ({ code, message: message(cell), cells: [cell] }));

  const wrongCounts: Violation[] = [];
  for (const cell of clueCells) {
    const clue = clueAt(puzzle, cell)!;
    if (clue.direction === null || clue.value === null) continue;
    const along = ray(size, cell, clue.direction).filter(isShaded);
    if (along.length !== clue.value) {
      wrongCounts.push({ code: 'wrong-count', message: `${clueWords(clue, cell)} sees ${along.length} shaded cell${along.length === 1 ? '' : 's'}`, cells: [cell, ...along] });
    }
  }
  return [
    ...found('shaded-clue', (cell) => `the clue cell ${cellName(cell)} is shaded`, isShaded, clueCells),
    ...found('line-on-clue', (cell) => `the loop passes the clue cell ${cellName(cell)}`, onLoop, clueCells),
    ...loop('branch'),
    ...loop('crossing'),
    ...found('line-on-shaded', (cell) => `the loop passes the shaded cell ${cellName(cell)}`, (cell) => isShaded(cell) && onLoop(cell)),
    ...adjacentPairs(size)
      .filter(([a, b]) => isShaded(a) && isShaded(b))
      .map(([a, b]): Violation => ({ code: 'adjacent-shaded', message: `the shaded cells ${cellName(a)} and ${cellName(b)} touch`, cells: [a, b] })),
    ...loop('dead-end'),
    ...wrongCounts,
    ...loop('no-line'),
    ...loop('several-loops'),
    ...found('empty-cell', (cell) => `${cellName(cell)} is neither shaded nor on the loop`, (cell) => clueAt(puzzle, cell) === null && !isShaded(cell) && !onLoop(cell)),
  ];
}
