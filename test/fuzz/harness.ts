// The fuzz suite's checks, shared by the quick run in `npm test` and the long run of `npm run fuzz`.
// For every input: nothing but the project's InputError may come out; every error is one line that names its place;
// nothing takes long. For every puzzle read: each format that can write it writes text that reads back equal.

import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { InputError, parseJson } from '../../src/core/errors.js';
import type { LoadedPuzzle } from '../../src/core/puzzle.js';
import { loadPuzzle } from '../../src/core/puzzle.js';
import { genres } from '../../src/genres/index.js';
import { hint } from '../../src/index.js';
import { cellLiterals } from '../../src/core/cells.js';
import { randomBoard } from '../boards.js';
import { answers, boardFiles, gameIds, genreNames, jsonPuzzles, mutations, near, puzzlinkUrls, pzlFiles, realPuzzles, states, textGrids, valuesFiles, wellFormed } from './families.js';

/** A case slower than this counts as a hang: every input here is small. */
export const hangMilliseconds = 1000;
/** The same for cases that run a solver (a hint on a small puzzle takes 50-300 ms, more on a busy machine). */
export const searchHangMilliseconds = 10_000;
/** The longest error message allowed. */
const longestMessage = 300;

export type Outcome = { readonly kind: 'accepted' } | { readonly kind: 'rejected' } | { readonly kind: 'crash'; readonly problem: string };

export interface FamilyReport {
  readonly family: string;
  readonly cases: number;
  readonly accepted: number;
  readonly cleanErrors: number;
  readonly crashes: { readonly input: string; readonly problem: string }[];
  readonly hangs: { readonly input: string; readonly milliseconds: number }[];
  readonly slowestMilliseconds: number;
}

class Crash extends Error {}

/** An InputError is clean when it describes itself on one short line and names where the problem is. */
function checkMessage(error: InputError): void {
  const text = error.describe();
  if (/[\n\r]/.test(text)) throw new Crash(`a message spans several lines: ${JSON.stringify(text)}`);
  if (text.length > longestMessage) throw new Crash(`a message of ${text.length} characters: ${text.slice(0, 80)}…`);
  const { part, field, line, column } = error.location;
  if (part === undefined && field === undefined && line === undefined && column === undefined) throw new Crash(`a message that names no place: ${text}`);
}

/** Runs a step; an InputError becomes `rejected`, anything else a crash. */
function guarded(step: () => void): Outcome {
  try {
    step();
    return { kind: 'accepted' };
  } catch (error) {
    if (error instanceof Crash) return { kind: 'crash', problem: error.message };
    if (error instanceof InputError) {
      try {
        checkMessage(error);
      } catch (unclean) {
        return { kind: 'crash', problem: (unclean as Error).message };
      }
      return { kind: 'rejected' };
    }
    const problem = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { kind: 'crash', problem: `uncaught ${problem.slice(0, 200)}` };
  }
}

/** Writes a puzzle in every format that can hold it and reads it back: the same puzzle, the same text. */
export function checkRoundTrip(loaded: LoadedPuzzle): void {
  for (const format of loaded.genre.formats) {
    if (!format.write) continue;
    let written: string;
    try {
      written = format.write(loaded.puzzle);
    } catch (error) {
      // A format that cannot hold the puzzle says so as bad input; anything else is a crash.
      if (error instanceof InputError) {
        checkMessage(error);
        continue;
      }
      throw new Crash(`writing ${loaded.genre.id} as ${format.id} threw ${(error as Error).name}: ${(error as Error).message}`);
    }
    let reread: LoadedPuzzle;
    try {
      reread = loadPuzzle(genres, written, loaded.genre.id);
    } catch (error) {
      throw new Crash(`${loaded.genre.id} written as ${format.id} does not read back: ${error instanceof InputError ? error.describe() : String(error)} (written: ${JSON.stringify(written.slice(0, 120))})`);
    }
    if (!isDeepStrictEqual(reread.puzzle, loaded.puzzle)) {
      throw new Crash(`${loaded.genre.id} written as ${format.id} reads back as another puzzle (written: ${JSON.stringify(written.slice(0, 120))})`);
    }
    const again = format.write(reread.puzzle);
    if (again !== written) throw new Crash(`${loaded.genre.id} written as ${format.id} is written differently the second time`);
  }
}

/** Reading a text as a puzzle (with or without a genre), then the round trip of what was read. */
export function examineText(text: string, genre?: string): Outcome {
  return guarded(() => checkRoundTrip(loadPuzzle(genres, text, genre)));
}

/** Reading a text as a puzzle, nothing more: what the linear-time check measures. */
export function parseOnly(text: string): Outcome {
  return guarded(() => void loadPuzzle(genres, text));
}

/** The answer in the whole object that `solve --json` prints, or the JSON itself (as the command line reads it). */
function answerOf(json: unknown): unknown {
  return json !== null && typeof json === 'object' && !Array.isArray(json) && 'answer' in json ? json.answer : json;
}

let examples: LoadedPuzzle[] | undefined;

/** One small puzzle per genre, for answers and states. */
export function examplePuzzles(): LoadedPuzzle[] {
  examples ??= genres.map((genre) => loadPuzzle(genres, genre.examples[0]!, genre.id));
  return examples;
}

/** An answer of the puzzle's own shape (rows of its width), filled from `values`: one that gets to the checker. */
export function shapedAnswer(puzzleIndex: number, values: readonly unknown[]): string {
  const loaded = examplePuzzles()[puzzleIndex % genres.length]!;
  const { rows, columns } = loaded.genre.size(loaded.puzzle);
  let next = 0;
  const value = () => (values.length === 0 ? 0 : values[next++ % values.length]);
  return JSON.stringify(Array.from({ length: rows }, () => Array.from({ length: columns }, value)));
}

/** `check PUZZLE ANSWER`: the answer's JSON read, turned into the genre's answer and run through its rule checker. */
export function examineAnswer(text: string, puzzleIndex: number): Outcome {
  const loaded = examplePuzzles()[puzzleIndex % genres.length]!;
  return guarded(() => {
    const answer: unknown = loaded.genre.answerFromJson(loaded.puzzle, answerOf(parseJson(text, { part: 'ANSWER' }, 'answer')));
    const violations = loaded.genre.check(loaded.puzzle, answer);
    for (const violation of violations) {
      if (/[\n\r]/.test(violation.message)) throw new Crash(`a violation message spans several lines: ${violation.message}`);
    }
  });
}

/** `hint PUZZLE --state STATE`. */
export function examineState(text: string, puzzleIndex: number): Outcome {
  const loaded = examplePuzzles()[puzzleIndex % genres.length]!;
  return guarded(() => {
    const state = answerOf(parseJson(text, { part: '--state' }, 'state'));
    hint(loaded, { state });
  });
}

/** Values that no genre places: each must be refused where it stands. */
const foreignValues: unknown[] = [-1, 7, 'x', true, '<img src=x onerror=alert(1)>', [0], { row: 0 }, 1.5];

/**
 * A state in the puzzle's own form (`choices` pick, at each open place, null, a value the genre places or a foreign
 * one), or its answer form, then bent by `bend`: an entry too many or too few, a key too many, a key missing.
 */
export function shapedState(puzzleIndex: number, choices: readonly number[], bend: number): string {
  const { genre, puzzle } = examplePuzzles()[puzzleIndex % genres.length]!;
  const puzzleModel = genre.model(puzzle);
  const values = [...new Set(cellLiterals(puzzleModel, genre).map((entry) => JSON.stringify(entry.value)))].map((text) => JSON.parse(text) as unknown);
  let next = 0;
  const pick = (): unknown => {
    const choice = choices.length === 0 ? 0 : choices[next++ % choices.length]!;
    if (choice % 3 === 0) return null;
    if (choice % 3 === 1 || choice % 17 !== 2) return values[choice % Math.max(1, values.length)] ?? null;
    return foreignValues[choice % foreignValues.length];
  };
  const fill = (part: unknown): unknown => {
    if (part === null) return pick();
    if (Array.isArray(part)) return part.map(fill);
    if (typeof part === 'object') return Object.fromEntries(Object.entries(part).map(([key, entry]) => [key, fill(entry)]));
    return part;
  };
  const template: unknown = genre.partialToJson(puzzleModel.decodePartial(() => undefined));
  const answerForm = (): unknown => {
    try {
      return genre.answerToJson(puzzleModel.decode(() => false));
    } catch {
      // Genres of integers have no answer with every literal false.
      return fill(template);
    }
  };
  let state: unknown = bend % 7 === 6 ? answerForm() : fill(template);
  if (bend % 7 === 1 && Array.isArray(state)) state = [...(state as unknown[]), (state as unknown[])[0]];
  if (bend % 7 === 2 && Array.isArray(state)) state = (state as unknown[]).slice(1);
  if (bend % 7 === 3 && typeof state === 'object' && state !== null && !Array.isArray(state)) state = { ...state, extra: [] };
  if (bend % 7 === 4 && typeof state === 'object' && state !== null && !Array.isArray(state)) state = Object.fromEntries(Object.entries(state).slice(1));
  if (bend % 7 === 5 && Array.isArray(state) && Array.isArray(state[0])) state = [[...(state[0] as unknown[]), null], ...(state as unknown[]).slice(1)];
  return JSON.stringify(state);
}

/** A random board of any genre, made with its editor: every format that writes it reads it back equal. */
const randomBoards = fc.oneof(...genres.filter((genre) => genre.edit).map((genre) => randomBoard(genre).map((puzzle) => ({ genre, puzzle }))));

export interface Family {
  readonly name: string;
  /** Relative cost: the quick run gives costly families fewer cases. */
  readonly weight: number;
  /** A case slower than this is a hang. */
  readonly hangMilliseconds: number;
  readonly inputs: fc.Arbitrary<{ readonly text: string; readonly examine: () => Outcome }>;
}

const withGenre = (texts: fc.Arbitrary<string>) =>
  fc.tuple(texts, genreNames).map(([text, genre]) => ({ text: genre ? `${text} (--genre ${genre})` : text, examine: () => examineText(text, genre) }));

export function families(): Family[] {
  const real = realPuzzles((text, genre) => loadPuzzle(genres, text, genre));
  return [
    { name: 'puzz.link URLs', weight: 1, hangMilliseconds, inputs: withGenre(near(puzzlinkUrls, ['url'])) },
    { name: 'Simon Tatham game IDs', weight: 1, hangMilliseconds, inputs: withGenre(near(gameIds, ['sgt'])) },
    { name: 'text grids and lines', weight: 1, hangMilliseconds, inputs: withGenre(near(textGrids, ['text', 'line'])) },
    { name: 'board files', weight: 1, hangMilliseconds, inputs: withGenre(near(boardFiles, ['board'])) },
    { name: '.pzl files', weight: 1, hangMilliseconds, inputs: withGenre(near(pzlFiles, ['pzl'])) },
    { name: 'values and facts files', weight: 1, hangMilliseconds, inputs: withGenre(near(valuesFiles, ['values', 'facts'])) },
    { name: 'JSON puzzles', weight: 1, hangMilliseconds, inputs: withGenre(near(jsonPuzzles, ['json'])) },
    { name: 'mutated real puzzles', weight: 1, hangMilliseconds, inputs: withGenre(mutations(real)) },
    {
      name: 'JSON answers (check)',
      weight: 1,
      hangMilliseconds,
      inputs: fc
        .tuple(fc.oneof(answers.map((text) => ({ text, values: undefined })), fc.array(fc.oneof(fc.integer({ min: -1, max: 9 }), fc.boolean(), fc.constant(null)), { minLength: 1, maxLength: 6 }).map((values) => ({ text: '', values }))), fc.nat())
        .map(([{ text, values }, index]) => {
          const answer = values ? shapedAnswer(index, values) : text;
          return { text: `${answer} (puzzle ${index % genres.length})`, examine: () => examineAnswer(answer, index) };
        }),
    },
    {
      name: '--state (hint)',
      weight: 4,
      hangMilliseconds: searchHangMilliseconds,
      inputs: fc
        .tuple(
          fc.oneof(
            states.map((text) => () => text),
            fc.tuple(fc.array(fc.nat(60), { maxLength: 30 }), fc.nat()).map(([choices, bend]) => (index: number) => shapedState(index, choices, bend)),
          ),
          fc.nat(),
        )
        .map(([state, index]) => {
          const text = state(index);
          return { text: `${text} (puzzle ${index % genres.length})`, examine: () => examineState(text, index) };
        }),
    },
    {
      name: 'round trip of random boards',
      weight: 2,
      hangMilliseconds,
      inputs: randomBoards.map(({ genre, puzzle }) => ({
        text: `${JSON.stringify(puzzle).slice(0, 200)} (${genre.id})`,
        examine: () => guarded(() => checkRoundTrip({ genre, puzzle, format: genre.defaultFormat })),
      })),
    },
    {
      name: 'round trip of well-formed puzzles',
      weight: 2,
      hangMilliseconds,
      inputs: wellFormed.map(({ genre, text }) => ({ text: `${text} (--genre ${genre})`, examine: () => examineText(text, genre) })),
    },
  ];
}

/** Runs `cases` inputs of a family and counts what came out. */
export function runFamily(family: Family, cases: number, seed: number): FamilyReport {
  const report: FamilyReport = { family: family.name, cases, accepted: 0, cleanErrors: 0, crashes: [], hangs: [], slowestMilliseconds: 0 };
  let accepted = 0;
  let cleanErrors = 0;
  let slowest = 0;
  for (const input of fc.sample(family.inputs, { numRuns: cases, seed })) {
    const started = performance.now();
    const outcome = input.examine();
    const milliseconds = performance.now() - started;
    slowest = Math.max(slowest, milliseconds);
    if (milliseconds > family.hangMilliseconds) report.hangs.push({ input: input.text.slice(0, 300), milliseconds });
    if (outcome.kind === 'accepted') accepted++;
    else if (outcome.kind === 'rejected') cleanErrors++;
    else report.crashes.push({ input: input.text.slice(0, 300), problem: outcome.problem });
  }
  return { ...report, accepted, cleanErrors, slowestMilliseconds: slowest };
}

/**
 * The best of a few timings of reading one text, in milliseconds of this process's CPU time: on a shared machine
 * the wall clock also counts the time other processes had the core, and noise only ever adds time.
 */
export function bestTime(text: string, runs = 3): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const started = process.cpuUsage();
    parseOnly(text);
    const used = process.cpuUsage(started);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

/**
 * Reading time at n and at 8n characters (best of five, alternating, after a warm-up), in up to three rounds: a
 * linear reader takes about 8 times as long (more with the garbage collector's share), a quadratic one 64. A round
 * where the larger text takes under a few milliseconds is all noise and passes.
 */
export function growthRatio(build: (n: number) => string, characters = 8000): { small: number; large: number; linear: boolean } {
  const unit = Math.max(1, build(2).length - build(1).length);
  const n = Math.ceil(characters / unit);
  const smallText = build(n);
  const largeText = build(8 * n);
  bestTime(smallText, 1);
  let result = { small: 0, large: 0, linear: false };
  for (let round = 0; round < 3 && !result.linear; round++) {
    let small = Number.POSITIVE_INFINITY;
    let large = Number.POSITIVE_INFINITY;
    for (let run = 0; run < 5; run++) {
      small = Math.min(small, bestTime(smallText, 1));
      large = Math.min(large, bestTime(largeText, 1));
    }
    result = { small, large, linear: large < 8 || large / Math.max(small, 0.05) < 32 };
  }
  return result;
}
