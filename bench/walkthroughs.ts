// Walkthroughs: `pencilsat steps` on every collection puzzle of every genre (or of the genres named), each walk
// checked from outside as the steps tests check theirs (test/walk.ts): it reaches the unique answer, every step's
// reason alone forces it and rests on earlier steps. Counts the steps where a person would need a guess.
//   npm run bench -- walkthroughs [GENRE,GENRE...]

import { genres } from '../src/index.js';
import { checkWalk } from '../test/walk.js';
import type { Table } from './harness.js';
import { formatMs, median } from './harness.js';

export async function benchWalkthroughs(only?: string): Promise<Table[]> {
  const chosen = only ? genres.filter((genre) => only.split(',').includes(genre.id)) : genres;
  const rows: string[][] = [];
  let failures = 0;
  for (const genre of chosen) {
    const collection = genre.collection ?? [];
    const cpu: number[] = [];
    const wrong: string[] = [];
    let guesses = 0;
    let steps = 0;
    for (const entry of collection) {
      const started = process.cpuUsage();
      try {
        const walk = checkWalk(genre, entry.puzzle);
        steps += walk.steps.length;
        guesses += walk.steps.filter((step) => step.technique === 'search').length;
      } catch (error) {
        wrong.push(`${entry.id}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
      const used = process.cpuUsage(started);
      cpu.push((used.user + used.system) / 1000);
      // A walk can take minutes: say where the run is, on stderr so the tables on stdout stay clean.
      process.stderr.write(`${genre.id} ${entry.id}: ${formatMs(cpu.at(-1) ?? 0)} CPU${wrong.length > 0 && wrong.at(-1)!.startsWith(`${entry.id}:`) ? ' (failed)' : ''}\n`);
    }
    failures += wrong.length;
    const row = [
      genre.name,
      `${collection.length - wrong.length} / ${collection.length}`,
      String(steps),
      String(guesses),
      formatMs(median(cpu)),
      formatMs(Math.max(...cpu, 0)),
      wrong.join('; ') || '-',
    ];
    rows.push(row);
    process.stderr.write(`${row.join(' | ')}\n`);
    await Promise.resolve();
  }
  return [
    {
      title: 'Walkthroughs of every collection puzzle, checked',
      columns: ['genre', 'reach the answer, every reason forcing its step', 'steps', 'guesses (search steps)', 'median CPU per puzzle', 'slowest', 'failed'],
      rows,
      notes: [
        'CPU per puzzle includes the checks: a fresh solver proves every reason forces its step and the first three reasons are minimal.',
        failures === 0 ? 'Every walk reached its answer.' : `${failures} walk(s) failed.`,
      ],
    },
  ];
}
