// A room or country split in two, in a file: the error names the file's own line and column of the cell where the
// label comes back, not the grid's row (issue: "line 3", the header, for a split on file line 8).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError, parsePuzzle } from '../index.js';

const splitRooms = '3\n0 0 0 \n1 2 0 \n0 0 1 \n';
const noNumbers = '. . . \n. . . \n. . . \n';

const files: { genre: string; text: string; line: number; column: number }[] = [
  { genre: 'lits', text: `pzprv3\nlits\n3\n3\n${splitRooms}`, line: 8, column: 1 },
  { genre: 'norinori', text: `pzprv3\nnorinori\n3\n3\n${splitRooms}`, line: 8, column: 1 },
  { genre: 'heyawake', text: `pzprv3\nheyawake\n3\n3\n${splitRooms}${noNumbers}`, line: 8, column: 1 },
  { genre: 'countryroad', text: `pzprv3\ncountry\n3\n3\n${splitRooms}${noNumbers}`, line: 8, column: 1 },
  { genre: 'countryroad', text: `pzprv3\ncountry\n3\n3\n3\n0 0 0\n1 2   0\n1  0 2 \n${noNumbers}`, line: 8, column: 4 },
  { genre: 'starbattle', text: 'starbattle 1\n\nAAB\nACB\nCCA\n', line: 5, column: 3 },
  { genre: 'satogaeri', text: '# a comment\ncountries\nA A A\nB C A\nB  A C\n\ncircles\no . 0\n. . .\n2 . .\n', line: 5, column: 4 },
];

describe('file errors at a cell', () => {
  for (const { genre, text, line, column } of files) {
    it(`${genre}: a split area is named at line ${line}, column ${column} of the file`, () => {
      assert.throws(
        () => parsePuzzle(text, { genre }),
        (error: unknown) => error instanceof InputError && /split/.test(error.message) && error.location.line === line && error.location.column === column,
      );
    });
  }
});
