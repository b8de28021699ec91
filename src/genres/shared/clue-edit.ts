// The editor of a grid of clues, each a number or a number the setter left unknown (`?`), as puz.link's editors work:
// a press on the selected cell steps its clue, digits type it (a digit typed
// right after another in the cell extends the number while it fits; typed afresh, it starts a new one), `?`
// sets an unknown number and `-` turns it on and off again, Backspace and Delete clear. A number above the genre's
// range is refused while the setter types it, naming the cell.

import { InputError, inputError } from '../../core/errors.js';
import type { Cell } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import type { EditRules, Gesture } from '../../core/play.js';
import { typedArrows, typedNumber } from '../../core/play.js';
import type { ArrowNumber } from '../../core/formats/arrow-number.js';
import type { Clue } from './number-play.js';
import { cluePad, steppedClue } from './number-play.js';

export interface ClueGridGenre<Puzzle> {
  /** The editor's one mode, e.g. `{ id: 'clue', label: 'Clues' }`. */
  readonly mode: { readonly id: string; readonly label: string };
  clueAt(puzzle: Puzzle, cell: Cell): Clue | null;
  withClue(puzzle: Puzzle, cell: Cell, clue: Clue | null): Puzzle;
  /** The numbers a clue can be in this puzzle, or in one cell of it (Koburin's count of its neighbours). */
  range(puzzle: Puzzle, cell?: Cell): { readonly smallest: number; readonly largest: number };
  /** The numbers a press steps through, when narrower than the range (Cave's 1 can be typed, not stepped to). */
  stepped?(puzzle: Puzzle): { readonly smallest: number; readonly largest: number };
  /** How a refusal says what the number is: `the number at r1c1 counts 1 to 5 cells, not 7` (`is` when absent). */
  readonly says?: { readonly verb: string; readonly noun?: string };
  /** The refusal in the genre's own words, instead of `says`. */
  refusal?(cell: Cell, largest: number, value: number): string;
}

export function clueGridEdit<Puzzle>(genre: ClueGridGenre<Puzzle>): Pick<EditRules<Puzzle>, 'modes' | 'pad' | 'edit'> {
  const { verb = 'is', noun } = genre.says ?? {};
  const changed = (puzzle: Puzzle, cell: Cell, clue: Clue | null) =>
    JSON.stringify(genre.clueAt(puzzle, cell)) === JSON.stringify(clue) ? undefined : genre.withClue(puzzle, cell, clue);
  return {
    modes: [genre.mode],
    pad: (puzzle) => cluePad(genre.range(puzzle).largest),
    edit(puzzle, gesture) {
      if ((gesture.kind !== 'press' && gesture.kind !== 'key') || gesture.target.kind !== 'cell') return undefined;
      const cell = gesture.target.cell;
      const present = genre.clueAt(puzzle, cell);
      const { smallest, largest } = genre.range(puzzle, cell);
      if (gesture.kind === 'press') {
        return gesture.again ? changed(puzzle, cell, steppedClue(present, genre.stepped?.(puzzle) ?? { smallest, largest }, gesture.button)) : undefined;
      }
      if (gesture.key === 'Backspace' || gesture.key === 'Delete') return changed(puzzle, cell, null);
      if (gesture.key === '?') return changed(puzzle, cell, { kind: 'unknown' });
      if (gesture.key === '-') return changed(puzzle, cell, present?.kind === 'unknown' ? null : { kind: 'unknown' });
      if (!/^[0-9]$/.test(gesture.key)) return undefined;
      const value = typedNumber(gesture, present?.kind === 'number' ? present.value : null, largest);
      // A 0 where numbers start at 1 changes nothing, as in puz.link.
      if (value < smallest) return undefined;
      if (value > largest) {
        inputError(genre.refusal?.(cell, largest, value) ?? `the number at ${cellName(cell)} ${verb} ${smallest} to ${largest}${noun === undefined ? '' : ` ${noun}`}, not ${value}`);
      }
      return changed(puzzle, cell, { kind: 'number', value });
    },
  };
}

const onKeys = new Set(['#', '*', 'x', 'X']);
const offKeys = new Set(['Backspace', 'Delete', '-', '.', ' ']);

/**
 * An editor's gesture on a grid of cells that are on or off (Simple Loop's shaded cells): a click or tap (either
 * button) flips a cell, `# * x X` turn it on, Backspace, Delete, `-`, `.` and Space off. `set` gives the puzzle with
 * the cell changed; undefined when nothing changes.
 */
export function toggledCell<Puzzle>(puzzle: Puzzle, gesture: Gesture, isOn: (puzzle: Puzzle, cell: Cell) => boolean, set: (cell: Cell, on: boolean) => Puzzle): Puzzle | undefined {
  if (!('target' in gesture) || gesture.target.kind !== 'cell') return undefined;
  const cell = gesture.target.cell;
  const wanted = gesture.kind === 'press' ? !isOn(puzzle, cell) : gesture.kind === 'key' && onKeys.has(gesture.key) ? true : gesture.kind === 'key' && offKeys.has(gesture.key) ? false : undefined;
  return wanted === undefined || wanted === isOn(puzzle, cell) ? undefined : set(cell, wanted);
}

/**
 * The puzzle an edit makes, or undefined when it cannot be (`make` throws an InputError) and the edit is `quiet`: a
 * click or a key that does not fit does nothing, a typed clue says why it cannot be.
 */
export function unlessRefused<Puzzle>(make: () => Puzzle, quiet = true): Puzzle | undefined {
  try {
    return make();
  } catch (error) {
    if (error instanceof InputError && quiet) return undefined;
    throw error;
  }
}

/** The value after `present` in a cycle of values for the primary button, the one before it for the other. */
export function stepped<Value>(order: readonly Value[], present: Value, button: 'primary' | 'secondary'): Value {
  const index = order.findIndex((value) => JSON.stringify(value) === JSON.stringify(present));
  return order[(index + (button === 'primary' ? 1 : order.length - 1)) % order.length]!;
}

/** A cell holding one of a few symbols (Masyu's pearls, Moon or Sun's marks, Takuzu's givens), or none. */
export interface SymbolCells<Puzzle, Symbol> {
  /** The symbols a press steps through, none among them. */
  readonly order: readonly Symbol[];
  /** The symbol each key sets. */
  readonly keys: Readonly<Record<string, Symbol>>;
  /** A press acts only on the cell already selected (`again`), as a press on another selects it. */
  readonly pressAgain?: boolean;
  /** Both buttons step the same way (Takuzu's givens). */
  readonly oneWay?: boolean;
  at(puzzle: Puzzle, cell: Cell): Symbol;
  set(puzzle: Puzzle, cell: Cell, symbol: Symbol): Puzzle;
}

/** An editor's gesture on a cell of symbols: a press steps it (the other button backwards), a key sets it; undefined when nothing changes. */
export function steppedSymbol<Puzzle, Symbol>(puzzle: Puzzle, gesture: Gesture, symbols: SymbolCells<Puzzle, Symbol>): Puzzle | undefined {
  if ((gesture.kind !== 'press' && gesture.kind !== 'key') || gesture.target.kind !== 'cell') return undefined;
  const cell = gesture.target.cell;
  const present = symbols.at(puzzle, cell);
  let wanted: Symbol | undefined;
  if (gesture.kind === 'press') wanted = gesture.again || !symbols.pressAgain ? stepped(symbols.order, present, symbols.oneWay ? 'primary' : gesture.button) : undefined;
  else if (Object.hasOwn(symbols.keys, gesture.key)) wanted = symbols.keys[gesture.key];
  return wanted === undefined || JSON.stringify(wanted) === JSON.stringify(present) ? undefined : symbols.set(puzzle, cell, wanted);
}

/**
 * A key on a clue of a number and an arrow (Yajilin, Castle Wall): a digit types the number (right after another, it
 * extends the number when the longer one still fits: 1 then 2 gives 12), `?` makes it unknown, `^ v < >` set the
 * arrow; a clue without an arrow gets one pointing up. `set` gives the puzzle with the clue, undefined when it cannot
 * be; undefined for any other key.
 */
export function arrowClueKey<Puzzle>(gesture: { readonly key: string; readonly again?: boolean }, present: ArrowNumber | null, set: (clue: ArrowNumber) => Puzzle | undefined): Puzzle | undefined {
  const direction = present?.direction ?? 'up';
  const value = present?.value ?? null;
  if (/^[0-9]$/.test(gesture.key)) return set({ direction, value: typedNumber(gesture, value, Number.POSITIVE_INFINITY) }) ?? set({ direction, value: Number(gesture.key) });
  if (gesture.key === '?') return set({ direction, value: null });
  if (gesture.key in typedArrows) return set({ direction: typedArrows[gesture.key]!, value });
  return undefined;
}
