// Regenerates the outside fixtures in test/fixtures from Debian's sgt-puzzles and qqwing (apt-get install
// sgt-puzzles qqwing). The files are committed, so the tests do not need these programs.
//   node --import tsx scripts/make-fixtures.ts

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { akari } from '../src/genres/akari/index.js';
import { masyu } from '../src/genres/masyu/index.js';
import { skyscrapers } from '../src/genres/skyscrapers/index.js';
import { slitherlink } from '../src/genres/slitherlink/index.js';
import { futoshiki } from '../src/genres/futoshiki/index.js';
import { keen } from '../src/genres/keen/index.js';
import { sudoku } from '../src/genres/sudoku/index.js';
import { takuzu } from '../src/genres/takuzu/index.js';

const games = '/usr/games';

interface SgtRecord {
  game: string;
  params: string;
  /** Full parameters, with difficulty (and symmetry for Solo). */
  fullParams: string;
  id: string;
  /** The SOLVE move of the save file. */
  solution: string;
}

/** Generates `count` puzzles with their solutions, deterministically from a seed. */
export function generateSgt(game: string, params: string, count: number, seed: string): SgtRecord[] {
  const folder = mkdtempSync(join(tmpdir(), 'sgt-'));
  try {
    execFileSync(join(games, `sgt-${game}`), ['--generate', String(count), `${params}#${seed}`, '--save', join(folder, 'g'), '--with-solutions'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    return readdirSync(folder)
      .sort((a, b) => Number(a.replace(/\D/g, '')) - Number(b.replace(/\D/g, '')))
      .map((name) => {
        const fields = new Map<string, string>();
        for (const line of readFileSync(join(folder, name), 'utf8').split('\n')) {
          const match = /^(\w+)\s*:\d+:(.*)$/.exec(line);
          if (match) fields.set(match[1]!, match[2]!);
        }
        const shortParams = fields.get('PARAMS')!;
        return {
          game,
          params: shortParams,
          fullParams: fields.get('CPARAMS')!,
          id: `${shortParams}:${fields.get('DESC')!}`,
          solution: fields.get('SOLVE')!,
        };
      });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Solves bare game IDs with the game's own solver (`--save DIR --with-solutions`, IDs on standard input). */
export function solveSgt(game: string, ids: readonly string[]): { id: string; solution: string }[] {
  const folder = mkdtempSync(join(tmpdir(), 'sgt-'));
  try {
    execFileSync(join(games, `sgt-${game}`), ['--save', join(folder, 's'), '--save-suffix', '.sav', '--with-solutions'], {
      input: ids.join('\n') + '\n',
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    return ids.map((id, index) => {
      const text = readFileSync(join(folder, `s${index}.sav`), 'utf8');
      return { id, solution: /^SOLVE\s*:\d+:(.*)$/m.exec(text)![1]! };
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function writeJsonl(name: string, records: object[]): void {
  writeFileSync(join('test/fixtures', name), records.map((record) => JSON.stringify(record)).join('\n') + '\n');
  console.log(`${name}: ${records.length} records`);
}

function qqwing(difficulty: string, count: number): { puzzle: string; solution: string; difficulty: string }[] {
  const text = execFileSync('qqwing', ['--generate', String(count), '--difficulty', difficulty, '--one-line', '--solution'], { encoding: 'utf8' });
  const lines = text.split('\n').filter((line) => /^[0-9.]{81}$/.test(line.trim()));
  const records = [];
  for (let index = 0; index + 1 < lines.length; index += 2) records.push({ puzzle: lines[index]!, solution: lines[index + 1]!, difficulty });
  return records;
}

const only = process.argv[2];
if (!only || only === 'solo') {
  writeJsonl('sgt-solo.jsonl', [
    ...generateSgt('solo', '2x2', 3, 'pencilsat'),
    ...generateSgt('solo', '2x3db', 3, 'pencilsat'),
    ...generateSgt('solo', '3x3dt', 2, 'pencilsat'),
    ...generateSgt('solo', '3x3db', 2, 'pencilsat'),
    ...generateSgt('solo', '3x3di', 2, 'pencilsat'),
    ...generateSgt('solo', '3x3da', 2, 'pencilsat'),
    ...generateSgt('solo', '3x3de', 2, 'pencilsat'),
    ...generateSgt('solo', '3x3du', 3, 'pencilsat'),
    ...generateSgt('solo', '3x3xdi', 2, 'pencilsat'),
    ...generateSgt('solo', '3x4db', 2, 'pencilsat'),
    ...generateSgt('solo', '4x4db', 1, 'pencilsat'),
    ...generateSgt('solo', '4x4du', 1, 'pencilsat'),
  ]);
}
if (!only || only === 'unequal') {
  // Futoshiki: every difficulty (Trivial..Recursive), Adjacent mode, sizes 4 to 12.
  const settings: [string, number][] = [
    ['4de', 2], ['5dt', 1], ['5de', 1], ['5dk', 2], ['5adk', 2], ['5dx', 1], ['6dk', 1], ['6adk', 2], ['6dx', 2],
    ['7dk', 1], ['7adx', 1], ['7dx', 2], ['8dr', 1], ['9dx', 2], ['9adk', 1], ['10dk', 1], ['12dk', 1],
  ];
  writeJsonl('sgt-unequal.jsonl', settings.flatMap(([params, count]) => generateSgt('unequal', params, count, 'pencilsat')));
  // Puzzles published in the Guardian, quoted at the top of unequal.c, with the answers Unequal's solver gives.
  const guardian = [
    '5:0,0L,0L,0,0,0R,0,0L,0D,0L,0R,0,2,0D,0,0,0,0,0,0,0U,0,0,0,0U,',
    '5:0,0,0,4L,0L,0,2LU,0L,0U,0,0,0U,0,0,0,0,0D,0,3LRUD,0,0R,3,0L,0,0,',
    '5:0,0,0,0,0,0,2,0U,3U,0U,0,0,3,0,0,0,3,0D,4,0,0,0L,0R,0,0,',
    '5:0D,0L,0,0R,0,0,0D,0,3,0D,0,0R,0,0R,0D,0U,0L,0,1,2,0,0,0U,0,0L,',
  ];
  writeJsonl('unequal-guardian.jsonl', solveSgt('unequal', guardian).map((record, index) => ({ ...record, source: `Guardian #${[1, 2, 5, 6][index]}, quoted in unequal.c` })));
}
if (only === 'towers') {
  // Skyscrapers: every Towers difficulty (Easy, Hard, Extreme, Unreasonable), sizes 4 to 9.
  const settings: [string, number][] = [['4de', 2], ['5de', 3], ['5dh', 3], ['6de', 2], ['6dh', 3], ['6dx', 2], ['7dh', 2], ['7dx', 2], ['8dh', 1], ['8du', 1], ['9de', 1], ['9dh', 1]];
  writeJsonl('sgt-towers.jsonl', settings.flatMap(([params, count]) => generateSgt('towers', params, count, 'pencilsat')));
}
if (only === 'towers-bench') {
  // Skyscrapers benchmark instances (not used by the tests): Hard, 5×5 to 9×9 (Towers' largest).
  writeJsonl('sgt-towers-bench.jsonl', [5, 6, 7, 8, 9].flatMap((size) => generateSgt('towers', `${size}dh`, 5, 'pencilsat-bench')));
}
if (only === keen.id) {
  // Keen: every difficulty (Easy..Unreasonable), multiplication-only, sizes 3 to 9 (Simon Tatham's game has the
  // genre's id for its name).
  const settings: [string, number][] = [
    ['3de', 1], ['4de', 2], ['5de', 2], ['5dem', 1], ['6de', 1], ['6dn', 2], ['6dnm', 1], ['6dh', 2], ['6dx', 2], ['6du', 1], ['7dn', 1], ['8dh', 1], ['9dn', 2],
  ];
  writeJsonl('sgt-keen.jsonl', settings.flatMap(([params, count]) => generateSgt(keen.id, params, count, 'pencilsat')));
}
if (only === `${keen.id}-bench`) {
  // Keen benchmark instances (not used by the tests): 6×6 and 9×9 (Keen's largest) at Extreme and Unreasonable.
  writeJsonl('sgt-keen-bench.jsonl', ['6dx', '6du', '9dx', '9du'].flatMap((params) => generateSgt(keen.id, params, 5, 'pencilsat-bench')));
}
if (only === 'pattern') {
  // Nonogram: Pattern has no levels; sizes 5×5 to 20×20, and one that is not square.
  const settings: [string, number][] = [['5x5', 4], ['8x6', 2], ['10x10', 6], ['15x15', 3], ['20x20', 2]];
  writeJsonl('sgt-pattern.jsonl', settings.flatMap(([params, count]) => generateSgt('pattern', params, count, 'pencilsat')));
}
if (only === 'pattern-bench') {
  // Nonogram benchmark instances (not used by the tests): 10×10 and 25×25, the largest size the issue names.
  writeJsonl('sgt-pattern-bench.jsonl', [10, 25].flatMap((size) => generateSgt('pattern', `${size}x${size}`, 5, 'pencilsat-bench')));
}
if (only === 'rect') {
  // Shikaku: Rectangles' presets 7×7 to 11×11 and one grid wider than tall (its IDs give columns first).
  const settings: [string, number][] = [['7x7', 3], ['9x9', 2], ['11x11', 2], ['8x5', 1]];
  writeJsonl('sgt-rect.jsonl', settings.flatMap(([params, count]) => generateSgt('rect', params, count, 'pencilsat')));
}
if (only === 'rect-bench') {
  // Shikaku benchmark instances (not used by the tests): 10×10, Rectangles' largest preset 19×19, and 30×30.
  const settings: [string, number][] = [['10x10', 5], ['19x19', 3], ['30x30', 2]];
  writeJsonl('sgt-rect-bench.jsonl', settings.flatMap(([params, count]) => generateSgt('rect', params, count, 'pencilsat-bench')));
}
if (only === 'galaxies') {
  // Tentaisho: Galaxies' two levels (Normal, Unreasonable) at 5×5 to 10×10, and grids that are not square either way.
  const settings: [string, number][] = [['5x5dn', 2], ['7x7dn', 4], ['7x7du', 3], ['10x10dn', 2], ['10x10du', 2], ['9x6dn', 1], ['6x9du', 1]];
  writeJsonl('sgt-galaxies.jsonl', settings.flatMap(([params, count]) => generateSgt('galaxies', params, count, 'pencilsat')).map(withoutDifficulty));
}
if (only === 'galaxies-bench') {
  // Tentaisho benchmark instances (not used by the tests): Unreasonable, five at 10×10 and three at its largest preset 15×15 and at 20×20.
  const settings: [string, number][] = [['10x10du', 5], ['15x15du', 3], ['20x20du', 3]];
  writeJsonl('sgt-galaxies-bench.jsonl', settings.flatMap(([params, count]) => generateSgt('galaxies', params, count, 'pencilsat-bench')).map(withoutDifficulty));
}
if (only === 'tents') {
  // Tents: both levels (Easy, Tricky) at 8×8 and 10×10, and one grid that is not square.
  const settings: [string, number][] = [['8x8de', 3], ['8x8dt', 3], ['10x10de', 3], ['10x10dt', 3], ['12x9dt', 1]];
  writeJsonl('sgt-tents.jsonl', settings.flatMap(([params, count]) => generateSgt('tents', params, count, 'pencilsat')).map(withoutDifficulty));
}
if (only === 'tents-bench') {
  // Tents benchmark instances (not used by the tests): Tricky, five each at 10×10 and 25×25.
  writeJsonl('sgt-tents-bench.jsonl', [10, 25].flatMap((size) => generateSgt('tents', `${size}x${size}dt`, 5, 'pencilsat-bench')).map(withoutDifficulty));
}
if (only === 'bridges') {
  // Hashi: Bridges' three levels (d0 easy, d1 medium, d2 hard) at 7×7 and 10×10, and one grid that is not square.
  const settings: [string, number][] = [['7x7i30e10m2d0', 3], ['7x7i30e10m2d1', 3], ['7x7i30e10m2d2', 3], ['10x10i30e10m2d0', 2], ['10x10i30e10m2d1', 2], ['10x10i30e10m2d2', 2], ['12x8i30e10m2d2', 1]];
  writeJsonl('sgt-bridges.jsonl', settings.flatMap(([params, count]) => generateSgt('bridges', params, count, 'pencilsat')));
}
if (only === 'bridges-bench') {
  // Hashi benchmark instances (not used by the tests): Hard, five at 10×10 and three at 30×30.
  const settings: [string, number][] = [['10x10i30e10m2d2', 5], ['30x30i30e10m2d2', 3]];
  writeJsonl('sgt-bridges-bench.jsonl', settings.flatMap(([params, count]) => generateSgt('bridges', params, count, 'pencilsat-bench')));
}
if (only === 'unequal-bench') {
  // Benchmark instances (not used by the tests): several sizes, the hardest difficulty sgt generates in reasonable time.
  const settings: [string, number][] = [['5dx', 5], ['7dx', 5], ['9dx', 5], ['12dk', 3], ['16de', 2], ['20de', 1]];
  writeJsonl('sgt-unequal-bench.jsonl', settings.flatMap(([params, count]) => generateSgt('unequal', params, count, 'pencilsat-bench')));
}
/** Unruly's save files carry the default difficulty in PARAMS (`8x8dt`); a game ID's short params have none. */
function withoutDifficulty(record: SgtRecord): SgtRecord {
  return { ...record, params: record.params.replace(/d[a-z]$/, ''), id: record.id.replace(/^([^:]*?)d[a-z]:/, '$1:') };
}

if (!only || only === 'unruly') {
  writeJsonl(
    'sgt-unruly.jsonl',
    [
      ...generateSgt('unruly', '6x6dt', 2, 'pencilsat'),
      ...generateSgt('unruly', '8x8de', 2, 'pencilsat'),
      ...generateSgt('unruly', '8x8dn', 2, 'pencilsat'),
      ...generateSgt('unruly', '10x10dn', 2, 'pencilsat'),
      ...generateSgt('unruly', '14x14dn', 2, 'pencilsat'),
      ...generateSgt('unruly', '12x8dn', 1, 'pencilsat'),
      ...generateSgt('unruly', '6x10de', 1, 'pencilsat'),
      ...generateSgt('unruly', '8x8ude', 2, 'pencilsat'),
      ...generateSgt('unruly', '10x10udn', 2, 'pencilsat'),
      ...generateSgt('unruly', '16x16udn', 1, 'pencilsat'),
      ...generateSgt('unruly', '20x20dn', 1, 'pencilsat'),
      ...generateSgt('unruly', '30x30dn', 1, 'pencilsat'),
    ].map(withoutDifficulty),
  );
}
/** Loopy and Pearl IDs as they are written, `WxHt0:` and `WxH:`; the level they were made at stays in fullParams. */
function shortLoop(record: SgtRecord): SgtRecord {
  const params = /^\d+x\d+(?:t0)?/.exec(record.params)![0];
  return { ...record, params, id: record.id.replace(/^[^:]*:/, `${params}:`) };
}

if (!only || only === 'loopy') {
  // Slitherlink: Loopy's square grids at each level, 7×7 and 10×10, and the largest published size, 36×20.
  const levels = ['e', 'n', 't', 'h'].flatMap((level) => [...generateSgt('loopy', `7x7t0d${level}`, 2, 'pencilsat'), ...generateSgt('loopy', `10x10t0d${level}`, 3, 'pencilsat')]);
  writeJsonl('sgt-loopy.jsonl', [...levels, ...generateSgt('loopy', '36x20t0dh', 2, 'pencilsat')].map(shortLoop));
}
if (!only || only === 'pearl') {
  // Masyu: Pearl's easy and tricky levels at 8×8 and 10×10, and 12×12 tricky (bigger grids take Pearl minutes).
  const levels = ['e', 't'].flatMap((level) => [...generateSgt('pearl', `8x8d${level}`, 3, 'pencilsat'), ...generateSgt('pearl', `10x10d${level}`, 3, 'pencilsat')]);
  writeJsonl('sgt-pearl.jsonl', [...levels, ...generateSgt('pearl', '12x12dt', 2, 'pencilsat')].map(shortLoop));
}
if (!only || only === 'range') {
  writeJsonl('sgt-range.jsonl', [
    ...generateSgt('range', '5x5', 2, 'pencilsat'),
    ...generateSgt('range', '7x7', 2, 'pencilsat'),
    ...generateSgt('range', '9x6', 2, 'pencilsat'),
    ...generateSgt('range', '12x8', 2, 'pencilsat'),
    ...generateSgt('range', '16x11', 2, 'pencilsat'),
    ...generateSgt('range', '15x15', 2, 'pencilsat'),
    ...generateSgt('range', '20x20', 2, 'pencilsat'),
    ...generateSgt('range', '30x30', 5, 'pencilsat'),
  ]);
}
/** Light Up's save files write `d0` into PARAMS whatever the level (CPARAMS has it right): IDs keep the short `WxH`. */
function shortLightUp(record: SgtRecord): SgtRecord {
  const params = /^\d+x\d+/.exec(record.params)![0];
  return { ...record, params, id: record.id.replace(/^[^:]*:/, `${params}:`) };
}

if (!only || only === 'lightup') {
  // Akari: Light Up's default 10×10 (easy) as asked in the issue, its tricky (d1) and hard (d2) levels, and 25×25.
  writeJsonl('sgt-lightup.jsonl', [
    ...generateSgt('lightup', '7x7', 2, 'pencilsat'),
    ...generateSgt('lightup', '10x10', 20, 'pencilsat'),
    ...generateSgt('lightup', '10x10d1', 4, 'pencilsat'),
    ...generateSgt('lightup', '10x10d2', 4, 'pencilsat'),
    ...generateSgt('lightup', '12x8d2', 2, 'pencilsat'),
    ...generateSgt('lightup', '14x14d2', 2, 'pencilsat'),
    ...generateSgt('lightup', '25x25', 3, 'pencilsat'),
    ...generateSgt('lightup', '25x25d2', 3, 'pencilsat'),
  ].map(shortLightUp));
}
if (!only || only === 'qqwing') {
  writeJsonl('qqwing.jsonl', [...qqwing('simple', 3), ...qqwing('easy', 3), ...qqwing('intermediate', 3), ...qqwing('expert', 12)]);
}
if (only === 'qqwing-bench') {
  // The command line's benchmark instances (not used by the tests): a batch of 100 expert 9×9 Sudokus.
  writeJsonl('qqwing-bench.jsonl', qqwing('expert', 100));
}

/**
 * Puzzles with the difficulty levels their generators were asked for: the outside ratings the difficulty rating is
 * calibrated against (scripts/calibrate.ts). `rank` orders the levels of one source from easiest.
 */
function levelRecords(): object[] {
  const records: object[] = [];
  const sgtLevels = (game: string, genre: string, base: string, levels: string[], count: number, short = (record: SgtRecord) => record) => {
    levels.forEach((level, rank) => {
      for (const record of generateSgt(game, `${base}d${level}`, count, 'pencilsat-levels')) {
        records.push({ source: `sgt-${game}`, genre, level, rank, puzzle: short(record).id });
      }
    });
  };
  sgtLevels('solo', sudoku.id, '3x3', ['t', 'b', 'i', 'a', 'e', 'u'], 8);
  sgtLevels('unequal', futoshiki.id, '6', ['t', 'e', 'k', 'x', 'r'], 8);
  sgtLevels('unruly', takuzu.id, '8x8', ['t', 'e', 'n'], 8);
  sgtLevels('lightup', akari.id, '7x7b20s4', ['0', '1', '2'], 8, shortLightUp);
  sgtLevels('loopy', slitherlink.id, '7x7t0', ['e', 'n', 't', 'h'], 8, shortLoop);
  sgtLevels('pearl', masyu.id, '8x8', ['e', 't'], 8, shortLoop);
  // Towers' Unreasonable level (made with its recursive solver) rates like Extreme here: left out (see README).
  sgtLevels('towers', skyscrapers.id, '6', ['e', 'h', 'x'], 8);
  ['simple', 'easy', 'intermediate', 'expert'].forEach((level, rank) => {
    for (const record of qqwing(level, 8)) records.push({ source: 'qqwing', genre: sudoku.id, level, rank, puzzle: record.puzzle });
  });
  return records;
}
if (!only || only === 'levels') writeJsonl('levels.jsonl', levelRecords());
