// The studio page: play, edit, solve and generate any registered genre. Everything genre-specific comes from the
// genre object (its play and edit rules, formats, checker); solving runs in a worker.

import type { Cell } from '../core/geometry.js';
import type { AnyGenre, Violation } from '../core/genre.js';
import { InputError } from '../core/errors.js';
import type { AnyEditRules, AnyPlayRules, BoardView, Gesture, History, InputMode, Target } from '../core/play.js';
import {
  beginTrial,
  canRedo,
  canUndo,
  current,
  discardTrial,
  keepTrial,
  push,
  redo,
  startHistory,
  undo,
} from '../core/play.js';
import { loadPuzzle, writePuzzle } from '../core/puzzle.js';
import { genres } from '../genres/index.js';
import { Board, describeTarget } from './board.js';
import type { Highlights } from './board.js';
import { collectionOf, generatorFields, hasGenerator, levelsOf } from './catalogue.js';
import type { FactsReply, HintReply, SolveReply } from './protocol.js';
import { conflictWords, describeCell, reasonCells, reasonWords, techniqueWords } from './reasons.js';
import { Cancelled, SolverClient } from './solver.js';
import { cellName, clearAlert, describeError, element, make, say, showAlert, showViolations, store, stored, ui } from './page.js';

// ---- State ----

interface PlayScreen {
  readonly screen: 'play';
  readonly genre: AnyGenre;
  readonly rules: AnyPlayRules;
  readonly puzzle: unknown;
  /** The puzzle in its default format: the key for saved progress and share links. */
  readonly text: string;
  history: History<unknown>;
  mode: string;
  options: Record<string, boolean>;
  facts?: FactsReply;
  solved: boolean;
}

interface EditScreen {
  readonly screen: 'edit';
  readonly genre: AnyGenre;
  readonly rules: AnyEditRules;
  history: History<unknown>;
  mode: string;
  /** A solution shown on the board until the next edit. */
  shown?: { state: unknown; second?: Cell[] };
  open?: Cell[];
}

let session: PlayScreen | EditScreen | undefined;
let highlights: Highlights = {};
const solver = new SolverClient(new URL('worker.js', import.meta.url).href);
const board = new Board(element('board-host'), { gesture: onGesture, key: onKey, cursorMoved: announceCursor }, 'Puzzle board');

window.addEventListener('error', (event) => showAlert(`Something went wrong: ${event.message}`));
window.addEventListener('unhandledrejection', (event) => {
  if (event.reason instanceof Cancelled) return;
  showAlert(`Something went wrong: ${describeError(event.reason)}`);
});

function saveProgress(): void {
  if (!session) return;
  if (session.screen === 'play') {
    const { history } = session;
    // The last 60 states (and the try mode's saved point) are kept: undo works after a reload, storage stays small.
    const keepFrom = Math.max(0, Math.min(history.index - 59, history.trial ?? Number.POSITIVE_INFINITY));
    const keepTo = Math.max(history.index, history.trial ?? 0);
    store(`progress:${session.genre.id}:${session.text}`, {
      states: history.states.slice(keepFrom, keepTo + 1),
      index: history.index - keepFrom,
      trial: history.trial === undefined ? undefined : history.trial - keepFrom,
    });
    store('last', { screen: 'play', genre: session.genre.id, text: session.text });
  } else {
    store(`draft:${session.genre.id}`, current(session.history));
    store('last', { screen: 'edit', genre: session.genre.id });
  }
}

// ---- Opening puzzles ----

function writeDefault(genre: AnyGenre, puzzle: unknown): string {
  try {
    return writePuzzle({ genre, puzzle, format: genre.defaultFormat });
  } catch {
    const writable = genre.formats.find((format) => format.write);
    if (!writable?.write) throw new InputError(`${genre.name} puzzles cannot be written in any format`);
    return writable.write(puzzle);
  }
}

function openText(text: string, genreId?: string): void {
  const loaded = loadPuzzle(genres, text.trim(), genreId || undefined);
  startPlay(loaded.genre, loaded.puzzle);
}

function startPlay(genre: AnyGenre, puzzle: unknown, options: { fresh?: boolean } = {}): void {
  clearAlert();
  const rules = genre.play;
  if (!rules) {
    showAlert(`${genre.name} cannot be played in the studio yet; Solve still works.`);
  }
  const text = writeDefault(genre, puzzle);
  const playRules = rules ?? fallbackRules(genre);
  const saved = options.fresh ? undefined : stored<{ states: unknown[]; index: number; trial?: number }>(`progress:${genre.id}:${text}`);
  let history: History<unknown> = saved && saved.states.length > 0 && saved.index >= 0 && saved.index < saved.states.length
    ? { states: saved.states, index: saved.index, trial: saved.trial }
    : startHistory(playRules.start(puzzle));
  try {
    playRules.view(puzzle, current(history), {});
  } catch {
    // Saved progress from an older version of the studio: start the puzzle afresh.
    history = startHistory(playRules.start(puzzle));
  }
  const optionValues: Record<string, boolean> = {};
  for (const option of playRules.options ?? []) optionValues[option.id] = stored<boolean>(`option:${option.id}`) ?? option.initial;
  session = {
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
  highlights = {};
  ui.genre.value = genre.id;
  ui.violations.replaceChildren();
  clearEncoding();
  say(saved ? 'Your progress on this puzzle was restored.' : `${genre.name}: a new puzzle. Good luck!`);
  setHash(genre, text);
  buildPlayControls();
  refresh();
  saveProgress();
  board.focus();
}

/** Rules for a genre without play rules: nothing to play, but the board is not blank and errors are explained. */
function fallbackRules(genre: AnyGenre): AnyPlayRules {
  return {
    modes: [],
    start: () => null,
    interpret: () => undefined,
    apply: (_puzzle: unknown, state: unknown) => ({ ok: true, state }),
    view: (puzzle: unknown) => {
      const size = genre.size(puzzle);
      return { size, cells: Array.from({ length: size.rows }, () => Array.from({ length: size.columns }, () => ({}))) };
    },
    answer: () => null,
    fromAnswer: () => null,
    hint: () => undefined,
    openCells: () => [],
  };
}

function setHash(genre: AnyGenre, text: string): void {
  const hash = `#genre=${encodeURIComponent(genre.id)}&puzzle=${encodeURIComponent(text)}`;
  if (location.hash !== hash) history.replaceState(null, '', hash);
}

function shareLink(): string {
  return location.href.split('#')[0] + location.hash;
}

// ---- Play ----

function buildModeButtons(modes: readonly InputMode[], active: string, choose: (id: string) => void): void {
  ui.modes.hidden = modes.length < 2;
  ui.modes.replaceChildren(make('legend', { textContent: 'Input' }));
  for (const mode of modes) {
    const button = make('button', { type: 'button', textContent: mode.key ? `${mode.label} (${mode.key})` : mode.label });
    button.dataset.mode = mode.id;
    button.setAttribute('aria-pressed', String(mode.id === active));
    button.addEventListener('click', () => {
      choose(mode.id);
      board.focus();
    });
    ui.modes.append(button);
  }
}

function markActiveMode(active: string): void {
  for (const button of ui.modes.querySelectorAll('button')) button.setAttribute('aria-pressed', String(button.dataset.mode === active));
}

function buildPad(keys: readonly string[]): void {
  ui.pad.replaceChildren(
    ...keys.map((key) => {
      const button = make('button', { type: 'button', textContent: key === 'Backspace' ? '⌫' : key });
      button.setAttribute('aria-label', key === 'Backspace' ? 'Erase' : `Type ${key}`);
      button.addEventListener('click', () => board.typeKey(key));
      return button;
    }),
  );
}

function buildPlayControls(): void {
  if (!session || session.screen !== 'play') return;
  const play = session;
  ui.playTools.hidden = false;
  ui.editTools.hidden = true;
  ui.toEditor.hidden = false;
  ui.toPlay.hidden = true;
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

function playView(play: PlayScreen): BoardView {
  return play.rules.view(play.puzzle, current(play.history), play.options);
}

function refresh(): void {
  if (!session) return;
  if (session.screen === 'play') {
    board.render(playView(session), highlights);
    ui.undoButton.disabled = !canUndo(session.history);
    ui.redoButton.disabled = !canRedo(session.history);
    const trying = session.history.trial !== undefined;
    ui.tryButton.hidden = trying;
    ui.fixButton.hidden = !trying;
    ui.deleteButton.hidden = !trying;
  } else {
    const edit = session;
    const puzzle = current(edit.history);
    const playRules = edit.genre.play;
    const view: BoardView = playRules
      ? playRules.view(puzzle, edit.shown?.state ?? playRules.start(puzzle), { editing: true })
      : fallbackRules(edit.genre).view(puzzle, null, {});
    board.render(view, { ...highlights, open: edit.open, errors: edit.shown?.second ?? highlights.errors });
    element<HTMLButtonElement>('edit-undo').disabled = !canUndo(edit.history);
    element<HTMLButtonElement>('edit-redo').disabled = !canRedo(edit.history);
  }
}

function afterMove(): void {
  if (!session || session.screen !== 'play') return;
  const play = session;
  saveProgress();
  // A finished board is recognised at once; errors are shown only when the player asks (Check).
  const violations = play.genre.play ? safeCheck(play) : undefined;
  const solved = violations !== undefined && violations.length === 0;
  if (solved && !play.solved) say('Solved! Every rule holds.', 'solved');
  else if (!solved && play.solved) say('');
  play.solved = solved;
}

function safeCheck(play: PlayScreen): Violation[] | undefined {
  try {
    return play.genre.check(play.puzzle, play.rules.answer(play.puzzle, current(play.history)));
  } catch {
    return undefined;
  }
}

function applyMove(play: PlayScreen, move: unknown): boolean {
  const outcome = play.rules.apply(play.puzzle, current(play.history), move);
  if (!outcome.ok) {
    highlights = { refused: outcome.cells };
    say(`Not allowed: ${outcome.reason}.`, 'problem');
    refresh();
    return true;
  }
  play.history = push(play.history, outcome.state);
  highlights = {};
  ui.violations.replaceChildren();
  if (ui.status.className === 'problem') say('');
  refresh();
  afterMove();
  return true;
}

function onGesture(gesture: Gesture): boolean {
  if (!session) return false;
  if (session.screen === 'play') {
    const play = session;
    const move = play.rules.interpret(play.puzzle, current(play.history), gesture, play.mode);
    if (move === undefined) return false;
    return applyMove(play, move);
  }
  const edit = session;
  const mode = edit.rules.modes.find((candidate) => candidate.id === edit.mode);
  if (mode?.prompt && gesture.kind === 'press' && gesture.target.kind === 'cell') {
    askText(mode.prompt, gesture.target);
    return true;
  }
  return applyEdit(edit, gesture);
}

function applyEdit(edit: EditScreen, gesture: Gesture): boolean {
  let edited: unknown;
  try {
    edited = edit.rules.edit(current(edit.history), gesture, edit.mode);
  } catch (error) {
    say(describeError(error), 'problem');
    return true;
  }
  if (edited === undefined) return false;
  edit.history = push(edit.history, edited);
  edit.shown = undefined;
  ui.violations.replaceChildren();
  say('');
  afterEdit();
  return true;
}

let promptTarget: Target | undefined;

function askText(question: string, target: Target): void {
  promptTarget = target;
  ui.promptLabel.textContent = `${question} (${describeTarget(target)})`;
  ui.promptInput.value = '';
  ui.prompt.hidden = false;
  ui.promptInput.focus();
}

ui.prompt.addEventListener('submit', (event) => {
  event.preventDefault();
  ui.prompt.hidden = true;
  if (session?.screen === 'edit' && promptTarget) applyEdit(session, { kind: 'text', target: promptTarget, text: ui.promptInput.value });
  promptTarget = undefined;
  board.focus();
});
element('prompt-cancel').addEventListener('click', () => {
  ui.prompt.hidden = true;
  board.focus();
});

function onKey(key: string, target: Target): boolean {
  if (!session) return false;
  const modes = session.rules.modes;
  const mode = modes.find((candidate) => candidate.key === key);
  if (mode) {
    session.mode = mode.id;
    markActiveMode(mode.id);
    say(`${mode.label} mode.`);
    return true;
  }
  return onGesture({ kind: 'key', target, key });
}

function announceCursor(target: Target): void {
  board.element.setAttribute('aria-label', `Puzzle board, cursor at ${describeTarget(target)}`);
}

// Play buttons.

function withPlay(action: (play: PlayScreen) => void): () => void {
  return () => {
    if (session?.screen === 'play') action(session);
  };
}

element('clear').addEventListener('click', withPlay((play) => {
  play.history = push(play.history, play.rules.start(play.puzzle));
  highlights = {};
  ui.violations.replaceChildren();
  say('Cleared: back to the start (Undo brings your moves back).');
  refresh();
  afterMove();
}));

function stepHistory(direction: 'undo' | 'redo'): void {
  if (!session) return;
  if (session.screen === 'play') session.history = direction === 'undo' ? undo(session.history) : redo(session.history);
  else {
    session.history = direction === 'undo' ? undo(session.history) : redo(session.history);
    session.shown = undefined;
  }
  highlights = {};
  refresh();
  if (session.screen === 'play') afterMove();
  else afterEdit();
}

element('undo').addEventListener('click', () => stepHistory('undo'));
element('redo').addEventListener('click', () => stepHistory('redo'));
element('edit-undo').addEventListener('click', () => stepHistory('undo'));
element('edit-redo').addEventListener('click', () => stepHistory('redo'));
document.addEventListener('keydown', (event) => {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
  if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
  const key = event.key.toLowerCase();
  if (key === 'z' && !event.shiftKey) stepHistory('undo');
  else if (key === 'y' || (key === 'z' && event.shiftKey)) stepHistory('redo');
  else return;
  event.preventDefault();
});

element('check').addEventListener('click', withPlay((play) => {
  const violations = safeCheck(play);
  if (violations === undefined) {
    say('This board cannot be checked yet.', 'problem');
    return;
  }
  // On an unfinished board, only the rules broken by what is already placed count.
  const unfinished = play.rules.unfinished?.(play.puzzle, current(play.history)) ?? [];
  const open = new Set(unfinished.map((cell) => `${cell.row},${cell.column}`));
  const broken = violations.filter((violation) => !violation.cells.some((cell) => open.has(`${cell.row},${cell.column}`)));
  if (violations.length === 0) {
    highlights = {};
    say('Solved! Every rule holds.', 'solved');
    ui.violations.replaceChildren();
  } else if (broken.length === 0) {
    highlights = {};
    say(`No mistakes so far; ${unfinished.length} cell${unfinished.length === 1 ? ' is' : 's are'} still empty.`);
    ui.violations.replaceChildren();
  } else {
    highlights = { errors: broken.flatMap((violation) => violation.cells) };
    const empty = unfinished.length > 0 ? ` (and ${unfinished.length} empty cell${unfinished.length === 1 ? '' : 's'})` : '';
    say(`Not solved: ${broken.length} broken rule${broken.length === 1 ? '' : 's'}${empty}.`, 'problem');
    showViolations(broken);
  }
  refresh();
}));

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
  highlights = {};
  say('Deleted: back to the state saved by Try.');
  refresh();
  afterMove();
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
      if (session !== play || current(play.history) !== state) return;
      if (reply.labelled && showReasonedHint(play, reply)) return;
    }
    await factsHint(play);
  } catch (error) {
    reportFailure(error);
  }
}));

/** Shows a hint and the clues behind it; false when its move cannot be made, so the facts alone give the hint. */
function showReasonedHint(play: PlayScreen, reply: HintReply): boolean {
  const { result } = reply;
  const view = playView(play);
  ui.violations.replaceChildren();
  if (result.kind === 'solved') {
    highlights = {};
    say('Nothing left to hint: every cell is placed.');
  } else if (result.kind === 'open') {
    highlights = {};
    say('Nothing more is forced: from here the puzzle has several solutions.');
  } else if (result.kind === 'mistake') {
    highlights = { errors: reasonCells(result.reason) };
    const { clues, placed } = result.reason;
    say(
      clues.length + placed.length === 0
        ? 'This puzzle has no solution, so there is nothing to hint.'
        : `These cannot all hold: ${reasonWords(result.reason, view)}. ${placed.length > 0 ? 'One of your cells is a mistake.' : 'The puzzle has no solution.'}`,
      'problem',
    );
  } else {
    const { hint } = result;
    const move = reply.facts === undefined ? undefined : play.rules.hint(play.puzzle, current(play.history), reply.facts);
    const outcome = move === undefined ? undefined : play.rules.apply(play.puzzle, current(play.history), move);
    if (!outcome?.ok) return false;
    play.history = push(play.history, outcome.state);
    highlights = { hint: [hint.cell], reason: reasonCells(hint.reason) };
    const value = describeCell(playView(play), hint.cell, hint.value);
    const because = hint.reason.clues.length + hint.reason.placed.length > 0 ? `, because of ${reasonWords(hint.reason, view)}` : '';
    say(`Hint: ${cellName(hint.cell)} is ${value}: ${techniqueWords(hint)}${because}.`);
    afterMove();
  }
  refresh();
  return true;
}

/** A forced cell from the facts, without a reason: for genres whose model does not name its clues. */
async function factsHint(play: PlayScreen): Promise<void> {
  const known = await busy('Finding a hint', puzzleFacts(play));
  if (session !== play) return;
  if (!known.satisfiable) {
    say('This puzzle has no solution, so there is nothing to hint.', 'problem');
    return;
  }
  const move = play.rules.hint(play.puzzle, current(play.history), known.facts);
  if (move === undefined) {
    say(known.open > 0 ? 'Everything forced is already placed; the rest is not determined by the clues.' : 'Nothing left to hint: every forced cell is placed.');
    return;
  }
  const outcome = play.rules.apply(play.puzzle, current(play.history), move);
  if (!outcome.ok) {
    say(`The hint could not be placed: ${outcome.reason}.`, 'problem');
    return;
  }
  play.history = push(play.history, outcome.state);
  ui.violations.replaceChildren();
  const cells = hintCells(move);
  highlights = { hint: cells };
  say(`Hint: ${cells.length > 0 ? cells.map(cellName).join(' ') : 'one move'} is forced by the clues.`);
  refresh();
  afterMove();
}

/** The cells a move names, read from its plain data (a `cell`, or `from`/`to`). */
function hintCells(move: unknown): Cell[] {
  if (move === null || typeof move !== 'object') return [];
  const record = move as Record<string, unknown>;
  const cells = [record.cell, record.to].filter((value): value is Cell => value !== null && typeof value === 'object' && 'row' in value && 'column' in value);
  return cells;
}

function describeStatus(reply: SolveReply): string {
  const time = `${reply.statistics.timeMs.toFixed(0)} ms`;
  if (reply.status === 'unique') return `Unique solution (proved in ${time}).`;
  if (reply.status === 'multiple') return `Not unique: this is one of several solutions (found in ${time}).`;
  return `Unsolvable: no solution exists (${time}).`;
}

element('solve').addEventListener('click', withPlay(async (play) => {
  say('Solving…');
  try {
    const reply = await busy('Solving', solver.solve(play.genre.id, play.puzzle));
    if (session !== play) return;
    if (reply.status === 'unsolvable') {
      say(describeStatus(reply), 'problem');
      return;
    }
    play.history = push(play.history, play.rules.fromAnswer(play.puzzle, reply.answer));
    highlights = {};
    ui.violations.replaceChildren();
    refresh();
    afterMove();
    say(describeStatus(reply), reply.status === 'unique' ? 'solved' : 'problem');
  } catch (error) {
    reportFailure(error);
  }
}));

function reportFailure(error: unknown): void {
  if (error instanceof Cancelled) say('Cancelled.');
  else say(describeError(error), 'problem');
}

// ---- Busy: progress and Cancel ----

let jobLabel = '';

async function busy<T>(label: string, job: Promise<T>): Promise<T> {
  jobLabel = label;
  ui.progressText.textContent = `${label}…`;
  ui.progressBar.removeAttribute('value');
  return job;
}

solver.onBusyChange = (working) => {
  ui.progress.hidden = !working;
  if (!working) ui.progressText.textContent = '';
};

function showProgress(message: string, fraction?: number): void {
  ui.progressText.textContent = `${jobLabel}: ${message}`;
  if (fraction === undefined) ui.progressBar.removeAttribute('value');
  else ui.progressBar.value = fraction;
}

element('cancel').addEventListener('click', () => {
  solver.cancel();
  say('Cancelled.');
});

// ---- Editor ----

function startEdit(genre: AnyGenre, puzzle?: unknown): void {
  clearAlert();
  const rules = genre.edit;
  if (!rules) {
    showAlert(`${genre.name} has no editor yet.`);
    return;
  }
  let start = puzzle ?? stored<unknown>(`draft:${genre.id}`);
  if (start !== undefined) {
    try {
      rules.parametersOf(start);
      genre.size(start);
    } catch {
      start = undefined;
    }
  }
  start ??= rules.blank(Object.fromEntries(rules.parameters.map((parameter) => [parameter.id, parameter.initial])));
  // Loading or resizing keeps the drawing mode the setter was in.
  const mode = session?.screen === 'edit' && session.genre === genre ? session.mode : (rules.modes[0]?.id ?? '');
  session = { screen: 'edit', genre, rules, history: startHistory(start), mode };
  highlights = {};
  ui.genre.value = genre.id;
  buildEditControls();
  refresh();
  afterEdit();
  board.focus();
}

function buildEditControls(): void {
  if (!session || session.screen !== 'edit') return;
  const edit = session;
  ui.playTools.hidden = true;
  ui.editTools.hidden = false;
  ui.toEditor.hidden = true;
  ui.toPlay.hidden = false;
  ui.options.replaceChildren();
  ui.violations.replaceChildren();
  ui.title.textContent = `${edit.genre.name} editor`;
  ui.rules.textContent = 'Enter the clues; Solve says whether the puzzle has one solution, several, or none.';
  buildModeButtons(edit.rules.modes, edit.mode, (id) => {
    edit.mode = id;
    markActiveMode(id);
  });
  const parameters = edit.rules.parametersOf(current(edit.history));
  ui.sizeFields.replaceChildren(
    ...edit.rules.parameters.map((parameter) => {
      const input = make('input', {
        type: 'number',
        min: String(parameter.minimum),
        max: String(parameter.maximum),
        step: String(parameter.step ?? 1),
        value: String(parameters[parameter.id] ?? parameter.initial),
      });
      input.dataset.parameter = parameter.id;
      return make('label', {}, `${parameter.label} `, input);
    }),
  );
  ui.saveFormat.replaceChildren(
    ...edit.genre.formats.filter((format) => format.write).map((format) => make('option', { value: format.id, textContent: format.name })),
  );
  const fileFormat = edit.genre.formats.find((format) => format.write && fileExtension(format.id) !== 'txt');
  if (fileFormat) ui.saveFormat.value = fileFormat.id;
  buildPad(edit.genre.play?.pad?.(current(edit.history)) ?? []);
}

let factsTimer: number | undefined;
let factsRequest = 0;
/** When the running facts request started, if one is running. */
let factsStarted: number | undefined;

function afterEdit(): void {
  if (!session || session.screen !== 'edit') return;
  const edit = session;
  saveProgress();
  clearEncoding();
  edit.open = undefined;
  // An explanation belongs to the puzzle it explained.
  highlights = {};
  offerExplain(false);
  refresh();
  if (!ui.ambiguity.checked) return;
  window.clearTimeout(factsTimer);
  // Live: a new edit cancels the facts of the old one.
  factsTimer = window.setTimeout(async () => {
    const request = ++factsRequest;
    // A stale request that is still running after half a second is stopped (restarting the worker costs a little,
    // so quick ones are left to finish and their answers ignored).
    if (factsStarted !== undefined && performance.now() - factsStarted > 500) solver.cancel();
    try {
      const puzzle = current(edit.history);
      factsStarted = performance.now();
      const reply = solver.facts(edit.genre.id, puzzle);
      void reply.finally(() => {
        if (request === factsRequest) factsStarted = undefined;
      }).catch(() => undefined);
      const known = await reply;
      if (request !== factsRequest || session !== edit) return;
      if (!known.satisfiable) {
        edit.open = [];
        say('Unsolvable: these clues have no solution. Explain shows which clues clash.', 'problem');
        offerExplain(true);
      } else {
        edit.open = edit.genre.play?.openCells(puzzle, known.facts) ?? [];
        offerExplain(known.open > 0);
        say(edit.open.length === 0 ? 'Every cell is determined: the solution is unique.' : `${edit.open.length} cell${edit.open.length === 1 ? ' is' : 's are'} not yet determined by the clues (dotted).`);
      }
      refresh();
    } catch (error) {
      if (!(error instanceof Cancelled)) reportFailure(error);
    }
  }, 150);
}

ui.ambiguity.addEventListener('change', () => {
  if (!ui.ambiguity.checked && session?.screen === 'edit') {
    session.open = undefined;
    say('');
    refresh();
  }
  afterEdit();
});

element('blank').addEventListener('click', () => {
  if (session?.screen !== 'edit') return;
  const edit = session;
  const values: Record<string, number> = {};
  for (const input of ui.sizeFields.querySelectorAll('input')) values[input.dataset.parameter!] = Number(input.value);
  try {
    edit.history = push(edit.history, edit.rules.blank(values));
    edit.shown = undefined;
    buildPad(edit.genre.play?.pad?.(current(edit.history)) ?? []);
    say('A new blank grid.');
    afterEdit();
    board.focus();
  } catch (error) {
    say(describeError(error), 'problem');
  }
});

function differingCells(genre: AnyGenre, puzzle: unknown, first: unknown, second: unknown): Cell[] {
  const rules = genre.play;
  if (!rules) return [];
  const a = rules.view(puzzle, rules.fromAnswer(puzzle, first), {});
  const b = rules.view(puzzle, rules.fromAnswer(puzzle, second), {});
  const cells: Cell[] = [];
  a.cells.forEach((row, r) =>
    row.forEach((look, c) => {
      if (JSON.stringify(look) !== JSON.stringify(b.cells[r]![c])) cells.push({ row: r, column: c });
    }),
  );
  return cells;
}

element('edit-solve').addEventListener('click', async () => {
  if (session?.screen !== 'edit') return;
  const edit = session;
  const puzzle = current(edit.history);
  say('Solving…');
  try {
    const reply = await busy('Solving', solver.solve(edit.genre.id, puzzle));
    if (session !== edit || current(edit.history) !== puzzle) return;
    offerExplain(reply.status !== 'unique');
    if (reply.status === 'unsolvable') {
      say('Unsolvable: these clues have no solution. Explain shows which clues clash.', 'problem');
      return;
    }
    const rules = edit.genre.play;
    if (rules) {
      const second = reply.status === 'multiple' ? differingCells(edit.genre, puzzle, reply.answer, reply.secondAnswer) : undefined;
      edit.shown = { state: rules.fromAnswer(puzzle, reply.answer), second };
    }
    refresh();
    say(
      reply.status === 'unique'
        ? describeStatus(reply)
        : `Not unique: one of several solutions is shown; the hatched cells differ in another. ${describeStatus(reply)}`,
      reply.status === 'unique' ? 'solved' : 'problem',
    );
  } catch (error) {
    reportFailure(error);
  }
});

/** The Explain button is there while the edited puzzle is known to have no solution or several. */
function offerExplain(offered: boolean): void {
  element('explain').hidden = !offered;
}

element('explain').addEventListener('click', async () => {
  if (session?.screen !== 'edit') return;
  const edit = session;
  const puzzle = current(edit.history);
  say('Looking for the reason…');
  try {
    const reply = await busy('Explaining', solver.explain(edit.genre.id, puzzle));
    if (session !== edit || current(edit.history) !== puzzle) return;
    ui.violations.replaceChildren();
    edit.shown = undefined;
    if (reply.kind === 'unique') {
      highlights = {};
      say('Unique solution: nothing to explain.', 'solved');
    } else if (reply.kind === 'unsolvable') {
      highlights = { errors: reply.clues.flatMap((clue) => clue.cells) };
      ui.violations.replaceChildren(...reply.clues.map((clue) => make('li', { textContent: clue.description })));
      say(conflictWords(reply.clues, reply.labelled), 'problem');
    } else {
      const rules = edit.genre.play;
      const [first] = reply.answers;
      if (rules) edit.shown = { state: rules.fromAnswer(puzzle, edit.genre.answerFromJson(puzzle, first)), second: [...reply.differingCells] };
      highlights = reply.fix ? { reason: reply.fix.cells } : {};
      const cells = reply.differingCells;
      const shown = `${cells.slice(0, 12).map(cellName).join(' ')}${cells.length > 12 ? ' …' : ''}`;
      const fix = reply.fix ? `Adding ${reply.fix.description} (checked) makes it unique.` : 'No single added clue makes it unique.';
      say(`Not unique: one solution is shown; another differs in ${cells.length} hatched cell${cells.length === 1 ? '' : 's'} (${shown}). ${fix}`, 'problem');
    }
    refresh();
  } catch (error) {
    reportFailure(error);
  }
});

function fileExtension(formatId: string): string {
  return ['pzl', 'json', 'lp', 'smt2', 'cnf'].includes(formatId) ? formatId : 'txt';
}

element('save').addEventListener('click', () => {
  if (session?.screen !== 'edit') return;
  const edit = session;
  const format = edit.genre.formats.find((candidate) => candidate.id === ui.saveFormat.value);
  if (!format?.write) return;
  try {
    const text = format.write(current(edit.history));
    const name = `${edit.genre.id}.${fileExtension(format.id)}`;
    download(name, text.endsWith('\n') ? text : `${text}\n`);
    say(`Saved as ${name}.`);
  } catch (error) {
    say(`Cannot save in this format: ${describeError(error)}`, 'problem');
  }
});

async function readFile(file: File): Promise<string> {
  if (file.size > 2_000_000) throw new InputError(`${file.name} is too large for a puzzle file (${file.size} bytes)`);
  return file.text();
}

element<HTMLInputElement>('load').addEventListener('change', async (event) => {
  const input = event.target as HTMLInputElement;
  const file = input.files?.[0];
  input.value = '';
  if (!file || session?.screen !== 'edit') return;
  const edit = session;
  try {
    const loaded = loadPuzzle(genres, await readFile(file), edit.genre.id);
    startEdit(loaded.genre, loaded.puzzle);
    say(`Loaded ${file.name}.`);
  } catch (error) {
    say(`${file.name}: ${describeError(error)}`, 'problem');
  }
});

ui.toEditor.addEventListener('click', () => {
  const genre = genreById(ui.genre.value);
  startEdit(genre, session?.screen === 'play' && session.genre === genre ? session.puzzle : undefined);
});

ui.toPlay.addEventListener('click', () => {
  if (session?.screen !== 'edit') return;
  try {
    startPlay(session.genre, current(session.history));
  } catch (error) {
    say(describeError(error), 'problem');
  }
});

// ---- Encoding: the puzzle's model as DIMACS, SMT-LIB or ASP text ----

let lastEncoding: { text: string; name: string } | undefined;

/** A shown encoding belongs to one puzzle: it goes when the puzzle changes. */
function clearEncoding(): void {
  lastEncoding = undefined;
  element('encoding-text').textContent = '';
  element('encoding-size').textContent = '';
  element('encoding-statistics').textContent = '';
  element<HTMLButtonElement>('encoding-save').disabled = true;
}

function currentPuzzle(): { genre: AnyGenre; puzzle: unknown } | undefined {
  if (!session) return undefined;
  return { genre: session.genre, puzzle: session.screen === 'play' ? session.puzzle : current(session.history) };
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
  const backend = element<HTMLSelectElement>('encoding-backend').value === 'clingo' ? 'clingo' : 'minisat';
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

function download(name: string, text: string): void {
  const link = make('a', { href: URL.createObjectURL(new Blob([text], { type: 'text/plain' })), download: name });
  document.body.append(link);
  link.click();
  link.remove();
}

// ---- Genre choice, New game, Open, Share ----

function genreById(id: string): AnyGenre {
  return genres.find((genre) => genre.id === id) ?? genres[0]!;
}

for (const genre of genres) {
  ui.genre.append(make('option', { value: genre.id, textContent: genre.name }));
  element('open-genre').append(make('option', { value: genre.id, textContent: genre.name }));
}

ui.genre.addEventListener('change', () => {
  const genre = genreById(ui.genre.value);
  if (session?.screen === 'edit') startEdit(genre);
  else openNewGame();
});

const newDialog = element<HTMLDialogElement>('new-dialog');

function openNewGame(): void {
  const genre = genreById(ui.genre.value);
  element('new-title').textContent = `New ${genre.name} game`;
  const entries = collectionOf(genre);
  const levels = levelsOf(entries);
  const levelSelect = element<HTMLSelectElement>('collection-level');
  levelSelect.replaceChildren(...levels.map((level) => make('option', { value: level, textContent: level[0]!.toUpperCase() + level.slice(1) })));
  levelSelect.parentElement!.hidden = levels.length === 0;
  const list = element('collection-list');
  const showLevel = () => {
    const chosen = entries.filter((entry) => levels.length === 0 || entry.level === levelSelect.value);
    list.replaceChildren(
      ...chosen.map((entry) => {
        const button = make('button', { type: 'button', textContent: entry.name });
        button.setAttribute('role', 'listitem');
        button.addEventListener('click', () => {
          newDialog.close();
          try {
            const loaded = loadPuzzle(genres, entry.text, genre.id);
            startPlay(loaded.genre, loaded.puzzle);
          } catch (error) {
            showAlert(`This puzzle could not be opened: ${describeError(error)}`);
          }
        });
        return button;
      }),
    );
  };
  levelSelect.onchange = showLevel;
  showLevel();
  const generator = hasGenerator(genre);
  const fields = element('generator-fields');
  fields.replaceChildren(
    ...generatorFields(genre).map((field) => {
      const input = field.kind === 'choice'
        ? make('select', {}, ...(field.choices ?? []).map((choice) => make('option', { value: choice, textContent: choice })))
        : field.kind === 'number'
          ? make('input', { type: 'number', min: String(field.minimum ?? ''), max: String(field.maximum ?? ''), step: String(field.step ?? 1) })
          : make('input', { type: 'text', size: 8 });
      input.value = String(field.initial);
      input.dataset.field = field.id;
      input.dataset.kind = field.kind;
      const label = make('label', {}, `${field.label} `, input);
      if (field.description) label.title = field.description;
      return label;
    }),
  );
  element<HTMLButtonElement>('generate').disabled = !generator;
  element('generator-note').textContent = generator ? '' : `${genre.name} has no generator yet: choose from the collection.`;
  newDialog.showModal();
}

element('new-game').addEventListener('click', openNewGame);

element('generate').addEventListener('click', async () => {
  const genre = genreById(ui.genre.value);
  const options: Record<string, unknown> = {};
  for (const input of element('generator-fields').querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')) {
    options[input.dataset.field!] = input.dataset.kind === 'number' ? Number(input.value) : input.value;
  }
  newDialog.close();
  say(`Generating a ${genre.name}…`);
  try {
    const made = await busy('Generating', solver.generate(genre.id, options, showProgress));
    startPlay(genre, made.puzzle, { fresh: true });
    say(`A freshly generated ${genre.name}${made.difficulty ? ` (${made.difficulty})` : ''}. Good luck!`);
  } catch (error) {
    reportFailure(error);
  }
});

const openDialog = element<HTMLDialogElement>('open-dialog');
element('open').addEventListener('click', () => {
  element('open-error').textContent = '';
  openDialog.showModal();
});
element('open-close').addEventListener('click', () => openDialog.close());
element('open-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const text = element<HTMLTextAreaElement>('open-text').value;
  try {
    openText(text, element<HTMLSelectElement>('open-genre').value);
    openDialog.close();
  } catch (error) {
    element('open-error').textContent = describeError(error);
  }
});

async function openFile(file: File): Promise<void> {
  try {
    openText(await readFile(file), element<HTMLSelectElement>('open-genre').value);
    if (openDialog.open) openDialog.close();
    say(`Opened ${file.name}.`);
  } catch (error) {
    const message = `${file.name}: ${describeError(error)}`;
    if (openDialog.open) element('open-error').textContent = message;
    else showAlert(message);
  }
}

element<HTMLInputElement>('open-file').addEventListener('change', (event) => {
  const input = event.target as HTMLInputElement;
  const file = input.files?.[0];
  input.value = '';
  if (file) void openFile(file);
});

const dropHint = element('drop-hint');
window.addEventListener('dragover', (event) => {
  if (!event.dataTransfer?.types.includes('Files')) return;
  event.preventDefault();
  dropHint.hidden = false;
});
window.addEventListener('dragleave', (event) => {
  if (event.relatedTarget === null) dropHint.hidden = true;
});
window.addEventListener('drop', (event) => {
  event.preventDefault();
  dropHint.hidden = true;
  const file = event.dataTransfer?.files[0];
  if (file) void openFile(file);
});

element('share').addEventListener('click', () => {
  if (!session) return;
  let text: string;
  try {
    text = session.screen === 'play' ? session.text : writeDefault(session.genre, current(session.history));
  } catch (error) {
    say(describeError(error), 'problem');
    return;
  }
  setHash(session.genre, text);
  const link = shareLink();
  element<HTMLInputElement>('share-link').value = link;
  element<HTMLInputElement>('share-text').value = text;
  element<HTMLDialogElement>('share-dialog').showModal();
  element<HTMLInputElement>('share-link').select();
  navigator.clipboard?.writeText(link).then(
    () => say('The link is copied to the clipboard.'),
    () => undefined,
  );
});

// ---- Start: a link, else where the player left off, else the first genre's first puzzle ----

function openFromAddress(): boolean {
  const hash = location.hash.replace(/^#/, '');
  const search = location.search.replace(/^\?/, '');
  if (!hash && !search) return false;
  const parameters = new URLSearchParams(hash.includes('=') ? hash : search);
  const text = parameters.get('puzzle') ?? (hash.includes('=') ? null : decodeURIComponent(hash));
  if (!text) return false;
  try {
    openText(text, parameters.get('genre') ?? undefined);
  } catch (error) {
    linkProblem = `The puzzle in this link could not be opened: ${describeError(error)}`;
    return false;
  }
  return true;
}

/** Why the link's puzzle could not be opened; shown after the studio has started with something else. */
let linkProblem: string | undefined;

function resume(): boolean {
  const last = stored<{ screen: 'play' | 'edit'; genre: string; text?: string }>('last');
  if (!last) return false;
  try {
    const genre = genreById(last.genre);
    if (last.screen === 'edit') {
      startEdit(genre);
      return true;
    }
    if (last.text) {
      openText(last.text, genre.id);
      return true;
    }
  } catch {
    // A stale or broken save: start afresh.
  }
  return false;
}

window.addEventListener('hashchange', () => {
  if (session?.screen === 'play' && location.hash === `#genre=${encodeURIComponent(session.genre.id)}&puzzle=${encodeURIComponent(session.text)}`) return;
  linkProblem = undefined;
  openFromAddress();
  if (linkProblem) showAlert(linkProblem);
});

if (!openFromAddress() && !resume()) {
  const genre = genres[0]!;
  const first = collectionOf(genre)[0]!;
  openText(first.text, genre.id);
}
if (linkProblem) showAlert(linkProblem);
document.body.dataset.ready = 'true';
