// Every puzzle the tests know, by genre: each registered genre's examples, and the records of the fixture files in
// test/fixtures that parse as a registered genre. A new genre, or a new fixture file, is picked up without naming it
// here.

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadedPuzzle } from '../src/core/puzzle.js';
import { genres, parsePuzzle } from '../src/index.js';
import { localFixtures, readJsonl } from './helpers.js';

export interface CorpusPuzzle {
  readonly loaded: LoadedPuzzle;
  readonly text: string;
  /** Where it comes from: `examples` or a fixture file name. */
  readonly source: string;
  /** The status its source states, when it states one. */
  readonly status?: 'unique' | 'multiple';
  readonly cells: number;
}

type FixtureRecord = Record<string, unknown>;

function puzzleText(record: FixtureRecord): string | undefined {
  for (const field of ['url', 'id', 'puzzle']) {
    if (typeof record[field] === 'string') return record[field];
  }
  return undefined;
}

function knownGenre(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  const wanted = name.toLowerCase();
  return genres.find((genre) => genre.id === wanted || genre.aliases.includes(wanted))?.id;
}

function fixtureFiles(): string[] {
  return readdirSync(localFixtures)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .map((name) => join(localFixtures, name));
}

let cached: CorpusPuzzle[] | undefined;

export function corpus(): CorpusPuzzle[] {
  if (cached) return cached;
  const puzzles: CorpusPuzzle[] = [];
  const add = (text: string, source: string, genre: string | undefined, status?: 'unique' | 'multiple') => {
    let loaded: LoadedPuzzle;
    try {
      loaded = parsePuzzle(text, { genre });
    } catch {
      return; // not a puzzle of a registered genre (or a variant not supported yet)
    }
    const size = loaded.genre.size(loaded.puzzle);
    puzzles.push({ loaded, text, source, status, cells: size.rows * size.columns });
  };
  for (const genre of genres) for (const example of genre.examples) add(example, 'examples', genre.id, 'unique');
  for (const file of fixtureFiles()) {
    const name = file.replace(/^.*\//, '');
    for (const record of readJsonl<FixtureRecord>(file)) {
      const text = puzzleText(record);
      if (text === undefined) continue;
      const status = record.status === 'multiple' || record.status === 'unique' ? record.status : undefined;
      add(text, name, knownGenre(record.game) ?? knownGenre(record.genre), status);
    }
  }
  cached = puzzles;
  return puzzles;
}

/** A genre's puzzles: its examples first, then fixtures (one with several solutions first, then small to large). */
export function corpusOf(genreId: string, options: { maximumCells?: number; limit?: number } = {}): CorpusPuzzle[] {
  const own = corpus().filter((puzzle) => puzzle.loaded.genre.id === genreId && puzzle.cells <= (options.maximumCells ?? Infinity));
  const examples = own.filter((puzzle) => puzzle.source === 'examples');
  // Fixtures: from small to large, taking turns between files so that each source is represented.
  const bySource = new Map<string, CorpusPuzzle[]>();
  for (const puzzle of own) {
    if (puzzle.source === 'examples') continue;
    bySource.set(puzzle.source, [...(bySource.get(puzzle.source) ?? []), puzzle]);
  }
  const queues = [...bySource.values()].map((list) => [...list].sort((a, b) => a.cells - b.cells));
  const fixtures: CorpusPuzzle[] = [];
  while (queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) if (queue.length > 0) fixtures.push(queue.shift()!);
  }
  // A puzzle with several solutions, when the genre's fixtures have one, comes right after the examples.
  const multiple = fixtures.find((puzzle) => puzzle.status === 'multiple');
  const ordered = multiple ? [multiple, ...fixtures.filter((puzzle) => puzzle !== multiple)] : fixtures;
  return [...examples, ...ordered].slice(0, options.limit ?? Infinity);
}
