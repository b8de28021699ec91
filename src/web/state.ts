// The studio's shared state and the helpers every screen uses: the open screen, the board and its highlights, the
// solver worker, progress and Cancel, storage of progress.

import type { Cell } from '../core/geometry.js';
import type { AnyGenre } from '../core/genre.js';
import { InputError } from '../core/errors.js';
import type { AnyEditRules, AnyPlayRules, BoardView, History, InputMode } from '../core/play.js';
import { canRedo, canUndo, current } from '../core/play.js';
import type { LoadAdvice } from '../core/puzzle.js';
import { writeAnyFormat } from '../core/puzzle.js';
import { genres } from '../genres/index.js';
import { Board } from './board.js';
import type { BoardHandlers, Highlights } from './board.js';
import type { FactsReply, SolveReply } from './protocol.js';
import { Cancelled, SolverClient } from './solver.js';
import { describeError, element, make, say, store, ui } from './page.js';

/** What the studio's errors on opening a puzzle advise: the Open dialog's genre list, and no command. */
export const studioAdvice: LoadAdvice = { nameGenre: 'choose it in the Genre list of Open…' };

// ---- State ----

export interface PlayScreen {
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

export interface EditScreen {
  readonly screen: 'edit';
  readonly genre: AnyGenre;
  readonly rules: AnyEditRules;
  history: History<unknown>;
  mode: string;
  /** A solution shown on the board until the next edit. */
  shown?: { state: unknown; second?: Cell[] };
  open?: Cell[];
}

/** What the page shows: the open screen and the board's highlights. Every module reads and replaces them here. */
export const studio: { session: PlayScreen | EditScreen | undefined; highlights: Highlights } = { session: undefined, highlights: {} };
export const solver = new SolverClient(new URL('worker.js', import.meta.url).href);
/** Where the board's gestures and keys go: the entry point fills it in, as it knows both screens. */
export const boardInput: BoardHandlers = { gesture: () => false, key: () => false };
export const board = new Board(
  element('board-host'),
  { gesture: (gesture) => boardInput.gesture(gesture), key: (key, target, again) => boardInput.key(key, target, again), cursorMoved: (target) => boardInput.cursorMoved?.(target) },
  'Puzzle board',
);

/** The last 60 states of a history (and the try mode's saved point): undo works after a reload, storage stays small. */
function storableHistory(history: History<unknown>): StoredHistory {
  const keepFrom = Math.max(0, Math.min(history.index - 59, history.trial ?? Number.POSITIVE_INFINITY));
  const keepTo = Math.max(history.index, history.trial ?? 0);
  return {
    states: history.states.slice(keepFrom, keepTo + 1),
    index: history.index - keepFrom,
    trial: history.trial === undefined ? undefined : history.trial - keepFrom,
  };
}

export interface StoredHistory {
  readonly states: unknown[];
  readonly index: number;
  readonly trial?: number;
}

/** A stored history read back, or undefined when it is not one (an older studio's save, or a broken one). */
export function restoredHistory(saved: unknown, valid: (state: unknown) => boolean): History<unknown> | undefined {
  if (saved === null || typeof saved !== 'object') return undefined;
  const { states, index, trial } = saved as Partial<StoredHistory>;
  if (!Array.isArray(states) || typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= states.length) return undefined;
  if (trial !== undefined && !(Number.isInteger(trial) && trial >= 0 && trial <= index)) return undefined;
  try {
    if (!states.every(valid)) return undefined;
  } catch {
    return undefined;
  }
  return { states, index, trial };
}

export function saveProgress(): void {
  const { session } = studio;
  if (!session) return;
  if (session.screen === 'play') {
    store(`progress:${session.genre.id}:${session.text}`, storableHistory(session.history));
    store('last', { screen: 'play', genre: session.genre.id, text: session.text });
  } else {
    store(`draft:${session.genre.id}`, storableHistory(session.history));
    store('last', { screen: 'edit', genre: session.genre.id });
  }
}

/** The puzzle as share links and saved progress hold it: the default format, or one that can express it. */
export function writeDefault(genre: AnyGenre, puzzle: unknown): string {
  return writeAnyFormat(genre, puzzle).text;
}

/** Rules for a genre without play rules: nothing to play, but the board is not blank and errors are explained. */
export function fallbackRules(genre: AnyGenre): AnyPlayRules {
  return {
    modes: [],
    start: () => null,
    isState: (_puzzle: unknown, value: unknown) => value === null,
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

export function setHash(genre: AnyGenre, text: string): void {
  const hash = `#genre=${encodeURIComponent(genre.id)}&puzzle=${encodeURIComponent(text)}`;
  if (location.hash !== hash) history.replaceState(null, '', hash);
}

/** The editor's address: a reload comes back to the editor and its draft. */
export function setEditorHash(genre: AnyGenre): void {
  const hash = `#genre=${encodeURIComponent(genre.id)}&screen=editor`;
  if (location.hash !== hash) history.replaceState(null, '', hash);
}

/** A link that opens a puzzle in the studio. */
export function shareLink(genre: AnyGenre, text: string): string {
  return `${location.href.split('#')[0]}#genre=${encodeURIComponent(genre.id)}&puzzle=${encodeURIComponent(text)}`;
}

/** Shows the tools of one screen (and the button to the other) and hides the rest. */
export function showToolsOf(screen: 'play' | 'edit'): void {
  ui.playTools.hidden = screen !== 'play';
  ui.editTools.hidden = screen !== 'edit';
  ui.toEditor.hidden = screen !== 'play';
  ui.toPlay.hidden = screen !== 'edit';
}

export function buildModeButtons(modes: readonly InputMode[], active: string, choose: (id: string) => void): void {
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

export function markActiveMode(active: string): void {
  for (const button of ui.modes.querySelectorAll('button')) button.setAttribute('aria-pressed', String(button.dataset.mode === active));
}

export function buildPad(keys: readonly string[]): void {
  ui.pad.replaceChildren(
    ...keys.map((key) => {
      const button = make('button', { type: 'button', textContent: key === 'Backspace' ? '⌫' : key });
      button.setAttribute('aria-label', key === 'Backspace' ? 'Erase' : `Type ${key}`);
      button.addEventListener('click', () => board.typeKey(key));
      return button;
    }),
  );
}

export function playView(play: PlayScreen): BoardView {
  return play.rules.view(play.puzzle, current(play.history), play.options);
}

export function refresh(): void {
  const { session } = studio;
  if (!session) return;
  if (session.screen === 'play') {
    const view = playView(session);
    const { trial } = session.history;
    const before = trial === undefined ? undefined : session.rules.view(session.puzzle, session.history.states[trial], session.options);
    const tried = before && changedCells(before, view);
    const triedLines = before && changedLines(before, view);
    board.render(view, { ...studio.highlights, trial: tried, trialLines: triedLines });
    ui.undoButton.disabled = !canUndo(session.history);
    ui.redoButton.disabled = !canRedo(session.history);
    const trying = trial !== undefined;
    ui.tryButton.hidden = trying;
    ui.fixButton.hidden = !trying;
    ui.deleteButton.hidden = !trying;
    ui.trial.hidden = !trying;
  } else {
    const edit = session;
    const puzzle = current(edit.history);
    const playRules = edit.genre.play;
    const drawn: BoardView = playRules
      ? playRules.view(puzzle, edit.shown?.state ?? playRules.start(puzzle), { editing: true })
      : fallbackRules(edit.genre).view(puzzle, null, {});
    // The editor reads presses and drags as cells (rooms, clues), also on boards with lines, except in a mode that
    // draws borders: there drags run along the cells' sides, from corner to corner.
    const traces = edit.rules.modes.find((mode) => mode.id === edit.mode)?.traces;
    const view: BoardView = traces && !drawn.lines ? { ...drawn, lines: { points: traces, lines: [] } } : drawn;
    board.render(view, { ...studio.highlights, open: edit.open, errors: edit.shown?.second ?? studio.highlights.errors }, { traceLines: traces !== undefined });
    element<HTMLButtonElement>('edit-undo').disabled = !canUndo(edit.history);
    element<HTMLButtonElement>('edit-redo').disabled = !canRedo(edit.history);
  }
}

/** The lines and crosses drawn or changed from one view to the next, as the board keys them. */
export function changedLines(before: BoardView, after: BoardView): Set<string> {
  const key = (line: { from: Cell; to: Cell }) => `${line.from.row},${line.from.column}-${line.to.row},${line.to.column}`;
  const earlier = new Map((before.lines?.lines ?? []).map((line) => [key(line), `${line.state} ${line.kind ?? ''}`]));
  const changed = (after.lines?.lines ?? []).filter((line) => earlier.get(key(line)) !== `${line.state} ${line.kind ?? ''}`);
  return new Set(changed.map(key));
}

/** The cells that look different on two views of the same board. */
export function changedCells(before: BoardView, after: BoardView): Cell[] {
  const cells: Cell[] = [];
  after.cells.forEach((row, r) =>
    row.forEach((look, c) => {
      if (JSON.stringify(look) !== JSON.stringify(before.cells[r]?.[c])) cells.push({ row: r, column: c });
    }),
  );
  return cells;
}

export function describeStatus(reply: SolveReply): string {
  const time = `${reply.statistics.timeMs.toFixed(0)} ms`;
  if (reply.status === 'unique') return `Unique solution (proved in ${time}).`;
  if (reply.status === 'multiple') return `Not unique: this is one of several solutions (found in ${time}).`;
  return `Unsolvable: no solution exists (${time}).`;
}

export function reportFailure(error: unknown): void {
  if (error instanceof Cancelled) say('Cancelled.');
  else say(describeError(error), 'problem');
}

// ---- Busy: progress and Cancel ----

let jobLabel = '';

export async function busy<T>(label: string, job: Promise<T>): Promise<T> {
  jobLabel = label;
  ui.progressText.textContent = `${label}…`;
  ui.progressBar.removeAttribute('value');
  return job;
}

solver.onBusyChange = (working) => {
  ui.progress.hidden = !working;
  if (!working) ui.progressText.textContent = '';
};

export function showProgress(message: string, fraction?: number): void {
  ui.progressText.textContent = `${jobLabel}: ${message}`;
  if (fraction === undefined) ui.progressBar.removeAttribute('value');
  else ui.progressBar.value = fraction;
}

element('cancel').addEventListener('click', () => {
  solver.cancel();
  say('Cancelled.');
});

export async function readFile(file: File): Promise<string> {
  if (file.size > 2_000_000) throw new InputError(`${file.name} is too large for a puzzle file (${file.size} bytes)`);
  return file.text();
}

export function download(name: string, text: string, type = 'text/plain'): void {
  const link = make('a', { href: URL.createObjectURL(new Blob([text], { type })), download: name });
  document.body.append(link);
  link.click();
  link.remove();
}

export function genreById(id: string): AnyGenre {
  return genres.find((genre) => genre.id === id) ?? genres[0]!;
}
