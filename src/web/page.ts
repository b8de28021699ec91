// The page's fixed parts and the helpers every screen uses: elements, messages shown in the page (never only in
// the console), and local storage.

import { cellName } from '../core/geometry.js';
import type { Violation } from '../core/genre.js';
import { describeForPage } from './wording.js';

export { cellName } from '../core/geometry.js';

// ---- Page elements ----

export function element<T extends HTMLElement = HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`the page lacks #${id}`);
  return found as T;
}

export function make<K extends keyof HTMLElementTagNameMap>(tag: K, properties: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const created = Object.assign(document.createElement(tag), properties);
  created.append(...children);
  return created;
}

export const ui = {
  genre: element<HTMLSelectElement>('genre'),
  title: element('title'),
  rules: element('rules'),
  alert: element('alert'),
  status: element('status'),
  violations: element('violations'),
  modes: element<HTMLFieldSetElement>('modes'),
  options: element('view-options'),
  pad: element('pad'),
  playTools: element('play-tools'),
  editTools: element('edit-tools'),
  progress: element('progress'),
  progressBar: element<HTMLProgressElement>('progress-bar'),
  progressText: element('progress-text'),
  tryButton: element<HTMLButtonElement>('try'),
  fixButton: element<HTMLButtonElement>('fix'),
  deleteButton: element<HTMLButtonElement>('delete'),
  trial: element('trial'),
  undoButton: element<HTMLButtonElement>('undo'),
  redoButton: element<HTMLButtonElement>('redo'),
  toEditor: element<HTMLButtonElement>('to-editor'),
  toPlay: element<HTMLButtonElement>('to-play'),
  sizeFields: element('size-fields'),
  ambiguity: element<HTMLInputElement>('ambiguity'),
  saveFormat: element<HTMLSelectElement>('save-format'),
  prompt: element<HTMLFormElement>('prompt'),
  promptLabel: element('prompt-label'),
  promptInput: element<HTMLInputElement>('prompt-input'),
};

// ---- Messages ----

export function say(message: string, tone: 'plain' | 'solved' | 'problem' = 'plain'): void {
  ui.status.textContent = message;
  ui.status.className = tone === 'plain' ? '' : tone;
}

export function showAlert(message: string): void {
  ui.alert.textContent = message;
  ui.alert.hidden = false;
}

export function clearAlert(): void {
  ui.alert.hidden = true;
  ui.alert.textContent = '';
}

export function describeError(error: unknown): string {
  return describeForPage(error);
}

export function showViolations(violations: readonly Violation[]): void {
  // One line per broken rule, each with its own cells: two countries with two circles each are two lines, and the
  // count the status line gives is the number of lines.
  const lines = violations.map(({ message, cells }) => `${message}${cells.length ? ` (${cells.slice(0, 12).map(cellName).join(' ')}${cells.length > 12 ? ' …' : ''})` : ''}`);
  ui.violations.replaceChildren(...lines.slice(0, 20).map((line) => make('li', { textContent: line })));
  if (lines.length > 20) ui.violations.append(make('li', { textContent: `… and ${lines.length - 20} more` }));
}

// ---- Storage: progress survives a reload ----

const storagePrefix = 'pencilsat:';

export function store(key: string, value: unknown): void {
  try {
    localStorage.setItem(storagePrefix + key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the game goes on without saving.
  }
}

export function stored<T>(key: string): T | undefined {
  try {
    const text = localStorage.getItem(storagePrefix + key);
    return text === null ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
  }
}
