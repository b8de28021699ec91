// pencilsat's CDCL solver against logic-solver's MiniSat and the native minisat and cadical programs on ten thousand
// random CNFs (the tests run a few hundred): nine in ten small ones solved step by step, one in ten random 3-SAT near
// the threshold. Every answer compared, every model checked against every clause, every core re-solved. The native
// programs (a process per question) see every tenth case.
//   npm run bench -- sat-differential [COUNT]

import fc from 'fast-check';
import { externalDimacs } from '../src/solvers/external.js';
import { cdcl } from '../src/solvers/cdcl/solver.js';
import { sharingFactory } from '../src/solvers/minisat.js';
import type { Reference } from '../test/sat-differential.js';
import { disagreement, hardCnfCase, smallCnfCase } from '../test/sat-differential.js';
import type { Table } from './harness.js';
import { hasProgram, loadNote } from './harness.js';

export async function benchSatDifferential(countText?: string): Promise<Table[]> {
  const count = Number(countText ?? 10_000);
  const inProcess: Reference[] = [{ name: 'logic-solver', factory: sharingFactory() }];
  const native: Reference[] = ['minisat', 'cadical']
    .filter((program) => hasProgram(program))
    .map((program) => ({ name: program, factory: externalDimacs(program), finalStepOnly: true }));
  const nativeEvery = 10;
  let nativeCases = 0;
  const cases = fc.oneof({ arbitrary: smallCnfCase(), weight: 9 }, { arbitrary: hardCnfCase(), weight: 1 });
  const problems: string[] = [];
  let solves = 0;
  const started = performance.now();
  const samples = fc.sample(cases, { numRuns: count, seed: 22 });
  for (const [index, testCase] of samples.entries()) {
    const withNative = index % nativeEvery === 0 && native.length > 0;
    if (withNative) nativeCases++;
    const problem = disagreement(cdcl, withNative ? [...inProcess, ...native] : inProcess, testCase);
    solves += (testCase).steps.length;
    if (problem) problems.push(`case ${index + 1}: ${problem}`);
    if ((index + 1) % 1000 === 0) process.stderr.write(`${index + 1} cases, ${problems.length} disagreements\n`);
  }
  return [
    {
      title: 'The CDCL solver against other solvers on random CNFs',
      columns: ['CNFs', 'solves', 'in-process reference', 'native programs (CNFs)', 'disagreements', 'minutes'],
      rows: [
        [
          count,
          solves,
          inProcess.map((reference) => reference.name).join(', '),
          native.length === 0 ? 'not installed' : `${native.map((reference) => reference.name).join(', ')} (${nativeCases})`,
          problems.length,
          ((performance.now() - started) / 60_000).toFixed(1),
        ],
      ],
      notes: [
        'fast-check seed 22. logic-solver is asked at every step (incremental, same assumptions); native programs on each ' +
          "case's last step and on every core of it (one process each). A core counts as checked when every reference finds it unsatisfiable.",
        ...problems.slice(0, 20),
        loadNote(),
      ],
    },
  ];
}
