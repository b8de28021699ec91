// Random boards of any genre, made the way a setter makes them: the genre's editor from a blank grid of a random
// size, then random presses, keys and typed text on random cells, edges and outside places. Many stay empty or
// clue-less; that is wanted (a board being drawn must save and open again as well as a finished one).

import fc from 'fast-check';
import { InputError } from '../src/core/errors.js';
import type { AnyGenre } from '../src/core/genre.js';
import type { Gesture, Side, Target } from '../src/core/play.js';

const keys = ['1', '2', '3', '0', '5', '9', '?', '#', '-', '.', 'x', 'w', 'b', 'o', 'Backspace', 'ArrowUp', 'ArrowLeft', '^', 'v', '<', '>', 'Enter', ' '];
const texts = ['1', '2', '7', '12', '?', '#', '<2', '^0', 'v1', '>3', '', 'x'];
const sides: Side[] = ['top', 'right', 'bottom', 'left'];

interface Touch {
  readonly mode: number;
  readonly kind: 'press' | 'key' | 'text';
  readonly where: 'cell' | 'edge' | 'outside';
  readonly row: number;
  readonly column: number;
  readonly secondary: boolean;
  readonly choice: number;
}

const touch: fc.Arbitrary<Touch> = fc.record({
  mode: fc.nat(4),
  kind: fc.constantFrom('press' as const, 'key' as const, 'text' as const),
  where: fc.constantFrom('cell' as const, 'cell' as const, 'edge' as const, 'outside' as const),
  row: fc.nat(40),
  column: fc.nat(40),
  secondary: fc.boolean(),
  choice: fc.nat(100),
});

function gestureOf(touched: Touch, rows: number, columns: number): Gesture {
  const cell = { row: touched.row % rows, column: touched.column % columns };
  const target: Target =
    touched.where === 'edge'
      ? { kind: 'edge', cell, direction: touched.secondary ? 'down' : 'right' }
      : touched.where === 'outside'
        ? { kind: 'outside', side: sides[touched.choice % 4]!, index: touched.row % Math.max(rows, columns) }
        : { kind: 'cell', cell };
  if (touched.kind === 'key') return { kind: 'key', target, key: keys[touched.choice % keys.length]! };
  if (touched.kind === 'text') return { kind: 'text', target, text: texts[touched.choice % texts.length]! };
  return { kind: 'press', target, button: touched.secondary ? 'secondary' : 'primary', again: true };
}

/** A random board of a genre that has an editor: small sizes, from none to many edits. */
export function randomBoard(genre: AnyGenre): fc.Arbitrary<unknown> {
  const edit = genre.edit!;
  const sizes = fc.tuple(...edit.parameters.map((parameter) => fc.integer({ min: parameter.minimum, max: Math.min(parameter.maximum, parameter.minimum + 6) })));
  return fc.tuple(sizes, fc.array(touch, { maxLength: 40 })).map(([values, touches]) => {
    const parameters = Object.fromEntries(edit.parameters.map((parameter, index) => {
      const step = parameter.step ?? 1;
      const value = values[index]!;
      return [parameter.id, parameter.minimum + Math.floor((value - parameter.minimum) / step) * step];
    }));
    let puzzle: unknown = edit.blank(parameters);
    const { rows, columns } = genre.size(puzzle);
    for (const touched of touches) {
      const mode = edit.modes[touched.mode % edit.modes.length]!;
      try {
        puzzle = edit.edit(puzzle, gestureOf(touched, rows, columns), mode.id) ?? puzzle;
      } catch (error) {
        // The editor refuses what the genre cannot hold (a number too large for its room), as it tells the setter.
        if (!(error instanceof InputError)) throw error;
      }
    }
    return puzzle;
  });
}
