// Double Back's test data for the shared suites (see src/core/test-data.ts): one bad board per rule the checker
// reports (puzzles as pzprv3 files of rooms and black cells, lines drawn as paths over the cells; the rooms are chosen
// so that each board breaks its one rule only), real examples of each format, generator requests, puzzles for the
// exports and the drag that draws the loop in the studio.

import { loopPoints } from '../../core/lines.js';
import type { GenreTestData } from '../../core/test-data.js';
import { linesFromPaths } from '../shared/centre-loop.js';
import type { DoubleBackAnswer, DoubleBackPartial, DoubleBackPuzzle } from './puzzle.js';
import { doubleBackSize } from './puzzle.js';
import { doubleback } from './index.js';

/** A pzprv3 file (version 0) from rows of room numbers and rows of cells (`#` black, `.` open). */
function file(rooms: string[], cells: string[]): string {
  const count = new Set(rooms.join(' ').split(' ')).size;
  const grid = cells.map((row) => `${[...row].map((cell) => (cell === '#' ? '*' : '.')).join(' ')} /`).join('');
  return `pzprv3/doubleback/${rooms.length}/${cells[0]!.length}/${count}/${rooms.join(' /')} /${grid}`;
}

type Path = [number, number][];
const ring = (top: number, left: number, bottom: number, right: number): Path => [[top, left], [top, right], [bottom, right], [bottom, left], [top, left]];
const open = (rows: number, columns: number) => Array.from({ length: rows }, () => '.'.repeat(columns));
/** puzz.link's example (pzprjs's test/script/doubleback.js): three rooms, no black cell. */
const example = 'https://puzz.link/p?doubleback/4/4/14063o';
const exampleRooms = ['0 0 0 0', '0 0 1 1', '0 0 1 1', '2 2 2 2'];
const exampleLoop: Path = [[0, 0], [0, 3], [3, 3], [3, 2], [1, 2], [1, 1], [3, 1], [3, 0], [0, 0]];

export const testData: GenreTestData<DoubleBackPuzzle, DoubleBackAnswer, DoubleBackPartial> = {
  genre: doubleback,
  generatorCases: [
    { columns: 6, rows: 6 },
    { columns: 6, rows: 6, difficulty: 'easy' },
    { columns: 6, rows: 5, difficulty: 'medium' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: example, answerValue: { horizontal: [[false]], vertical: [] }, unreadable: 'the JSON reader refuses lines of the wrong size' },
    // The example's answer, with the corner it passes made black (its room stays in one piece).
    { code: 'line-on-black', puzzle: file(exampleRooms, ['#...', '....', '....', '....']), answer: linesFromPaths(4, 4, exampleLoop) },
    { code: 'branch', puzzle: file(['1 1 1 2', '1 0 0 2', '1 1 1 2', '1 1 2 2'], ['...#', '...#', '...#', '####']), answer: linesFromPaths(4, 4, ring(0, 0, 2, 2), [[0, 1], [2, 1]]) },
    { code: 'crossing', puzzle: file(['1 0 0 0 0', '1 0 0 0 0', '1 1 0 0 0', '1 1 1 1 0', '1 1 1 1 1'], ['...##', '....#', '....#', '#...#', '#####']), answer: linesFromPaths(5, 5, ring(0, 0, 2, 2), ring(1, 1, 3, 3)) },
    { code: 'dead-end', puzzle: file(['1 1 0 0 0', '1 1 0 0 0', '1 1 1 0 0', '1 1 1 0 0', '1 1 1 1 1'], [...open(4, 5), '#####']), answer: linesFromPaths(5, 5, [[0, 0], [0, 4], [1, 4], [1, 0], [2, 0], [2, 4], [3, 4], [3, 0]]) },
    { code: 'several-loops', puzzle: file(['0 0 0 0', '1 0 0 0', '1 1 1 0', '1 1 1 0'], open(4, 4)), answer: linesFromPaths(4, 4, ring(0, 0, 1, 3), ring(2, 0, 3, 3)) },
    {
      code: 'cell-without-line',
      puzzle: file(['1 1 1 0 0', '1 1 1 0 0', '1 1 1 0 0', '1 1 1 0 0', '1 1 1 0 0'], open(5, 5)),
      answer: linesFromPaths(5, 5, [[0, 0], [0, 4], [1, 4], [1, 1], [2, 1], [2, 4], [3, 4], [3, 1], [4, 1], [4, 0], [0, 0]]),
    },
    // One room: the loop round it never crosses its border.
    { code: 'room-not-twice', puzzle: file(['0 0 0 0', '0 0 0 0', '0 0 0 0', '0 0 0 0'], ['....', '.##.', '.##.', '....']), answer: linesFromPaths(4, 4, ring(0, 0, 3, 3)) },
  ],
  realExamples: [
    { format: 'url', text: example, source: "pzprjs's test/script/doubleback.js" },
    {
      format: 'text',
      text: `pzprv3/doubleback/4/4/3/${exampleRooms.join(' /')} /. . . . /. . . . /. . . . /. . . . /`,
      source: "pzprjs's test/script/doubleback.js (its boards' rooms and cells, without their lines)",
    },
  ],
  exports: {
    unique: example,
    // Two halves of a 4×4 grid, each entered twice by several loops.
    several: file(['0 0 1 1', '0 0 1 1', '0 0 1 1', '0 0 1 1'], open(4, 4)),
    // A 3×3 of open cells: a loop on a grid passes as many cells of one chessboard colour as of the other.
    none: file(['0 0 1', '0 0 1', '0 0 1'], open(3, 3)),
  },
  studio: {
    puzzle: example,
    // One drag round the whole loop.
    gestures: (puzzle, answer) => [{ kind: 'trace', points: loopPoints(doubleBackSize(puzzle), answer), button: 'primary' }],
  },
  malformedInputs: [
    { text: 'https://puzz.link/p?doubleback/4/4/14', error: /column 1: the borders of a 4×4 grid take 6 characters, but only 2 are left/ },
    { text: 'https://puzz.link/p?doubleback/4/4/14063o1', error: /column 8: the text ends where a character of the black cells \(0-9 or a-v\) was expected/ },
    { text: 'pzprv3/doubleback/2/2/1/0 0 /0 0 /. x /. . /', error: /line 8, column 3: 'x' is not '\*' \(black\) or '\.' \(open\)/ },
    { text: 'pzprv3/doubleback/2/2/1/0 0 /0 3 /. . /. . /', error: /line 7, column 3: '3' is not a room from 0 to 0/ },
    { text: 'pzprv3.1/doubleback/2/2/1/0 0 /0 0 /. . /. . /', error: /line 1: only version 0 or 2 of the pzprv3 file is read/ },
    { text: 'https://puzz.link/p?doubleback/1/1/', error: /at least 2 cells/ },
  ],
};
