// Playing and entering Castle Wall in the studio. Play: the loop is drawn as in Masyu (a drag from cell to cell; a
// click between two cells, or the other button, crosses a line out); lines never enter a clue cell, and a drag across
// one draws the rest. The editor, as on puzz.link: a drag from a cell sets its arrow that way (a cell without a clue
// becomes a grey one); in the colour mode a click cycles no clue, grey, white, black; in the number mode a click
// counts the number up (the other button down) through `?` and none; keys and the pad: digits, `?`, the arrows
// `^ v < >`, `g w b` for the colours, Delete to clear.

import { inputError } from '../../core/errors.js';
import type { Cell } from '../../core/geometry.js';
import { arrowGlyphs, makeGrid, ray } from '../../core/geometry.js';
import type { CellView, EditRules } from '../../core/play.js';
import { dragDirection, gridSizeRules, typedArrows } from '../../core/play.js';
import type { LinePlayRules } from '../shared/line-play.js';
import { linePlay } from '../shared/line-play.js';
import { setCell } from '../shared/number-play.js';
import { castleChecker } from './check.js';
import type { CastleClue, CastleColour, CastlePuzzle } from './puzzle.js';
import { castleSize, clueAt, makeCastle, maximumCastleSize } from './puzzle.js';
import { arrowClueKey, unlessRefused } from '../shared/clue-edit.js';

type Puzzle = CastlePuzzle;

const isClue = (puzzle: Puzzle, cell: Cell) => clueAt(puzzle, cell) !== null;

/** A clue cell as the board shows it: grey as a block, white as inside, black shaded; its number and arrow. */
function clueView(clue: CastleClue): CellView {
  const text = clue.direction === null ? '' : `${arrowGlyphs[clue.direction]}${clue.value ?? '?'}`;
  const value = { text, kind: 'given' as const };
  if (clue.colour === 'black') return { fill: 'shaded', value };
  if (clue.colour === 'white') return { tint: 'inside', tintWords: 'white clue cell, inside the loop', value };
  return { tint: 'block', tintWords: 'grey clue cell', value };
}

export const castlePlay: LinePlayRules<Puzzle> = linePlay<Puzzle>({
  size: castleSize,
  points: 'centres',
  cellView: (puzzle, cell) => {
    const clue = clueAt(puzzle, cell);
    return clue === null ? {} : clueView(clue);
  },
  keepsOut: { cells: 'clue', holds: isClue },
  drawing: 'loop',
  checks: castleChecker,
});

// ---- The editor ----

const colourCycle: readonly (CastleColour | null)[] = [null, 'grey', 'white', 'black'];
const typedColours: Readonly<Record<string, CastleColour>> = { g: 'grey', w: 'white', b: 'black', G: 'grey', W: 'white', B: 'black' };
const eraseKeys = new Set(['Backspace', 'Delete', '-']);

/** The puzzle with one cell's clue changed, or undefined when nothing changes or the clue cannot be (a 4 in two cells). */
function withClue(puzzle: Puzzle, cell: Cell, clue: CastleClue | null, { quiet = true } = {}): Puzzle | undefined {
  if (JSON.stringify(clueAt(puzzle, cell)) === JSON.stringify(clue)) return undefined;
  return unlessRefused(() => makeCastle(castleSize(puzzle), setCell(puzzle.clues, cell, clue)), quiet);
}

/** A typed clue: a colour letter (g, w, b), then optionally an arrow and a number or `?`: `w<2`, `b^?`, `g`. */
function readClue(text: string): CastleClue | null {
  if (text === '') return null;
  const match = /^([gwb])(?:([<>^v])(\d+|\?))?$/i.exec(text);
  if (!match) inputError(`'${text}' is not a clue (a colour g, w or b, then an arrow ^ v < > and a number or ?, like w<2)`);
  const direction = match[2] === undefined ? null : typedArrows[match[2]]!;
  const value = match[3] === undefined || match[3] === '?' ? null : Number(match[3]);
  return { colour: typedColours[match[1]!]!, direction, value };
}

/** The direction from one cell to a neighbour in a straight line, if any. */
export const castleEdit: EditRules<Puzzle> = {
  ...gridSizeRules({ name: 'Castle Wall', largest: maximumCastleSize, smallest: 2, initial: 8, maximum: 40 }, (size) => makeCastle(size, makeGrid(size, () => null))),
  modes: [
    { id: 'colour', label: 'Clue cells and colours' },
    { id: 'number', label: 'Numbers' },
    { id: 'clue', label: 'Type a clue', prompt: 'Clue: a colour g, w or b, then an arrow ^ v < > and a number (like w<2); empty to clear' },
  ],
  pad: () => ['g', 'w', 'b', '^', 'v', '<', '>', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '?', 'Delete'],
  edit(puzzle, gesture, mode) {
    if (gesture.kind === 'drag') {
      // A drag sets the arrow of the cell it starts from, toward where it goes.
      const direction = dragDirection(gesture.from, gesture.to);
      if (!direction) return undefined;
      const present = clueAt(puzzle, gesture.from);
      return withClue(puzzle, gesture.from, { colour: present?.colour ?? 'grey', direction, value: present?.direction === null ? null : (present?.value ?? null) });
    }
    if (!('target' in gesture) || gesture.target.kind !== 'cell') return undefined;
    const cell = gesture.target.cell;
    const present = clueAt(puzzle, cell);
    const value = present?.value ?? null;
    if (gesture.kind === 'press' && mode === 'number') {
      // Counts up through the numbers that fit, then ? and back to none (the other button the other way).
      const direction = present?.direction ?? 'up';
      const room = Math.max(0, ray(castleSize(puzzle), cell, direction).length - 1);
      const choices: (number | null | 'none')[] = ['none', null, ...Array.from({ length: room + 1 }, (_, number) => number)];
      const now = present === null || present.direction === null ? 'none' : value;
      const step = gesture.button === 'primary' ? 1 : choices.length - 1;
      const next = choices[(choices.indexOf(now) + step) % choices.length]!;
      if (next === 'none') return withClue(puzzle, cell, present && { colour: present.colour, direction: null, value: null });
      return withClue(puzzle, cell, { colour: present?.colour ?? 'grey', direction, value: next });
    }
    if (gesture.kind === 'press') {
      const step = gesture.button === 'primary' ? 1 : colourCycle.length - 1;
      const next = colourCycle[(colourCycle.indexOf(present?.colour ?? null) + step) % colourCycle.length]!;
      return withClue(puzzle, cell, next === null ? null : { colour: next, direction: present?.direction ?? null, value });
    }
    if (gesture.kind === 'key') {
      const colour = present?.colour ?? 'grey';
      if (gesture.key in typedColours) return withClue(puzzle, cell, { colour: typedColours[gesture.key]!, direction: present?.direction ?? null, value });
      if (eraseKeys.has(gesture.key)) return withClue(puzzle, cell, null);
      return arrowClueKey(gesture, present, (clue) => withClue(puzzle, cell, { colour, ...clue }));
    }
    if (gesture.kind === 'text') return withClue(puzzle, cell, readClue(gesture.text.trim().replace(/\s+/g, '')), { quiet: false });
    return undefined;
  },
};
