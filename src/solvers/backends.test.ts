// Every backend against a brute-force reference, on random small models that use every constraint kind: the same
// solutions, the same facts, the same "none". And every export, run as it is by the programs it names.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Backend } from '../core/engine.js';
import type { Cell } from '../core/geometry.js';
import { allCells, cellIndex, neighbours } from '../core/geometry.js';
import { LiteralGrid, connectedToEdge } from '../core/literal-grid.js';
import type { Literal } from '../core/model.js';
import { Model } from '../core/model.js';
import { seededRandom } from '../core/random.js';
import { allSolutions, randomDivisionModel, randomModel, randomConditionalCountModel, randomRunsModel, randomSegmentsModel, randomSumsModel, randomTuplesModel } from '../../test/brute-force.js';
import { requirePackage, requireProgram } from '../../test/helpers.js';
import { encode } from './encode.js';
import { backendByName } from './index.js';
import { minisat, sharingFactory } from './minisat.js';
import { runOnFile, runProgram } from './process.js';

const isBorder = (size: { rows: number; columns: number }, cell: Cell) =>
  cell.row === 0 || cell.column === 0 || cell.row === size.rows - 1 || cell.column === size.columns - 1;

const missingZ3Package = await requirePackage('z3-solver');

interface Subject {
  readonly name: string;
  /** How many answers to enumerate at most (the slow ones are asked for a few). */
  readonly cap: number;
  /** How many of the random models it runs. */
  readonly models: number;
  /**
   * How many models of each single kind (runs, segments, sums, ...) it runs at most. The external programs read what
   * an embedded solver gets (DIMACS the embedded MiniSat's clauses, SMT-LIB the embedded z3's text), which meets every
   * model of each kind there: here each question starts a process, and three models of a kind show that the program
   * reads and answers that kind's text.
   */
  readonly ofEachKind: number;
  readonly skip: string | false;
}

const subjects: Subject[] = [
  { name: 'cdcl', cap: 300, models: 60, ofEachKind: 16, skip: false },
  { name: 'minisat', cap: 300, models: 60, ofEachKind: 16, skip: false },
  { name: 'clingo', cap: 300, models: 30, ofEachKind: 16, skip: false },
  { name: 'z3', cap: 3, models: 5, ofEachKind: 16, skip: missingZ3Package },
  { name: 'dimacs:minisat', cap: 3, models: 5, ofEachKind: 3, skip: requireProgram('minisat') },
  { name: 'smt2:z3', cap: 3, models: 5, ofEachKind: 3, skip: requireProgram('z3') },
  { name: 'smt2:cvc5', cap: 3, models: 5, ofEachKind: 3, skip: requireProgram('cvc5') },
  { name: 'asp:clingo', cap: 300, models: 8, ofEachKind: 16, skip: requireProgram('clingo', 'gringo') },
];

function variables(model: Model): Literal[] {
  return Array.from({ length: model.variableCount }, (_, index) => index + 1);
}

function backboneOf(solutions: readonly (readonly boolean[])[], count: number): (boolean | undefined)[] {
  return Array.from({ length: count }, (_, index) => {
    const values = new Set(solutions.map((solution) => solution[index]));
    return values.size === 1 ? [...values][0] : undefined;
  });
}

async function agreeWithBruteForce(backend: Backend, model: Model, cap: number, label: string): Promise<void> {
  const expected = allSolutions(model);
  const expectedKeys = new Set(expected.map((solution) => solution.map(Number).join('')));
  const observed = variables(model);
  const limit = Math.min(expected.length + 1, cap);
  const { solutions } = await backend.enumerate(model, observed, limit);
  const keys = solutions.map((solution) => solution.map(Number).join(''));
  assert.equal(solutions.length, Math.min(expected.length, limit), `${label}: number of solutions`);
  assert.equal(new Set(keys).size, keys.length, `${label}: solutions differ`);
  for (const key of keys) assert.ok(expectedKeys.has(key), `${label}: ${key} is a solution`);
  const facts = await backend.backbone(model, observed);
  assert.equal(facts.satisfiable, expected.length > 0, `${label}: satisfiable`);
  if (expected.length > 0) assert.deepEqual(facts.values, backboneOf(expected, observed.length), `${label}: facts`);
}

describe('backends agree with brute force on random models', () => {
  for (const subject of subjects) {
    it(subject.name, { skip: subject.skip }, async () => {
      const backend = backendByName(subject.name, { timeoutSeconds: 60 });
      for (let seed = 0; seed < subject.models; seed++) {
        await agreeWithBruteForce(backend, randomModel(seededRandom(`model ${seed}`)), subject.cap, `${subject.name}, model ${seed}`);
      }
      // Checks with no static form are applied to each answer.
      for (let seed = 0; seed < (subject.models > 10 ? 4 : 2); seed++) {
        await agreeWithBruteForce(backend, randomModel(seededRandom(`lazy ${seed}`), { lazy: true }), subject.cap, `${subject.name}, lazy model ${seed}`);
      }
    });
  }

  // Runs are one kind among many above; here every model is made of them, for every backend.
  for (const subject of subjects) {
    it(`${subject.name} on runs along lines`, { skip: subject.skip }, async () => {
      const backend = backendByName(subject.name, { timeoutSeconds: 60 });
      for (let seed = 0; seed < Math.min(12, subject.models + 4, subject.ofEachKind); seed++) {
        await agreeWithBruteForce(backend, randomRunsModel(seededRandom(`runs ${seed}`)), subject.cap, `${subject.name}, runs model ${seed}`);
      }
    });
  }

  // Straight segments through a point (Geradeweg) are not among the kinds above: every model here is made of them.
  for (const subject of subjects) {
    it(`${subject.name} on straight segments through points`, { skip: subject.skip }, async () => {
      const backend = backendByName(subject.name, { timeoutSeconds: 60 });
      for (let seed = 0; seed < Math.min(16, subject.models + 6, subject.ofEachKind); seed++) {
        await agreeWithBruteForce(backend, randomSegmentsModel(seededRandom(`segments ${seed}`)), subject.cap, `${subject.name}, segments model ${seed}`);
      }
    });
  }

  // Sums of different values are one kind among many above; here every model is made of them (Kakuro's runs).
  for (const subject of subjects) {
    it(`${subject.name} on sums of different values`, { skip: subject.skip }, async () => {
      const backend = backendByName(subject.name, { timeoutSeconds: 60 });
      for (let seed = 0; seed < Math.min(12, subject.models + 4, subject.ofEachKind); seed++) {
        await agreeWithBruteForce(backend, randomSumsModel(seededRandom(`sums ${seed}`)), subject.cap, `${subject.name}, sums model ${seed}`);
      }
    });
  }

  // Tables of value rows over integers (Keen's cages) likewise.
  for (const subject of subjects) {
    it(`${subject.name} on tables of value rows`, { skip: subject.skip }, async () => {
      const backend = backendByName(subject.name, { timeoutSeconds: 60 });
      for (let seed = 0; seed < Math.min(12, subject.models + 4, subject.ofEachKind); seed++) {
        await agreeWithBruteForce(backend, randomTuplesModel(seededRandom(`tuples ${seed}`)), subject.cap, `${subject.name}, tuples model ${seed}`);
      }
    });
  }

  // Counts that hold while a condition does (Yajisan-Kazusan's arrows) likewise.
  for (const subject of subjects) {
    it(`${subject.name} on counts that hold while a condition does`, { skip: subject.skip }, async () => {
      const backend = backendByName(subject.name, { timeoutSeconds: 60 });
      for (let seed = 0; seed < Math.min(12, subject.models + 4, subject.ofEachKind); seed++) {
        await agreeWithBruteForce(backend, randomConditionalCountModel(seededRandom(`conditional ${seed}`)), subject.cap, `${subject.name}, conditional count model ${seed}`);
      }
    });
  }

  // Divisions into regions (Fillomino) likewise: links that join or separate, and region sizes.
  for (const subject of subjects) {
    it(`${subject.name} on divisions into regions`, { skip: subject.skip }, async () => {
      const backend = backendByName(subject.name, { timeoutSeconds: 60 });
      for (let seed = 0; seed < Math.min(16, subject.models + 4, subject.ofEachKind); seed++) {
        await agreeWithBruteForce(backend, randomDivisionModel(seededRandom(`division ${seed}`)), subject.cap, `${subject.name}, division model ${seed}`);
      }
    });
  }

  // The edge preset (Cave) is connectivity with a node outside the grid: every backend gives exactly the shadings
  // whose shaded areas each touch the border, as a flood from the border finds them.
  for (const subject of subjects) {
    it(`${subject.name} on shaded cells connected to the edge`, { skip: subject.skip }, async () => {
      const backend = backendByName(subject.name, { timeoutSeconds: 60 });
      for (const size of [{ rows: 3, columns: 3 }, { rows: 3, columns: 4 }]) {
        const model = new Model();
        const shaded = LiteralGrid.of(model, size, 'shaded');
        connectedToEdge(model, shaded);
        // The middle of the 3×3 is shaded, so that it must lean on a neighbour.
        if (size.columns === 3) model.require(shaded.at({ row: 1, column: 1 }));
        const solutions = allSolutions(model);
        const cells = allCells(size);
        const reachEdge = (assignment: readonly boolean[]) => {
          const isShaded = (cell: Cell) => assignment[shaded.at(cell) - 1]!;
          const reached = new Set(cells.filter((cell) => isShaded(cell) && isBorder(size, cell)).map((cell) => cellIndex(size, cell)));
          for (let grew = true; grew; ) {
            grew = false;
            for (const cell of cells) {
              if (!isShaded(cell) || reached.has(cellIndex(size, cell))) continue;
              if (neighbours(size, cell).some((next) => reached.has(cellIndex(size, next)))) {
                reached.add(cellIndex(size, cell));
                grew = true;
              }
            }
          }
          return cells.every((cell) => !isShaded(cell) || reached.has(cellIndex(size, cell)));
        };
        const total = 2 ** (cells.length - (size.columns === 3 ? 1 : 0));
        const expected = Array.from({ length: total }, (_, bits) => bits).filter((bits) => {
          const free = cells.filter((cell) => size.columns !== 3 || cell.row !== 1 || cell.column !== 1);
          const assignment = cells.map((cell) => (free.indexOf(cell) < 0 ? true : ((bits >> free.indexOf(cell)) & 1) === 1));
          return reachEdge(assignment);
        }).length;
        assert.equal(solutions.length, expected, `${size.columns}×${size.rows}: the model means the rule`);
        await agreeWithBruteForce(backend, model, subject.cap, `${subject.name}, ${size.columns}×${size.rows} edge`);
      }
    });
  }

  it('finds the division models varied: some unsolvable, some unique, some with many answers', () => {
    const counts = Array.from({ length: 16 }, (_, seed) => allSolutions(randomDivisionModel(seededRandom(`division ${seed}`))).length);
    assert.ok(counts.includes(0) && counts.includes(1) && counts.some((count) => count > 2), counts.join(' '));
  });

  it('finds the random models varied: some unsolvable, some unique, some with many answers', () => {
    const counts = Array.from({ length: 60 }, (_, seed) => allSolutions(randomModel(seededRandom(`model ${seed}`))).length);
    assert.ok(counts.some((count) => count === 0));
    assert.ok(counts.some((count) => count === 1));
    assert.ok(counts.some((count) => count > 10));
  });
});

/** Reads DIMACS text back into clauses. */
function parseDimacs(text: string): { variables: number; clauses: number[][] } {
  const header = /^p cnf (\d+) (\d+)$/m.exec(text);
  assert.ok(header, 'a p cnf line');
  const numbers = text
    .split('\n')
    .filter((line) => !line.startsWith('c') && !line.startsWith('p'))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  const clauses: number[][] = [];
  let current: number[] = [];
  for (const value of numbers) {
    if (value === 0) {
      clauses.push(current);
      current = [];
    } else current.push(value);
  }
  return { variables: Number(header[1]), clauses };
}

describe('exports stand alone', () => {
  it('DIMACS with connectivity in clauses has exactly the solutions of the model', () => {
    for (let seed = 0; seed < 40; seed++) {
      const model = randomModel(seededRandom(`model ${seed}`));
      const expected = allSolutions(model);
      const { variables: count, clauses } = parseDimacs(encode(model, 'dimacs').text);
      // Enumerate projected onto the puzzle's variables with the embedded solver.
      const solver = minisat.create({ variables: count, literals: 1 });
      solver.reserve(count);
      for (const clause of clauses) solver.addClause(clause);
      let found = 0;
      while (found <= expected.length && solver.solve()) {
        found++;
        solver.addClause(variables(model).map((variable) => (solver.value(variable) ? -variable : variable)));
      }
      solver.dispose();
      assert.equal(found, expected.length, `model ${seed}`);
    }
  });

  it('DIMACS states a division in clauses with exactly the solutions of the model', () => {
    for (let seed = 0; seed < 16; seed++) {
      const model = randomDivisionModel(seededRandom(`division ${seed}`));
      const expected = allSolutions(model);
      const { variables: count, clauses } = parseDimacs(encode(model, 'dimacs').text);
      const solver = minisat.create({ variables: count, literals: 1 });
      solver.reserve(count);
      for (const clause of clauses) solver.addClause(clause);
      let found = 0;
      while (found <= expected.length && solver.solve()) {
        found++;
        solver.addClause(variables(model).map((variable) => (solver.value(variable) ? -variable : variable)));
      }
      solver.dispose();
      assert.equal(found, expected.length, `division model ${seed}`);
    }
  });

  it('SMT-LIB runs unchanged in z3 and cvc5', { skip: requireProgram('z3') || requireProgram('cvc5') }, async () => {
    for (let seed = 0; seed < 5; seed++) {
      const model = randomModel(seededRandom(`model ${seed}`));
      const satisfiable = allSolutions(model).length > 0;
      const text = encode(model, 'smt2').text;
      for (const program of ['z3', 'cvc5']) {
        const run = await runOnFile(program, [], text, 'smt2');
        const first = run.stdout.trim().split('\n')[0];
        assert.equal(first, satisfiable ? 'sat' : 'unsat', `${program}, model ${seed}: ${run.stdout}${run.stderr}`);
        if (satisfiable) assert.doesNotMatch(run.stdout, /error/, `${program}, model ${seed}`);
      }
    }
  });

  it('ASP runs unchanged in clingo, with one answer set per solution', { skip: requireProgram('clingo', 'gringo') }, async () => {
    for (let seed = 0; seed < 12; seed++) {
      const model = randomModel(seededRandom(`model ${seed}`));
      const run = await runProgram('clingo', ['--outf=2', '--models=0'], { input: encode(model, 'asp').text });
      const output = JSON.parse(run.stdout) as { Models: { Number: number } };
      assert.equal(output.Models.Number, allSolutions(model).length, `model ${seed}`);
    }
  });
});

describe('the embedded MiniSat', () => {
  it('carries on when its shared instance runs out of memory (a problem moves to an instance of its own)', () => {
    // A 16 MiB heap fills after some dozens of these problems; every one must still be solved.
    const factory = sharingFactory(16 * 2 ** 20);
    const random = seededRandom('shared heap');
    const variableCount = 3000;
    for (let problem = 0; problem < 200; problem++) {
      const solver = factory.create({ variables: variableCount, literals: 6000 * 4 });
      solver.reserve(variableCount);
      // Random three-literal clauses, each made true by a planted assignment: satisfiable, and easy at this ratio.
      const planted = Array.from({ length: variableCount + 1 }, () => random.next() < 0.5);
      for (let count = 0; count < 6000; count++) {
        const clause = [0, 1, 2].map(() => (1 + random.below(variableCount)) * (random.next() < 0.5 ? 1 : -1));
        if (!clause.some((literal) => planted[Math.abs(literal)] === literal > 0)) clause[0] = -clause[0]!;
        solver.addClause(clause);
      }
      assert.equal(solver.solve(), true, `problem ${problem}`);
      solver.dispose();
    }
  });
});
