// Generated inputs for the fuzz suite, one family per kind of input the command line and the studio read: puzz.link
// URLs, Simon Tatham game IDs, text files of each shape (grids, board files, .pzl, values/restrict, clingo facts),
// JSON puzzles, JSON answers, --state, mutations of real puzzles, and well-formed puzzles for the round trip.
// Each family mixes inputs close to valid (the grammar with wrong pieces) with plain noise.

import fc from 'fast-check';
import type { AnyGenre } from '../../src/core/genre.js';
import { findGenre, loadPuzzle } from '../../src/core/puzzle.js';
import { genres } from '../../src/genres/index.js';
import { futoshiki } from '../../src/genres/futoshiki/index.js';
import { kakurasu } from '../../src/genres/kakurasu/index.js';
import { kurodoko } from '../../src/genres/kurodoko/index.js';
import { satogaeri } from '../../src/genres/satogaeri/index.js';
import { sudoku } from '../../src/genres/sudoku/index.js';
import { takuzu } from '../../src/genres/takuzu/index.js';

/** Every genre's names (puzz.link's among them), as they appear in URLs and JSON. */
const genreWords = genres.flatMap((genre) => [genre.id, ...genre.aliases]);

/** A few characters that break parsers: separators, quotes, escapes, line ends, non-ASCII, control characters. */
const awkward = [' ', '\t', '\n', '\r\n', ',', ';', ':', '/', '?', '#', '%', '"', "'", '\\', '{', '}', '[', ']', '-', '+', '.', '_', '0', '9', 'é', '\u0000', '\u2028', '💡', '０'];

const noise = fc.oneof(
  fc.string({ unit: fc.constantFrom(...awkward), maxLength: 30 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** A number as it might appear: small, at a limit, huge, negative, with leading zeros, or not quite a number. */
const numberText = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 12 }).map(String) },
  { weight: 2, arbitrary: fc.constantFrom('0', '1', '15', '16', '25', '50', '255', '256', '4095', '4096', '99999999999', '-1', '007', '1e3', '0x10', '') },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 100000 }).map(String) },
);

const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);

/** Text from pieces: the grammar's tokens, joined. */
const joined = (pieces: fc.Arbitrary<string>, separator: fc.Arbitrary<string>, maxLength = 40) =>
  fc.array(fc.tuple(pieces, separator), { maxLength }).map((parts) => parts.map(([piece, between]) => piece + between).join(''));

// ---- puzz.link URLs ----

const number16Piece = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[0-9a-f]$/) },
  { weight: 2, arbitrary: fc.stringMatching(/^[g-z]$/) },
  { weight: 1, arbitrary: fc.stringMatching(/^-[0-9a-f]{0,3}$/) },
  { weight: 1, arbitrary: fc.stringMatching(/^\+[0-9a-f]{0,4}$/) },
  { weight: 1, arbitrary: fc.constantFrom('.', '/', '%', 'A', 'é', '_') },
);

export const puzzlinkUrls: fc.Arbitrary<string> = fc
  .tuple(
    pick(['https://puzz.link/p?', 'http://pzv.jp/p.html?', 'puzz.link/p?', 'https://pzprxs.vercel.app/p?', 'HTTPS://PUZZ.LINK/P?']),
    fc.oneof(pick(genreWords), pick(genreWords).map((word) => `${word}_edit`), pick(genreWords).map((word) => word.toUpperCase()), pick(['kinkonkan', ''])),
    fc.array(fc.oneof(numberText, fc.constantFrom('4', '9', '16', '25', '40')), { minLength: 0, maxLength: 3 }),
    joined(number16Piece, fc.constant(''), 120),
    fc.option(noise, { nil: '' }),
  )
  .map(([site, pid, sizes, body, tail]) => `${site}${pid}/${sizes.join('/')}/${body}${tail}`);

// ---- Simon Tatham game IDs ----

const soloParameters = fc.oneof(
  fc.tuple(numberText, numberText, pick(['', 'x', 'xa', 'dk', 'k', 'j', 'x1'])).map(([height, width, rest]) => `${height}x${width}${rest}`),
  numberText,
);
const runLengthPiece = fc.oneof(fc.stringMatching(/^[a-z]$/), numberText, fc.constant('_'), fc.constant(','));
const unequalRecord = fc
  .tuple(fc.option(fc.stringMatching(/^[a-z]{1,2}$/), { nil: '' }), numberText, fc.stringMatching(/^[URDL]{0,6}$/))
  .map(([skip, value, flags]) => `${skip}${value}${flags}`);
const unrulyPiece = fc.stringMatching(/^[a-zA-Z]$/);

export const gameIds: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(soloParameters, joined(runLengthPiece, fc.constant(''), 90)).map(([parameters, description]) => `${parameters}:${description}`),
  fc.tuple(fc.tuple(numberText, pick(['', 'a', 'dk', 'adx', 'dz'])).map(([size, rest]) => size + rest), fc.array(unequalRecord, { maxLength: 40 }))
    .map(([parameters, records]) => `${parameters}:${records.join(',')}`),
  fc.tuple(numberText, numberText, pick(['', 'u', 'dt', 'ud'])).chain(([columns, rows, rest]) =>
    joined(unrulyPiece, fc.constant(''), 60).map((description) => `${columns}x${rows}${rest}:${description}`),
  ),
  fc.tuple(numberText, numberText, joined(runLengthPiece, fc.constant(''), 60)).map(([columns, rows, description]) => `${columns}x${rows}:${description}`),
  fc.tuple(noise, pick([':', 'x', ''])).map(([text, colon]) => `${text}${colon}${text}`),
);

// ---- Text files ----

const lineEnd = pick(['\n', '\n', '\n', '\r\n', '\n\n', ' \n', '\t\n']);
const cellToken = fc.oneof(numberText, pick(['.', '_', '-', '|', '+', 'o', 'x', 'X', '#', '?']));
const gridLine = joined(cellToken, pick([' ', ' ', '  ', '\t', '', ' | ']), 12);

export const textGrids: fc.Arbitrary<string> = fc.oneof(
  joined(gridLine, lineEnd, 14),
  fc.tuple(fc.boolean(), joined(fc.stringMatching(/^[01.oxOX ]{0,14}$/), lineEnd, 14)).map(([unique, text]) => (unique ? `unique\n${text}` : text)),
  fc.stringMatching(/^[0-9.]{10,90}$/),
  fc.tuple(gridLine, gridLine).map(([first, second]) => `${first}\n${second}\n`),
);

const boardLine = fc.oneof(
  fc.tuple(pick(['w', 'h', 'W', 'c', 'x', '']), fc.array(numberText, { maxLength: 4 })).map(([keyword, numbers]) => [keyword, ...numbers].join(' ')),
  fc.constantFrom('# comment', '', '   '),
  noise,
);
export const boardFiles: fc.Arbitrary<string> = joined(boardLine, lineEnd, 20);

const pzlLine = fc.oneof(
  { weight: 2, arbitrary: pick(['countries', 'circles', 'COUNTRIES', ' circles ', '# Satogaeri 3x3', '']) },
  { weight: 4, arbitrary: joined(fc.oneof(fc.stringMatching(/^[A-Za-z0-9]{1,2}$/), pick(['.', 'o', 'O', '?', '!'])), pick([' ', '  ', '\t']), 8) },
  { weight: 1, arbitrary: noise },
);
export const pzlFiles: fc.Arbitrary<string> = joined(pzlLine, lineEnd, 20);

const valuesLine = fc.oneof(
  { weight: 2, arbitrary: pick(['values', 'restrict', 'VALUES', '']) },
  { weight: 4, arbitrary: joined(numberText, pick([' ', '  ', '\t']), 8) },
  { weight: 3, arbitrary: fc.tuple(numberText, numberText, numberText, numberText).map(([a, b, c, d]) => `${a},${b} ${c},${d}`) },
  { weight: 1, arbitrary: noise },
);
const factsStatement = fc.oneof(
  fc.tuple(numberText).map(([size]) => `#const size = ${size}.`),
  fc.tuple(numberText, numberText, numberText).map(([x, y, n]) => `given(${x},${y},${n}).`),
  fc.tuple(numberText, numberText, numberText, numberText).map(([a, b, c, d]) => `lessThan(${a},${b},${c},${d}).`),
  pick(['#show value/3.', '% comment', 'given(1,1)', 'lessThan(1,1,1,2)', '.']),
);
export const valuesFiles: fc.Arbitrary<string> = fc.oneof(
  joined(valuesLine, lineEnd, 16).map((text) => `values\n${text}`),
  joined(valuesLine, lineEnd, 16),
  joined(factsStatement, pick(['\n', ' ', '']), 16),
);

// ---- JSON ----

/** JSON puzzles: the genres' JSON formats, with fields missing, mistyped or out of range, and broken syntax. */
export const jsonPuzzles: fc.Arbitrary<string> = fc.oneof(
  fc
    .record(
      {
        genre: fc.oneof(pick(genreWords), fc.constant(3)),
        rows: fc.oneof(fc.integer({ min: -1, max: 8 }), fc.constant(1e9)),
        columns: fc.oneof(fc.integer({ min: -1, max: 8 }), fc.constant('3')),
        countries: fc.array(fc.array(fc.integer({ min: -1, max: 9 }), { maxLength: 8 }), { maxLength: 8 }),
        circles: fc.array(fc.record({ row: fc.integer({ min: -1, max: 8 }), column: fc.integer({ min: -1, max: 8 }), number: fc.option(fc.integer({ min: -1, max: 5000 })) }), { maxLength: 8 }),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
  fc
    .record({ rowClues: fc.array(fc.oneof(fc.integer({ min: -3, max: 60 }), fc.constant(null), fc.constant('-')), { maxLength: 25 }), columnClues: fc.array(fc.oneof(fc.integer({ min: -3, max: 60 }), fc.constant(null)), { maxLength: 25 }) }, { requiredKeys: [] })
    .map((value) => JSON.stringify(value)),
  fc.tuple(fc.jsonValue().map((value) => JSON.stringify(value)), fc.nat()).map(([text, cut]) => `{"rowClues": ${text.slice(0, cut % (text.length + 1))}`),
  fc.tuple(fc.jsonValue({ maxDepth: 6 }), fc.boolean()).map(([value, indented]) => JSON.stringify(value, null, indented ? 2 : 0)),
);

/** Answers for `check`: grids of the right shape and wrong content, wrong shapes, moves, and any JSON at all. */
export const answers: fc.Arbitrary<string> = fc.oneof(
  fc.array(fc.array(fc.oneof(fc.integer({ min: -1, max: 10 }), fc.constant(null), fc.boolean(), fc.constant('1')), { maxLength: 9 }), { maxLength: 9 }).map((value) => JSON.stringify(value)),
  fc.array(fc.record({ from: fc.array(fc.integer({ min: -1, max: 6 }), { maxLength: 3 }), to: fc.array(fc.integer({ min: -1, max: 6 }), { maxLength: 3 }) }, { requiredKeys: [] }), { maxLength: 8 }).map((value) => JSON.stringify(value)),
  fc.jsonValue({ maxDepth: 5 }).map((value) => JSON.stringify({ answer: value })),
  fc.jsonValue({ maxDepth: 5 }).map((value) => JSON.stringify(value)),
  fc.tuple(fc.jsonValue().map((value) => JSON.stringify(value)), fc.nat()).map(([text, cut]) => text.slice(0, cut % (text.length + 1))),
  fc.nat({ max: 80 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
);

/** `--state` for hints: partial grids (null for open), move lists, anything. */
export const states: fc.Arbitrary<string> = fc.oneof(
  fc.array(fc.array(fc.oneof(fc.constant(null), fc.integer({ min: -1, max: 10 }), fc.constant(true), fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 3 })), { maxLength: 8 }), { maxLength: 8 }).map((value) => JSON.stringify(value)),
  answers,
);

// ---- Mutations of real puzzles ----

/** Every genre's examples, as given and as written in each of its formats. */
export function realPuzzles(load: (text: string, genre: string) => { puzzle: unknown }): string[] {
  const texts: string[] = [];
  for (const genre of genres) {
    for (const example of genre.examples) {
      texts.push(example);
      const { puzzle } = load(example, genre.id);
      for (const format of genre.formats) {
        try {
          if (format.write) texts.push(format.write(puzzle));
        } catch {
          // This format cannot hold the example.
        }
      }
    }
  }
  return texts;
}

type Edit = { readonly kind: 'insert' | 'replace'; readonly at: number; readonly text: string } | { readonly kind: 'delete' | 'duplicate'; readonly at: number; readonly length: number } | { readonly kind: 'cut'; readonly at: number };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: fc.oneof(fc.constantFrom(...awkward), noise, numberText) }),
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), text: fc.oneof(fc.constantFrom(...awkward), numberText) }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
);

function applyEdit(text: string, change: Edit): string {
  const at = text.length === 0 ? 0 : change.at % (text.length + 1);
  switch (change.kind) {
    case 'insert':
      return text.slice(0, at) + change.text + text.slice(at);
    case 'replace':
      return text.slice(0, at) + change.text + text.slice(at + change.text.length);
    case 'delete':
      return text.slice(0, at) + text.slice(at + change.length);
    case 'duplicate':
      return text.slice(0, at + change.length) + text.slice(at, at + change.length) + text.slice(at + change.length);
    case 'cut':
      return text.slice(0, at);
  }
}

export function mutations(texts: readonly string[]): fc.Arbitrary<string> {
  return fc.tuple(fc.constantFrom(...texts), fc.array(edit, { minLength: 1, maxLength: 4 })).map(([text, edits]) => edits.reduce(applyEdit, text));
}

// ---- Well-formed puzzles, for the round trip ----

const grid = (rows: number, columns: number, cell: fc.Arbitrary<string>, separator: string) =>
  fc.array(fc.array(cell, { minLength: columns, maxLength: columns }), { minLength: rows, maxLength: rows }).map((lines) => lines.map((line) => line.join(separator)).join('\n'));

const sudokuBoxes = pick([
  [2, 2],
  [2, 3],
  [3, 2],
  [3, 3],
  [2, 4],
  [3, 4],
  [4, 4],
] as const);

/** Simon Tatham's run-length cell list (`a`..`z` for empty runs, `_` between two numbers). */
function runLength(cells: readonly (number | null)[]): string {
  let text = '';
  let blanks = 0;
  let afterNumber = false;
  const flush = () => {
    for (; blanks > 0; blanks -= Math.min(blanks, 26)) text += String.fromCharCode(96 + Math.min(blanks, 26));
    afterNumber = false;
  };
  for (const cell of cells) {
    if (cell === null) {
      blanks++;
      continue;
    }
    if (blanks > 0) flush();
    text += `${afterNumber ? '_' : ''}${cell}`;
    afterNumber = true;
  }
  flush();
  return text;
}

/** Texts that every genre should read: random grids of the right size and range, some with extreme numbers. */
export const wellFormed: fc.Arbitrary<{ genre: string; text: string }> = fc.oneof(
  sudokuBoxes.chain(([height, width]) =>
    fc
      .tuple(fc.boolean(), fc.array(fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: width * height }) }), { minLength: (width * height) ** 2, maxLength: (width * height) ** 2 }))
      .map(([diagonals, cells]) => ({ genre: sudoku.id, text: `${height}x${width}${diagonals ? 'x' : ''}:${runLength(cells)}` })),
  ),
  fc.integer({ min: 1, max: 7 }).chain((size) =>
    fc.tuple(grid(size, size, fc.oneof(fc.constant('0'), fc.integer({ min: 1, max: size }).map(String)), ' '), fc.array(fc.tuple(fc.nat(size - 1), fc.nat(size - 1), pick([[0, 1], [1, 0], [0, -1], [-1, 0]] as const)), { maxLength: 10 }))
      .map(([values, signs]) => ({
        genre: futoshiki.id,
        text: `values\n${values}\nrestrict\n${signs
          .filter(([row, column, [dr, dc]]) => row + dr >= 0 && row + dr < size && column + dc >= 0 && column + dc < size)
          .map(([row, column, [dr, dc]]) => `${row},${column} ${row + dr},${column + dc}`)
          .join('\n')}\n`,
      })),
  ),
  fc.integer({ min: 2, max: 7 }).chain((size) =>
    fc.array(fc.tuple(fc.nat(size - 1), fc.nat(size - 1), pick(['U', 'R', 'D', 'L'])), { maxLength: 8 }).map((bars) => {
      const flags: string[][] = Array.from({ length: size * size }, () => []);
      const steps = { U: [-1, 0], R: [0, 1], D: [1, 0], L: [0, -1] } as const;
      const back = { U: 'D', R: 'L', D: 'U', L: 'R' } as const;
      for (const [row, column, flag] of bars) {
        const [dr, dc] = steps[flag as keyof typeof steps];
        const to = { row: row + dr, column: column + dc };
        if (to.row < 0 || to.row >= size || to.column < 0 || to.column >= size) continue;
        const own = flags[row * size + column]!;
        const other = flags[to.row * size + to.column]!;
        if (!own.includes(flag)) own.push(flag);
        if (!other.includes(back[flag as keyof typeof back])) other.push(back[flag as keyof typeof back]);
      }
      return { genre: futoshiki.id, text: `${size}a:${flags.map((list) => `0${['U', 'R', 'D', 'L'].filter((flag) => list.includes(flag)).join('')},`).join('')}` };
    }),
  ),
  fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 })).chain(([columns, rows]) =>
    fc.tuple(fc.array(fc.oneof(fc.integer({ min: 0, max: (columns * (columns + 1)) / 2 + 2 }).map(String), fc.constant('-')), { minLength: rows, maxLength: rows }), fc.array(fc.oneof(fc.integer({ min: 0, max: (rows * (rows + 1)) / 2 + 2 }).map(String), fc.constant('-')), { minLength: columns, maxLength: columns }))
      .map(([rowClues, columnClues]) => ({ genre: kakurasu.id, text: `${rowClues.join(' ')}\n${columnClues.join(' ')}\n` })),
  ),
  fc.tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 }), fc.boolean()).chain(([halfColumns, halfRows, unique]) =>
    grid(halfRows * 2, halfColumns * 2, pick(['0', '1', '.', '.', '.']), '').map((text) => ({ genre: takuzu.id, text: `${unique ? 'unique\n' : ''}${text}\n` })),
  ),
  fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 })).chain(([columns, rows]) =>
    fc.array(fc.tuple(fc.nat(rows - 1), fc.nat(columns - 1), fc.oneof(fc.integer({ min: 1, max: 30 }), fc.constantFrom(4095, 4096, 70000))), { maxLength: 12 }).map((clues) => {
      const seen = new Set<string>();
      const lines = [`w ${columns}`, `h ${rows}`];
      for (const [row, column, value] of clues) {
        if (seen.has(`${row},${column}`)) continue;
        seen.add(`${row},${column}`);
        lines.push(`c ${row} ${column} ${value}`);
      }
      return { genre: kurodoko.id, text: lines.join('\n') + '\n' };
    }),
  ),
  fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 })).chain(([columns, rows]) =>
    fc.tuple(grid(rows, columns, pick(['A', 'A', 'B', 'C']), ' '), grid(rows, columns, fc.oneof({ weight: 6, arbitrary: fc.constant('.') }, { weight: 2, arbitrary: fc.constant('o') }, { weight: 2, arbitrary: fc.integer({ min: 0, max: 9 }).map(String) }, { weight: 1, arbitrary: fc.constantFrom('4095', '4096', '5000', '65536') }), ' '))
      .map(([countries, circles]) => ({ genre: satogaeri.id, text: `countries\n${countries}\ncircles\n${circles}\n` })),
  ),
);

/**
 * Well-formed puzzles written in the formats of one family (by format id), then lightly edited: inputs that get
 * past the first checks and into the deeper ones.
 */
export function writtenAs(formatIds: readonly string[]): fc.Arbitrary<string> {
  return fc.tuple(wellFormed, fc.nat(), fc.array(edit, { maxLength: 1 })).map(([{ genre, text }, choice, edits]) => {
    let written = text;
    try {
      const loaded = loadPuzzle(genres, text, genre);
      const writers = findGenre(genres, genre).formats.filter((format) => format.write && formatIds.includes(format.id));
      const format = writers[choice % Math.max(1, writers.length)];
      if (format?.write) written = format.write(loaded.puzzle);
    } catch {
      // Not a puzzle after all, or not one this format holds: the text itself will do.
    }
    return edits.reduce(applyEdit, written);
  });
}

/** A family's inputs: its own grammar with noise, and well-formed puzzles in its formats, lightly edited. */
export const near = (grammar: fc.Arbitrary<string>, formatIds: readonly string[]) => fc.oneof(grammar, writtenAs(formatIds));

/** The genres, by id, for the fuzz cases that name one (`--genre`). */
export const genreNames: fc.Arbitrary<string | undefined> = fc.option(fc.constantFrom(...genres.map((genre: AnyGenre) => genre.id)), { nil: undefined, freq: 3 });

// ---- Growing inputs, for the linear-time check ----

/** Inputs that grow with `n` in the shapes that have made parsers slow: long runs of one thing. */
export const growingInputs: readonly { readonly name: string; readonly build: (n: number) => string }[] = [
  { name: 'blank lines', build: (n) => '\n'.repeat(n) + 'x' },
  { name: 'blank lines then a heading', build: (n) => '\n'.repeat(n) + 'countries\ncircles\n' },
  { name: 'spaces', build: (n) => ' '.repeat(n) + '\n' },
  { name: 'lines of spaces', build: (n) => ' \n'.repeat(n) + 'w 5\n' },
  { name: 'a values row', build: (n) => 'values\n' + '0 '.repeat(n) },
  { name: 'a grid row', build: (n) => '1 '.repeat(n) + '\n1' },
  { name: 'a pzl row', build: (n) => 'countries\n' + 'A '.repeat(n) + '\ncircles\n' + '. '.repeat(n) },
  { name: 'Unequal flags', build: (n) => '5:0' + 'U'.repeat(n) },
  { name: 'Unequal records', build: (n) => '50:' + '0,'.repeat(n) },
  { name: 'Solo digits', build: (n) => '1x' + '1'.repeat(n) },
  { name: 'Range cells', build: (n) => '5x5:' + 'a'.repeat(n) },
  { name: 'Unruly cells', build: (n) => '8x8:' + 'z'.repeat(n) },
  { name: 'puzz.link body', build: (n) => 'https://puzz.link/p?sudoku/9/9/' + 'g'.repeat(n) },
  { name: 'puzz.link slashes', build: (n) => 'https://puzz.link/p?satogaeri/' + '9/'.repeat(n) },
  { name: 'clingo facts on one line', build: (n) => '#const size = 5.' + ' given(1,1,1).'.repeat(n) },
  { name: 'board comments', build: (n) => 'w 5\n' + '# comment\n'.repeat(n) + 'h 5\n' },
  { name: 'Takuzu row', build: (n) => '0'.repeat(n) + '\n1' },
  { name: 'Kakurasu row', build: (n) => '1 '.repeat(n) + '\n1' },
  { name: 'JSON list', build: (n) => '{"rowClues": [' + '1,'.repeat(n) + '1]}' },
  { name: 'JSON nesting', build: (n) => '['.repeat(n) },
  { name: 'JSON string', build: (n) => `{"genre": "${satogaeri.id}", "x": "${'a'.repeat(n)}"` },
  { name: 'digits', build: (n) => '9'.repeat(n) },
];
