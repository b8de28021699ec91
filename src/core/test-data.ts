// What a genre gives the shared test suites, beside its code in `src/genres/<genre>/test-data.ts`: generator
// requests, a bad board for every rule its checker reports, real examples of its formats, and how a player enters
// a solution in the studio. The suites read these through the registry; none of them names a genre. Test-only: the
// library never imports a test-data file.

import type { Genre } from './genre.js';
import type { Gesture } from './play.js';
import type { Difficulty } from './rating.js';

/** One request the generator suite makes: small sizes, to keep the suite fast. */
export interface GeneratorCase {
  readonly columns: number;
  readonly rows: number;
  /** Absent: any level. */
  readonly difficulty?: Difficulty;
  /** The generator's own options; the rest keep their defaults. */
  readonly options?: Readonly<Record<string, string>>;
  /** Absent: the suite's own seed. */
  readonly seed?: string;
}

/** A board that breaks exactly one rule: the checker must report its code and no other. */
export type BadBoard<Answer> = {
  readonly code: string;
  /** The puzzle in one of the genre's formats. */
  readonly puzzle: string;
} & (
  | {
      /** The answer in the genre's JSON form, read by `answerFromJson`. */
      readonly answer: unknown;
    }
  | {
      /** An answer the JSON form cannot carry (the reader refuses it first), given to the checker as it stands. */
      readonly answerValue: Answer;
      /** Why the JSON form cannot carry it. */
      readonly unreadable: string;
    }
);

/** A puzzle written by others in one of the genre's formats, for a round trip through that format. */
export interface RealExample {
  readonly format: string;
  readonly text: string;
  /** Where the text comes from. */
  readonly source: string;
}

/** How the studio suite plays the genre: a puzzle opened from a link, and the gestures that enter its solution. */
export interface StudioCase<Puzzle, Answer> {
  /** The puzzle in one of the genre's formats, as a share link carries it. */
  readonly puzzle: string;
  /** The gestures a player makes to enter the answer, in the play rules' first mode, starting from a blank board. */
  gestures(puzzle: Puzzle, answer: Answer): Gesture[];
}

/**
 * Puzzles whose exports native programs run as they are: clingo counts the answer sets of the ASP export, minisat
 * and z3 decide the DIMACS and SMT-LIB exports.
 */
export interface ExportCases {
  /** One solution: one answer set, and both exports satisfiable. */
  readonly unique: string;
  /** Several solutions: as many answer sets as `severalCount`, or as the embedded solver counts when it is absent. */
  readonly several: string;
  readonly severalCount?: number;
  /** No solution: the DIMACS export unsatisfiable (and the SMT-LIB one too, when z3 runs on it). */
  readonly none?: string;
  /** The exports that run; all three when absent. */
  readonly languages?: readonly ('asp' | 'dimacs' | 'smt2')[];
  /** Which puzzles z3 runs: the unique one (satisfiable) when absent. */
  readonly smt?: readonly ('unique' | 'several' | 'none')[];
}

/** One line of a fixture file of outside puzzles (test/fixtures/*.jsonl): its fields as the source wrote them. */
export type FixtureRecord = Readonly<Record<string, string>>;

/**
 * Puzzles from outside the project, in a fixture file, with the answers their source publishes where it does: each
 * must solve uniquely, to its published answer where there is one, which the rule checker passes (or, without one, to
 * an answer the rule checker passes), and be written back as it was read.
 */
export interface OutsidePuzzles<Puzzle> {
  /** The JSON-lines file in test/fixtures. */
  readonly fixture: string;
  /** A record's puzzle text. */
  text(record: FixtureRecord): string;
  /** A record's published answer, in the genre's JSON form; absent when the source publishes none. */
  answer?(record: FixtureRecord, puzzle: Puzzle): unknown;
  /** The text the format writes for a record, where it differs from the source's (absent: the same). */
  writtenText?(record: FixtureRecord): string;
  /** Which records the suite solves (absent: all): one left out takes too long for the suite and is in the bench. */
  solves?(record: FixtureRecord): boolean;
  /** Whether the genre is told when reading (the text could be another genre's too); otherwise it must be detected. */
  readonly genreGiven?: boolean;
  /** The format that writes each puzzle back to its text. */
  readonly writtenAs: string;
  /** Formats each puzzle also goes through, read back the same. */
  readonly alsoThrough?: readonly string[];
}

/** Text the genre's formats refuse, read with the genre given: the error must name the problem and its place. */
export interface MalformedInput {
  readonly text: string;
  /** What the error's one-line description (`InputError.describe()`) says. */
  readonly error: RegExp;
}

export interface GenreTestData<Puzzle = unknown, Answer = unknown, Partial = unknown> {
  /** The registered genre this data belongs to. */
  readonly genre: Genre<Puzzle, Answer, Partial>;
  /** One board per check code (`genre.checkCodes`). */
  readonly badBoards: readonly BadBoard<Answer>[];
  /** One example per format that writes. */
  readonly realExamples: readonly RealExample[];
  /** Required when the genre has a generator. */
  readonly generatorCases?: readonly GeneratorCase[];
  /** Required when the genre has play rules. */
  readonly studio?: StudioCase<Puzzle, Answer>;
  /** Puzzles for the suite that runs the exports in native programs. */
  readonly exports?: ExportCases;
  /** Outside puzzles, with their published answers where there are. */
  readonly outsidePuzzles?: readonly OutsidePuzzles<Puzzle>[];
  /** Malformed input in each of its formats. */
  readonly malformedInputs?: readonly MalformedInput[];
  /**
   * Why the suites that run every genre's puzzles on every backend (cross-check, the CDCL solver against logic-solver,
   * the exports run as they are) leave this genre out, when they do: a model too large for the fixed-memory backends.
   */
  readonly notCrossChecked?: string;
}

/** Test data with its types erased, as the suites hold it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTestData = GenreTestData<any, any, any>;
