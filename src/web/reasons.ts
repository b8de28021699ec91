// Hints and explanations in words and board cells: what the solver's reasons (clue labels, placed cells) look like
// to a player. The words come from the genre's clue descriptions, its own description of an answer's entries, and
// the board's view of a cell.

import type { AnswerEntry } from '../core/cells.js';
import { cellLiterals, describeEntry, entryCells, entryLines, factWords } from '../core/cells.js';
import type { Hint, Reason } from '../core/explain.js';
import type { AnyGenre, Violation } from '../core/genre.js';
import type { Cell, LinePosition } from '../core/geometry.js';
import { cellName } from '../core/geometry.js';
import type { ClueLabel } from '../core/model.js';
import type { BoardView } from '../core/play.js';
import type { Highlights } from './board.js';

export { entryCells } from '../core/cells.js';

/**
 * The hinted cell as the genre's own partial answer (every other cell open), which the play rules' `hint` turns into
 * a move; undefined when no single cell literal says it.
 */
export function hintedFacts(genre: AnyGenre, puzzle: unknown, hint: Pick<Hint, 'cell' | 'value'>): unknown {
  const puzzleModel = genre.model(puzzle);
  const entry = cellLiterals(puzzleModel, genre).find(
    ({ cell, value }) => cell.row === hint.cell.row && cell.column === hint.cell.column && JSON.stringify(value) === JSON.stringify(hint.value),
  );
  return entry && puzzleModel.decodePartial((literal) => (literal === entry.literal ? true : literal === -entry.literal ? false : undefined));
}

/** `hintedFacts` for many hints at once (a walkthrough's steps), reading the model once. */
export function hintedFactsOfAll(genre: AnyGenre, puzzle: unknown, hints: readonly Pick<Hint, 'cell' | 'value'>[]): unknown[] {
  const puzzleModel = genre.model(puzzle);
  const entries = cellLiterals(puzzleModel, genre);
  return hints.map((hint): unknown => {
    const entry = entries.find(
      ({ cell, value }) => cell.row === hint.cell.row && cell.column === hint.cell.column && JSON.stringify(value) === JSON.stringify(hint.value),
    );
    if (!entry) return undefined;
    const partial: unknown = puzzleModel.decodePartial((literal) => (literal === entry.literal ? true : literal === -entry.literal ? false : undefined));
    return partial;
  });
}

/** What a cell shows, in a word or a number: `5`, `shaded`; the value itself when the view shows nothing. */
export function describeCell(view: BoardView, cell: Cell, value?: unknown): string {
  const look = view.cells[cell.row]?.[cell.column];
  if (look?.value) return look.value.text;
  if (look?.fill) return view.fillWords?.[look.fill] ?? look.fill;
  return JSON.stringify(value);
}

/** A deduction in words: `r3c4 is 5`, or the genre's own (`the circle at r3c1 moves to r2c1`); `view`: the board showing it. */
export function deductionWords(genre: AnyGenre, view: BoardView, entry: AnswerEntry): string {
  return factWords(genre, entry, describeCell(view, entry.cell, entry.value));
}

/** Every cell a reason names: its clues' cells, then the cells of the placed entries (a move: both its ends), each once. */
export function reasonCells(genre: AnyGenre, reason: Reason): Cell[] {
  // An entry that is a line is marked on the line (reasonMarks), not on the cells beside it.
  const cells = [...reason.clues.flatMap((clue) => clue.cells), ...reason.placed.flatMap((placed) => (entryLines(genre, placed).length > 0 ? [] : entryCells(genre, placed)))];
  const seen = new Set<string>();
  return cells.filter((cell) => {
    const key = cellName(cell);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

type MarkKind = NonNullable<Highlights['lines']>[number]['kind'];

/** How the board shows entries: lines on their lines, other entries on their cells. */
export function entryMarks(genre: AnyGenre, entries: readonly AnswerEntry[], kind: MarkKind): { cells: Cell[]; lines: NonNullable<Highlights['lines']> } {
  const cells: Cell[] = [];
  const lines: { line: LinePosition; kind: MarkKind }[] = [];
  for (const entry of entries) {
    const own = entryLines(genre, entry);
    if (own.length > 0) lines.push(...own.map((line) => ({ line, kind })));
    else cells.push(...entryCells(genre, entry));
  }
  return { cells, lines };
}

/** A reason's placed entries that are lines, marked as `kind`. */
export function reasonLines(genre: AnyGenre, reason: Reason, kind: MarkKind): NonNullable<Highlights['lines']> {
  return entryMarks(genre, reason.placed, kind).lines;
}

/** What Check shows of broken rules: their lines where they name lines, otherwise their cells. */
export function violationMarks(violations: readonly Violation[]): Pick<Highlights, 'errors' | 'lines'> {
  return {
    errors: violations.flatMap((violation) => ((violation.lines?.length ?? 0) > 0 ? [] : violation.cells)),
    lines: violations.flatMap((violation) => (violation.lines ?? []).map((line) => ({ line, kind: 'error' as const }))),
  };
}

/** A list in words: `a`, `a and b`, `a, b and c`. */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * The clues and placed entries of a reason, e.g. `the given 5 at r3c1 and your 2 at r1c1`, or the genre's own words
 * for an entry (`your move r4c4 to r4c6`); `view` shows the placed.
 */
export function reasonWords(genre: AnyGenre, reason: Reason, view: BoardView): string {
  return listWords([
    ...reason.clues.map((clue) => clue.description),
    ...reason.placed.map((placed) => {
      const words = describeEntry(genre, placed).placed;
      if (words !== undefined) return words;
      // `your 2 at r1c1`, but `your shaded cell r1c1`.
      const look = view.cells[placed.cell.row]?.[placed.cell.column];
      const what = describeCell(view, placed.cell, placed.value);
      return look?.value || !look?.fill ? `your ${what} at ${cellName(placed.cell)}` : `your ${what} cell ${cellName(placed.cell)}`;
    }),
  ]);
}

/** What the player calls a reason's placed entries, as the genre names them: `cells` unless it says otherwise (`moves`). */
export function placedNoun(genre: AnyGenre, reason: Reason): string {
  return reason.placed.map((placed) => describeEntry(genre, placed).noun).find((noun) => noun !== undefined) ?? 'cells';
}

/** How a person finds the deduction. */
export function techniqueWords(hint: Hint): string {
  if (hint.technique === 'propagation') return 'the rules leave only this possibility';
  if (hint.technique === 'contradiction') return `anything else breaks a rule within ${hint.steps} step${hint.steps === 1 ? '' : 's'}`;
  return 'anything else leaves no solution';
}

/** The clues of an unsolvable puzzle that cannot hold together, as one sentence. */
export function conflictWords(clues: readonly ClueLabel[], labelled: boolean): string {
  if (!labelled) return 'Unsolvable: this genre does not name its clues to the solver, so no smaller reason can be given.';
  if (clues.length === 0) return 'Unsolvable even without any clue: the grid itself cannot be filled by the rules.';
  if (clues.length === 1) return `Unsolvable: ${clues[0]!.description} cannot hold by itself.`;
  return `Unsolvable: these ${clues.length} clues cannot hold together (drop any one and the rest can): ${listWords(clues.map((clue) => clue.description))}.`;
}
