import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError, inputError } from '../errors.js';
import type { GridSize } from '../geometry.js';
import type { Regions, Walls } from '../regions.js';
import { wallsOf } from '../regions.js';
import type { NumberClue, Ringed } from './lines.js';
import { LineReader, numberClueTokens, numberClues, ringRows, sections, symbolTable, textRows, tokenRows } from './lines.js';
import { emptyBlock, pzprv3Format, pzprv3Rooms } from './pzprv3.js';
import { lineFileFormat, textGridFormat } from './text-grid.js';

function errorOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    assert.ok(error instanceof InputError, String(error));
    return error.describe();
  }
  assert.fail('no error');
}

const read = <T>(codec: { read(reader: LineReader): T }, text: string, firstLine = 1): T => codec.read(new LineReader(text.split('\n'), firstLine));

describe('line codecs', () => {
  it('reads and writes rows of tokens, and names the line and column of a bad one', () => {
    const numbers = tokenRows(2, 3, 'numbers', numberClueTokens);
    const rows: (NumberClue | null)[][] = [
      [null, { kind: 'number', value: 12 }, { kind: 'unknown' }],
      [{ kind: 'number', value: 0 }, null, null],
    ];
    assert.deepEqual(numbers.write(rows), ['. 12 - ', '0 . . ']);
    assert.deepEqual(read(numbers, '. 12 - \n0  .  .'), rows);
    assert.equal(errorOf(() => read(numbers, '. 12 -\n0 x .', 5)), "line 6, column 3: 'x' is not a number, '-' or '.'");
    assert.equal(errorOf(() => read(numbers, '. 12 -\n0 .', 5)), 'line 6: row 2 of the numbers has 2 entries, not 3');
    assert.equal(errorOf(() => read(numbers, '. 12 -', 5)), 'line 6: the file ends before row 2 of the numbers');
  });

  it('places an error a symbol raises, and an error found later at a cell of the marked block', () => {
    const positive = tokenRows(1, 2, 'numbers', { read: (token) => (Number(token) > 0 ? Number(token) : inputError(`${token} is not positive`)), write: String, expected: 'a number' }, { cells: true });
    assert.equal(errorOf(() => read(positive, '4   0')), 'line 1, column 5: 0 is not positive');
    const reader = new LineReader(['', '  7 8'], 1);
    reader.index = 1;
    positive.read(reader);
    assert.equal(errorOf(() => reader.placeCells(() => inputError('too big', { cell: { row: 0, column: 1 } }))), 'line 2, column 5: too big');
  });

  it('writes a symbol table value as its first token and reads every token', () => {
    const pearls = symbolTable<'white' | 'black' | null>(
      [
        ['W', 'white'],
        ['○', 'white'],
        ['B', 'black'],
        ['.', null],
      ],
      'W, B or .',
    );
    const grid = tokenRows(1, 3, 'pearls', pearls);
    assert.deepEqual(read(grid, '○ B .'), [['white', 'black', null]]);
    assert.deepEqual(grid.write([['white', 'black', null]]), ['W B . ']);
  });

  it('reads and writes a grid inside a ring of clues', () => {
    const heights = { read: (token: string) => (token === '.' ? null : /^\d$/.test(token) ? Number(token) : undefined), write: (value: number | null) => (value === null ? '.' : String(value)), expected: "a digit or '.'" };
    const ring = ringRows(2, 3, 'grid and its clues', heights, heights);
    const value: Ringed<number | null, number | null> = { cells: [[1, null, 3], [null, 2, null]], top: [1, null, 2], bottom: [null, null, 3], left: [2, null], right: [null, 1] };
    const lines = ring.write(value);
    assert.deepEqual(lines, ['. 1 . 2 . ', '2 1 . 3 . ', '. . 2 . 1 ', '. . . 3 . ']);
    assert.deepEqual(read(ring, lines.join('\n')), value);
    assert.equal(errorOf(() => read(ring, ['. 1 . 2 7', ...lines.slice(1)].join('\n'))), "line 1, column 9: '7' is not '.' (a corner holds nothing)");
    assert.equal(errorOf(() => read(ring, [lines[0], '2 1 x 3 .', ...lines.slice(2)].join('\n'))), "line 2, column 5: 'x' is not a digit or '.'");
  });
});

describe('pzprv3 declarations', () => {
  interface Rooms {
    readonly rooms: Regions;
    readonly walls?: Walls;
  }
  const format = pzprv3Format<Rooms, Rooms>({
    pids: ['rooms', 'roomz'],
    genre: 'Rooms',
    maximumSize: { rows: 5, columns: 5 },
    holds: 'then the rooms',
    body: pzprv3Rooms,
    emptyAnswer: (size: GridSize) => emptyBlock(size),
    toPuzzle(_size, body) {
      if (body.rooms.flat().every((room) => room === 0)) inputError('one room only', { cell: { row: 1, column: 1 } });
      return body;
    },
    fromPuzzle: (puzzle) => ({ size: { rows: puzzle.rooms.length, columns: puzzle.rooms[0]!.length }, body: puzzle, version: puzzle.walls ? 1 : 0 }),
  });

  it('reads and writes both versions through one declaration', () => {
    const rooms: Regions = [
      [0, 0, 1],
      [2, 2, 1],
    ];
    const text = format.write!({ rooms });
    assert.equal(text, 'pzprv3\nrooms\n2\n3\n3\n0 0 1 \n2 2 1 \n. . . \n. . . \n');
    assert.ok(format.detect(text) && format.detect('pzprv3.1/roomz/1/1/') && !format.detect('pzprv3/other/1/1/'));
    assert.deepEqual(format.parse(text), { rooms });
    const walls = wallsOf(rooms);
    const withWalls = format.write!({ rooms, walls });
    assert.equal(withWalls, 'pzprv3.1\nrooms\n2\n3\n0 1 \n0 1 \n1 1 0 \n. . . \n. . . \n');
    assert.deepEqual(format.parse(withWalls), { rooms, walls });
  });

  it('names the line (and column) of a bad header, size, token or cell', () => {
    const describe = (text: string) => errorOf(() => format.parse(text));
    assert.equal(describe('pzprv2/rooms/1/1/'), "line 1: a pzprv3 file opens with the lines 'pzprv3' and 'rooms'");
    assert.equal(describe('pzprv3/rooms/x/1/'), "line 3: the row count 'x' is not a whole number");
    assert.equal(describe('pzprv3/rooms/6/1/'), 'line 3: a 1×6 Rooms is outside the supported 1×1 to 5×5');
    assert.equal(describe('pzprv3/rooms/2/2/2/0 1 /1 2 /'), "line 7, column 3: '2' is not a room from 0 to 1");
    assert.equal(describe('pzprv3/rooms/2/2/1/0 0 /0  0 /'), 'line 7, column 4: one room only');
    assert.equal(describe('pzprv3.1/rooms/2/2/0 /0 /0 2 /'), "line 7, column 3: '2' is not a wall (1) or none (0)");
  });
});

describe('text grid declarations', () => {
  const clues = textGridFormat<{ named: boolean; rows: (NumberClue | null)[][] }, NumberClue | null>({
    name: 'test grid',
    detect: () => true,
    split: 'tokens',
    symbols: numberClues('?', 2, "a number, '?' or '.'"),
    align: 'right',
    heading: { pattern: /^grid$/i, required: 'grid' },
    toPuzzle(rows) {
      if (rows.flat().every((clue) => clue === null)) inputError('no clue', { cell: { row: rows.length - 1, column: 0 } });
      return { named: true, rows };
    },
    fromPuzzle: (puzzle) => ({ rows: puzzle.rows, heading: 'grid' }),
  });
  const marks = textGridFormat<{ named: boolean; rows: boolean[][] }, boolean>({
    name: 'test marks',
    detect: () => true,
    split: 'characters',
    symbols: symbolTable([['#', true], ['.', false]], "'#' or '.'"),
    heading: { pattern: /^marks$/ },
    toPuzzle: (rows, heading) => ({ named: heading !== undefined, rows }),
    fromPuzzle: (puzzle) => ({ rows: puzzle.rows, heading: puzzle.named ? 'marks' : undefined }),
  });

  it('reads and writes tokens under a first line, aligned, and characters with or without one', () => {
    const puzzle = { named: true, rows: [[{ kind: 'number', value: 12 }, null], [{ kind: 'unknown' }, null]] as (NumberClue | null)[][] };
    assert.equal(clues.write!(puzzle), 'grid\n12  .\n ?  .\n');
    assert.deepEqual(clues.parse('\n Grid\n12 .\n\n? .'), puzzle);
    for (const named of [true, false]) {
      const board = { named, rows: [[true, false], [false, false]] };
      assert.deepEqual(marks.parse(marks.write!(board)), board);
    }
    assert.equal(marks.write!({ named: false, rows: [[true, false]] }), '#.\n');
  });

  it('names the line and column of a bad token, a short row, a missing first line and a cell', () => {
    assert.equal(errorOf(() => clues.parse('grid\n1 .\n. 123')), "line 3, column 3: unexpected '123' (expected a number, '?' or '.')");
    assert.equal(errorOf(() => clues.parse('grid\n1 .\n.')), 'line 3: this row has 1 cells, the first has 2');
    assert.equal(errorOf(() => clues.parse('1 .')), "line 1: expected a first line 'grid'");
    assert.equal(errorOf(() => clues.parse('grid\n')), 'no grid found under the first line');
    assert.equal(errorOf(() => clues.parse('grid\n. .\n  . .')), 'line 3, column 3: no clue');
    assert.equal(errorOf(() => marks.parse('marks\n #.\n.x')), "line 3, column 2: unexpected character 'x' (expected '#' or '.')");
    assert.equal(errorOf(() => marks.parse('#.\n# .')), "line 2, column 2: unexpected character ' ' (expected '#' or '.')");
  });
});

describe('sections under headings', () => {
  const digits = symbolTable(
    [...'0123456789'].map((digit) => [digit, Number(digit)] as const),
    'a digit',
  );
  const file = lineFileFormat<{ left: number[][]; right: number[][] }, { left: number[][]; right: number[][] }>({
    id: 'test',
    name: 'test sections',
    detect: () => true,
    comment: '#',
    body: sections({ left: textRows(digits, 'characters', { empty: "no 'left' grid" }), right: textRows(digits, 'characters') }, { optional: ['right'] }),
    toPuzzle(body) {
      if (body.left.flat().includes(9)) inputError('a nine', { cell: { row: 1, column: 0 } });
      return body;
    },
    fromPuzzle: (puzzle) => ({ body: puzzle, preamble: ['# two grids'] }),
  });

  it('reads sections in any order, with comments, and writes them in declared order', () => {
    const body = { left: [[1, 2]], right: [[3], [4]] };
    assert.equal(file.write!(body), '# two grids\nleft\n12\nright\n3\n4\n');
    assert.deepEqual(file.parse('RIGHT # the second\n3\n4\n\nleft\n12'), body);
  });

  it('names a second section, a missing one, text before the first and a cell in a later section', () => {
    assert.equal(errorOf(() => file.parse('left\n1\nleft\n2')), "line 3: a second 'left' section");
    assert.equal(errorOf(() => file.parse('right\n1')), "the file has no 'left' section");
    assert.equal(errorOf(() => file.parse('left\nright\n1')), "no 'left' grid");
    assert.equal(errorOf(() => file.parse('12\nleft\n1')), "line 1: expected a 'left' line before the grid, found '12'");
    assert.equal(errorOf(() => file.parse('right\n1\nleft\n1\n 9')), 'line 5, column 2: a nine');
    const ordered = sections({ first: textRows(digits, 'characters'), second: textRows(digits, 'characters') }, { ordered: true });
    assert.equal(errorOf(() => ordered.read(new LineReader(['second', '1', 'first', '2']))), "line 1: 'second' must follow the 'first' section");
  });
});
