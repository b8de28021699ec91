// Saved progress read back from local storage. It is data from outside the page, so it is used only when its shape
// is right, every state is one the puzzle's rules could have made, and every state draws a sane board for the
// puzzle; otherwise the caller discards it.

import type { GridSize } from '../core/geometry.js';
import type { AnyPlayRules, BoardView, History } from '../core/play.js';
import { isRecord } from './page.js';

export interface SavedProgress {
  readonly states: unknown[];
  readonly index: number;
  readonly trial?: number;
}

/** More states than the studio ever keeps (it saves the last 60 and the try mode's point). */
const largestHistory = 1000;
/** Texts on the board are numbers and short labels. */
const longestText = 8;

export function isSavedProgress(value: unknown): value is SavedProgress {
  if (!isRecord(value) || !Array.isArray(value.states)) return false;
  const count = value.states.length;
  const isIndex = (index: unknown) => Number.isInteger(index) && (index as number) >= 0 && (index as number) < count;
  return count > 0 && count <= largestHistory && isIndex(value.index) && (value.trial === undefined || isIndex(value.trial));
}

function isCellInside(cell: unknown, size: GridSize): boolean {
  if (!isRecord(cell)) return false;
  const { row, column } = cell;
  return Number.isInteger(row) && Number.isInteger(column) && (row as number) >= 0 && (column as number) >= 0 && (row as number) < size.rows && (column as number) < size.columns;
}

const isShortText = (text: unknown): boolean => typeof text === 'string' && text.length <= longestText;
const isOneOf = (value: unknown, allowed: readonly unknown[]): boolean => allowed.includes(value);

/** A board view with the puzzle's size whose every part has its declared type and lies on the grid. */
export function isSaneView(view: BoardView, size: GridSize): boolean {
  if (view.size.rows !== size.rows || view.size.columns !== size.columns) return false;
  if (!Array.isArray(view.cells) || view.cells.length !== size.rows) return false;
  for (const row of view.cells) {
    if (!Array.isArray(row) || row.length !== size.columns) return false;
    for (const look of row as unknown[]) {
      if (!isRecord(look)) return false;
      const { value, marks, centreMarks, fill, tint, circle } = look;
      const isMarkList = (list: unknown) => Array.isArray(list) && list.length <= 100 && list.every((mark) => Number.isInteger(mark) && mark >= 1 && mark <= 100);
      if (value !== undefined && !(isRecord(value) && isShortText(value.text) && isOneOf(value.kind, ['given', 'entered', 'solution']))) return false;
      if ((marks !== undefined && !isMarkList(marks)) || (centreMarks !== undefined && !isMarkList(centreMarks))) return false;
      if (!isOneOf(fill, [undefined, 'shaded', 'unshaded', 'light']) || !isOneOf(tint, [undefined, 'filled', 'selected', 'block', 'inside', 'outside'])) return false;
      if (circle !== undefined && !(isRecord(circle) && isShortText(circle.text) && isOneOf(circle.style, ['solid', 'ghost', 'filled']))) return false;
    }
  }
  const tracksFine = (view.tracks ?? []).every((track) => isCellInside(track.from, size) && isCellInside(track.to, size));
  const edgesFine = (view.edges ?? []).every((edge) => isCellInside(edge.cell, size) && isOneOf(edge.direction, ['right', 'down']) && isOneOf(edge.mark, ['less', 'greater', 'bar']));
  const outsideFine = (view.outside ?? []).every(
    (item) => isOneOf(item.side, ['top', 'right', 'bottom', 'left']) && Number.isInteger(item.index) && item.index >= 0 && item.index < Math.max(size.rows, size.columns) && isShortText(item.text) && (item.place === undefined || (Number.isInteger(item.place) && item.place >= 0 && item.place < 64)),
  );
  return tracksFine && edgesFine && outsideFine;
}

/** The saved history, when every state in it is one the rules can draw and check; undefined otherwise. */
export function restoredProgress(rules: AnyPlayRules, puzzle: unknown, size: GridSize, saved: SavedProgress): History<unknown> | undefined {
  for (const state of saved.states) {
    // The state itself must fit the puzzle (shape and values), not only the board drawn from it.
    if (!rules.isState(puzzle, state)) return undefined;
    try {
      if (!isSaneView(rules.view(puzzle, state, {}), size)) return undefined;
      rules.answer(puzzle, state);
    } catch {
      return undefined;
    }
  }
  return { states: saved.states, index: saved.index, trial: saved.trial };
}
