// The editor: size, clues by gesture or prompt, live ambiguity, Solve, Explain, Save and Load.

import type { Cell } from '../core/geometry.js';
import type { AnyGenre } from '../core/genre.js';
import type { Gesture, SizeParameter, Target } from '../core/play.js';
import { current, differingCells as differingViewCells, push, startHistory } from '../core/play.js';
import { loadPuzzle } from '../core/puzzle.js';
import { genres } from '../genres/index.js';
import { describeTarget } from './board.js';
import { conflictWords } from './reasons.js';
import { Cancelled } from './solver.js';
import { cellName, clearAlert, describeError, discardStored, element, make, reportDiscarded, say, showAlert, stored, ui } from './page.js';
import { clearEncoding } from './encoding-panel.js';
import { board, studioAdvice, buildModeButtons, buildPad, busy, describeStatus, download, markActiveMode, readFile, restoredHistory, setEditorHash, showToolsOf, refresh, reportFailure, saveProgress, solver, studio, writeDefault } from './state.js';
import type { EditScreen } from './state.js';

/**
 * Opens the editor on the genre's draft (kept with its undo history across reloads). A puzzle given here (the one
 * being played, a loaded file) becomes the draft's newest step, so Undo brings the earlier draft back.
 */
export function startEdit(genre: AnyGenre, puzzle?: unknown): void {
  clearAlert();
  const rules = genre.edit;
  if (!rules) {
    showAlert(`${genre.name} has no editor yet.`);
    return;
  }
  // A stored draft is data from outside the page: every step must have a size the editor makes (checked first, so
  // that a writer never sees a grid of no size or a huge one), read back through the genre's own format, and show
  // in the editor and on the board; a damaged draft is dropped, and said so.
  const valid = (candidate: unknown) => {
    const parameters = rules.parametersOf(candidate);
    const fits = rules.parameters.every(({ id, minimum, maximum }) => Number.isInteger(parameters[id]) && parameters[id]! >= minimum && parameters[id]! <= maximum);
    if (!fits) return false;
    loadPuzzle(genres, writeDefault(genre, candidate), genre.id);
    genre.size(candidate);
    genre.play?.view(candidate, genre.play.start(candidate), { editing: true });
    return true;
  };
  const draftKey = `draft:${genre.id}`;
  const draft = stored(draftKey, 'draft', (value: unknown): value is unknown => value !== null);
  let history = restoredHistory(draft, valid);
  if (draft !== undefined && !history) discardStored(draftKey, 'draft');
  if (puzzle !== undefined && (!history || JSON.stringify(current(history)) !== JSON.stringify(puzzle))) {
    history = history ? push(history, puzzle) : startHistory(puzzle);
  }
  history ??= startHistory(rules.blank(Object.fromEntries(rules.parameters.map((parameter) => [parameter.id, parameter.initial]))));
  // Loading or resizing keeps the drawing mode the setter was in.
  const mode = studio.session?.screen === 'edit' && studio.session.genre === genre ? studio.session.mode : (rules.modes[0]?.id ?? '');
  studio.session = { screen: 'edit', genre, rules, history, mode };
  studio.highlights = {};
  ui.genre.value = genre.id;
  setEditorHash(genre);
  say('');
  buildEditControls();
  refresh();
  afterEdit();
  reportDiscarded();
  board.focus();
}

function buildEditControls(): void {
  if (!studio.session || studio.session.screen !== 'edit') return;
  const edit = studio.session;
  showToolsOf('edit');
  ui.options.replaceChildren();
  ui.violations.replaceChildren();
  ui.title.textContent = `${edit.genre.name} editor`;
  ui.rules.textContent = 'Enter the clues; Solve says whether the puzzle has one solution, several, or none.';
  buildModeButtons(edit.rules.modes, edit.mode, (id) => {
    edit.mode = id;
    markActiveMode(id);
    // A mode that draws borders shows the corners it draws between.
    refresh();
  });
  const parameters = edit.rules.parametersOf(current(edit.history));
  ui.sizeFields.replaceChildren(
    ...edit.rules.parameters.map((parameter) => {
      const input = make('input', {
        type: 'number',
        min: String(parameter.minimum),
        max: String(parameterMaximum(edit.genre, parameter)),
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
  buildEditPad(edit);
}

/** The editor's own pad (clues), or else the play pad (givens of a number genre). */
function buildEditPad(edit: EditScreen): void {
  const puzzle = current(edit.history);
  buildPad(edit.rules.pad?.(puzzle) ?? edit.genre.play?.pad?.(puzzle) ?? []);
}

/** A size field goes as far as the genre accepts (its `maximumSize`); other fields keep their own limit. */
function parameterMaximum(genre: AnyGenre, parameter: SizeParameter): number {
  if (parameter.id === 'rows' || parameter.id === 'size') return genre.maximumSize.rows;
  if (parameter.id === 'columns') return genre.maximumSize.columns;
  return parameter.maximum;
}

let factsTimer: number | undefined;
let factsRequest = 0;
/** When the running facts request started, if one is running. */
let factsStarted: number | undefined;

export function afterEdit(): void {
  if (!studio.session || studio.session.screen !== 'edit') return;
  const edit = studio.session;
  saveProgress();
  clearEncoding();
  edit.open = undefined;
  // An explanation belongs to the puzzle it explained.
  studio.highlights = {};
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
      if (request !== factsRequest || studio.session !== edit) return;
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
  if (!ui.ambiguity.checked && studio.session?.screen === 'edit') {
    studio.session.open = undefined;
    say('');
    refresh();
  }
  afterEdit();
});

element('blank').addEventListener('click', () => {
  if (studio.session?.screen !== 'edit') return;
  const edit = studio.session;
  const values: Record<string, number> = {};
  for (const input of ui.sizeFields.querySelectorAll('input')) values[input.dataset.parameter!] = Number(input.value);
  try {
    edit.history = push(edit.history, edit.rules.blank(values));
    edit.shown = undefined;
    buildEditPad(edit);
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
  return differingViewCells(rules.view(puzzle, rules.fromAnswer(puzzle, first), {}), rules.view(puzzle, rules.fromAnswer(puzzle, second), {}));
}

element('edit-solve').addEventListener('click', async () => {
  if (studio.session?.screen !== 'edit') return;
  const edit = studio.session;
  const puzzle = current(edit.history);
  say('Solving…');
  try {
    const reply = await busy('Solving', solver.solve(edit.genre.id, puzzle));
    if (studio.session !== edit || current(edit.history) !== puzzle) return;
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
        : `Not unique: one of several solutions is shown; the hatched cells differ in another (found in ${reply.statistics.timeMs.toFixed(0)} ms).`,
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
  if (studio.session?.screen !== 'edit') return;
  const edit = studio.session;
  const puzzle = current(edit.history);
  say('Looking for the reason…');
  try {
    const reply = await busy('Explaining', solver.explain(edit.genre.id, puzzle));
    if (studio.session !== edit || current(edit.history) !== puzzle) return;
    ui.violations.replaceChildren();
    edit.shown = undefined;
    if (reply.kind === 'unique') {
      studio.highlights = {};
      say('Unique solution: nothing to explain.', 'solved');
    } else if (reply.kind === 'unsolvable') {
      studio.highlights = { errors: reply.clues.flatMap((clue) => clue.cells) };
      ui.violations.replaceChildren(...reply.clues.map((clue) => make('li', { textContent: clue.description })));
      say(conflictWords(reply.clues, reply.labelled), 'problem');
    } else {
      const rules = edit.genre.play;
      const [first, second] = reply.answers.map((answer): unknown => edit.genre.answerFromJson(puzzle, answer));
      // Answers that are not a grid of cells (moves) name no cells; then the board's looks are compared instead.
      const cells = reply.differingCells.length > 0 ? [...reply.differingCells] : differingCells(edit.genre, puzzle, first, second);
      if (rules) edit.shown = { state: rules.fromAnswer(puzzle, first), second: cells };
      studio.highlights = reply.fix ? { reason: reply.fix.cells } : {};
      const shown = `${cells.slice(0, 12).map(cellName).join(' ')}${cells.length > 12 ? ' …' : ''}`;
      const fix = reply.fix ? `Adding ${reply.fix.description} (checkered) makes it unique.` : 'No single added clue makes it unique.';
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
  if (studio.session?.screen !== 'edit') return;
  const edit = studio.session;
  const format = edit.genre.formats.find((candidate) => candidate.id === ui.saveFormat.value);
  if (!format?.write) return;
  try {
    const text = format.write(current(edit.history));
    // Two formats that would share a file name (a URL and a file, both text) are told apart by the format.
    const extension = fileExtension(format.id);
    const shared = edit.genre.formats.filter((candidate) => candidate.write && fileExtension(candidate.id) === extension).length > 1;
    const name = `${edit.genre.id}${shared ? `-${format.id}` : ''}.${extension}`;
    download(name, text.endsWith('\n') ? text : `${text}\n`);
    say(`Saved as ${name}.`);
  } catch (error) {
    say(`Cannot save in this format: ${describeError(error)}`, 'problem');
  }
});

element<HTMLInputElement>('load').addEventListener('change', async (event) => {
  const input = event.target as HTMLInputElement;
  const file = input.files?.[0];
  input.value = '';
  if (!file || studio.session?.screen !== 'edit') return;
  const edit = studio.session;
  try {
    const loaded = loadPuzzle(genres, await readFile(file), edit.genre.id, studioAdvice);
    startEdit(loaded.genre, loaded.puzzle);
    say(`Loaded ${file.name}.`);
  } catch (error) {
    say(`${file.name}: ${describeError(error)}`, 'problem');
  }
});

export function applyEdit(edit: EditScreen, gesture: Gesture): boolean {
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

export function askText(question: string, target: Target): void {
  promptTarget = target;
  ui.promptLabel.textContent = `${question} (${describeTarget(target)})`;
  ui.promptInput.value = '';
  ui.prompt.hidden = false;
  ui.promptInput.focus();
}

ui.prompt.addEventListener('submit', (event) => {
  event.preventDefault();
  ui.prompt.hidden = true;
  if (studio.session?.screen === 'edit' && promptTarget) applyEdit(studio.session, { kind: 'text', target: promptTarget, text: ui.promptInput.value });
  promptTarget = undefined;
  board.focus();
});
element('prompt-cancel').addEventListener('click', () => {
  ui.prompt.hidden = true;
  board.focus();
});
