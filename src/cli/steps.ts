// `pencilsat steps INPUT [--json]`: the whole path from the clues to the answer, one deduction per step with its
// technique and the smallest reason that forces it (the hint chain run to the end).

import { byRulesAlone } from '../core/genre.js';
import type { AnswerEntry } from '../core/cells.js';
import { factWords } from '../core/cells.js';
import { inputError } from '../core/errors.js';
import type { Hint, Reason } from '../core/explain.js';
import type { AnyGenre } from '../core/genre.js';
import { cellName } from '../core/geometry.js';
import { genreNamed, loadText } from './genre-loader.js';
import { numberFlag, parseArguments, stringFlag } from './arguments.js';
import { readInput } from './input.js';
import type { Streams } from './perform.js';
import { perform } from './perform.js';

function entryText(genre: AnyGenre, entry: AnswerEntry): string {
  return factWords(genre, entry, JSON.stringify(entry.value));
}

/** A reason's items, one a line: its clues, then the earlier steps it rests on (with their numbers). */
function reasonLines(genre: AnyGenre, reason: Reason, stepOf: (entry: AnswerEntry) => number | undefined): string[] {
  return [
    ...reason.clues.map((clue) => `    ${clue.description}`),
    ...reason.placed.map((placed) => {
      const step = stepOf(placed);
      return `    ${entryText(genre, placed)}${step === undefined ? '' : ` (step ${step})`}`;
    }),
  ];
}

function how(found: Hint): string {
  if (found.technique === 'propagation') return 'the rules leave only this possibility';
  if (found.technique === 'contradiction') return `anything else breaks a rule within ${found.steps} step(s)`;
  return 'anything else leads to no solution (found by search: a guess for a person)';
}

export async function commandSteps(argv: readonly string[], streams: Streams): Promise<number> {
  const parsed = parseArguments(argv, [
    { name: 'genre', value: true },
    { name: 'json', value: false },
    { name: 'timeout', value: true },
  ]);
  if (parsed.positional.length !== 1) inputError(`steps takes INPUT; got ${parsed.positional.length} argument(s)`, { part: 'arguments' });
  const genreName = stringFlag(parsed, 'genre');
  if (genreName !== undefined) await genreNamed(genreName);
  const text = await readInput(parsed.positional[0]!, 'INPUT', streams.stdin);
  const loaded = await loadText(text, genreName);
  const timeoutSeconds = numberFlag(parsed, 'timeout', { minimum: 0.001, maximum: 86400 });
  const outcome = await perform({ kind: 'steps', text, genre: genreName }, { timeoutSeconds });
  if (outcome.kind !== 'steps') throw new Error(`a ${outcome.kind} result for steps`);
  const { result } = outcome;
  const exit = result.end === 'mistake' ? 1 : 0;
  if (parsed.flags.has('json')) {
    streams.stdout.write(JSON.stringify({ genre: loaded.genre.id, ...result }) + '\n');
    return exit;
  }
  const genre = loaded.genre;
  const stepOf = (entry: AnswerEntry) => {
    const index = result.steps.findIndex((step) => cellName(step.cell) === cellName(entry.cell) && JSON.stringify(step.value) === JSON.stringify(entry.value));
    return index < 0 ? undefined : index + 1;
  };
  const lines: string[] = [];
  result.steps.forEach((step, index) => {
    const reason = reasonLines(genre, step.reason, stepOf);
    lines.push(`${index + 1}. ${entryText(genre, step)}: ${how(step)}, ${reason.length === 0 ? byRulesAlone(genre) : `because of\n${reason.join('\n')}`}`);
    if (step.firstStep) {
      const lead = step.technique === 'propagation' ? 'on the way' : `were it otherwise than ${entryText(genre, step)}`;
      lines.push(`   first step: ${lead}, ${entryText(genre, step.firstStep)} follows from\n${reasonLines(genre, step.firstStep.reason, stepOf).join('\n')}`);
    }
  });
  const counts = { propagation: 0, contradiction: 0, search: 0 };
  for (const step of result.steps) counts[step.technique]++;
  const guesses = result.steps.flatMap((step, index) => (step.technique === 'search' ? [`${index + 1} (${entryText(genre, step)})`] : []));
  const tally = `${counts.propagation} by the rules, ${counts.contradiction} by short contradictions, ${counts.search} by search`;
  if (result.end === 'solved') lines.push(`solved in ${result.steps.length} step(s): ${tally}`);
  else if (result.end === 'open') lines.push(`after ${result.steps.length} step(s) nothing more is forced: the puzzle has several solutions from here`);
  else if (result.end === 'mistake') {
    lines.push(`no solution: these cannot all hold\n${reasonLines(genre, result.reason ?? { clues: [], placed: [] }, stepOf).join('\n')}`);
  } else lines.push(`stopped after ${result.steps.length} step(s)`);
  if (guesses.length > 0) lines.push(`a person would need a guess (or a long chain) at step ${guesses.join(', ')}`);
  streams.stdout.write(lines.join('\n') + '\n');
  return exit;
}
