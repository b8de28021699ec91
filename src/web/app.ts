// The studio page: play, edit, solve and generate any registered genre. Everything genre-specific comes from the
// genre object (its play and edit rules, formats, checker); solving runs in a worker. This entry point sends the
// board's gestures to the open screen, and starts from a link, saved progress or the first puzzle; the screens and
// panels live in their own modules (state, play-screen, editor, encoding-panel, puzzles).

import type { Gesture, Target } from '../core/play.js';
import { current, redo, undo } from '../core/play.js';
import { genres } from '../genres/index.js';
import { describeTarget } from './board.js';
import { collectionOf } from './catalogue.js';
import { Cancelled } from './solver.js';
import { describeError, discardStored, element, isRecord, reportDiscarded, say, showAlert, stored, ui } from './page.js';
import { afterEdit, applyEdit, askText, startEdit } from './editor.js';
import { afterMove, applyMove, openText, startPlay } from './play-screen.js';
import { board, boardInput, genreById, markActiveMode, refresh, studio } from './state.js';
// The encoding panel and the puzzle dialogs only listen to their own buttons.
import './encoding-panel.js';
import './puzzles.js';
import './image.js';
import './walkthrough.js';

window.addEventListener('error', (event) => showAlert(`Something went wrong: ${event.message}`));
window.addEventListener('unhandledrejection', (event) => {
  if (event.reason instanceof Cancelled) return;
  showAlert(`Something went wrong: ${describeError(event.reason)}`);
});

function onGesture(gesture: Gesture): boolean {
  if (!studio.session) return false;
  if (studio.session.screen === 'play') {
    const play = studio.session;
    const move: unknown = play.rules.interpret(play.puzzle, current(play.history), gesture, play.mode, play.options);
    if (move === undefined) return false;
    return applyMove(play, move);
  }
  const edit = studio.session;
  const mode = edit.rules.modes.find((candidate) => candidate.id === edit.mode);
  if (mode?.prompt && gesture.kind === 'press' && (gesture.target.kind === 'cell' || gesture.target.kind === 'outside')) {
    askText(mode.prompt, gesture.target);
    return true;
  }
  return applyEdit(edit, gesture);
}

function onKey(key: string, target: Target, again: boolean): boolean {
  if (!studio.session) return false;
  const modes = studio.session.rules.modes;
  const mode = modes.find((candidate) => candidate.key === key);
  if (mode) {
    studio.session.mode = mode.id;
    markActiveMode(mode.id);
    say(`${mode.label} mode.`);
    refresh();
    return true;
  }
  return onGesture({ kind: 'key', target, key, ...(again ? { again } : {}) });
}

function announceCursor(target: Target): void {
  board.element.setAttribute('aria-label', `Puzzle board, cursor at ${describeTarget(target)}`);
}

Object.assign(boardInput, { gesture: onGesture, key: onKey, cursorMoved: announceCursor });

function stepHistory(direction: 'undo' | 'redo'): void {
  const { session } = studio;
  if (!session) return;
  const step = direction === 'undo' ? undo : redo;
  if (session.screen === 'play') session.history = step(session.history);
  else {
    session.history = step(session.history);
    session.shown = undefined;
  }
  studio.highlights = {};
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

ui.toEditor.addEventListener('click', () => {
  const genre = genreById(ui.genre.value);
  startEdit(genre, studio.session?.screen === 'play' && studio.session.genre === genre ? studio.session.puzzle : undefined);
});

ui.toPlay.addEventListener('click', () => {
  if (studio.session?.screen !== 'edit') return;
  try {
    startPlay(studio.session.genre, current(studio.session.history));
  } catch (error) {
    say(describeError(error), 'problem');
  }
});

function openFromAddress(): boolean {
  const hash = location.hash.replace(/^#/, '');
  const search = location.search.replace(/^\?/, '');
  if (!hash && !search) return false;
  const parameters = new URLSearchParams(hash.includes('=') ? hash : search);
  if (parameters.get('screen') === 'editor') {
    startEdit(genreById(parameters.get('genre') ?? ''));
    return true;
  }
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

interface LastScreen {
  readonly screen: 'play' | 'edit';
  readonly genre: string;
  readonly text?: string;
}

function isLastScreen(value: unknown): value is LastScreen {
  return (
    isRecord(value) &&
    (value.screen === 'play' || value.screen === 'edit') &&
    typeof value.genre === 'string' &&
    (value.text === undefined || typeof value.text === 'string')
  );
}

function resume(): boolean {
  const last = stored('last', 'the last screen', isLastScreen);
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
    // A stale or broken save: start afresh, and say so.
    discardStored('last', 'the last screen');
  }
  return false;
}

window.addEventListener('hashchange', () => {
  if (studio.session?.screen === 'play' && location.hash === `#genre=${encodeURIComponent(studio.session.genre.id)}&puzzle=${encodeURIComponent(studio.session.text)}`) return;
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
reportDiscarded();
document.body.dataset.ready = 'true';
