// Regenerates the outside fixtures in test/fixtures from Debian's sgt-puzzles and qqwing (apt-get install
// sgt-puzzles qqwing). The files are committed, so the tests do not need these programs.
//   node --import tsx scripts/make-fixtures.ts

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
if (!only || only === 'qqwing') {
  writeJsonl('qqwing.jsonl', [...qqwing('simple', 3), ...qqwing('easy', 3), ...qqwing('intermediate', 3), ...qqwing('expert', 12)]);
}

/**
 * Puzzles with the difficulty levels their generators were asked for: the outside ratings the difficulty rating is
 * calibrated against (scripts/calibrate.ts). `rank` orders the levels of one source from easiest.
 */
function levelRecords(): object[] {
  const records: object[] = [];
  const sgtLevels = (game: string, genre: string, base: string, levels: string[], count: number) => {
    levels.forEach((level, rank) => {
      for (const record of generateSgt(game, `${base}d${level}`, count, 'pencilsat-levels')) {
        records.push({ source: `sgt-${game}`, genre, level, rank, puzzle: record.id });
      }
    });
  };
  sgtLevels('solo', 'sudoku', '3x3', ['t', 'b', 'i', 'a', 'e', 'u'], 8);
  sgtLevels('unequal', 'futoshiki', '6', ['t', 'e', 'k', 'x', 'r'], 8);
  sgtLevels('unruly', 'takuzu', '8x8', ['t', 'e', 'n'], 8);
  ['simple', 'easy', 'intermediate', 'expert'].forEach((level, rank) => {
    for (const record of qqwing(level, 8)) records.push({ source: 'qqwing', genre: 'sudoku', level, rank, puzzle: record.puzzle });
  });
  return records;
}
if (!only || only === 'levels') writeJsonl('levels.jsonl', levelRecords());
