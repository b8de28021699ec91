// The catalogue lets a command load only the genre it reads: every genre's names and every puz.link URL of its
// examples and collection lead to that genre alone, and reading through it gives what reading with every genre gives.

import assert from 'node:assert/strict';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { AnyGenre } from '../core/genre.js';
import { InputError } from '../core/errors.js';
import { loadPuzzle } from '../core/puzzle.js';
import { isPuzzlinkUrl } from '../core/formats/puzzlink.js';
import { genres } from '../genres/index.js';
import { repositoryRoot } from '../../test/helpers.js';
import type { CatalogueEntry, GenreSource } from './genre-loader.js';
import { catalogueOf, genreNamed, genresFor, loadText } from './genre-loader.js';

const registryFolder = join(repositoryRoot, 'src', 'genres');
const folders = new Map<string, Record<string, unknown>>();
for (const name of readdirSync(registryFolder)) {
  const module = join(registryFolder, name, 'index.ts');
  if (existsSync(module)) folders.set(name, (await import(pathToFileURL(module).href)) as Record<string, unknown>);
}
const catalogue = catalogueOf(genres, folders);

/** A source over the catalogue that counts what it loads. */
function countingSource(): GenreSource & { loaded: string[]; all: number } {
  const source = {
    catalogue,
    loaded: [] as string[],
    all: 0,
    loadEntry(entry: CatalogueEntry): Promise<AnyGenre> {
      source.loaded.push(entry.id);
      const exports = folders.get(entry.module.replace(/^\.\/|\/index\.js$/g, ''));
      return Promise.resolve(exports?.[entry.exportName] as AnyGenre);
    },
    loadAll(): Promise<readonly AnyGenre[]> {
      source.all += 1;
      return Promise.resolve(genres);
    },
  };
  return source;
}

describe('the genre catalogue', () => {
  it('names every genre once, with the module that exports it', () => {
    assert.deepEqual(
      catalogue.map((entry) => entry.id),
      genres.map((genre) => genre.id),
    );
    for (const entry of catalogue) assert.match(entry.module, /^\.\/[a-z0-9-]+\/index\.js$/);
  });

  it("loads a genre alone by its id or any of its aliases", async () => {
    for (const genre of genres) {
      for (const name of [genre.id, ...genre.aliases, genre.id.toUpperCase()]) {
        const source = countingSource();
        assert.equal(await genreNamed(name, undefined, source), genre, name);
        assert.deepEqual([source.loaded, source.all], [[genre.id], 0], name);
      }
    }
  });

  it('reads every puz.link URL of the examples and collections as every genre would, loading only its genre', async () => {
    let urls = 0;
    for (const genre of genres) {
      const texts = [...genre.examples, ...(genre.collection ?? []).map((entry) => entry.puzzle)].filter(isPuzzlinkUrl);
      for (const text of texts) {
        urls += 1;
        const source = countingSource();
        const loaded = await loadText(text, undefined, undefined, source);
        assert.equal(loaded.genre, loadPuzzle(genres, text).genre, text);
        assert.equal(source.all, 0, text);
        assert.ok(source.loaded.includes(genre.id) && source.loaded.length <= 2, `${text}: loaded ${source.loaded.join(', ')}`);
      }
    }
    assert.ok(urls > 500, `${urls} URLs`);
  });

  // A genre with a pzprv3 file form, and one with a URL (named through the registry, not by name).
  const fileGenre = genres.find((genre) => genre.formats.some((format) => format.id === 'text' && format.pids && format.write))!;
  const fileFormat = fileGenre.formats.find((format) => format.id === 'text')!;
  const urlGenre = genres.find((genre) => genre.formats.some((format) => format.id === 'url'))!;
  const urlPid = urlGenre.formats.find((format) => format.id === 'url')!.pids![0]!;

  it('loads one genre for a pzprv3 file', async () => {
    const source = countingSource();
    const text = fileFormat.write!(loadPuzzle([fileGenre], fileGenre.examples[0]!, fileGenre.id).puzzle);
    const loaded = await loadText(text, undefined, undefined, source);
    assert.deepEqual([loaded.genre, source.loaded, source.all], [fileGenre, [fileGenre.id], 0]);
  });

  it('gives a text its genre refuses the error reading with every genre gives', async () => {
    const broken = [`https://puzz.link/p?${urlPid}/4/4/!!`, `https://puzz.link/p?${urlPid}/99999/4/g1`, `pzprv3\n${fileFormat.pids![0]!}\n2\n`];
    for (const text of broken) {
      const all = (() => {
        try {
          loadPuzzle(genres, text);
        } catch (error) {
          return error;
        }
        return undefined;
      })();
      assert.ok(all instanceof InputError, text);
      await assert.rejects(loadText(text, undefined, undefined, countingSource()), (error: unknown) => error instanceof InputError && error.message === all.message);
    }
  });

  it('loads every genre for what it cannot place: a game ID, an unknown name or puz.link name', async () => {
    for (const [text, name] of [
      ['4x4:1114142333214213', undefined],
      ['https://puzz.link/p?nosuchgenre/4/4/abc', undefined],
      ['', 'nosuchgenre'],
    ] as const) {
      const source = countingSource();
      assert.equal((await genresFor(text, name, source)).length, genres.length);
      assert.deepEqual([source.loaded, source.all], [[], 1]);
    }
    await assert.rejects(genreNamed('nosuchgenre', undefined, countingSource()), (error: unknown) => error instanceof InputError && error.message.includes(`known: ${genres[0]!.id}, `));
  });

  it('loads every genre when there is no catalogue (a run from the sources)', async () => {
    const source = { ...countingSource(), catalogue: undefined };
    assert.equal((await genresFor(urlGenre.examples[0], urlGenre.id, source)).length, genres.length);
  });
});
