// Keen puzzles built around a Latin square (the core's constructive generator):
//   1. a random Latin square, drawn from the genre's own model without cages;
//   2. the grid cut into cages of one to six cells (mostly two or three), each with an operation its digits allow;
//   3. while a second solution exists, a cage where it differs changes its operation, joins a neighbour or lets the
//      cell go as a cage of its own;
//   4. for a level, cages are joined or given other operations (harder) or split (easier) while the square stays the
//      only solution and the rating comes closer to the level.

import { construct } from '../../core/construct.js';
import type { Construction } from '../../core/construct.js';
import { SolutionSource, SourceCache } from '../../core/generate.js';
import { allCells, makeGrid } from '../../core/geometry.js';
import type { Cell } from '../../core/geometry.js';
import type { GenerateRequest, Generator } from '../../core/genre.js';
import { inputError } from '../../core/errors.js';
import { joinNeighbour } from '../../core/divide.js';
import { satFactoryOf } from '../../core/oracle.js';
import type { Random } from '../../core/random.js';
import type { RatingScale } from '../../core/rating.js';
import { cutDown, isolateCell, splitRoom } from '../../core/room-cuts.js';
import { partialToJson } from './formats.js';
import { buildModel } from './model.js';
import type { CageClue, KeenAnswer, KeenPartial, KeenPuzzle, Operation } from './puzzle.js';
import { cageValue, largestCage, makeKeen } from './puzzle.js';

export const keenScale: RatingScale = { medium: 0.4, hard: 3, expert: 6 };

/** A Latin square, the cages as labels, and each label's operation (one that its digits may not allow is replaced). */
interface Draft {
  readonly answer: KeenAnswer;
  readonly cages: number[][];
  readonly operations: ReadonlyMap<number, Operation>;
}

/** Random Latin squares of one size, from the rules alone (loaded once per size). */
const squares = new SourceCache<KeenAnswer, KeenPartial>();

/** The operations a cage's digits allow: − and ÷ on two cells only, ÷ where one digit divides the other. */
function operationsFor(digits: readonly number[]): Operation[] {
  if (digits.length === 1) return ['add'];
  if (digits.length > 2) return ['add', 'multiply'];
  const [low, high] = [Math.min(...digits), Math.max(...digits)];
  return ['add', 'multiply', 'subtract', ...(high % low === 0 ? (['divide'] as const) : [])];
}

function cellsOf(cages: readonly (readonly number[])[], label: number): Cell[] {
  return allCells({ rows: cages.length, columns: cages.length }).filter(({ row, column }) => cages[row]![column] === label);
}

/** The draft with new cages; the cages named in `changed` draw a new operation (the second and later most often). */
function withCages(draft: Draft, cages: number[][], changed: readonly number[], random: Random): Draft {
  const operations = new Map(draft.operations);
  for (const label of changed) {
    const digits = cellsOf(cages, label).map(({ row, column }) => draft.answer[row]![column]!);
    const allowed = operationsFor(digits);
    const others = allowed.filter((operation) => operation !== operations.get(label));
    operations.set(label, random.pick(others.length > 0 ? others : allowed));
  }
  return { ...draft, cages, operations };
}

/** A random change at a cell: its cage joins a neighbour (harder), the cell goes alone (easier), or another operation. */
function change(draft: Draft, cell: Cell, random: Random, harder: boolean | undefined): Draft | undefined {
  const label = draft.cages[cell.row]![cell.column]!;
  const choice = random.below(3);
  if (choice === 0 && harder !== false) {
    const joined = joinNeighbour(draft.cages, cell, random);
    if (joined && cellsOf(joined, label).length <= largestCage) return withCages(draft, joined, [label], random);
  }
  if (choice === 1 && harder !== true && cellsOf(draft.cages, label).length > 1) {
    const parted = random.below(2) === 0 ? isolateCell(draft.cages, cell) : splitRoom(draft.cages, cell, random);
    if (parted) return withCages(draft, parted, [...new Set(parted.flat())].filter((other) => !draft.operations.has(other) || other === label), random);
  }
  const digits = cellsOf(draft.cages, label).map(({ row, column }) => draft.answer[row]![column]!);
  return operationsFor(digits).length > 1 ? withCages(draft, draft.cages, [label], random) : undefined;
}

function read(draft: Draft): { puzzle: KeenPuzzle; model: ReturnType<typeof buildModel>; answer: boolean[] } {
  const n = draft.answer.length;
  const firsts = new Map<number, Cell>();
  for (const cell of allCells({ rows: n, columns: n })) if (!firsts.has(draft.cages[cell.row]![cell.column]!)) firsts.set(draft.cages[cell.row]![cell.column]!, cell);
  const clues = [...firsts.keys()].map((label): CageClue => {
    const digits = cellsOf(draft.cages, label).map(({ row, column }) => draft.answer[row]![column]!);
    const wanted = draft.operations.get(label) ?? 'add';
    const operation = operationsFor(digits).includes(wanted) ? wanted : 'add';
    return { target: cageValue(operation, digits)!, operation };
  });
  const puzzle = makeKeen(draft.cages, clues);
  const answer = draft.answer.flat().flatMap((digit) => Array.from({ length: n }, (_, index) => index + 1 === digit));
  return { puzzle, model: buildModel(puzzle), answer };
}

function keenConstruction(request: GenerateRequest): Construction<Draft, KeenPuzzle> {
  const n = request.rows;
  if (request.columns !== n) inputError(`a Keen is square, not ${request.columns}x${n}`, { field: 'size' });
  const factory = satFactoryOf(request);
  const blank: KeenPuzzle = { size: n, cageOf: makeGrid({ rows: n, columns: n }, () => 0), cages: [] };
  const source = () => new SolutionSource<KeenAnswer, KeenPartial>(buildModel(blank), { partialToJson }, factory, 1 / n);
  return {
    name: 'Keen',
    scale: keenScale,
    attempts: 40,
    randomKey: ({ difficulty, seed }) => `keen/${n}x${n}/${difficulty ?? 'any'}/${seed}`,
    draw(random) {
      const answer = squares.get(`${factory.name} ${n}`, source).drawAnswer(random);
      if (!answer) return undefined;
      // Cages of two cells are the most common, as in Keen's own puzzles.
      const sizes = [1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 5, 6];
      const cages = cutDown({ rows: n, columns: n }, () => random.pick(sizes), (rooms, room) => splitRoom(rooms, random.pick(cellsOf(rooms, room)), random));
      const draft: Draft = { answer, cages, operations: new Map() };
      return withCages(draft, cages, [...new Set(cages.flat())], random);
    },
    read,
    mend(draft, other, random) {
      const { answer } = read(draft);
      const differing = allCells({ rows: n, columns: n }).filter((_, index) => answer.slice(index * n, (index + 1) * n).some((bit, digit) => bit !== other[index * n + digit]));
      for (let tries = 0; tries < 10; tries++) {
        const changed = change(draft, random.pick(differing), random, undefined);
        if (changed) return changed;
      }
      return undefined;
    },
    mendRounds: () => n * n,
    steer: {
      change: (draft, harder, random) => change(draft, random.pick(allCells({ rows: n, columns: n })), random, harder),
      steps: () => n * n,
    },
  };
}

export const keenGenerator: Generator<KeenPuzzle, KeenAnswer> = {
  options: [],
  defaultSize: { rows: 6, columns: 6 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 9, columns: 9 },
  generate: async (request) => construct(keenConstruction(request), request).puzzle,
  // Every cage is a clue already: there is none to add.
  withAllClues: (puzzle) => puzzle,
};
