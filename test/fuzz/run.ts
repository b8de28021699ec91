// `npm run fuzz`: the fuzz suite's long run, thousands of cases per format family, with the figures.
//   node --import tsx test/fuzz/run.ts [--cases N] [--seed S]     (default 5000 cases, a seed from the clock)
// The exit code is 1 when anything crashed, hung or read in more than linear time.

import { growingInputs } from './families.js';
import { families, growthRatio, hangMilliseconds, runFamily, searchHangMilliseconds } from './harness.js';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a whole number from 1`);
    process.exit(2);
  }
  return value;
}

const cases = option('cases', 5000);
const seed = option('seed', (Date.now() % 1_000_000) + 1);
console.log(`fuzz: ${cases} cases per family (the hint family a quarter: each runs the solver), seed ${seed}; a case over ${hangMilliseconds} ms is a hang (${searchHangMilliseconds} ms for hints)\n`);
console.log(`${'family'.padEnd(36)} ${'cases'.padStart(7)} ${'read'.padStart(7)} ${'clean errors'.padStart(13)} ${'crashes'.padStart(8)} ${'hangs'.padStart(6)} ${'slowest'.padStart(9)}`);
let failed = false;
for (const family of families()) {
  // The hint family runs a solver per case; it gets a quarter of the cases.
  const report = runFamily(family, family.weight >= 4 ? Math.ceil(cases / 4) : cases, seed);
  console.log(
    `${report.family.padEnd(36)} ${String(report.cases).padStart(7)} ${String(report.accepted).padStart(7)} ${String(report.cleanErrors).padStart(13)} ` +
      `${String(report.crashes.length).padStart(8)} ${String(report.hangs.length).padStart(6)} ${`${report.slowestMilliseconds.toFixed(0)} ms`.padStart(9)}`,
  );
  for (const crash of report.crashes.slice(0, 5)) console.log(`    crash: ${JSON.stringify(crash.input.slice(0, 120))} -> ${crash.problem}`);
  for (const hang of report.hangs.slice(0, 5)) console.log(`    hang: ${hang.milliseconds.toFixed(0)} ms on ${JSON.stringify(hang.input.slice(0, 120))}`);
  if (report.crashes.length > 0 || report.hangs.length > 0) failed = true;
}

console.log(`\nreading time (CPU) at 8 times the size (8,000 then 64,000 characters; linear is about 8, quadratic 64):`);
for (const input of growingInputs) {
  const { small, large, linear } = growthRatio(input.build);
  if (!linear) failed = true;
  const ratio = large / Math.max(small, 0.05);
  console.log(`  ${input.name.padEnd(30)} ${small.toFixed(2).padStart(8)} ms ${large.toFixed(2).padStart(9)} ms  x${ratio.toFixed(1).padStart(5)}  ${linear ? 'linear' : 'TOO SLOW'}`);
}
process.exit(failed ? 1 : 0);
