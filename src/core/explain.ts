// Hints and explanations, from the solver. Every clue of the model has a selector literal, so "which clues are
// needed" is a question of which selectors must be assumed. A hint is a forced cell with the smallest set of clues
// (and placed cells) that forces it: assume the opposite value, find the assumptions a conflict comes from, and
// drop any that are not needed (deletion, one solve each). An explanation of an unsolvable puzzle is a minimal set
// of clues that cannot hold together; of a puzzle with several solutions, the cells that differ and one clue that
// would make it unique.

import type { CellLiteral, EntryDescriber, PartialReader } from './cells.js';
import { cellLiterals, describeEntry, entryCells, placedLiterals } from './cells.js';
import type { Cnf } from './cnf.js';
import { BackendError } from './errors.js';
import type { Cell } from './geometry.js';
import type { ClueLabel, Literal, PuzzleModel } from './model.js';
import { Propagator } from './propagation.js';
import type { SatSolverFactory } from './sat.js';
import { SatProblem } from './sat.js';

/** A placed cell, as the partial answer holds it. */
export interface PlacedCell {
  readonly cell: Cell;
  readonly value: unknown;
}

export interface Reason {
  readonly clues: readonly ClueLabel[];
  readonly placed: readonly PlacedCell[];
}

export interface Hint {
  /** The deduction: `cell` holds `value` (the value as the genre's partial answer writes it). */
  readonly cell: Cell;
  readonly value: unknown;
  /** The model's name of the deduction, e.g. `r3c4=5`. */
  readonly description: string;
  /** How a person finds it: the rules leave one possibility (propagation), trying the other value breaks a rule
   * within `steps` steps (contradiction), or only a search shows it (search). */
  readonly technique: 'propagation' | 'contradiction' | 'search';
  readonly steps: number;
  /** A smallest set of clues and placed cells that forces it: without any one of them it no longer follows. */
  readonly reason: Reason;
  /**
   * The chain's first step, for a reason too large to take in at once: were the cell otherwise, this cell would follow
   * at once from the part of the reason given here (the rule that links the hint to its reason).
   */
  readonly firstStep?: { readonly cell: Cell; readonly value: unknown; readonly reason: Reason };
}

/** A reason larger than this is hard to take in at a glance: a hint then looks further for a smaller one. */
export const largeReason = 6;

export type HintResult =
  | { readonly kind: 'hint'; readonly hint: Hint }
  /** Every cell is placed (or follows from nothing more). */
  | { readonly kind: 'solved' }
  /** The placed cells and clues cannot all hold: a minimal set of them that conflicts. */
  | { readonly kind: 'mistake'; readonly reason: Reason }
  /** Nothing more is forced: the puzzle has several solutions from here. */
  | { readonly kind: 'open' };

export type Explanation<Answer> =
  | { readonly kind: 'unique'; readonly answer: Answer }
  /**
   * A minimal set of clues with no solution (empty when the rules alone have none at this size). `labelled` is
   * false when the genre's model does not name its clues, so no smaller reason can be given.
   */
  | { readonly kind: 'unsolvable'; readonly clues: readonly ClueLabel[]; readonly labelled: boolean }
  | {
      readonly kind: 'multiple';
      readonly answers: readonly [Answer, Answer];
      /**
       * The cells where the two answers differ, as the genre describes its entries: a line's cells beside it or at its
       * ends, a move's circle; so a genre whose entries are not cells still names cells of its grid.
       */
      readonly differingCells: readonly Cell[];
      /** A clue (consistent with the first answer) that makes the puzzle unique, when one is found. */
      readonly fix?: ClueLabel;
    };

interface Session {
  readonly problem: SatProblem;
  readonly selectors: readonly Literal[];
  readonly labels: readonly ClueLabel[];
}

function openSession(puzzle: PuzzleModel<unknown, unknown>, factory: SatSolverFactory): Session {
  const problem = new SatProblem(puzzle.model, factory, { clueSelectors: true, longLived: true });
  return { problem, selectors: problem.cnf.clueSelectors ?? [], labels: puzzle.model.clues.map((clue) => clue.label) };
}

/**
 * Drops assumptions that are not needed for `holds` (which must be true of the whole list): a subset-minimal list,
 * trying the earliest first.
 */
function minimise(assumptions: readonly Literal[], holds: (subset: readonly Literal[]) => boolean, core?: () => readonly Literal[] | undefined): Literal[] {
  let current = [...assumptions];
  // A solver that names the assumptions of its final conflict shrinks the set by many members per question.
  const shrink = (subset: Literal[]): Literal[] => {
    const named = core?.();
    if (named === undefined) return subset;
    const kept = new Set(named);
    return subset.filter((literal) => kept.has(literal));
  };
  if (core && holds(current)) current = shrink(current);
  for (const candidate of assumptions) {
    if (!current.includes(candidate)) continue;
    const without = current.filter((literal) => literal !== candidate);
    if (holds(without)) current = shrink(without);
  }
  return current;
}

function reasonOf(assumptions: readonly Literal[], session: Session, cells: readonly CellLiteral[]): Reason {
  const clueOf = new Map(session.selectors.map((selector, index) => [selector, session.labels[index]!]));
  const cellOf = new Map(cells.map((entry) => [entry.literal, entry]));
  return {
    clues: assumptions.flatMap((literal) => (clueOf.has(literal) ? [clueOf.get(literal)!] : [])),
    placed: assumptions.flatMap((literal) => {
      const entry = cellOf.get(literal);
      return entry ? [{ cell: entry.cell, value: entry.value }] : [];
    }),
  };
}

const cellKey = ({ row, column }: Cell) => `${row},${column}`;

/** The next deduction for a partly solved grid (`state`: the genre's partial-answer JSON, null for open cells). */
export function hint<Partial>(
  puzzle: PuzzleModel<unknown, Partial>,
  reader: PartialReader<Partial> & EntryDescriber,
  factory: SatSolverFactory,
  state?: unknown,
): HintResult {
  const cells = cellLiterals(puzzle, reader);
  const placed = state === undefined ? [] : placedLiterals(cells, state, reader);
  const session = openSession(puzzle, factory);
  try {
    const shown = alreadyShown(session.problem.cnf, [...session.selectors, ...placed], session, cells, reader);
    return nextHint(puzzle, session, cells, cellsGivenOutright(session, cells), placed, shown).result;
  } finally {
    session.problem.dispose();
  }
}

/** A whole solving path: the hint chain run from the clues until nothing is left to deduce. */
export interface Walkthrough {
  /** One deduction per step; each step's reason may name earlier steps' cells as placed cells. */
  readonly steps: readonly Hint[];
  /**
   * How it ends: `solved` (every cell deduced), `open` (several solutions from here on), `mistake` (no solution:
   * the clues cannot all hold), or `limit` (stopped after `limit` steps).
   */
  readonly end: 'solved' | 'open' | 'mistake' | 'limit';
  /** For `mistake`: the clues that cannot hold together. */
  readonly reason?: Reason;
}

/**
 * Runs the hint chain to the end on one solver: each deduction is placed and the next one is looked for, so a step
 * rests on the clues and the deductions before it. A step found only by search (`technique: 'search'`) is where a
 * person would have to guess.
 */
export function walkthrough<Partial>(
  puzzle: PuzzleModel<unknown, Partial>,
  reader: PartialReader<Partial>,
  factory: SatSolverFactory,
  options: { readonly limit?: number; readonly shouldStop?: () => boolean } = {},
): Walkthrough {
  const cells = cellLiterals(puzzle, reader);
  let session = openSession(puzzle, factory);
  const steps: Hint[] = [];
  const placed: Literal[] = [];
  try {
    const given = cellsGivenOutright(session, cells);
    let questions = 0;
    const renew = () => {
      session.problem.dispose();
      session = openSession(puzzle, factory);
      questions = 0;
    };
    for (;;) {
      if (steps.length >= (options.limit ?? Number.POSITIVE_INFINITY) || options.shouldStop?.()) return { steps, end: 'limit' };
      // A solver kept for long gathers the cuts and learnt clauses of every question: a fresh one now and then keeps
      // the embedded MiniSat within its memory on large loop puzzles, and one that runs out anyway gets a second try
      // on a fresh solver. The model numbers its variables alike each time.
      if (questions >= renewSessionEvery) renew();
      questions++;
      let next: ReturnType<typeof nextHint> | undefined;
      while (!next) {
        try {
          next = nextHint(puzzle, session, cells, given, placed);
        } catch (error) {
          // Fresh already: one step's questions alone outgrow the solver, which says so.
          if (!(error instanceof BackendError) || questions === 1) throw error;
          renew();
          questions = 1;
        }
      }
      const { result, literal } = next;
      if (result.kind === 'mistake') return { steps, end: 'mistake', reason: result.reason };
      if (result.kind !== 'hint') return { steps, end: result.kind };
      steps.push(result.hint);
      placed.push(literal!);
    }
  } finally {
    session.problem.dispose();
  }
}

const renewSessionEvery = 12;

/**
 * Solver rounds (calls between lazy cuts) a question about a reason may take, and conflicts a round (where the solver
 * can stop): once connectivity is in the search, one call can take minutes (a Cave reason without one of its cells).
 */
const reasonRounds = 50;
const reasonConflicts = 500;

/** The next deduction on an open session, with the literal that places it. */
function nextHint<Partial>(
  puzzle: PuzzleModel<unknown, Partial>,
  session: Session,
  cells: readonly CellLiteral[],
  givenCells: ReadonlySet<string>,
  placed: readonly Literal[],
  /** Deductions the board already shows, given last among propagation steps (none when absent). */
  shown: (entry: CellLiteral) => boolean = () => false,
): { result: HintResult; literal?: Literal } {
  const { problem } = session;
  const all = [...session.selectors, ...placed];
  if (!problem.solve(all)) {
    const conflicting = minimise(conflictCone(problem.cnf, all), (subset) => !problem.solve(subset), () => problem.failedAssumptions());
    return { result: { kind: 'mistake', reason: reasonOf(conflicting, session, cells) } };
  }
  const placedCells = new Set(placed.map((literal) => cellKey(cells.find((entry) => entry.literal === literal)!.cell)));
  const candidates = cells.filter(
    (entry) => !placedCells.has(cellKey(entry.cell)) && !givenCells.has(cellKey(entry.cell)) && problem.value(entry.literal),
  );
  if (candidates.length === 0) return { result: { kind: 'solved' } };

  // Rank by how a person would find them: propagation waves first (what the board already shows last among them),
  // then short contradictions, then search.
  const propagator = new Propagator(problem.cnf);
  const found = { technique: 'propagation' as Hint['technique'], steps: 0, entries: [] as CellLiteral[] };
  let obvious: typeof found | undefined;
  for (const literal of all) propagator.assign(literal);
  for (let wave = 1; found.entries.length === 0; wave++) {
    const before = propagator.trailLength;
    propagator.propagate(1);
    if (propagator.trailLength === before) break;
    found.steps = wave;
    const forced = candidates.filter((entry) => propagator.value(entry.literal) === true);
    found.entries = forced.filter((entry) => !shown(entry));
    if (forced.length > found.entries.length) obvious ??= { ...found, entries: forced.filter(shown) };
  }
  // Only what the board shows follows by propagation: give that rather than search contradictions over every cell.
  if (found.entries.length === 0 && obvious) Object.assign(found, obvious);
  if (found.entries.length === 0) {
    const open = candidates.filter((entry) => propagator.value(entry.literal) === undefined);
    for (let depth = 1; depth <= 5 && found.entries.length === 0; depth++) {
      found.entries = open.filter((entry) => propagator.fails(-entry.literal, depth));
      found.technique = 'contradiction';
      found.steps = depth;
    }
  }
  if (found.entries.length === 0) {
    const forced = candidates.find((entry) => !problem.solve([...all, -entry.literal]));
    if (forced) found.entries = [forced];
    found.technique = 'search';
    found.steps = 0;
  }
  if (found.entries.length === 0) return { result: { kind: 'open' } };

  // The reason: the assumptions a conflict with the opposite value comes from, then drop what is not needed.
  // A reason is subset-minimal as far as the solver can tell within a few rounds: an item goes when the step still
  // follows without it. A question with few clues left on a large loop can need thousands of rounds of connectivity
  // cuts; an item whose question does not settle is kept (the reason still forces the step). A step found by
  // propagation (or a short contradiction) is first narrowed by propagation alone, which costs no solver call.
  const follows = (literal: Literal) => (subset: readonly Literal[]): boolean => problem.solveWithin([...subset, -literal], reasonRounds, reasonConflicts) === false;
  const reasoner = new Propagator(problem.cnf);
  const root = reasoner.trailLength;
  const propagationFollows = (literal: Literal) => (subset: readonly Literal[]): boolean => {
    reasoner.rewind(root);
    for (const assumed of [...subset, -literal]) if (!reasoner.assign(assumed)) return true;
    return !reasoner.propagate();
  };
  const narrow = (literal: Literal, start: readonly Literal[]): Literal[] =>
    found.technique === 'search' || !propagationFollows(literal)(start) ? [...start] : minimise(start, propagationFollows(literal));
  let best: { entry: CellLiteral; reason: Literal[] } | undefined;
  // A few candidates, more while the best reason is still large: the next easier hint is one with a smaller reason.
  for (const [index, entry] of found.entries.slice(0, 16).entries()) {
    if (index >= 4 && best && best.reason.length <= largeReason) break;
    const probe = new Propagator(problem.cnf);
    for (const literal of [...all, -entry.literal]) probe.assign(literal);
    const sources = probe.propagate() ? undefined : probe.conflictSources()?.filter((literal) => literal !== -entry.literal);
    // Far-away assumptions are tried first, so that the reason stays near the cell.
    const start = [...(sources ?? all)].sort(
      (a, b) => distance(b, entry.cell, session, cells) - distance(a, entry.cell, session, cells),
    );
    const reason = minimise(narrow(entry.literal, follows(entry.literal)(start) ? start : all), follows(entry.literal));
    if (!best || reason.length < best.reason.length) best = { entry, reason };
  }
  const { entry, reason } = best!;
  const step = reason.length > largeReason && found.technique !== 'search' ? firstStep(problem.cnf, reason, entry, session, cells) : undefined;
  const hinted: Hint = {
    cell: entry.cell,
    value: entry.value,
    description: puzzle.model.nameOf(Math.abs(entry.literal)) + (entry.literal < 0 ? ' is false' : ''),
    technique: found.technique,
    steps: found.steps,
    reason: reasonOf(reason, session, cells),
    ...(step ? { firstStep: step } : {}),
  };
  return { result: { kind: 'hint', hint: hinted }, literal: entry.literal };
}

/**
 * Whether a deduction is one the board already shows: it follows at once from the clues and placed entries on its own
 * cells (a line into a clue cell crossed out, a cell the placed loop runs through not shaded, the gap between two
 * different numbers), within a few propagation waves. A hint gives these last: the player sees them without being told.
 */
function alreadyShown(cnf: Cnf, assumptions: readonly Literal[], session: Session, cells: readonly CellLiteral[], describer: EntryDescriber): (entry: CellLiteral) => boolean {
  const cellsOfEntry = new Map(cells.map((entry) => [entry.literal, new Set(entryCells(describer, entry).map(cellKey))]));
  // A clue counts when it lies on the entry's cells (a number in one of them); a placed entry when it shares a cell.
  const places = assumptions.map((literal) => {
    const index = session.selectors.indexOf(literal);
    if (index >= 0) return { literal, cells: session.labels[index]!.cells.map(cellKey), clue: true };
    const entry = cells.find((candidate) => candidate.literal === literal);
    return { literal, cells: entry ? entryCells(describer, entry).map(cellKey) : [], clue: false };
  });
  const probe = new Propagator(cnf);
  const root = probe.trailLength;
  return (entry) => {
    const own = cellsOfEntry.get(entry.literal)!;
    const near = places.filter(({ cells: at, clue }) => at.length > 0 && (clue ? at.every((key) => own.has(key)) : at.some((key) => own.has(key))));
    probe.rewind(root);
    for (const { literal } of near) if (!probe.assign(literal)) return false;
    return probe.propagate(3) && probe.value(entry.literal) === true;
  };
}

/**
 * The chain's first step, with the part of the reason it rests on. When the reason forces the cell by propagation,
 * the first cell on the way to it; otherwise the first cell that follows when the hinted cell is assumed otherwise.
 * Undefined when no cell comes between.
 */
function firstStep(cnf: Cnf, reason: readonly Literal[], entry: CellLiteral, session: Session, cells: readonly CellLiteral[]): Hint['firstStep'] {
  const probe = new Propagator(cnf);
  for (const literal of reason) probe.assign(literal);
  if (!probe.propagate()) return undefined;
  const cellOf = new Map(cells.map((candidate) => [candidate.literal, candidate]));
  const stepAt = (literal: Literal, assumed?: Literal): Hint['firstStep'] => {
    const found = cellOf.get(literal);
    const sources = probe.sourcesOf(literal);
    if (!found || !sources || cellKey(found.cell) === cellKey(entry.cell)) return undefined;
    const because = reasonOf(sources.filter((source) => source !== assumed), session, cells);
    // A given on the cell itself is no step.
    const givenThere = because.placed.length === 0 && because.clues.length === 1 && because.clues[0]!.cells.every((cell) => cellKey(cell) === cellKey(found.cell));
    return givenThere ? undefined : { cell: found.cell, value: found.value, reason: because };
  };
  if (probe.value(entry.literal) === true) {
    for (const literal of probe.derivedThrough(entry.literal) ?? []) {
      const step = stepAt(literal);
      if (step) return step;
    }
    return undefined;
  }
  if (!probe.assign(-entry.literal)) return undefined;
  for (let wave = 0; wave < 5; wave++) {
    const before = probe.trailLength;
    if (!probe.propagate(1) || probe.trailLength === before) return undefined;
    for (const literal of probe.assignedSince(before)) {
      const step = stepAt(literal, -entry.literal);
      if (step) return step;
    }
  }
  return undefined;
}

/**
 * The assumptions a propagation conflict comes from, placed ones first, when propagation finds the conflict
 * (a small start for minimising); otherwise all of them. The result is still unsatisfiable.
 */
function conflictCone(cnf: Cnf, assumptions: readonly Literal[]): Literal[] {
  const propagator = new Propagator(cnf);
  for (const literal of assumptions) if (!propagator.assign(literal)) return [...assumptions];
  const sources = propagator.propagate() ? undefined : propagator.conflictSources();
  if (!sources) return [...assumptions];
  const inCone = new Set(sources);
  return assumptions.filter((literal) => inCone.has(literal));
}

/** Cells that a clue on that very cell decides by itself (a given digit, a numbered cell being unshaded). */
function cellsGivenOutright(session: Session, cells: readonly CellLiteral[]): ReadonlySet<string> {
  const propagator = new Propagator(session.problem.cnf);
  const given = new Set<string>();
  const root = propagator.trailLength;
  session.labels.forEach((label, index) => {
    if (label.cells.length !== 1) return;
    const key = cellKey(label.cells[0]!);
    propagator.rewind(root);
    propagator.assign(session.selectors[index]!);
    propagator.propagate();
    if (cells.some((entry) => cellKey(entry.cell) === key && propagator.value(entry.literal) === true)) given.add(key);
  });
  return given;
}

function distance(literal: Literal, target: Cell, session: Session, cells: readonly CellLiteral[]): number {
  const index = session.selectors.indexOf(literal);
  const where = index >= 0 ? session.labels[index]!.cells : cells.filter((entry) => entry.literal === literal).map((entry) => entry.cell);
  if (where.length === 0) return 0;
  return Math.min(...where.map((cell) => Math.abs(cell.row - target.row) + Math.abs(cell.column - target.column)));
}

/** Why a puzzle is not uniquely solvable (or its answer when it is). */
export function explain<Answer, Partial>(
  puzzle: PuzzleModel<Answer, Partial>,
  reader: PartialReader<Partial> & EntryDescriber,
  factory: SatSolverFactory,
  /** The puzzle's model with every clue the first answer allows added (the genre generator's `withAllClues`). */
  withAllClues?: (answer: Answer) => PuzzleModel<Answer, Partial>,
): Explanation<Answer> {
  const session = openSession(puzzle, factory);
  const { problem, selectors } = session;
  try {
    if (!problem.solve(selectors)) {
      const labelled = selectors.length > 0;
      if (!problem.solve([])) return { kind: 'unsolvable', clues: [], labelled };
      const core = minimise(conflictCone(problem.cnf, selectors), (subset) => !problem.solve(subset), () => problem.failedAssumptions());
      return { kind: 'unsolvable', clues: core.map((selector) => session.labels[selectors.indexOf(selector)]!), labelled };
    }
    const first = puzzle.observed.map((literal) => problem.value(literal));
    const read = (values: readonly boolean[]) => {
      const table = new Map(puzzle.observed.map((literal, index) => [literal, values[index]!]));
      return (literal: Literal) => (table.has(literal) ? table.get(literal)! : !table.get(-literal));
    };
    const firstAnswer = puzzle.decode(read(first));
    const differs = problem.newVariable();
    problem.addClause([-differs, ...puzzle.observed.map((literal, index) => (first[index] ? -literal : literal))]);
    if (!problem.solve([...selectors, differs])) return { kind: 'unique', answer: firstAnswer };
    const second = puzzle.observed.map((literal) => problem.value(literal));
    const secondAnswer = puzzle.decode(read(second));
    const cells = cellLiterals(puzzle, reader);
    const differing = new Map<string, Cell>();
    for (const entry of cells) {
      const index = puzzle.observed.indexOf(Math.abs(entry.literal));
      if (index < 0 || first[index] === second[index]) continue;
      // A line differs at the cells it runs beside or through; any other entry at its own cell (a move: the circle).
      const words = describeEntry(reader, entry);
      for (const cell of words.lines ? words.cells : words.cells.slice(0, 1)) differing.set(cellKey(cell), cell);
    }
    const differingCells = [...differing.values()];
    const fix = withAllClues ? findFix(puzzle, withAllClues(firstAnswer), first, new Set(differing.keys()), factory) : undefined;
    return { kind: 'multiple', answers: [firstAnswer, secondAnswer], differingCells, ...(fix ? { fix } : {}) };
  } finally {
    problem.dispose();
  }
}

/** One clue from the full clue set that, added to the puzzle's own clues, leaves only the first answer. */
function findFix<Answer, Partial>(
  puzzle: PuzzleModel<Answer, Partial>,
  full: PuzzleModel<Answer, Partial>,
  first: readonly boolean[],
  differing: ReadonlySet<string>,
  factory: SatSolverFactory,
): ClueLabel | undefined {
  const own = new Set(puzzle.model.clues.map((clue) => clue.label.id));
  const session = openSession(full, factory);
  const { problem, selectors, labels } = session;
  try {
    const active = selectors.filter((_, index) => own.has(labels[index]!.id));
    // The two models number their variables independently: match the answer's literals by name.
    const valueByName = new Map(puzzle.observed.map((literal, index) => [puzzle.model.nameOf(literal), first[index]!]));
    const differs = problem.newVariable();
    problem.addClause([-differs, ...full.observed.map((literal) => (valueByName.get(full.model.nameOf(literal)) ? -literal : literal))]);
    const candidates = selectors
      .map((selector, index) => ({ selector, label: labels[index]! }))
      .filter(({ label }) => !own.has(label.id))
      .sort((a, b) => touches(b.label, differing) - touches(a.label, differing));
    for (const { selector, label } of candidates.slice(0, 400)) {
      if (!problem.solve([...active, selector, differs])) return label;
    }
    return undefined;
  } finally {
    problem.dispose();
  }
}

function touches(label: ClueLabel, cells: ReadonlySet<string>): number {
  return label.cells.some((cell) => cells.has(cellKey(cell))) ? 1 : 0;
}
