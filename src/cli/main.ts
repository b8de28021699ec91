#!/usr/bin/env node
// pencilsat on the command line: solve, check, export, batch, convert, generate, rate, hint, explain, steps, genres, render, studio.

import { byRulesAlone } from '../core/genre.js';
import { readdirSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { AnswerEntry } from '../core/cells.js';
import { describeEntry, factWords } from '../core/cells.js';
import { BackendError, InputError, TimeoutError, inputError, oneLine, parseJson } from '../core/errors.js';
import type { AnyGenre } from '../core/genre.js';
import { cellName } from '../core/geometry.js';
import { findFormat, puzzleSeparator, separatedPuzzles, writePuzzle } from '../core/puzzle.js';
import type { LoadedPuzzle } from '../core/puzzle.js';
import type { Difficulty } from '../core/rating.js';
import { difficulties } from '../core/rating.js';
import type { ClueLabel, Reason } from '../library.js';
import { allGenres, genreNamed, loadText } from './genre-loader.js';
import { genreTable } from './genre-table.js';
import { backendNames, checkBackendName } from '../solvers/load.js';
import { watchResources } from '../solvers/process.js';
import type { ParsedArguments } from './arguments.js';
import { numberFlag, optionName, parseArguments, stringFlag } from './arguments.js';
import { batchLimitBytes, inputLimitBytes, readFileCapped, readFileOrText, readInput } from './input.js';
import { TaskPool, settleTask } from './pool.js';
import type { Output, Streams } from './perform.js';
import { failureError, perform } from './perform.js';
import type { GenerateProgress, SolveReport, Task, TaskResult } from './tasks.js';
import { isExternalBackend, ratingBudgetMs, runTask } from './tasks.js';
import { library } from './lazy-library.js';

const exitCodes = { solved: 0, noSolution: 1, badInput: 2, timeout: 3, failure: 4 } as const;

const usage = `pencilsat: solve, check and convert pencil puzzles with logic solvers

Usage:
  pencilsat solve INPUT [--genre G] [--json] [--backend B] [--timeout SECONDS] [--rate]
  pencilsat check INPUT ANSWER [--genre G] [--json]
  pencilsat export INPUT --to dimacs|smt2|asp [--genre G]
  pencilsat convert INPUT --format F [--genre G]
  pencilsat batch FILE|FOLDER [--genre G] [--jobs N] [--backend B] [--timeout SECONDS] [--rate]
  pencilsat generate GENRE [--size WxH] [--difficulty LEVEL] [--seed S] [--count N] [--format F] [--timeout SECONDS]
                    [genre options]    (--format svg or png: the puzzles drawn on one page)
  pencilsat rate INPUT [--genre G] [--json] [--timeout SECONDS]
  pencilsat hint INPUT [--state ANSWER-SO-FAR] [--genre G] [--json] [--timeout SECONDS]
  pencilsat explain INPUT [--genre G] [--json] [--timeout SECONDS]
  pencilsat genres [--markdown]
  pencilsat steps INPUT [--genre G] [--json] [--timeout SECONDS]
  pencilsat render INPUT [--answer] [--format svg|png] [--output FILE] [--genre G]
  pencilsat studio [--port N] [--open]

INPUT is a puzz.link URL, a Simon Tatham game ID, a file, or - for standard input.
ANSWER is a JSON answer (as printed by solve --json), a file holding one, or - for standard input.
ANSWER-SO-FAR is a partial answer in the same JSON form with null for open cells (or a file holding one).
Backends: ${backendNames.join(', ')} (default cdcl, embedded).

--timeout SECONDS bounds the search (solve, batch per puzzle, generate per puzzle, rate, hint, explain),
counted from when the work starts; external programs are stopped with their whole process group.
solve and batch rate a unique puzzle's difficulty within ${ratingBudgetMs} ms and say "not rated" past it;
--rate (or the rate command) rates fully, however long it takes.
Inputs are read up to 16 MiB (a batch file or folder up to 256 MiB).

Exit codes: 0 solved (unique or multiple) or answer correct, 1 no solution or answer wrong,
2 bad input or usage, 3 time limit reached, 4 a solver failed (a program missing or crashing, out of memory).

Examples:
  pencilsat solve 'https://puzz.link/p?sudoku/4/4/g1k23k3g'
  pencilsat solve '2x3:2b3b5_3h5b4h6_1b2b3' --genre sudoku --json
  pencilsat export puzzle.txt --to dimacs > puzzle.cnf
  pencilsat export puzzle.txt --to smt2 > puzzle.smt2 && z3 puzzle.smt2
  pencilsat solve puzzle.txt --backend clingo      (or z3, smt2:cvc5, asp:clingo, dimacs:cadical)
`;

class UsageError extends InputError {}

const processStreams: Streams = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };

/** The answer in the whole object that `solve --json` prints, or the JSON itself when it is just an answer. */
function answerOf(json: unknown): unknown {
  return json !== null && typeof json === 'object' && !Array.isArray(json) && 'answer' in json ? json.answer : json;
}

async function genreFlag(parsed: ParsedArguments): Promise<string | undefined> {
  const name = stringFlag(parsed, 'genre');
  if (name !== undefined) await genreNamed(name);
  return name;
}

function onePositional(parsed: ParsedArguments, command: string, names: string[]): string[] {
  if (parsed.positional.length !== names.length) {
    throw new UsageError(`${command} takes ${names.join(' and ')}; got ${parsed.positional.length} argument(s)`);
  }
  return parsed.positional;
}

const timeoutFlag = { name: 'timeout', value: true } as const;
const rateFlag = { name: 'rate', value: false } as const;

function timeoutOf(parsed: ParsedArguments): number | undefined {
  return numberFlag(parsed, 'timeout', { minimum: 0.001, maximum: 86400 });
}

function printReport(report: SolveReport, json: boolean, stdout: Output): void {
  if (json) {
    const { rendered: _rendered, renderedSecond: _second, violations: _violations, ...rest } = report;
    stdout.write(JSON.stringify(rest) + '\n');
    return;
  }
  if (report.rendered) stdout.write(report.rendered + '\n');
  const time = `${report.stats.timeMs.toFixed(1)} ms, ${report.stats.variables ?? '?'} variables, ${report.stats.clauses ?? '?'} clauses, backend ${report.stats.backend}`;
  if (report.status === 'unique') {
    stdout.write(`unique: this is the only solution (${time})\n`);
    if (report.rating) stdout.write(`difficulty: ${report.rating.level} (score ${report.rating.score})\n`);
    else if (report.notRated) stdout.write(`difficulty: not rated (it takes over ${ratingBudgetMs} ms; --rate rates fully)\n`);
  }
  else if (report.status === 'multiple') {
    stdout.write(`not unique: there is more than one solution; another one:\n${report.renderedSecond ?? ''}\n(${time})\n`);
  } else stdout.write(`no solution (${time})\n`);
  if (report.violations > 0) stdout.write(`warning: the rule checker found ${report.violations} violation(s) in this answer\n`);
}

async function commandSolve(argv: string[], streams: Streams): Promise<number> {
  const parsed = parseArguments(argv, [{ name: 'genre', value: true }, { name: 'json', value: false }, { name: 'backend', value: true }, timeoutFlag, rateFlag]);
  const [input] = onePositional(parsed, 'solve', ['INPUT']);
  const text = await readInput(input!, 'INPUT', streams.stdin);
  const genre = await genreFlag(parsed);
  const backend = stringFlag(parsed, 'backend') ?? 'cdcl';
  const timeoutSeconds = timeoutOf(parsed);
  // Parse and name the backend here first: bad input is reported before any thread starts.
  await loadText(text, genre);
  checkBackendName(backend);
  const rate = parsed.flags.has('rate');
  const result = await perform({ kind: 'solve', text, genre, backend, timeoutSeconds, rate }, { timeoutSeconds, external: isExternalBackend(backend) });
  if (result.kind !== 'solve') throw new Error(`a ${result.kind} result for solve`);
  printReport(result.report, parsed.flags.has('json'), streams.stdout);
  return result.report.status === 'unsolvable' ? exitCodes.noSolution : exitCodes.solved;
}

async function commandCheck(argv: string[], streams: Streams): Promise<number> {
  const parsed = parseArguments(argv, [
    { name: 'genre', value: true },
    { name: 'json', value: false },
  ]);
  const [input, answerArgument] = onePositional(parsed, 'check', ['INPUT', 'ANSWER']);
  if (input === '-' && answerArgument === '-') throw new UsageError('only one of INPUT and ANSWER can be read from standard input');
  const loaded = await loadText(await readInput(input!, 'INPUT', streams.stdin), await genreFlag(parsed));
  const answerText = await readInput(answerArgument!, 'ANSWER', streams.stdin);
  const json = answerOf(parseJson(answerText, { part: 'ANSWER' }, 'answer'));
  const answer: unknown = (await library()).readAnswer(loaded, json, 'ANSWER');
  const violations = loaded.genre.check(loaded.puzzle, answer);
  if (parsed.flags.has('json')) {
    streams.stdout.write(JSON.stringify({ genre: loaded.genre.id, correct: violations.length === 0, violations }) + '\n');
  } else if (violations.length === 0) {
    streams.stdout.write('correct: the answer follows every rule\n');
  } else {
    streams.stdout.write(`wrong: ${violations.length} violation(s)\n`);
    for (const violation of violations) {
      const cells = violation.cells.map(cellName).join(' ');
      streams.stdout.write(`  ${violation.code}: ${violation.message}${cells ? ` at ${cells}` : ''}\n`);
    }
  }
  return violations.length === 0 ? exitCodes.solved : exitCodes.noSolution;
}

async function commandExport(argv: string[], streams: Streams): Promise<number> {
  const parsed = parseArguments(argv, [
    { name: 'genre', value: true },
    { name: 'to', value: true },
  ]);
  const [input] = onePositional(parsed, 'export', ['INPUT']);
  // The encoders are loaded by the command that writes them, not by every command's start.
  const { encodingLanguages, isEncodingLanguage, puzzleTitle, writeEncoding } = await import('../solvers/encode.js');
  const target = stringFlag(parsed, 'to');
  if (target === undefined) throw new UsageError(`export needs --to ${encodingLanguages.join('|')}`);
  if (!isEncodingLanguage(target)) inputError(`cannot export to '${target}' (available: ${encodingLanguages.join(', ')})`, { part: '--to' });
  const loaded = await loadText(await readInput(input!, 'INPUT', streams.stdin), await genreFlag(parsed));
  const puzzleModel = loaded.genre.model(loaded.puzzle);
  // Written as it is made, piece by piece, so that a large export is never held whole (DIMACS of a 60x60 Yajilin:
  // 350 MB of text); the process's own output is written before the next piece is made.
  const write = streams.stdout === process.stdout ? writeNow : (text: string) => void streams.stdout.write(text);
  writeEncoding(puzzleModel.model, target, write, { title: puzzleTitle(loaded.genre, loaded.puzzle) });
  return exitCodes.solved;
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/** Writes to standard output before returning, waiting while a pipe is full, so that nothing piles up in memory. */
function writeNow(text: string): void {
  let bytes = Buffer.from(text);
  while (bytes.length > 0) {
    try {
      bytes = bytes.subarray(writeSync(1, bytes));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN') Atomics.wait(pause, 0, 0, 5);
      else if (code === 'EPIPE') process.exit(exitCodes.solved);
      else throw error;
    }
  }
}

async function commandConvert(argv: string[], streams: Streams): Promise<number> {
  const parsed = parseArguments(argv, [
    { name: 'genre', value: true },
    { name: 'format', value: true },
  ]);
  const [input] = onePositional(parsed, 'convert', ['INPUT']);
  const loaded = await loadText(await readInput(input!, 'INPUT', streams.stdin), await genreFlag(parsed));
  const text = writePuzzle(loaded, stringFlag(parsed, 'format'));
  streams.stdout.write(text.endsWith('\n') ? text : text + '\n');
  return exitCodes.solved;
}

interface BatchItem {
  readonly label: string;
  readonly text: string;
}

function batchItems(target: string): BatchItem[] {
  let isFolder: boolean;
  try {
    isFolder = statSync(target).isDirectory();
  } catch {
    return inputError(`no such file or folder: '${target}'`, { part: 'FILE' });
  }
  if (isFolder) {
    let total = 0;
    return readdirSync(target)
      .filter((name) => !name.startsWith('.') && statSync(join(target, name), { throwIfNoEntry: false })?.isFile() === true)
      .sort()
      .map((name) => {
        const text = readFileCapped(join(target, name), 'FILE', inputLimitBytes);
        total += text.length;
        if (total > batchLimitBytes) inputError(`the files of '${target}' hold more than ${batchLimitBytes / 1024 / 1024} MiB together`, { part: 'FILE' });
        return { label: name, text };
      });
  }
  const text = readFileCapped(target, 'FILE', batchLimitBytes);
  // Puzzles of several lines each (`generate --count` in a text format) are separated by lines of their own.
  if (text.split(/\r?\n/).some((line) => line.trim() === puzzleSeparator)) {
    return separatedPuzzles(text).map((puzzle, index) => ({ label: `puzzle ${index + 1} (line ${puzzle.line})`, text: puzzle.text }));
  }
  return text
    .split(/\r?\n/)
    .map((line, index) => ({ label: `line ${index + 1}`, text: line.trim() }))
    .filter((item) => item.text !== '' && !item.text.startsWith('#'));
}

async function commandBatch(argv: string[], streams: Streams): Promise<number> {
  const parsed = parseArguments(argv, [
    { name: 'genre', value: true },
    { name: 'jobs', value: true },
    { name: 'backend', value: true },
    timeoutFlag,
    rateFlag,
  ]);
  const [target] = onePositional(parsed, 'batch', ['FILE']);
  const rate = parsed.flags.has('rate');
  const genre = await genreFlag(parsed);
  const jobs = numberFlag(parsed, 'jobs', { minimum: 1, maximum: 64, integer: true }) ?? 1;
  const timeoutSeconds = timeoutOf(parsed);
  const backend = stringFlag(parsed, 'backend') ?? 'cdcl';
  checkBackendName(backend);
  const items = batchItems(target!);
  const pool = new TaskPool();
  // One puzzle at a time, with no time limit to enforce and no program to watch, needs no worker: solved here, the
  // batch spares a thread's start and its second load of the code.
  const inThisThread = jobs === 1 && timeoutSeconds === undefined && !isExternalBackend(backend);
  let nextId = 0;
  const solveOne = (task: Task) => (inThisThread ? settleTask(nextId++, task) : pool.run(task, { timeoutSeconds }));
  const counts = { unique: 0, multiple: 0, unsolvable: 0, error: 0, failed: 0, timeout: 0, checkFailed: 0 };
  const showProgress = streams.stderr.isTTY === true;
  let done = 0;
  let next = 0;
  const started = performance.now();
  const results: string[] = new Array<string>(items.length);
  let printed = 0;
  const flush = () => {
    while (printed < items.length && results[printed] !== undefined) streams.stdout.write(results[printed++] + '\n');
  };
  const runOne = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      const item = items[index]!;
      const reply = await solveOne({ kind: 'solve', text: item.text, genre, backend, timeoutSeconds, rate, undrawn: true });
      const base = { input: item.label, timeMs: Math.round(reply.timeMs * 100) / 100 };
      let line: Record<string, unknown>;
      if (reply.kind === 'done' && reply.result.kind === 'solve') {
        const report = reply.result.report;
        counts[report.status]++;
        if (report.violations > 0) counts.checkFailed++;
        line = {
          ...base,
          genre: report.genre,
          status: report.status,
          sat: report.status !== 'unsolvable',
          checked: report.answer === undefined ? null : report.violations === 0,
          answer: report.answer ?? null,
          difficulty: report.rating?.level ?? (report.notRated ? 'not rated' : null),
        };
      } else if (reply.kind === 'failed' && reply.failure === 'timeout') {
        counts.timeout++;
        line = { ...base, status: 'timeout', error: reply.message };
      } else if (reply.kind === 'failed' && reply.failure === 'input') {
        counts.error++;
        line = { ...base, status: 'error', error: oneLine(reply.message) };
      } else {
        // The solver's own failure (a program missing or crashing, out of memory), as `solve` calls it: not the input's.
        counts.failed++;
        line = { ...base, status: 'failed', error: oneLine(reply.kind === 'failed' ? reply.message : 'an unexpected result') };
      }
      results[index] = JSON.stringify(line);
      flush();
      done++;
      if (showProgress) streams.stderr.write(`\r${done}/${items.length} solved  `);
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, Math.max(1, items.length)) }, runOne));
  await pool.close();
  if (showProgress) streams.stderr.write('\n');
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  streams.stderr.write(
    `${items.length} puzzle(s) in ${seconds} s: ${counts.unique} unique, ${counts.multiple} not unique, ${counts.unsolvable} unsolvable, ` +
      `${counts.timeout} timed out, ${counts.error} bad input` +
      (counts.failed > 0 ? `, ${counts.failed} where a solver failed` : '') +
      (counts.checkFailed > 0 ? `, ${counts.checkFailed} answer(s) failed the rule checker` : '') +
      '\n',
  );
  if (counts.error > 0) return exitCodes.badInput;
  if (counts.failed > 0) return exitCodes.failure;
  if (counts.timeout > 0) return exitCodes.timeout;
  return exitCodes.solved;
}

function parseSize(text: string): { rows: number; columns: number } {
  const match = /^(\d+)(?:x(\d+))?$/i.exec(text.trim());
  if (!match) inputError(`'${text}' is not a size like 9x9 (columns x rows)`, { part: '--size' });
  const columns = Number(match[1]);
  const rows = Number(match[2] ?? match[1]);
  return { rows, columns };
}

async function commandGenerate(argv: string[], streams: Streams): Promise<number> {
  const genreName = argv[0];
  if (genreName === undefined || genreName.startsWith('-')) throw new UsageError('generate takes a GENRE first, e.g. pencilsat generate sudoku');
  const genre = await genreNamed(genreName, { part: 'GENRE' });
  const generator = genre.generator;
  if (!generator) inputError(`${genre.name} has no generator yet`, { part: 'GENRE' });
  const parsed = parseArguments(argv.slice(1), [
    { name: 'size', value: true },
    { name: 'difficulty', value: true },
    { name: 'seed', value: true },
    { name: 'count', value: true },
    { name: 'format', value: true },
    { name: 'backend', value: true },
    timeoutFlag,
    ...generator.options.map((option) => ({ name: option.name, value: true })),
  ]);
  if (parsed.positional.length > 0) throw new UsageError(`unexpected argument '${parsed.positional[0]}'`);
  const size = parseSize(stringFlag(parsed, 'size') ?? `${generator.defaultSize.columns}x${generator.defaultSize.rows}`);
  const { minimumSize: minimum, maximumSize: maximum } = generator;
  if (size.rows < minimum.rows || size.columns < minimum.columns || size.rows > maximum.rows || size.columns > maximum.columns) {
    inputError(`${genre.name} generates from ${minimum.columns}x${minimum.rows} to ${maximum.columns}x${maximum.rows}, not ${size.columns}x${size.rows}`, { part: '--size' });
  }
  const difficultyText = stringFlag(parsed, 'difficulty');
  if (difficultyText !== undefined && !(difficulties as readonly string[]).includes(difficultyText)) {
    inputError(`unknown difficulty '${difficultyText}' (one of ${difficulties.join(', ')})`, { part: '--difficulty' });
  }
  const formatText = stringFlag(parsed, 'format');
  // svg or png: the puzzles drawn on one page (a sheet for a class) instead of their text.
  const sheetFormat = formatText === 'svg' || formatText === 'png' ? formatText : undefined;
  const formatChosen = sheetFormat ? undefined : formatText;
  const format = findFormat(genre, formatChosen ?? genre.defaultFormat);
  if (!format.write) inputError(`the ${format.id} format is read-only`, { part: '--format' });
  const count = numberFlag(parsed, 'count', { minimum: 1, maximum: 100000, integer: true }) ?? 1;
  const seed = stringFlag(parsed, 'seed') ?? String(Date.now());
  const backend = stringFlag(parsed, 'backend') ?? 'cdcl';
  checkBackendName(backend);
  const timeoutSeconds = timeoutOf(parsed);
  const options: Record<string, string> = {};
  for (const option of generator.options) options[option.name] = stringFlag(parsed, option.name) ?? option.defaultValue;
  const showProgress = streams.stderr.isTTY === true;
  // One worker serves every puzzle when one is needed; the time limit is per puzzle.
  const pool = timeoutSeconds !== undefined || isExternalBackend(backend) ? new TaskPool() : undefined;
  const sheet: string[] = [];
  let severalLines = false;
  try {
    for (let index = 0; index < count; index++) {
      const started = performance.now();
      const task: Task = {
        kind: 'generate',
        genre: genre.id,
        rows: size.rows,
        columns: size.columns,
        difficulty: difficultyText as Difficulty | undefined,
        seed: count === 1 ? seed : `${seed}-${index + 1}`,
        options,
        backend,
        format: formatChosen,
      };
      const onProgress = showProgress
        ? ({ attempts, message }: GenerateProgress) => streams.stderr.write(`\rpuzzle ${index + 1}/${count}: attempt ${attempts} ${message}`.padEnd(70))
        : undefined;
      let result: TaskResult;
      if (pool) {
        const outcome = await pool.run(task, { timeoutSeconds, onProgress });
        if (outcome.kind === 'failed') throw failureError(outcome);
        result = outcome.result;
      } else result = await runTask(task, onProgress);
      if (result.kind !== 'generate') throw new Error(`a ${result.kind} result for generate`);
      if (sheetFormat) sheet.push(result.text);
      else {
        // Puzzles of several lines are kept apart by a line of their own, which every reader and batch know.
        if (result.text.trim().includes('\n')) severalLines = true;
        if (index > 0 && severalLines) streams.stdout.write(`${puzzleSeparator}\n`);
        streams.stdout.write(result.text.endsWith('\n') ? result.text : result.text + '\n');
      }
      if (showProgress) streams.stderr.write(`\rpuzzle ${index + 1}/${count} done in ${((performance.now() - started) / 1000).toFixed(2)} s`.padEnd(70) + '\n');
    }
  } finally {
    await pool?.close();
  }
  if (sheetFormat) {
    const { puzzleSheet, writeImage } = await import('./render.js');
    await writeImage(puzzleSheet(genre, sheet), sheetFormat, undefined, streams);
  }
  return exitCodes.solved;
}

async function commandRate(argv: string[], streams: Streams): Promise<number> {
  const parsed = parseArguments(argv, [{ name: 'genre', value: true }, { name: 'json', value: false }, timeoutFlag]);
  const [input] = onePositional(parsed, 'rate', ['INPUT']);
  const text = await readInput(input!, 'INPUT', streams.stdin);
  const genre = await genreFlag(parsed);
  const loaded = await loadText(text, genre);
  const timeoutSeconds = timeoutOf(parsed);
  const result = await perform({ kind: 'rate', text, genre }, { timeoutSeconds });
  if (result.kind !== 'rate') throw new Error(`a ${result.kind} result for rate`);
  const { status, rating } = result;
  if (parsed.flags.has('json')) streams.stdout.write(JSON.stringify({ genre: loaded.genre.id, status, ...rating }) + '\n');
  else {
    streams.stdout.write(`${rating.level} (score ${rating.score})${status === 'unique' ? '' : `; note: the puzzle is ${status === 'multiple' ? 'not unique' : 'unsolvable'}`}\n`);
    streams.stdout.write(
      `  ${rating.openAtStart} open cells at the start; ${rating.propagationRounds} propagation waves, ${rating.contradictionRounds} contradiction rounds, ` +
        `${rating.bothWaysRounds} long-chain rounds, ${rating.guesses} guesses\n`,
    );
  }
  return status === 'unsolvable' ? exitCodes.noSolution : exitCodes.solved;
}

/** `r3c4 is 5`, or the genre's own words for an entry: `the circle at r3c1 moves to r2c1`. */
function entryText(genre: AnyGenre, entry: AnswerEntry): string {
  return factWords(genre, entry, JSON.stringify(entry.value));
}

function describeReason(genre: AnyGenre, reason: Reason): string[] {
  return [
    ...reason.clues.map((clue: ClueLabel) => `  ${clue.description}`),
    ...reason.placed.map((placed) => `  ${describeEntry(genre, placed).placed ?? `your ${JSON.stringify(placed.value)} at ${cellName(placed.cell)}`}`),
  ];
}

async function commandHint(argv: string[], streams: Streams): Promise<number> {
  const parsed = parseArguments(argv, [{ name: 'genre', value: true }, { name: 'state', value: true }, { name: 'json', value: false }, timeoutFlag]);
  const [input] = onePositional(parsed, 'hint', ['INPUT']);
  const text = await readInput(input!, 'INPUT', streams.stdin);
  const genre = await genreFlag(parsed);
  const loaded = await loadText(text, genre);
  const stateArgument = stringFlag(parsed, 'state');
  let state: unknown;
  if (stateArgument !== undefined) {
    // Read here too, so that a state that cannot be read is named as the command line names it.
    state = (await library()).readPuzzleState(loaded, answerOf(parseJson(readFileOrText(stateArgument, '--state'), { part: '--state' }, 'state')), undefined, '--state');
  }
  const outcome = await perform({ kind: 'hint', text, genre, state }, { timeoutSeconds: timeoutOf(parsed) });
  if (outcome.kind !== 'hint') throw new Error(`a ${outcome.kind} result for hint`);
  const { result } = outcome;
  if (parsed.flags.has('json')) {
    streams.stdout.write(JSON.stringify({ genre: loaded.genre.id, ...result }) + '\n');
    return result.kind === 'mistake' ? exitCodes.noSolution : exitCodes.solved;
  }
  switch (result.kind) {
    case 'solved':
      streams.stdout.write('nothing left to deduce: every cell is placed\n');
      break;
    case 'open':
      streams.stdout.write('nothing more is forced: the puzzle has several solutions from here\n');
      break;
    case 'mistake':
      {
        const parts = describeReason(loaded.genre, result.reason);
        const head =
          parts.length === 0
            ? 'no solution: the rules cannot be met on this grid, whatever the clues'
            : `${parts.length === 1 ? 'this cannot hold' : 'these cannot all hold'} (a mistake, or the puzzle has no solution):`;
        streams.stdout.write([head, ...parts].join('\n') + '\n');
      }
      return exitCodes.noSolution;
    case 'hint': {
      const { hint: found } = result;
      const how =
        found.technique === 'propagation'
          ? 'the rules leave only this possibility'
          : found.technique === 'contradiction'
            ? `anything else breaks a rule within ${found.steps} step(s)`
            : 'anything else leads to no solution (found by search)';
      const reason = describeReason(loaded.genre, found.reason);
      // An empty reason: the rules force it with no clue at all.
      streams.stdout.write(`${entryText(loaded.genre, found)}: ${how}, ${reason.length === 0 ? byRulesAlone(loaded.genre) : `because of\n${reason.join('\n')}`}\n`);
      // A long reason: the step that links the cell to it.
      const step = found.firstStep;
      if (step) {
        const lead = found.technique === 'propagation' ? 'on the way' : `were it otherwise than ${entryText(loaded.genre, found)}`;
        streams.stdout.write(`first step: ${lead}, ${entryText(loaded.genre, step)} follows from\n${describeReason(loaded.genre, step.reason).join('\n')}\n`);
      }
    }
  }
  return exitCodes.solved;
}

async function commandExplain(argv: string[], streams: Streams): Promise<number> {
  const parsed = parseArguments(argv, [{ name: 'genre', value: true }, { name: 'json', value: false }, timeoutFlag]);
  const [input] = onePositional(parsed, 'explain', ['INPUT']);
  const text = await readInput(input!, 'INPUT', streams.stdin);
  const genre = await genreFlag(parsed);
  const loaded: LoadedPuzzle = await loadText(text, genre);
  const outcome = await perform({ kind: 'explain', text, genre }, { timeoutSeconds: timeoutOf(parsed) });
  if (outcome.kind !== 'explain') throw new Error(`a ${outcome.kind} result for explain`);
  const { result } = outcome;
  if (parsed.flags.has('json')) {
    streams.stdout.write(JSON.stringify({ genre: loaded.genre.id, ...result }) + '\n');
    return result.kind === 'unsolvable' ? exitCodes.noSolution : exitCodes.solved;
  }
  if (result.kind === 'unique') streams.stdout.write('unique: nothing to explain, the puzzle has exactly one solution\n');
  else if (result.kind === 'unsolvable') {
    streams.stdout.write(
      !result.labelled
        ? `no solution (${loaded.genre.name} does not name its clues to the solver, so no smaller reason can be given)\n`
        : result.clues.length === 0
        ? 'no solution, even without any clue: the grid itself cannot be filled by the rules\n'
        : result.clues.length === 1
        ? `no solution: this clue cannot hold by itself:\n  ${result.clues[0]!.description}\n`
        : `no solution: these ${result.clues.length} clue(s) cannot hold together (drop any one and the rest can):\n` +
            result.clues.map((clue) => `  ${clue.description}`).join('\n') +
            '\n',
    );
    return exitCodes.noSolution;
  } else {
    streams.stdout.write(`not unique: two solutions differ in ${result.differingCells.length} cell(s): ${result.differingCells.map(cellName).join(' ')}\n`);
    const [first, second] = result.answers;
    streams.stdout.write(`${loaded.genre.render(loaded.puzzle, loaded.genre.answerFromJson(loaded.puzzle, first))}\n\n`);
    streams.stdout.write(`${loaded.genre.render(loaded.puzzle, loaded.genre.answerFromJson(loaded.puzzle, second))}\n`);
    streams.stdout.write(result.fix ? `adding ${result.fix.description} makes it unique\n` : 'no single added clue makes it unique\n');
  }
  return exitCodes.solved;
}

async function commandGenres(argv: string[], streams: Streams): Promise<number> {
  const parsed = parseArguments(argv, [{ name: 'markdown', value: false }]);
  onePositional(parsed, 'genres', []);
  const genres = await allGenres();
  if (parsed.flags.has('markdown')) {
    streams.stdout.write(genreTable(genres));
    return exitCodes.solved;
  }
  const { stateForm } = await library();
  for (const genre of genres) {
    streams.stdout.write(`${genre.id} (${genre.name}${genre.aliases.length ? `; also ${genre.aliases.join(', ')}` : ''})\n  ${genre.rules}\n`);
    for (const format of genre.formats) streams.stdout.write(`  format ${format.id}: ${format.name}${format.write ? '' : ' (read only)'}\n`);
    streams.stdout.write(`  state (hint --state): the answer as solve --json prints it, or ${stateForm(genre)}\n`);
  }
  return exitCodes.solved;
}

let processWatched = false;

/**
 * Once per process: external programs and temporary folders are cleared up on a signal and at exit, and output
 * stops quietly when its reader goes away (`pencilsat genres | head -3`).
 */
function watchProcess(): void {
  if (processWatched) return;
  processWatched = true;
  watchResources({ exitOnSignal: true });
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(exitCodes.solved);
    process.stderr.write(`pencilsat: cannot write the output: ${oneLine(error.message)}\n`);
    process.exit(exitCodes.failure);
  });
  // Nothing more can be said when standard error is gone.
  process.stderr.on('error', () => undefined);
}

/** Runs one command line and gives its exit code; nothing here ends the process or watches its signals (run does). */
export async function main(argv: readonly string[], streams: Streams = processStreams): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'solve':
        return await commandSolve(rest, streams);
      case 'check':
        return await commandCheck(rest, streams);
      case 'export':
        return await commandExport(rest, streams);
      case 'convert':
        return await commandConvert(rest, streams);
      case 'batch':
        return await commandBatch(rest, streams);
      case 'generate':
        return await commandGenerate(rest, streams);
      case 'rate':
        return await commandRate(rest, streams);
      case 'hint':
        return await commandHint(rest, streams);
      case 'explain':
        return await commandExplain(rest, streams);
      case 'genres':
        return commandGenres(rest, streams);
      case 'steps':
        return await (await import('./steps.js')).commandSteps(rest, streams);
      case 'render':
        return await (await import('./render.js')).commandRender(rest, streams);
      case 'studio':
        return await (await import('./studio.js')).commandStudio(rest);
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        streams.stdout.write(usage);
        return command === undefined ? exitCodes.badInput : exitCodes.solved;
      case '--version':
        streams.stdout.write('pencilsat 0.1.0\n');
        return exitCodes.solved;
      default:
        throw new UsageError(`unknown command '${command}' (commands: solve, check, export, convert, batch, generate, rate, hint, explain, genres, steps, render, studio; see --help)`);
    }
  } catch (error) {
    // Every message is one line: no stack trace, no multi-line output of a solver, no long quote of the input.
    const say = (message: string) => streams.stderr.write(`pencilsat: ${oneLine(message)}\n`);
    if (error instanceof UsageError) {
      say(error.describe(optionName));
      streams.stderr.write("Run 'pencilsat --help' for usage.\n");
      return exitCodes.badInput;
    }
    if (error instanceof InputError) {
      say(error.describe(optionName));
      return exitCodes.badInput;
    }
    if (error instanceof TimeoutError) {
      say(`time limit reached: ${error.message}`);
      return exitCodes.timeout;
    }
    if (error instanceof BackendError) {
      say(`solver problem: ${error.message}`);
      return exitCodes.failure;
    }
    say(`internal error: ${error instanceof Error ? error.message : String(error)}`);
    return exitCodes.failure;
  }
}

/** Runs the command line and exits with its code; a thread or handle left behind cannot keep the process alive. */
export function run(argv: readonly string[]): void {
  watchProcess();
  void main(argv).then((code) => {
    process.exitCode = code;
    setTimeout(() => process.exit(code), 2000).unref();
  });
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/^.*[\\/]/, ''));
if (invokedDirectly) run(process.argv.slice(2));
