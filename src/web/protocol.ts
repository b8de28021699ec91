// Messages between the page and the solver worker. Puzzles, answers and facts travel as plain data.

import type { Statistics } from '../core/engine.js';
import type { Explanation, HintResult, Walkthrough } from '../core/explain.js';

/**
 * The embedded backends the studio offers: both run in any browser. z3 is left out: its WebAssembly build needs
 * SharedArrayBuffer, so a cross-origin isolated page (COOP/COEP headers), which a plain file server does not give.
 */
export const studioBackends = ['cdcl', 'clingo'] as const;
export type StudioBackend = (typeof studioBackends)[number];

export type Request =
  | { readonly kind: 'solve'; readonly genre: string; readonly puzzle: unknown; readonly backend?: StudioBackend }
  | { readonly kind: 'facts'; readonly genre: string; readonly puzzle: unknown }
  /** The next forced deduction from `state` (the genre's partial answer in JSON), with its reason. */
  | { readonly kind: 'hint'; readonly genre: string; readonly puzzle: unknown; readonly state: unknown }
  | { readonly kind: 'explain'; readonly genre: string; readonly puzzle: unknown }
  /** The whole solving path from the clues: the hint chain run to the end. */
  | { readonly kind: 'steps'; readonly genre: string; readonly puzzle: unknown }
  | { readonly kind: 'generate'; readonly genre: string; readonly options: Readonly<Record<string, string | number>> }
  | { readonly kind: 'encode'; readonly genre: string; readonly puzzle: unknown; readonly language: 'dimacs' | 'smt2' | 'asp' };

export interface SolveReply {
  readonly status: 'unique' | 'multiple' | 'unsolvable';
  readonly answer?: unknown;
  readonly secondAnswer?: unknown;
  readonly statistics: Statistics;
}

export interface FactsReply {
  readonly satisfiable: boolean;
  readonly facts: unknown;
  readonly decided: number;
  readonly open: number;
  readonly statistics: Statistics;
}

export interface HintReply {
  /** False when the genre's model does not name its clues: a hint would come without a reason. */
  readonly labelled: boolean;
  readonly result: HintResult;
  /** The genre's partial answer holding only the hinted cell: the play rules' `hint` turns it into a move. */
  readonly facts?: unknown;
}

export interface StepsReply {
  /** False when the genre's model does not name its clues: the steps would come without reasons. */
  readonly labelled: boolean;
  readonly walkthrough: Walkthrough;
  /** Per step, the genre's partial answer holding only that step's cell: the play rules' `hint` makes it a move. */
  readonly facts: readonly unknown[];
}

/** Answers travel in the genre's JSON form. */
export type ExplainReply = Explanation<unknown>;

export interface GenerateReply {
  readonly puzzle: unknown;
  /** The puzzle in its genre's default format, for sharing and storage. */
  readonly text: string;
  readonly difficulty?: string;
}

export type ToWorker = { readonly id: number; readonly request: Request };

export type FromWorker =
  | { readonly id: number; readonly kind: 'done'; readonly result: unknown }
  | { readonly id: number; readonly kind: 'progress'; readonly message: string; readonly fraction?: number }
  | { readonly id: number; readonly kind: 'failed'; readonly message: string };

export interface EncodeReply {
  readonly text: string;
  readonly variables: number;
  readonly constraints: number;
  readonly constraintUnit: string;
  readonly extension: string;
}
