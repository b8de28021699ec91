import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../errors.js';
import { seededRandom } from '../random.js';
import { regionsFromLabels } from '../regions.js';
import type { CellEntry, Codec } from './codec.js';
import { base36Cells, bitCells, clueRows, decimal, fourCells, knownNumbers, largestBase36Number, number16Cells, readAll, roomBorders, runLengthCells, separatedNumbers, skipCells } from './codec.js';
import { puzzlinkFormat } from './puzzlink.js';
import { characterNumbers, difficulty, gameIdFormat, gridParameters, setting, sizeParameters } from './sgt.js';

function roundTrip<T>(codec: Codec<T>, value: T): void {
  const text = codec.write(value);
  assert.deepEqual(readAll(codec, text, 'test'), value, text);
  assert.equal(codec.write(readAll(codec, text, 'test')), text);
}

function errorOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    assert.ok(error instanceof InputError, String(error));
    return error.describe();
  }
  assert.fail('no error');
}

describe('two-way codecs', () => {
  it('reads a cell list as rows of number clues and writes them back; a list of numbers only refuses an unknown one', () => {
    const clues = clueRows(3, number16Cells(6));
    assert.deepEqual(readAll(clues, 'i.1', 'URL body'), [
      [null, null, null],
      [{ kind: 'unknown' }, { kind: 'number', value: 1 }, null],
    ]);
    roundTrip(clues, [
      [{ kind: 'number', value: 300 }, null, null],
      [null, { kind: 'unknown' }, null],
    ]);
    const range = clueRows(2, knownNumbers(runLengthCells(2), 'a Range game ID cannot hold a clue with an unknown number'));
    assert.deepEqual(readAll(range, 'a4', 'game ID description'), [[null, { kind: 'number', value: 4 }]]);
    assert.equal(errorOf(() => range.write([[{ kind: 'unknown' }, null]])), 'format: a Range game ID cannot hold a clue with an unknown number');
  });

  it('reads and writes Number16 cell lists, skips included', () => {
    const cells = readAll(number16Cells(25), 'i7g5l2l2g4i', 'URL body');
    assert.deepEqual(cells.map((entry) => entry ?? '.').join(' '), '. . . 7 . 5 . . . . . . 2 . . . . . . 2 . 4 . . .');
    assert.equal(number16Cells(25).write(cells), 'i7g5l2l2g4i');
    const random = seededRandom('number16');
    for (let round = 0; round < 200; round++) {
      const count = 1 + random.below(60);
      const entries: CellEntry[] = Array.from({ length: count }, () => {
        const kind = random.below(5);
        return kind < 2 ? null : kind === 2 ? 'unknown' : random.below(4) === 0 ? random.below(4096) : random.below(16);
      });
      roundTrip(number16Cells(count), entries);
    }
  });

  it('names the place of a bad character and refuses numbers a URL cannot hold', () => {
    assert.equal(errorOf(() => readAll(number16Cells(4), '1#', 'URL body')), "URL body, column 2: unexpected character '#' in the cell list");
    assert.equal(errorOf(() => readAll(number16Cells(2), '123', 'URL body')), "URL body, column 3: unexpected text after the last cell: '3'");
    assert.equal(errorOf(() => readAll(number16Cells(2), '-1', 'URL body')), "URL body, column 1: '-' must be followed by 2 hex digits, found '1'");
    assert.match(errorOf(() => number16Cells(1).write([5000])), /cannot hold the number 5000/);
  });

  it('reads and writes base-36 cell lists, numbers from 36 after a dash, and refuses numbers they cannot hold', () => {
    assert.deepEqual(readAll(base36Cells(6), '1@-10z%.', 'URL body'), [1, 'unknown', 36, 35, 'unknown', null]);
    assert.deepEqual(readAll(base36Cells(3), 'a', 'URL body'), [10, null, null]);
    const random = seededRandom('base36');
    for (let round = 0; round < 200; round++) {
      const count = 1 + random.below(40);
      const entries: CellEntry[] = Array.from({ length: count }, () => {
        const kind = random.below(5);
        return kind === 0 ? null : kind === 1 ? 'unknown' : random.below(3) === 0 ? random.below(largestBase36Number + 1) : random.below(36);
      });
      roundTrip(base36Cells(count), entries);
    }
    assert.equal(errorOf(() => readAll(base36Cells(2), '1-1', 'URL body')), "URL body, column 2: '-' must be followed by two base-36 digits, found '1'");
    assert.equal(errorOf(() => readAll(base36Cells(2), '1#', 'URL body')), "URL body, column 2: unexpected character '#' (expected 0-9, a-z, '-', '@' or '.')");
    assert.equal(errorOf(() => base36Cells(1, 1).write([1296])), 'format: a puzz.link URL cannot hold the number 1296 (1 to 1295)');
    assert.equal(errorOf(() => base36Cells(1, 1).write([0])), 'format: a puzz.link URL cannot hold the number 0 (1 to 1295)');
  });

  it('reads and writes 4Cell lists, the empty cells after a value riding on it as puzz.link writes them', () => {
    // pzprjs's Akari example: 4 at r2c3, 2 at r3c5, 0 at r4c2, 1 at r5c4 of a 6×6 grid.
    const cells = readAll(fourCells(36), 'nekcakbl', 'URL body');
    assert.deepEqual(
      cells.flatMap((entry, index) => (entry === null ? [] : [[index, entry]])),
      [[8, 4], [16, 2], [19, 0], [27, 1]],
    );
    assert.equal(fourCells(36).write(cells), 'nekcakbl');
    // Values with one empty cell after them (5-9), and the last riding on two cells past the grid (a-e).
    assert.equal(fourCells(6).write([3, null, 'unknown', 0, null, 4]), '8.5e');
    assert.deepEqual(readAll(fourCells(6), '8.5e', 'URL body'), [3, null, 'unknown', 0, null, 4]);
    const random = seededRandom('four');
    for (let round = 0; round < 200; round++) {
      const count = 1 + random.below(60);
      const entries: CellEntry[] = Array.from({ length: count }, () => {
        const kind = random.below(6);
        return kind < 3 ? null : kind === 3 ? 'unknown' : random.below(5);
      });
      roundTrip(fourCells(count), entries);
    }
    assert.equal(errorOf(() => readAll(fourCells(4), '1f', 'URL body')), "URL body, column 2: unexpected character 'f' in the cell list");
    assert.match(errorOf(() => fourCells(1).write([5])), /cannot hold the number 5/);
  });

  it('packs bits five to a character', () => {
    assert.equal(bitCells(7).write([true, false, false, false, false, true, true]), 'go');
    const random = seededRandom('bits');
    for (let round = 0; round < 100; round++) {
      const count = random.below(40);
      roundTrip(bitCells(count), Array.from({ length: count }, () => random.below(2) === 1));
    }
    assert.equal(errorOf(() => readAll(bitCells(10), '0w', 'URL body')), "URL body, column 2: unexpected character 'w' in the bits (expected 0-9 or a-v)");
  });

  it('writes rooms as the walls between them and reads the same rooms back', () => {
    const random = seededRandom('rooms');
    for (let round = 0; round < 100; round++) {
      const size = { rows: 1 + random.below(7), columns: 1 + random.below(7) };
      const labels = Array.from({ length: size.rows }, () => Array.from({ length: size.columns }, () => random.below(3)));
      roundTrip(roomBorders(size), regionsFromLabels(labels));
    }
  });

  it('reads and writes run-length lists of game IDs', () => {
    const cells = readAll(runLengthCells(25), '9_8f8g5f7_3', 'game ID description');
    assert.equal(cells.filter((entry) => entry !== null).join(' '), '9 8 8 5 7 3');
    assert.equal(runLengthCells(25).write(cells), '9_8f8g5f7_3');
    assert.equal(errorOf(() => readAll(runLengthCells(4), 'e', 'game ID description')), 'game ID description, column 2: describes 5 cells, the grid has 4');
  });

  it('reads and writes skip lists, which end by placing past the grid, and numbers apart by a separator', () => {
    // Tents' trees: `_` a tree right away, a-y one after 1-25 empty cells, z 25 empty cells.
    const trees = skipCells<true>(30, {
      read: (character) => (character === '_' ? { skip: 0, value: true } : /^[a-y]$/.test(character) ? { skip: parseInt(character, 36) - 9, value: true } : character === 'z' ? { skip: 25 } : undefined),
      write: (skip) => (skip === 0 ? '_' : (skip + 9).toString(36)),
      longest: 25,
      skipOnly: { character: () => 'z', cells: 25 },
      end: true,
      expected: 'a-z or _',
    });
    const cells = Array.from({ length: 30 }, (_, index): true | null => (index === 0 || index === 28 ? true : null));
    assert.equal(trees.write(cells), '_zba');
    roundTrip(trees, cells);
    assert.equal(errorOf(() => readAll(trees, '_zb', 'game ID description')), 'game ID description, column 4: the description covers 29 of the 30 cells');
    assert.equal(errorOf(() => readAll(trees, '_ze', 'game ID description')), "game ID description, column 3: the description runs past the end of the grid's 30 cells");
    const clues = separatedNumbers(4, '/', 'clues');
    roundTrip(clues, [1, null, null, 12]);
    assert.equal(errorOf(() => readAll(clues, '1/2', 'game ID description')), 'game ID description, column 4: describes 2 clues, the grid has 4');
    assert.equal(errorOf(() => readAll(clues, '1/2/3/4/5', 'game ID description')), 'game ID description, column 8: more than 4 clues');
  });

  it('reads and writes one-character numbers, refusing a number above the largest and a grid with an empty cell', () => {
    const list = characterNumbers(4, { game: 'Singles', largest: 40, range: 'its width or height', elsewhere: 'write it as a puzz.link URL' });
    assert.deepEqual(readAll(list, '9azD', 'game ID description'), [9, 10, 35, 39]);
    assert.equal(list.write([1, 10, 36, 40]), '1aAE');
    assert.equal(
      errorOf(() => readAll(list, '12F1', 'game ID description')),
      "game ID description, column 3: the number 41 is larger than the grid's 40 (Singles numbers run from 1 to its width or height)",
    );
    assert.equal(errorOf(() => readAll(list, '12-1', 'game ID description')), "game ID description, column 3: unexpected character '-' (expected 1-9, a-z or A-Z)");
    assert.match(errorOf(() => readAll(list, '12', 'game ID description')), /where cell 3 of 4 was expected/);
    assert.equal(errorOf(() => list.write([1, null, 2, 3])), 'format: a Singles game ID has a number in every cell; this grid has empty cells (write it as a puzz.link URL)');
    assert.equal(errorOf(() => list.write([1, 41, 2, 3])), 'format: a Singles game ID holds numbers 1 to 40 in this grid, not 41 (write it as a puzz.link URL)');
  });

  it('reads game-ID parameters with settings it drops, and names a difficulty the game does not have', () => {
    const parameters = sizeParameters(setting('b', decimal), setting('r'), difficulty('Slant', 'eh'));
    assert.deepEqual(readAll(parameters, '7x5b20rdh', 'game ID parameters'), { rows: 5, columns: 7 });
    assert.deepEqual(readAll(parameters, '6', 'game ID parameters'), { rows: 6, columns: 6 });
    assert.equal(parameters.write({ rows: 5, columns: 7 }), '7x5');
    assert.equal(errorOf(() => readAll(parameters, '7dq', 'game ID parameters')), "game ID parameters, column 2: 'dq' is not a Slant difficulty (de, dh)");
  });
});

describe('formats declared once', () => {
  type Toy = { rows: number; columns: number; cells: CellEntry[] };
  const maximumSize = { rows: 10, columns: 10 };
  const url = puzzlinkFormat<Toy, CellEntry[]>({
    pids: ['toy', 'toyish'],
    genre: 'Toy',
    maximumSize,
    body: (size) => number16Cells(size.rows * size.columns),
    toPuzzle: (size, cells) => ({ ...size, cells }),
    fromPuzzle: (puzzle) => ({ size: puzzle, body: puzzle.cells }),
  });
  const id = gameIdFormat<Toy, { rows: number; columns: number }, (number | null)[]>({
    name: 'toy game ID',
    parameters: gridParameters,
    parametersHint: 'a toy parameter string like 3x3',
    size: (parameters) => parameters,
    maximumSize,
    body: (size) => runLengthCells(size.rows * size.columns),
    toPuzzle: (size, cells) => ({ ...size, cells }),
    fromPuzzle: (puzzle) => ({ parameters: puzzle, body: puzzle.cells.map((entry) => (entry === 'unknown' ? null : entry)) }),
  });

  it('reads and writes a URL, with the slash puzz.link puts after a final dot', () => {
    const puzzle = url.parse('https://puzz.link/p?toyish/2/2/1.');
    assert.deepEqual(puzzle, { rows: 2, columns: 2, cells: [1, 'unknown', null, null] });
    assert.equal(url.write!({ ...puzzle, cells: [1, null, null, 'unknown'] }), 'https://puzz.link/p?toy/2/2/1h./');
    assert.deepEqual(url.parse('https://puzz.link/p?toy/2/2/1h./').cells, [1, null, null, 'unknown']);
    assert.ok(url.detect('http://pzv.jp/p.html?toy/3/3/'));
    assert.ok(!url.detect('https://puzz.link/p?sudoku/4/4/'));
    assert.match(errorOf(() => url.parse('https://puzz.link/p?toy/11/2/')), /larger than the supported 10x10/);
  });

  it('reads and writes option letters before the size, and refuses the ones the genre does not know', () => {
    type Flagged = Toy & { every: boolean };
    const flagged = puzzlinkFormat<Flagged, CellEntry[]>({
      pids: ['toy'],
      genre: 'Toy',
      maximumSize,
      flags: { e: 'every cell counts' },
      unsupportedFlags: { f: 'fancy rules' },
      body: (size) => number16Cells(size.rows * size.columns),
      toPuzzle: (size, cells, flags) => ({ ...size, cells, every: flags.includes('e') }),
      fromPuzzle: (puzzle) => ({ size: puzzle, body: puzzle.cells, flags: puzzle.every ? 'e' : '' }),
    });
    const puzzle = flagged.parse('https://puzz.link/p?toy/e/2/1/1g');
    assert.deepEqual(puzzle, { rows: 1, columns: 2, cells: [1, null], every: true });
    assert.equal(flagged.write!(puzzle), 'https://puzz.link/p?toy/e/2/1/1g');
    assert.equal(flagged.write!({ ...puzzle, every: false }), 'https://puzz.link/p?toy/2/1/1g');
    assert.equal(errorOf(() => flagged.parse('https://puzz.link/p?toy/f/2/1/1g')), "URL options: the option 'f' (fancy rules) is a variant pencilsat does not solve");
    assert.equal(errorOf(() => flagged.parse('https://puzz.link/p?toy/x/2/1/1g')), "URL options: 'x' is not a Toy option (expected <columns>/<rows> or known option letters)");
    assert.equal(errorOf(() => url.parse('https://puzz.link/p?toy/e/2/1/1g')), "URL options: 'e' is not a Toy option (expected <columns>/<rows> or known option letters)");
    assert.match(errorOf(() => url.parse('https://puzz.link/p?toy/v:2/2/1/1g')), /the variant 'v:2' is not one pencilsat reads/);
    assert.match(errorOf(() => url.parse('https://puzz.link/p?other/e/2/1/1g')), /this is a 'other' URL, not a Toy/);
  });

  it('reads and writes a game ID, checking the size before the description', () => {
    assert.deepEqual(id.parse('2x1:3a').cells, [3, null]);
    assert.equal(id.write!({ rows: 1, columns: 3, cells: [null, 4, 5] }), '3x1:a4_5');
    assert.ok(id.detect('7x7:abc'));
    assert.ok(!id.detect('7x7: abc'));
    assert.ok(!id.detect('https://puzz.link/p?toy/2/2/'));
    assert.equal(errorOf(() => id.parse('99999x99999:a')), 'game ID parameters: 99999x99999 is outside the supported sizes (1×1 to 10×10)');
    assert.equal(errorOf(() => id.parse('2y1:3a')), "game ID parameters: '2y1' is not a toy parameter string like 3x3 (expected 'x')");
    assert.equal(errorOf(() => id.parse('2x1:3a!')), "game ID description, column 3: unexpected text after the grid: '!'");
  });
});
