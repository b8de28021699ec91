// What a genre is: one typed object with its names, formats, model, independent rule checker and rendering.
// The registry, CLI, studio and tests work on this interface only.

import type { AnswerEntry, EntryWords } from './cells.js';
import type { GridSize } from './geometry.js';
import type { Backend } from './engine.js';
import type { PuzzleModel } from './model.js';
import type { EditRules, PlayRules } from './play.js';
import type { Difficulty, RatingScale } from './rating.js';
import type { Violation } from './violation.js';

export type { Violation } from './violation.js';

/** A rule the checker can report broken: the code its violations carry, and the rule in words. */
export interface CheckCode {
  readonly code: string;
  readonly description: string;
}

/** A way to write a puzzle as text. Parsing throws InputError with a location. */
export interface Format<Puzzle> {
  readonly id: string;
  readonly name: string;
  /** A cheap test of whether the text is meant to be in this format. */
  detect(text: string): boolean;
  /** puzz.link's names for the genre, in a URL or pzprv3 file format: the command line finds the genre by them without loading every genre. */
  readonly pids?: readonly string[];
  parse(text: string): Puzzle;
  /**
   * Absent for a format that is only read. Throws InputError, naming a format that can, for a puzzle this format
   * cannot express (a Sudoku X as a puzz.link URL).
   */
  write?(puzzle: Puzzle): string;
}

/** A genre-specific generator setting, by its field name (the command line takes it as `--<name> <value>`). */
export interface GeneratorOption {
  readonly name: string;
  readonly description: string;
  readonly defaultValue: string;
  /** The values it takes, when they are a short list (`no` and `yes` for a switch); absent: free text or a number. */
  readonly choices?: readonly string[];
}

export interface GenerateRequest {
  readonly rows: number;
  readonly columns: number;
  /** Absent: any difficulty. */
  readonly difficulty?: Difficulty;
  /** Same seed, same request: same puzzle. */
  readonly seed: string;
  /** Values of the generator's own options, by name (defaults filled in). */
  readonly options: Readonly<Record<string, string>>;
  /** The backend used to prove uniqueness. */
  readonly backend: Backend;
  /** Called now and then on long runs. */
  readonly onProgress?: (progress: { attempts: number; message: string }) => void;
  /** Polled on long runs; true stops the generator with an error. */
  readonly shouldStop?: () => boolean;
}

export interface Generator<Puzzle, Answer = unknown> {
  readonly options: readonly GeneratorOption[];
  readonly defaultSize: GridSize;
  readonly minimumSize: GridSize;
  readonly maximumSize: GridSize;
  /**
   * The largest grid the default backend (the one the studio embeds) makes in reasonable time, where that is less
   * than `maximumSize`: larger ones search for minutes (or ran out of memory). The studio offers no more.
   */
  readonly embeddedMaximumSize?: GridSize;
  /** A puzzle with a unique solution, at the requested difficulty when one is asked for. */
  generate(request: GenerateRequest): Promise<Puzzle>;
  /**
   * The puzzle with every clue that the answer allows added, its own clues kept (the candidates `explain` offers
   * to make a puzzle unique). Clue ids must match those of the puzzle's own model.
   */
  withAllClues?(puzzle: Puzzle, answer: Answer): Puzzle;
}

/** A bundled puzzle, for the studio's "New game". */
export interface CollectionEntry {
  readonly id: string;
  readonly difficulty: Difficulty;
  /** columns x rows, e.g. "10x10". */
  readonly size: string;
  /** The puzzle in one of the genre's formats. */
  readonly puzzle: string;
  /** The generator's seed that made it, so that it can be made again. */
  readonly seed?: string;
  /** Its difficulty score when it was made. */
  readonly score?: number;
}

export interface Genre<Puzzle = unknown, Answer = unknown, Partial = unknown> {
  readonly id: string;
  readonly name: string;
  readonly aliases: readonly string[];
  /** The rules in two or three sentences. */
  readonly rules: string;
  /**
   * What the grid itself gives besides its clues, in the words of a reason (Shakashaka's `the black cells`), where
   * the model holds it as the board rather than as clues: a step may then follow from it and the rules alone.
   */
  readonly layout?: string;
  readonly formats: readonly Format<Puzzle>[];
  /** The format used when a puzzle is written without a choice. */
  readonly defaultFormat: string;
  /** Small puzzles in one of the formats, each with a unique solution: for tests, help text and the studio. */
  readonly examples: readonly string[];
  /** The largest grid accepted; bigger inputs are refused with a message. */
  readonly maximumSize: GridSize;
  size(puzzle: Puzzle): GridSize;
  model(puzzle: Puzzle): PuzzleModel<Answer, Partial>;
  /**
   * The model with every clue labelled and able to be switched off, for hints and explanations, when that costs
   * more than solving needs (default: `model`).
   */
  clueModel?(puzzle: Puzzle): PuzzleModel<Answer, Partial>;
  /** The rule checker: independent of the model and of any solver. An empty list means solved. */
  check(puzzle: Puzzle, answer: Answer): Violation[];
  /** Every code the checker reports, in its order; the conformance suite proves each with a bad board. */
  readonly checkCodes: readonly CheckCode[];
  render(puzzle: Puzzle, answer?: Answer): string;
  answerToJson(answer: Answer): unknown;
  answerFromJson(puzzle: Puzzle, json: unknown): Answer;
  partialToJson(partial: Partial): unknown;
  /**
   * The filled entries of a partial answer (as `partialToJson` writes it), each with the cell it belongs to.
   * Default: the core's `gridEntries`, for a grid of values with null for open cells.
   */
  entries?(partialJson: unknown): AnswerEntry[];
  /**
   * An entry in cells and words, for hints and reasons (`r3c1 moves to r2c1`). Default: its own cell, the words
   * `r4c2 is 2` made from the value as the board or the command line shows it.
   */
  describeEntry?(entry: AnswerEntry): EntryWords;
  /** Absent when the genre cannot generate puzzles yet. */
  readonly generator?: Generator<Puzzle, Answer>;
  /** Bundled puzzles made by pencilsat itself, each unique, by difficulty. */
  readonly collection?: readonly CollectionEntry[];
  /** Cut-offs between difficulty levels on the rating score, calibrated per genre (default: the core's). */
  readonly ratingScale?: RatingScale;
  /** How the studio plays the genre: moves on an immutable state, and the board as data. */
  readonly play?: PlayRules<Puzzle, unknown, unknown, Answer, Partial>;
  /** How the studio's editor enters a puzzle of the genre. */
  readonly edit?: EditRules<Puzzle>;
}

/** A genre with its types erased, as the registry holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- `unknown` would refuse every typed genre's functions
export type AnyGenre = Genre<any, any, any>;

/** The reason of a step that names no clue: the rules alone, or the rules and the genre's layout. */
export function byRulesAlone(genre: { readonly layout?: string }): string {
  return genre.layout === undefined ? 'by the rules alone' : `by the rules and ${genre.layout} alone`;
}
