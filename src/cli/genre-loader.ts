// Loading only the genres a command needs. Importing every genre costs most of a command's start (about 0.2 s of
// CPU for 40 genres against 0.05 s for one), so the built package carries a catalogue, made at build time, of each
// genre's names, puzz.link names and module: a command naming its genre, or reading a puzz.link URL or pzprv3 file,
// loads that genre alone. Anything else (another file form, a game ID, an unknown name) loads them all, as does a run
// from the sources, which have no catalogue.

import { readFileSync } from 'node:fs';
import type { AnyGenre } from '../core/genre.js';
import type { InputLocation } from '../core/errors.js';
import type { LoadAdvice, LoadedPuzzle } from '../core/puzzle.js';
import { findGenre, loadPuzzle } from '../core/puzzle.js';
import { isPuzzlinkUrl, puzzlinkPid } from '../core/formats/puzzlink.js';
import { pzprv3Pid } from '../core/formats/pzprv3.js';
import { InputError } from '../core/errors.js';

/** One genre in the catalogue: how it is named, and where its module is (relative to the registry's folder). */
export interface CatalogueEntry {
  readonly id: string;
  readonly aliases: readonly string[];
  readonly pids: readonly string[];
  readonly module: string;
  readonly exportName: string;
}

/** The catalogue's file, beside the registry in the built package. */
export const catalogueFile = 'catalogue.json';

/** The catalogue of a registry, given each genre folder's exports (by folder name). */
export function catalogueOf(genres: readonly AnyGenre[], folders: ReadonlyMap<string, Record<string, unknown>>): CatalogueEntry[] {
  return genres.map((genre) => {
    for (const [folder, exports] of folders) {
      const exportName = Object.keys(exports).find((name) => exports[name] === genre);
      if (exportName !== undefined) {
        const pids = genre.formats.flatMap((format) => format.pids ?? []);
        return { id: genre.id, aliases: [...genre.aliases], pids, module: `./${folder}/index.js`, exportName };
      }
    }
    throw new Error(`the genre '${genre.id}' is exported by no genre folder`);
  });
}

function isEntry(value: unknown): value is CatalogueEntry {
  if (value === null || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  const strings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  return typeof entry.id === 'string' && typeof entry.module === 'string' && typeof entry.exportName === 'string' && strings(entry.aliases) && strings(entry.pids);
}

/** The built package's catalogue, or undefined when there is none (a run from the sources) or it cannot be read. */
function readCatalogue(): CatalogueEntry[] | undefined {
  try {
    const json: unknown = JSON.parse(readFileSync(new URL(`../genres/${catalogueFile}`, import.meta.url), 'utf8'));
    return Array.isArray(json) && json.every(isEntry) ? json : undefined;
  } catch {
    return undefined;
  }
}

/** Where genres come from: the catalogue and a way to load one entry's module, or everything at once. */
export interface GenreSource {
  readonly catalogue: readonly CatalogueEntry[] | undefined;
  loadEntry(entry: CatalogueEntry): Promise<AnyGenre>;
  loadAll(): Promise<readonly AnyGenre[]>;
}

/** Genres loaded so far, by module and export: a batch asks for its genre once per puzzle. */
const loadedEntries = new Map<string, Promise<AnyGenre>>();

function loadEntry(entry: CatalogueEntry): Promise<AnyGenre> {
  const key = `${entry.module} ${entry.exportName}`;
  let loading = loadedEntries.get(key);
  if (loading === undefined) {
    loading = importEntry(entry);
    loadedEntries.set(key, loading);
  }
  return loading;
}

async function importEntry(entry: CatalogueEntry): Promise<AnyGenre> {
  const exports = (await import(new URL(`../genres/${entry.module.replace(/^\.\//, '')}`, import.meta.url).href)) as Record<string, AnyGenre | undefined>;
  const genre = exports[entry.exportName];
  if (!genre) throw new Error(`the catalogue names ${entry.exportName} in ${entry.module}, which does not export it`);
  return genre;
}

let installed: GenreSource | undefined;

function source(): GenreSource {
  installed ??= { catalogue: readCatalogue(), loadEntry, loadAll: async () => (await import('../genres/index.js')).genres };
  return installed;
}

/** Every genre. */
export function allGenres(from: GenreSource = source()): Promise<readonly AnyGenre[]> {
  return from.loadAll();
}

/**
 * The genres that can be meant by a genre name and an input text: the named genre, or the genres of a puzz.link
 * URL's name, alone when the catalogue knows them; otherwise all.
 */
export async function genresFor(text: string | undefined, name: string | undefined, from: GenreSource = source()): Promise<readonly AnyGenre[]> {
  const catalogue = from.catalogue;
  if (catalogue === undefined) return from.loadAll();
  let entries: readonly CatalogueEntry[] = [];
  if (name !== undefined) {
    const wanted = name.trim().toLowerCase();
    entries = catalogue.filter((entry) => entry.id === wanted || entry.aliases.includes(wanted));
  } else if (text !== undefined) {
    const pid = isPuzzlinkUrl(text) ? puzzlinkPid(text) : pzprv3Pid(text);
    entries = catalogue.filter((entry) => pid !== undefined && entry.pids.includes(pid));
  }
  if (entries.length === 0) return from.loadAll();
  return Promise.all(entries.map((entry) => from.loadEntry(entry)));
}

/**
 * A puzzle read from a text, loading only the genres it can be. A text those genres refuse is read again with every
 * genre, so that what it is and the error it gets are the same as without the catalogue.
 */
export async function loadText(text: string, name: string | undefined, advice?: LoadAdvice, from: GenreSource = source()): Promise<LoadedPuzzle> {
  const candidates = await genresFor(text, name, from);
  try {
    return loadPuzzle(candidates, text, name, advice);
  } catch (error) {
    if (!(error instanceof InputError) || name !== undefined) throw error;
    const all = await from.loadAll();
    if (all.length === candidates.length) throw error;
    return loadPuzzle(all, text, name, advice);
  }
}

/** The genre of a name (an InputError at the location when there is none), loading only that genre. */
export async function genreNamed(name: string, location?: InputLocation, from?: GenreSource): Promise<AnyGenre> {
  return findGenre(await genresFor(undefined, name, from), name, location);
}
