// Star Battle formats: puzz.link URLs (the star count, then the room borders), text grids of room labels; answers as
// JSON grids of 0/1.

import { inputError } from '../../core/errors.js';
import type { GridSize } from '../../core/geometry.js';
import type { Format } from '../../core/genre.js';
import type { Codec } from '../../core/formats/codec.js';
import { decimal, sequence, wallBits } from '../../core/formats/codec.js';
import { describeMarks, markAnswers } from '../../core/formats/answers.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import type { Walls } from '../../core/regions.js';
import { regionsFromWalls, wallsOf } from '../../core/regions.js';
import { readRoomLines, writeRoomLines } from '../shared/room-grid.js';
import type { StarBattlePuzzle } from './puzzle.js';
import { makeStarBattle, maximumStarBattleSize, starBattleSize } from './puzzle.js';

/** The star count and its slash (puzz.link drops the slash of a 1×1 grid, whose borders are empty). */
const starCount: Codec<number> = {
  read(reader) {
    const stars = decimal.read(reader);
    if (!reader.accept('/') && !reader.done) reader.fail("expected '/' after the star count");
    return stars;
  },
  write: (stars) => `${stars}/`,
};

/** puzz.link: `starbattle/<columns>/<rows>/<stars>/<room borders>`. */
export const urlFormat = puzzlinkFormat<StarBattlePuzzle, [number, Walls]>({
  pids: ['starbattle'],
  genre: 'Star Battle',
  maximumSize: maximumStarBattleSize,
  checkSize: ({ rows, columns }: GridSize) => {
    if (rows !== columns) inputError(`a Star Battle grid is square, not ${columns}×${rows}`, { part: 'URL size' });
  },
  body: (size) => sequence<[number, Walls]>(starCount, wallBits(size)),
  toPuzzle: (size, [stars, walls]) => makeStarBattle(regionsFromWalls(size, walls), stars, walls),
  fromPuzzle: (puzzle) => ({ size: starBattleSize(puzzle), body: [puzzle.stars, puzzle.walls ?? wallsOf(puzzle.rooms)] }),
});

const headerLine = /^star\s*battle\s+(\d+)$/i;

/**
 * A text grid: a first line `starbattle K` (K stars per row, column and room), then one line of room labels per
 * row, one letter or digit per cell (or labels separated by spaces); equal labels that touch form one room.
 *
 *     starbattle 1
 *     AAB
 *     ACB
 *     CCB
 */
export const textFormat: Format<StarBattlePuzzle> = {
  id: 'text',
  name: "text grid: a line 'starbattle K', then one line of room labels per row (equal labels form a room)",
  detect: (text) => headerLine.test(text.trimStart().split(/\r?\n/)[0]?.trim() ?? ''),
  parse(text) {
    const lines = text.split(/\r?\n/).map((raw, index) => ({ text: raw, line: index + 1 })).filter(({ text: raw }) => raw.trim() !== '');
    const header = headerLine.exec(lines[0]?.text.trim() ?? '');
    if (!header) inputError("the first line must be 'starbattle K', with K the stars per row, column and room", { line: lines[0]?.line ?? 1 });
    return makeStarBattle(readRoomLines(lines.slice(1)), Number(header[1]));
  },
  write: (puzzle) => `starbattle ${puzzle.stars}\n${writeRoomLines(puzzle.rooms).join('\n')}\n`,
};

export const { answerFromJson, answerToJson, partialToJson } = markAnswers(starBattleSize, 'no star', 'a star');
export const describeEntry = describeMarks('holds a star', 'holds no star', 'your star');
