// The encoding panel: the puzzle's model as DIMACS, SMT-LIB or ASP text, saved or solved with an embedded backend.

import type { AnyGenre } from '../core/genre.js';
import { current } from '../core/play.js';
import type { SolveReply } from './protocol.js';
import { Cancelled } from './solver.js';
import { describeError, element } from './page.js';
import { busy, download, solver, studio } from './state.js';

let lastEncoding: { text: string; name: string } | undefined;

/** A shown encoding belongs to one puzzle: it goes when the puzzle changes. */
export function clearEncoding(): void {
  lastEncoding = undefined;
  element('encoding-text').textContent = '';
  element('encoding-size').textContent = '';
  element('encoding-statistics').textContent = '';
  element<HTMLButtonElement>('encoding-save').disabled = true;
}

function currentPuzzle(): { genre: AnyGenre; puzzle: unknown } | undefined {
  if (!studio.session) return undefined;
  return { genre: studio.session.genre, puzzle: studio.session.screen === 'play' ? studio.session.puzzle : current(studio.session.history) };
}

element('encoding-show').addEventListener('click', async () => {
  const shown = currentPuzzle();
  if (!shown) return;
  const language = element<HTMLSelectElement>('encoding-language').value as 'dimacs' | 'smt2' | 'asp';
  const size = element('encoding-size');
  size.textContent = 'Writing the encoding…';
  try {
    const encoding = await busy('Encoding', solver.encode(shown.genre.id, shown.puzzle, language));
    // Very long texts are cut on screen; Save file has all of it.
    const limit = 200_000;
    element('encoding-text').textContent = encoding.text.length > limit ? `${encoding.text.slice(0, limit)}\n… (${encoding.text.length - limit} more characters in the file)` : encoding.text;
    size.textContent = `${encoding.variables} variables, ${encoding.constraints} ${encoding.constraintUnit}, ${(encoding.text.length / 1024).toFixed(1)} KiB`;
    lastEncoding = { text: encoding.text, name: `${shown.genre.id}.${encoding.extension}` };
    element<HTMLButtonElement>('encoding-save').disabled = false;
  } catch (error) {
    size.textContent = error instanceof Cancelled ? 'Cancelled.' : describeError(error);
  }
});

/** Solve statistics in one line: what the backend reports, and nothing it leaves out. */
function describeStatistics(statistics: SolveReply['statistics']): string {
  const parts = [`backend ${statistics.backend}`, `${statistics.timeMs.toFixed(0)} ms`];
  const counts: [number | undefined, string][] = [
    [statistics.variables, 'variables'],
    [statistics.clauses, statistics.backend === 'clingo' ? 'rules' : 'clauses'],
    [statistics.solveCalls, 'solver calls'],
    [statistics.conflicts, 'conflicts'],
    [statistics.decisions, 'decisions'],
    [statistics.propagations, 'propagations'],
  ];
  for (const [count, unit] of counts) if (count !== undefined) parts.push(`${count} ${unit}`);
  return parts.join(', ');
}

element('encoding-solve').addEventListener('click', async () => {
  const shown = currentPuzzle();
  if (!shown) return;
  const backend = element<HTMLSelectElement>('encoding-backend').value === 'clingo' ? 'clingo' : 'cdcl';
  const line = element('encoding-statistics');
  line.textContent = `Solving with ${backend}…`;
  try {
    const reply = await busy('Solving', solver.solve(shown.genre.id, shown.puzzle, backend));
    line.textContent = `${reply.status}: ${describeStatistics(reply.statistics)}`;
  } catch (error) {
    line.textContent = error instanceof Cancelled ? 'Cancelled.' : describeError(error);
  }
});

element('encoding-save').addEventListener('click', () => {
  if (lastEncoding) download(lastEncoding.name, lastEncoding.text);
});
