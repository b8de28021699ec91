// Norinori formats: puzz.link URLs (the room borders, nothing else) and pzprv3 files; answers as JSON grids of 0/1.

import type { Format } from '../../core/genre.js';
import { wallBits } from '../../core/formats/codec.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import type { Walls } from '../../core/regions.js';
import { regionsFromWalls, wallsOf } from '../../core/regions.js';
import { roomFileFormat } from '../shared/room-file.js';
import { partialShadingToJson, shadingFromJson, shadingToJson } from '../shared/shade-answers.js';
import type { NorinoriAnswer, NorinoriPartial, NorinoriPuzzle } from './puzzle.js';
import { makeNorinori, maximumNorinoriSize, norinoriSize } from './puzzle.js';

/** puzz.link: `norinori/<columns>/<rows>/<room borders>`. */
export const urlFormat = puzzlinkFormat<NorinoriPuzzle, Walls>({
  pids: ['norinori'],
  genre: 'Norinori',
  maximumSize: maximumNorinoriSize,
  body: wallBits,
  toPuzzle: (size, walls) => makeNorinori(regionsFromWalls(size, walls), walls),
  fromPuzzle: (puzzle) => ({ size: norinoriSize(puzzle), body: puzzle.walls ?? wallsOf(puzzle.rooms) }),
});

export const fileFormat: Format<NorinoriPuzzle> = roomFileFormat({
  pid: 'norinori',
  genre: 'Norinori',
  maximumSize: maximumNorinoriSize,
  make: (rooms) => makeNorinori(rooms),
  rooms: (puzzle) => puzzle.rooms,
});

export const answerFromJson = (puzzle: NorinoriPuzzle, json: unknown): NorinoriAnswer => shadingFromJson(norinoriSize(puzzle), json);
export const answerToJson: (answer: NorinoriAnswer) => unknown = shadingToJson;
export const partialToJson: (partial: NorinoriPartial) => unknown = partialShadingToJson;
