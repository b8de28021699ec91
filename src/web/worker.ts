// The solver worker: runs the embedded MiniSat off the page's thread, so the page never freezes. A long job is
// cancelled by terminating this worker; the page starts a fresh one.

import { InputError, facts, genres, solve, writePuzzle } from '../index.js';
import type { AnyGenre } from '../core/genre.js';
import type { FromWorker, GenerateReply, Request, ToWorker } from './protocol.js';

const scope = self as unknown as { postMessage(message: FromWorker): void; onmessage: ((event: MessageEvent<ToWorker>) => void) | null };

function genreNamed(id: string): AnyGenre {
  const genre = genres.find((candidate) => candidate.id === id);
  if (!genre) throw new InputError(`unknown genre '${id}'`);
  return genre;
}

/** A genre's generator, when it has one: `generate(options, progress)` returning a puzzle (or an object holding one). */
type Generator = (options: Readonly<Record<string, unknown>>, progress: (message: string, fraction?: number) => void) => unknown;

async function run(id: number, request: Request): Promise<unknown> {
  const genre = genreNamed(request.genre);
  switch (request.kind) {
    case 'solve': {
      const result = await solve({ genre, puzzle: request.puzzle, format: genre.defaultFormat });
      return result;
    }
    case 'facts':
      return facts({ genre, puzzle: request.puzzle, format: genre.defaultFormat });
    case 'generate': {
      const generate = (genre as unknown as { generate?: Generator }).generate;
      if (typeof generate !== 'function') throw new InputError(`${genre.name} has no generator yet`);
      const made = await generate.call(genre, request.options, (message, fraction) =>
        scope.postMessage({ id, kind: 'progress', message, fraction }),
      );
      const puzzle = made !== null && typeof made === 'object' && 'puzzle' in made ? (made as { puzzle: unknown }).puzzle : made;
      const difficulty = made !== null && typeof made === 'object' && 'difficulty' in made ? String((made as { difficulty: unknown }).difficulty) : undefined;
      const reply: GenerateReply = { puzzle, text: writePuzzle({ genre, puzzle, format: genre.defaultFormat }), difficulty };
      return reply;
    }
  }
}

scope.onmessage = (event) => {
  const { id, request } = event.data;
  run(id, request).then(
    (result) => scope.postMessage({ id, kind: 'done', result }),
    (error: unknown) => {
      const message = error instanceof InputError ? error.describe() : error instanceof Error ? error.message : String(error);
      scope.postMessage({ id, kind: 'failed', message });
    },
  );
};
