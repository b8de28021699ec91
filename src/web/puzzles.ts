// Getting puzzles: the genre choice, New game (collection and generator), Open (text, file, drop) and Share.

import { current } from '../core/play.js';
import { loadPuzzle } from '../core/puzzle.js';
import { genres } from '../genres/index.js';
import { collectionOf, generatorFields, hasGenerator, levelsOf } from './catalogue.js';
import { describeError, element, make, say, showAlert, ui } from './page.js';
import { startEdit } from './editor.js';
import { openText, startPlay } from './play-screen.js';
import { Cancelled } from './solver.js';
import { busy, genreById, readFile, reportFailure, setHash, shareLink, showProgress, solver, studio, writeDefault } from './state.js';

for (const genre of genres) {
  ui.genre.append(make('option', { value: genre.id, textContent: genre.name }));
  element('open-genre').append(make('option', { value: genre.id, textContent: genre.name }));
}

ui.genre.addEventListener('change', () => {
  const genre = genreById(ui.genre.value);
  if (studio.session?.screen === 'edit') startEdit(genre);
  else openNewGame();
});

const newDialog = element<HTMLDialogElement>('new-dialog');
// Closed without a new game (or while one is being made): the menu names the genre on the board again.
newDialog.addEventListener('close', () => {
  if (studio.session) ui.genre.value = studio.session.genre.id;
});

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
          : field.kind === 'switch'
            ? make('input', { type: 'checkbox', checked: field.initial === 'yes' })
            : make('input', { type: 'text', size: 8 });
      if (field.kind !== 'switch') input.value = String(field.initial);
      input.dataset.field = field.id;
      input.dataset.kind = field.kind;
      const label = make('label', {}, `${field.label} `, input);
      if (field.description) label.title = field.description;
      return label;
    }),
  );
  element<HTMLButtonElement>('generate').disabled = !generator;
  element('generator-note').textContent = generator ? '' : `${genre.name} has no generator yet: choose from the collection.`;
  element('generator-error').textContent = '';
  newDialog.showModal();
}

element('new-game').addEventListener('click', openNewGame);

element('generate').addEventListener('click', async () => {
  const genre = genreById(ui.genre.value);
  const options: Record<string, string | number> = {};
  for (const input of element('generator-fields').querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')) {
    const kind = input.dataset.kind;
    options[input.dataset.field!] = kind === 'number' ? Number(input.value) : kind === 'switch' ? ((input as HTMLInputElement).checked ? 'yes' : 'no') : input.value;
  }
  newDialog.close();
  say(`Generating a ${genre.name}…`);
  try {
    const made = await busy('Generating', solver.generate(genre.id, options, showProgress));
    startPlay(genre, made.puzzle, { fresh: true });
    say(`A freshly generated ${genre.name}${made.difficulty ? ` (${made.difficulty})` : ''}. Good luck!`);
  } catch (error) {
    if (error instanceof Cancelled) return reportFailure(error);
    // The failure is said in the dialog, with its genre and size, not in the status beside the board still shown.
    const size = options.size === undefined ? `${options.columns}×${options.rows}` : `${options.size}×${options.size}`;
    say('');
    // The dialog comes back as it was left, for the genre it was opened for (closing it named the board's again).
    ui.genre.value = genre.id;
    newDialog.showModal();
    element('generator-error').textContent = `No ${genre.name} of ${size} could be made: ${describeError(error)}`;
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
  if (!studio.session) return;
  let text: string;
  try {
    text = studio.session.screen === 'play' ? studio.session.text : writeDefault(studio.session.genre, current(studio.session.history));
  } catch (error) {
    say(describeError(error), 'problem');
    return;
  }
  if (studio.session.screen === 'play') setHash(studio.session.genre, text);
  const link = shareLink(studio.session.genre, text);
  element<HTMLInputElement>('share-link').value = link;
  element<HTMLInputElement>('share-text').value = text;
  element<HTMLDialogElement>('share-dialog').showModal();
  element<HTMLInputElement>('share-link').select();
  navigator.clipboard?.writeText(link).then(
    () => say('The link is copied to the clipboard.'),
    () => undefined,
  );
});
