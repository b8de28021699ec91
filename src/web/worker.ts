// The solver worker: runs the embedded SAT solver (or, when the encoding panel asks, clingo) off the page's thread, so
// the page never freezes. A long job is
// cancelled by terminating this worker; the page starts a fresh one.

import { InputError, defaultBackend, explain, facts, genres, hint, parsePuzzle, rate, solve, steps } from '../index.js';
import type { Difficulty } from '../core/rating.js';
import { difficulties } from '../core/rating.js';
import type { AnyGenre } from '../core/genre.js';
import type { Backend } from '../core/engine.js';
import { writeAnyFormat } from '../core/puzzle.js';
import { encode, puzzleTitle } from '../solvers/encode.js';
import { browserClingo } from './clingo.js';
import { hintedFacts, hintedFactsOfAll } from './reasons.js';
import { describeForPage } from './wording.js';
import { studioGeneratorSizes } from './catalogue.js';
import type { EncodeReply, ExplainReply, FromWorker, GenerateReply, HintReply, Request, StepsReply, StudioBackend, ToWorker } from './protocol.js';

const scope = self as unknown as { postMessage(message: FromWorker): void; onmessage: ((event: MessageEvent<ToWorker>) => void) | null };

function genreNamed(id: string): AnyGenre {
  const genre = genres.find((candidate) => candidate.id === id);
  if (!genre) throw new InputError(`unknown genre '${id}'`);
  return genre;
}

let clingo: Backend | undefined;

function backendNamed(name: StudioBackend | undefined): Backend {
  if (name === 'clingo') return (clingo ??= browserClingo());
  return defaultBackend;
}

async function run(id: number, request: Request): Promise<unknown> {
  const genre = genreNamed(request.genre);
  switch (request.kind) {
    case 'solve': {
      const result = await solve({ genre, puzzle: request.puzzle, format: genre.defaultFormat }, { backend: backendNamed(request.backend) });
      return result;
    }
    case 'facts':
      return facts({ genre, puzzle: request.puzzle, format: genre.defaultFormat });
    case 'hint': {
      const result = hint({ genre, puzzle: request.puzzle, format: genre.defaultFormat }, { state: request.state });
      const reply: HintReply = {
        // The hint reads the clue model when the genre has one (Satogaeri's plain model names no clues).
        labelled: (genre.clueModel ?? genre.model)(request.puzzle).model.clues.length > 0,
        result,
        ...(result.kind === 'hint' ? { facts: hintedFacts(genre, request.puzzle, result.hint) } : {}),
      };
      return reply;
    }
    case 'steps': {
      const walkthrough = steps({ genre, puzzle: request.puzzle, format: genre.defaultFormat });
      const reply: StepsReply = {
        labelled: (genre.clueModel ?? genre.model)(request.puzzle).model.clues.length > 0,
        walkthrough,
        facts: hintedFactsOfAll(genre, request.puzzle, walkthrough.steps),
      };
      return reply;
    }
    case 'explain': {
      const reply: ExplainReply = explain({ genre, puzzle: request.puzzle, format: genre.defaultFormat });
      return reply;
    }
    case 'encode': {
      const encoding = encode(genre.model(request.puzzle).model, request.language, { title: puzzleTitle(genre, request.puzzle) });
      const reply: EncodeReply = {
        text: encoding.text,
        variables: encoding.variables,
        constraints: encoding.constraints,
        constraintUnit: encoding.constraintUnit,
        extension: encoding.extension,
      };
      return reply;
    }
    case 'generate': {
      const generator = genre.generator;
      if (!generator) throw new InputError(`${genre.name} has no generator yet`);
      const { options } = request;
      const size = Number(options.size);
      const rows = Number.isFinite(size) && size > 0 ? size : Number(options.rows);
      const columns = Number.isFinite(size) && size > 0 ? size : Number(options.columns);
      const { minimumSize: minimum, maximumSize: maximum } = studioGeneratorSizes(generator);
      if (!(rows >= minimum.rows && rows <= maximum.rows && columns >= minimum.columns && columns <= maximum.columns)) {
        throw new InputError(`${genre.name} generates from ${minimum.columns}×${minimum.rows} to ${maximum.columns}×${maximum.rows}, not ${columns}×${rows}`);
      }
      const difficulty = (difficulties as readonly unknown[]).includes(options.difficulty) ? (options.difficulty as Difficulty) : undefined;
      const own: Record<string, string> = {};
      for (const option of generator.options) own[option.name] = String(options[`option:${option.name}`] ?? option.defaultValue);
      const puzzle: unknown = await generator.generate({
        rows,
        columns,
        difficulty,
        seed: String(options.seed ?? `${Date.now()}-${Math.random()}`),
        options: own,
        backend: defaultBackend,
        onProgress: ({ attempts, message }) => scope.postMessage({ id, kind: 'progress', message: `attempt ${attempts}${message ? `: ${message}` : ''}` }),
      });
      const loaded = { genre, puzzle, format: genre.defaultFormat };
      const { rating } = await rate(loaded);
      const reply: GenerateReply = { puzzle, text: writeAnyFormat(genre, puzzle).text, difficulty: rating.level };
      return reply;
    }
  }
}

scope.onmessage = (event) => {
  const { id, request } = event.data;
  run(id, request).then(
    (result) => scope.postMessage({ id, kind: 'done', result }),
    (error: unknown) => {
      const message = describeForPage(error);
      scope.postMessage({ id, kind: 'failed', message });
    },
  );
};

// Warm the solver up while the player looks at the board: the first real solve then starts with compiled code.
const warmUp = genres[0];
if (warmUp && warmUp.examples[0]) {
  try {
    void solve(parsePuzzle(warmUp.examples[0], { genre: warmUp.id })).catch(() => undefined);
  } catch {
    // Nothing to warm up with; the first solve loads the solver instead.
  }
}
