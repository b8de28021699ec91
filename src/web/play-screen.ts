// The play screen: moves, Check, Try, Hint (with the clues behind it) and Solve.

import { entriesOf } from '../core/cells.js';
import type { Hint, Reason } from '../core/explain.js';
import { largeReason } from '../core/explain.js';
import type { BoardView } from '../core/play.js';
import type { Cell } from '../core/geometry.js';
import type { AnyGenre, Violation } from '../core/genre.js';
import type { History } from '../core/play.js';
import { beginTrial, current, discardTrial, keepTrial, push, startHistory } from '../core/play.js';
import { loadPuzzle } from '../core/puzzle.js';
import { genres } from '../genres/index.js';
import type { FactsReply, HintReply } from './protocol.js';
import { deductionWords, entryMarks, placedNoun, reasonCells, reasonLines, reasonWords, techniqueWords, violationMarks } from './reasons.js';
import { cellName, clearAlert, discardStored, element, make, reportDiscarded, say, showAlert, showViolations, store, stored, ui } from './page.js';
import { isSavedProgress, restoredProgress } from './saved.js';
import { clearEncoding } from './encoding-panel.js';
import { board, studioAdvice, buildModeButtons, buildPad, busy, describeStatus, fallbackRules, markActiveMode, playView, refresh, reportFailure, saveProgress, setHash, showToolsOf, solver, studio, writeDefault } from './state.js';
import type { PlayScreen } from './state.js';

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

export function openText(text: string, genreId?: string): void {
  const loaded = loadPuzzle(genres, text.trim(), genreId || undefined, studioAdvice);
  startPlay(loaded.genre, loaded.puzzle);
}

export function startPlay(genre: AnyGenre, puzzle: unknown, options: { fresh?: boolean } = {}): void {
  clearAlert();
  const rules = genre.play;
  if (!rules) {
    showAlert(`${genre.name} cannot be played in the studio yet; Solve still works.`);
  }
  const text = writeDefault(genre, puzzle);
  const playRules = rules ?? fallbackRules(genre);
  const key = `progress:${genre.id}:${text}`;
  const saved = options.fresh ? undefined : stored(key, 'progress on this puzzle', isSavedProgress);
  const restored = saved && restoredProgress(playRules, puzzle, genre.size(puzzle), saved);
  // Progress that does not fit this puzzle (a damaged save, or one from an older studio) is dropped, and said so.
  if (saved && !restored) discardStored(key, 'progress on this puzzle');
  const history: History<unknown> = restored ?? startHistory(playRules.start(puzzle));
  const optionValues: Record<string, boolean> = {};
  for (const option of playRules.options ?? []) optionValues[option.id] = stored(`option:${option.id}`, 'a view setting', isBoolean) ?? option.initial;
  studio.session = {
    screen: 'play',
    genre,
    rules: playRules,
    puzzle,
    text,
    history,
    mode: playRules.modes[0]?.id ?? '',
    options: optionValues,
    solved: false,
  };
  studio.highlights = {};
  ui.genre.value = genre.id;
  ui.violations.replaceChildren();
  clearEncoding();
  reportDiscarded();
  say(restored ? 'Your progress on this puzzle was restored.' : `${genre.name}: a new puzzle. Good luck!`);
  setHash(genre, text);
  buildPlayControls();
  refresh();
  saveProgress();
  board.focus();
}

function buildPlayControls(): void {
  if (!studio.session || studio.session.screen !== 'play') return;
  const play = studio.session;
  showToolsOf('play');
  ui.title.textContent = `${play.genre.name}`;
  ui.rules.textContent = play.genre.rules;
  buildModeButtons(play.rules.modes, play.mode, (id) => {
    play.mode = id;
    markActiveMode(id);
  });
  ui.options.replaceChildren(
    ...(play.rules.options ?? []).map((option) => {
      const box = make('input', { type: 'checkbox', checked: play.options[option.id] ?? option.initial });
      box.addEventListener('change', () => {
        play.options[option.id] = box.checked;
        store(`option:${option.id}`, box.checked);
        refresh();
      });
      return make('label', { className: 'option' }, box, ` ${option.label}`);
    }),
  );
  buildPad(play.rules.pad?.(play.puzzle) ?? []);
}

/**
 * After any change of the board: saves it, and says `message` (what the action did, or nothing, so that no old
 * message outlives the move), with "Solved!" added when every rule holds.
 */
export function afterMove(message = ''): void {
  if (!studio.session || studio.session.screen !== 'play') return;
  const play = studio.session;
  saveProgress();
  // A finished board is recognised at once; errors are shown only when the player asks (Check).
  const violations = play.genre.play ? safeCheck(play) : undefined;
  play.solved = violations !== undefined && violations.length === 0;
  if (play.solved) say(`${message ? `${message} ` : ''}Solved! Every rule holds.`, 'solved');
  else say(message);
}

function safeCheck(play: PlayScreen): Violation[] | undefined {
  try {
    return play.genre.check(play.puzzle, play.rules.answer(play.puzzle, current(play.history)));
  } catch {
    return undefined;
  }
}

export function applyMove(play: PlayScreen, move: unknown): boolean {
  const outcome = play.rules.apply(play.puzzle, current(play.history), move);
  if (!outcome.ok) {
    studio.highlights = { refused: outcome.cells };
    say(`Not allowed: ${outcome.reason}.`, 'problem');
    refresh();
    return true;
  }
  play.history = push(play.history, outcome.state);
  studio.highlights = {};
  ui.violations.replaceChildren();
  refresh();
  afterMove();
  return true;
}

function withPlay(action: (play: PlayScreen) => void): () => void {
  return () => {
    if (studio.session?.screen === 'play') action(studio.session);
  };
}

element('clear').addEventListener('click', withPlay((play) => {
  play.history = push(play.history, play.rules.start(play.puzzle));
  studio.highlights = {};
  ui.violations.replaceChildren();
  refresh();
  afterMove('Cleared: back to the start (Undo brings your moves back).');
}));

element('check').addEventListener('click', withPlay((play) => {
  const violations = safeCheck(play);
  if (violations === undefined) {
    say('This board cannot be checked yet.', 'problem');
    return;
  }
  // On an unfinished board only what can no longer be made right counts: what the genre says is broken for good, or
  // else the broken rules that touch no empty cell.
  const state = current(play.history);
  const { broken, open, openPhrase, openClause } = unfinishedCheck(play, state, violations);
  if (violations.length === 0) {
    studio.highlights = {};
    say('Solved! Every rule holds.', 'solved');
    ui.violations.replaceChildren();
  } else if (broken.length === 0) {
    studio.highlights = {};
    say(open > 0 ? `No mistakes so far; ${openClause}.` : 'Not solved yet, but nothing is wrong for good.');
    ui.violations.replaceChildren();
  } else {
    studio.highlights = violationMarks(broken);
    say(`Not solved: ${broken.length} broken rule${broken.length === 1 ? '' : 's'}${open > 0 ? ` (and ${openPhrase})` : ''}.`, 'problem');
    showViolations(broken);
  }
  refresh();
}));

/** Check on an unfinished board: the rules broken for good, and what is still open, in words. */
function unfinishedCheck(
  play: PlayScreen,
  state: unknown,
  violations: readonly Violation[],
): { broken: readonly Violation[]; open: number; openPhrase: string; openClause: string } {
  const progress = play.rules.progress?.(play.puzzle, state);
  const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
  if (progress) {
    const { broken, open, openThing } = progress;
    return openThing === 'circle'
      ? { broken, open, openPhrase: `${plural(open, 'circle')} still to move`, openClause: `${plural(open, 'circle')} ${open === 1 ? 'has' : 'have'} still to move` }
      : { broken, open, openPhrase: plural(open, `open ${openThing}`), openClause: `${plural(open, openThing)} ${open === 1 ? 'is' : 'are'} still open` };
  }
  const unfinished = play.rules.unfinished?.(play.puzzle, state) ?? [];
  const empty = new Set(unfinished.map((cell) => `${cell.row},${cell.column}`));
  const broken = violations.filter((violation) => !violation.cells.some((cell) => empty.has(`${cell.row},${cell.column}`)));
  const open = unfinished.length;
  return { broken, open, openPhrase: plural(open, 'empty cell'), openClause: `${plural(open, 'cell')} ${open === 1 ? 'is' : 'are'} still empty` };
}

element('try').addEventListener('click', withPlay((play) => {
  play.history = beginTrial(play.history);
  say('Try mode: your state is saved. Fix keeps the changes, Delete returns to the saved state.');
  refresh();
  saveProgress();
}));
element('fix').addEventListener('click', withPlay((play) => {
  play.history = keepTrial(play.history);
  say('Fixed: the changes made in try mode are kept.');
  refresh();
  saveProgress();
  board.focus();
}));
element('delete').addEventListener('click', withPlay((play) => {
  play.history = discardTrial(play.history);
  studio.highlights = {};
  refresh();
  afterMove('Deleted: back to the state saved by Try.');
  board.focus();
}));

async function puzzleFacts(play: PlayScreen): Promise<FactsReply> {
  play.facts ??= await solver.facts(play.genre.id, play.puzzle);
  return play.facts;
}

element('hint').addEventListener('click', withPlay(async (play) => {
  say('Looking for a forced cell…');
  try {
    const state = current(play.history);
    const placed = play.rules.placed?.(play.puzzle, state);
    // A hint with its reason needs the player's cells as a partial answer and a model that names its clues.
    if (placed !== undefined) {
      const reply = await busy('Finding a hint', solver.hint(play.genre.id, play.puzzle, placed));
      if (studio.session !== play || current(play.history) !== state) return;
      if (reply.labelled && showReasonedHint(play, reply)) return;
    }
    await factsHint(play);
  } catch (error) {
    reportFailure(error);
  }
}));

/** Which of a mistake's parts is wrong, in words: one of the player's entries, or the puzzle itself. */
function mistakeWords(genre: AnyGenre, reason: Reason): string {
  const { placed } = reason;
  if (placed.length === 0) return 'The puzzle has no solution.';
  // The genre's noun is plural (`moves`, `cells`); one entry is said in the singular.
  if (placed.length === 1) return `Your ${placedNoun(genre, reason).replace(/s$/, '')} is a mistake.`;
  return `One of your ${placedNoun(genre, reason)} is a mistake.`;
}

/** Shows a hint and the clues behind it; false when its move cannot be made, so the facts alone give the hint. */
function showReasonedHint(play: PlayScreen, reply: HintReply): boolean {
  const { result } = reply;
  const view = playView(play);
  ui.violations.replaceChildren();
  // Solved as far as the hint can tell: a cell its own clue decides (say a circle with only one possible move) may
  // still be the player's to place, which the facts show.
  if (result.kind === 'solved') return false;
  if (result.kind === 'open') {
    studio.highlights = {};
    say('Nothing more is forced: from here the puzzle has several solutions.');
  } else if (result.kind === 'mistake') {
    studio.highlights = { errors: reasonCells(play.genre, result.reason), lines: reasonLines(play.genre, result.reason, 'error') };
    const { clues, placed } = result.reason;
    say(
      clues.length + placed.length === 0
        ? 'This puzzle has no solution, so there is nothing to hint.'
        : clues.length === 0
          ? `The rules alone rule out ${reasonWords(play.genre, result.reason, view)}, whatever the clues. ${mistakeWords(play.genre, result.reason)}`
          : `${clues.length + placed.length === 1 ? 'This cannot hold' : 'These cannot all hold'}: ${reasonWords(play.genre, result.reason, view)}. ${mistakeWords(play.genre, result.reason)}`,
      'problem',
    );
  } else {
    const { hint } = result;
    const move: unknown = reply.facts === undefined ? undefined : play.rules.hint(play.puzzle, current(play.history), reply.facts);
    const outcome = move === undefined ? undefined : play.rules.apply(play.puzzle, current(play.history), move);
    if (!outcome?.ok) return false;
    play.history = push(play.history, outcome.state);
    const step = hint.firstStep;
    const hinted = entryMarks(play.genre, [hint], 'hinted');
    const stepped = step ? entryMarks(play.genre, [step], 'step') : { cells: [], lines: [] };
    studio.highlights = {
      hint: hinted.cells,
      reason: reasonCells(play.genre, hint.reason),
      step: stepped.cells,
      lines: [...reasonLines(play.genre, hint.reason, 'reason'), ...hinted.lines, ...stepped.lines],
    };
    afterMove(`Hint: ${deductionWords(play.genre, playView(play), hint)}: ${techniqueWords(hint)}${becauseWords(play.genre, hint, view)}`);
  }
  refresh();
  return true;
}

/**
 * The reason of a hint in words. A large one is left on the board (checkered) and the words say how the chain
 * begins: the first cell that follows and what it follows from, outlined too.
 */
function becauseWords(genre: AnyGenre, hint: Hint, view: BoardView): string {
  const size = hint.reason.clues.length + hint.reason.placed.length;
  if (size === 0) return '.';
  if (size <= largeReason) return `, because of ${reasonWords(genre, hint.reason, view)}.`;
  const { firstStep } = hint;
  const checkered = `, because of the ${size} clues and cells checkered on the board.`;
  if (!firstStep) return checkered;
  // The step's cell shows nothing yet: its value is said as the genre's answer holds it.
  const step = deductionWords(genre, view, firstStep);
  const lead = hint.technique === 'propagation' ? 'On the way' : 'Suppose it were otherwise: at once';
  return `${checkered} ${lead}, ${step} (outlined), because of ${reasonWords(genre, firstStep.reason, view)}.`;
}

/** A forced cell from the facts, without a reason: for genres whose model does not name its clues. */
async function factsHint(play: PlayScreen): Promise<void> {
  const known = await busy('Finding a hint', puzzleFacts(play));
  if (studio.session !== play) return;
  if (!known.satisfiable) {
    say('This puzzle has no solution, so there is nothing to hint.', 'problem');
    return;
  }
  const move: unknown = play.rules.hint(play.puzzle, current(play.history), known.facts);
  if (move === undefined) {
    say(known.open > 0 ? 'Everything forced is already placed; the rest is not determined by the clues.' : 'Nothing left to hint: every forced cell is placed.');
    return;
  }
  const outcome = play.rules.apply(play.puzzle, current(play.history), move);
  if (!outcome.ok) {
    say(`The hint could not be placed: ${outcome.reason}.`, 'problem');
    return;
  }
  const before = current(play.history);
  play.history = push(play.history, outcome.state);
  ui.violations.replaceChildren();
  const placed = placedChange(play, before, outcome.state);
  let message: string;
  if (placed) {
    const { cells, lines } = entryMarks(play.genre, [placed], 'hinted');
    studio.highlights = { hint: cells, lines };
    message = `Hint: ${deductionWords(play.genre, playView(play), placed)}: it is forced by the clues.`;
  } else {
    const cells = hintCells(move);
    studio.highlights = { hint: cells };
    message = `Hint: ${cells.length > 0 ? cells.map(cellName).join(' ') : 'one move'} is forced by the clues.`;
  }
  refresh();
  afterMove(message);
}

/** The one entry of the player's partial answer that a move changed, when the play rules say what was placed. */
function placedChange(play: PlayScreen, before: unknown, after: unknown): { cell: Cell; value: unknown } | undefined {
  if (!play.rules.placed) return undefined;
  const old = new Map(entriesOf(play.genre, play.rules.placed(play.puzzle, before)).map(({ cell, value }) => [cellName(cell), JSON.stringify(value)]));
  const changed = entriesOf(play.genre, play.rules.placed(play.puzzle, after)).filter(({ cell, value }) => old.get(cellName(cell)) !== JSON.stringify(value));
  return changed.length === 1 ? changed[0] : undefined;
}

/** The cells a move names, read from its plain data (a `cell`, or `from`/`to`). */
function hintCells(move: unknown): Cell[] {
  if (move === null || typeof move !== 'object') return [];
  const record = move as Record<string, unknown>;
  const cells = [record.cell, record.to].filter((value): value is Cell => value !== null && typeof value === 'object' && 'row' in value && 'column' in value);
  return cells;
}

element('solve').addEventListener('click', withPlay(async (play) => {
  say('Solving…');
  try {
    const reply = await busy('Solving', solver.solve(play.genre.id, play.puzzle));
    if (studio.session !== play) return;
    if (reply.status === 'unsolvable') {
      say(describeStatus(reply), 'problem');
      return;
    }
    play.history = push(play.history, play.rules.fromAnswer(play.puzzle, reply.answer));
    studio.highlights = {};
    ui.violations.replaceChildren();
    refresh();
    afterMove();
    say(describeStatus(reply), reply.status === 'unique' ? 'solved' : 'problem');
  } catch (error) {
    reportFailure(error);
  }
}));
