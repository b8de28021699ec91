// Simon Tatham's game IDs (PARAMS:DESC), and a genre's game-ID format declared once with the codecs of codec.ts.

import { InputError, inputError } from '../errors.js';
import type { Format } from '../genre.js';
import type { Cell, GridSize } from '../geometry.js';
import type { Regions } from '../regions.js';
import { floodRegions } from '../regions.js';
import type { CellEntry, Codec } from './codec.js';
import { TextReader, decimal, literal, map, readAll, sequence } from './codec.js';

export interface GameId {
  readonly parameters: string;
  readonly description: string;
}

export function splitGameId(text: string): GameId {
  const trimmed = text.trim();
  const colon = trimmed.indexOf(':');
  if (colon < 0) inputError("a game ID has the form PARAMS:DESCRIPTION, but there is no ':'", { part: 'game ID' });
  return { parameters: trimmed.slice(0, colon), description: trimmed.slice(colon + 1) };
}

/** A genre's Simon Tatham game ID, declared once: codecs for the parameters and for the description. */
export interface GameIdDefinition<Puzzle, Parameters, Body> {
  /** E.g. "Simon Tatham's Range game ID (7x7:d7b3e8...)". */
  readonly name: string;
  readonly parameters: Codec<Parameters>;
  /** What the parameters look like, for a message about bad ones: "an Unruly parameter string like 8x8 or 8x8u". */
  readonly parametersHint: string;
  /**
   * The grid the parameters describe, checked against the maximum before the description is read; it may refuse
   * parameters the genre cannot take, with an InputError.
   */
  readonly size: (parameters: Parameters) => GridSize;
  readonly maximumSize: GridSize;
  readonly minimumSize?: GridSize;
  readonly body: (parameters: Parameters) => Codec<Body>;
  /** Builds (and validates) the puzzle. */
  readonly toPuzzle: (parameters: Parameters, body: Body) => Puzzle;
  /** The parameters and description of a puzzle; throws an InputError naming a format that can hold it when an ID cannot. */
  readonly fromPuzzle: (puzzle: Puzzle) => { readonly parameters: Parameters; readonly body: Body };
}

/** The format of a game ID, reading and writing through the same definition. */
export function gameIdFormat<Puzzle, Parameters, Body>(definition: GameIdDefinition<Puzzle, Parameters, Body>): Format<Puzzle> {
  const readParameters = (text: string): Parameters => {
    let parameters: Parameters;
    try {
      parameters = readAll(definition.parameters, text, 'game ID parameters', 'the parameters');
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      const shown = text.length > 20 ? `${text.slice(0, 20)}…` : text;
      inputError(`'${shown}' is not ${definition.parametersHint} (${error.message})`, { part: 'game ID parameters', reached: error.location.reached ?? 0 });
    }
    // Parameters that read but describe no grid of this game got as far as their end.
    const reached = text.length;
    let size: GridSize;
    try {
      size = definition.size(parameters);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      throw new InputError(error.message, { ...error.location, reached });
    }
    const { maximumSize: maximum, minimumSize: minimum = { rows: 1, columns: 1 } } = definition;
    if (size.rows > maximum.rows || size.columns > maximum.columns || size.rows < minimum.rows || size.columns < minimum.columns) {
      inputError(`${text} is outside the supported sizes (${minimum.columns}×${minimum.rows} to ${maximum.columns}×${maximum.rows})`, {
        part: 'game ID parameters',
        reached,
      });
    }
    return parameters;
  };
  return {
    id: 'sgt',
    name: definition.name,
    // Any text shaped like a game ID: a parse names what is wrong with its parameters or description.
    detect: (text) => /^\d[0-9a-z]*:\S*$/i.test(text.trim()),
    parse(text) {
      const { parameters: parameterText, description } = splitGameId(text);
      const parameters = readParameters(parameterText);
      const reader = new TextReader(description, 'game ID description', parameterText.length + 1);
      try {
        const body = definition.body(parameters).read(reader);
        reader.end('the grid');
        return definition.toPuzzle(parameters, body);
      } catch (error) {
        // A description that was read whole but is no puzzle of the game (more cages than clues) was read furthest.
        if (!(error instanceof InputError) || error.location.reached !== undefined) throw error;
        throw new InputError(error.message, { ...error.location, reached: text.trim().length });
      }
    },
    write(puzzle) {
      const { parameters, body } = definition.fromPuzzle(puzzle);
      const size = definition.size(parameters);
      const { maximumSize: maximum, minimumSize: minimum = { rows: 1, columns: 1 } } = definition;
      // A game ID that could not be read back is refused, as the reader would refuse it.
      if (size.rows > maximum.rows || size.columns > maximum.columns || size.rows < minimum.rows || size.columns < minimum.columns) {
        inputError(`${definition.name.replace(/ \(.*$/, '')} holds sizes from ${minimum.columns}×${minimum.rows} to ${maximum.columns}×${maximum.rows}, not ${size.columns}×${size.rows}`, { field: 'format' });
      }
      return `${definition.parameters.write(parameters)}:${definition.body(parameters).write(body)}`;
    },
  };
}

/** `WxH` parameters: columns, then rows. */
export const gridParameters: Codec<GridSize> = map(
  sequence<[number, void, number]>(decimal, literal('x'), decimal),
  ([columns, , rows]) => ({ rows, columns }),
  ({ rows, columns }): [number, void, number] => [columns, undefined, rows],
);

/**
 * A difficulty `d` and a letter, which a game ID may carry: how the puzzle was made, which the grid does not need,
 * so it is read and dropped. `levels`: the letters the game has (absent: any letter); `game` names it in an error
 * ("'dq' is not a Slant difficulty (de, dh)"); `article`: "an" for a game whose name opens with a vowel sound.
 */
export function difficulty(game: string, levels?: string, article = 'a'): Codec<void> {
  return {
    read(reader) {
      if (!reader.accept('d')) return;
      const start = reader.position - 1;
      const level = reader.next('a difficulty letter');
      if (levels !== undefined && !levels.includes(level)) {
        reader.fail(`'d${level}' is not ${article} ${game} difficulty (${[...levels].map((letter) => `d${letter}`).join(', ')})`, start);
      }
    },
    write: () => '',
  };
}

/** A generator setting read and dropped: `letter`, then a value read by `value` (none: the letter alone). */
export function setting(letter: string, value?: Codec<unknown>): Codec<void> {
  return {
    read(reader) {
      if (reader.accept(letter)) value?.read(reader);
    },
    write: () => '',
  };
}

/**
 * `W[xH]` parameters (a square when `xH` is left out), then `settings` in their order, each there or not; written
 * `WxH` and what the settings write.
 */
export function sizeParameters(...settings: readonly Codec<void>[]): Codec<GridSize> {
  return {
    read(reader) {
      const columns = decimal.read(reader);
      const rows = reader.accept('x') ? decimal.read(reader) : columns;
      for (const each of settings) each.read(reader);
      return { rows, columns };
    },
    write: ({ rows, columns }) => `${columns}x${rows}${settings.map((each) => each.write()).join('')}`,
  };
}

/** What a list of one-character numbers (`characterNumbers`) holds, and what its refusals say. */
export interface CharacterNumbers {
  /** The game, for a refusal: "Singles". */
  readonly game: string;
  readonly largest: number;
  /** Where the game's numbers run, for an error: "its width or height". */
  readonly range: string;
  /** Where a grid the list cannot hold can go, for a refusal: "write it as a puzz.link URL". */
  readonly elsewhere: string;
}

const numberCharacters = '123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Simon Tatham's grid of one-character numbers (Singles' description): one character per cell, row by row: `1`-`9`,
 * `a`-`z` for 10 to 35, `A`-`Z` for 36 to 61, up to `largest`. Every cell holds a number.
 */
export function characterNumbers(count: number, list: CharacterNumbers): Codec<CellEntry[]> {
  const { game, largest, elsewhere } = list;
  return {
    read(reader) {
      const cells: CellEntry[] = [];
      while (cells.length < count) {
        const start = reader.position;
        const character = reader.next(`cell ${cells.length + 1} of ${count}`);
        const value = numberCharacters.indexOf(character) + 1;
        if (value === 0) reader.fail(`unexpected character '${character}' (expected 1-9, a-z or A-Z)`, start);
        if (value > largest) reader.fail(`the number ${value} is larger than the grid's ${largest} (${game} numbers run from 1 to ${list.range})`, start);
        cells.push(value);
      }
      return cells;
    },
    write(cells) {
      return cells
        .map((entry) => {
          if (entry === null || entry === 'unknown') {
            inputError(`a ${game} game ID has a number in every cell; this grid has ${entry === null ? 'empty cells' : 'unknown numbers'} (${elsewhere})`, {
              field: 'format',
            });
          }
          if (entry > largest) inputError(`a ${game} game ID holds numbers 1 to ${largest} in this grid, not ${entry} (${elsewhere})`, { field: 'format' });
          return numberCharacters[entry - 1]!;
        })
        .join('');
    },
  };
}

/**
 * Reads the solve string of Simon Tatham's Latin-square games (Towers, Unequal, Keen): `S`, then one character per
 * cell in reading order; up to order 9 the digit itself, from order 10 on `0` is 1 and `A` is 11.
 */
export function digitSolution(move: string, size: number): number[][] {
  const characters = move.replace(/^S/, '');
  if (characters.length !== size * size || !/^[0-9A-Za-z]+$/.test(characters)) inputError(`'${move}' is not a solution of a ${size}×${size} grid`);
  const values = [...characters].map((character) => {
    if (size < 10) return Number(character);
    if (/[0-9]/.test(character)) return Number(character) + 1;
    return character.toUpperCase().charCodeAt(0) - 65 + 11;
  });
  return Array.from({ length: size }, (_, row) => values.slice(row * size, (row + 1) * size));
}

/** The two cells on either side of inner edge `index` of an n×n grid, in the order of Tatham's block structures. */
function blockEdgeCells(size: number, index: number): [Cell, Cell] {
  const across = size * (size - 1);
  if (index < across) {
    const row = Math.floor(index / (size - 1));
    const column = index % (size - 1);
    return [{ row, column }, { row, column: column + 1 }];
  }
  const column = Math.floor((index - across) / (size - 1));
  const row = (index - across) % (size - 1);
  return [{ row, column }, { row: row + 1, column }];
}

/**
 * The rooms of an n×n grid as Simon Tatham's block structure (Keen's cages; Solo's jigsaw boxes too): it walks the
 * n(n-1) inner edges between horizontal neighbours in reading order, then the n(n-1) between vertical neighbours column
 * by column, and a last edge past the grid that is always a wall. Each letter counts the open edges before the next
 * wall (`_` none, a..y 1..25, `z` 25 with no wall after them); a letter followed by a number stands for that many
 * copies of it. Read up to a `,` or the end; rooms are numbered in reading order.
 */
export function blockStructure(size: number): Codec<Regions> {
  const count = 2 * size * (size - 1);
  return {
    read(reader) {
      const open: boolean[] = [];
      while (!reader.done && reader.peek() !== ',') {
        const start = reader.position;
        const letter = reader.next('a letter');
        if (letter !== '_' && !/[a-z]/.test(letter)) reader.fail(`unexpected character '${letter}' in the block structure`, start);
        const repeat = /[0-9]/.test(reader.peek() ?? '') ? decimal.read(reader) : 1;
        const run = letter === '_' ? 0 : Math.min(25, letter.charCodeAt(0) - 96);
        for (let copy = 0; copy < repeat; copy++) {
          open.push(...new Array<boolean>(run).fill(true));
          if (letter !== 'z') open.push(false);
          if (open.length > count + 1) reader.fail(`the block structure describes more than the ${count} inner edges`, start);
        }
      }
      if (open.length !== count + 1 || open[count]) reader.fail(`the block structure describes ${open.length - 1} inner edges, the grid has ${count}`);
      const key = (a: Cell, b: Cell) => [a, b].map(({ row, column }) => row * size + column).sort((x, y) => x - y).join('-');
      const joined = new Set(open.flatMap((isOpen, index) => (isOpen ? [key(...blockEdgeCells(size, index))] : [])));
      return floodRegions({ rows: size, columns: size }, (a, b) => joined.has(key(a, b)));
    },
    write(rooms) {
      const letters: string[] = [];
      let run = 0;
      for (let index = 0; index <= count; index++) {
        const [a, b] = index < count ? blockEdgeCells(size, index) : [];
        if (a && b && rooms[a.row]![a.column] === rooms[b.row]![b.column]) run++;
        else {
          for (; run > 25; run -= 25) letters.push('z');
          letters.push(run === 0 ? '_' : String.fromCharCode(96 + run));
          run = 0;
        }
      }
      // Runs of one letter are shortened to the letter and a count, from three copies on.
      return letters.join('').replace(/([_a-z])\1*/g, (copies, letter: string) => (copies.length > 2 ? `${letter}${copies.length}` : copies));
    },
  };
}

/**
 * A game ID format told apart from other games' IDs of the same shape: it claims a text that is `shaped` like its
 * IDs when the puzzle read from it `fits` (what every puzzle of the game has), or when it does not read, so that the
 * error says why. Told the genre, any ID is read.
 */
export function distinguishedGameId<Puzzle>(format: Format<Puzzle>, shaped: (text: string) => boolean, fits: (puzzle: Puzzle, text: string) => boolean): Format<Puzzle> {
  return {
    ...format,
    detect(text) {
      if (!shaped(text)) return false;
      let puzzle: Puzzle;
      try {
        puzzle = format.parse(text);
      } catch (error) {
        if (error instanceof InputError) return true;
        throw error;
      }
      return fits(puzzle, text);
    },
  };
}
