// The Hotaru Beam model: one boolean per line between neighbouring cell centres; beams from the fireflies' dots
// (the core's beams, which count their turns), and one network of all lines.

import { beams, oneNetwork } from '../../core/beams.js';
import { allCells, makeGrid } from '../../core/geometry.js';
import { Model } from '../../core/model.js';
import { centreLines } from '../shared/centre-loop.js';
import type { FireflyAnswer, FireflyPartial, FireflyPuzzle } from './puzzle.js';
import { clueId, fireflyAt, fireflySize, fireflyWords } from './puzzle.js';

export function buildModel(puzzle: FireflyPuzzle) {
  const size = fireflySize(puzzle);
  const model = new Model();
  const lines = centreLines(model, size);
  const fireflies = allCells(size).filter((cell) => fireflyAt(puzzle, cell) !== null);
  const numbers = fireflies.flatMap((cell) => fireflyAt(puzzle, cell)!.value ?? []);

  // There is a line; lines never branch or cross, nor end, away from the fireflies.
  model.atLeastOne(lines.observed);
  for (const cell of allCells(size)) if (fireflyAt(puzzle, cell) === null) model.countIn(lines.linesAt(cell), [0, 2]);
  // A beam leaves each firefly by its dot, runs on, and ends as it enters a firefly by a side without a dot.
  const network = beams(model, size, lines.lineOf, makeGrid(size, (cell) => {
    const firefly = fireflyAt(puzzle, cell);
    return firefly && { out: firefly.direction };
  }), numbers.length > 0 ? { maximumTurns: Math.max(...numbers) } : {});
  // Every line belongs to a beam from a dot: without a dot, nothing can be drawn.
  if (!fireflies.some((cell) => fireflyAt(puzzle, cell)!.direction !== null)) model.require(...lines.observed.map((line) => -line));
  // A number counts the turns of the beam from its firefly.
  for (const cell of fireflies) {
    const firefly = fireflyAt(puzzle, cell)!;
    if (firefly.value === null || firefly.direction === null) continue;
    model.clue({ id: clueId(cell), description: fireflyWords(firefly, cell), cells: [cell] }, () => network.turns(cell, firefly.value!));
  }
  // All the lines form one network (and with them every firefly whose beam leaves it).
  oneNetwork(model, size, lines.lineOf);

  return {
    model,
    observed: lines.observed,
    decode: (value: (literal: number) => boolean): FireflyAnswer => lines.decode(value),
    decodePartial: (value: (literal: number) => boolean | undefined): FireflyPartial => lines.decodePartial(value),
  };
}
