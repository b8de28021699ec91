// A solver-neutral constraint model. Genres write constraints in the vocabulary of the rules; backends lower the
// same model to CNF, SMT-LIB or ASP. Nothing here is flattened to clauses at construction time.

import type { Cell } from './geometry.js';

/** A literal: a positive variable number, or its negation. Variable numbers start at 1. */
export type Literal = number;

export type Comparison = '<=' | '>=' | '=';

/** A small-domain integer: one boolean per value, exactly one of them true. */
export interface IntegerVariable {
  readonly name: string;
  readonly values: readonly number[];
  /** literals[i] is true when the variable takes values[i]. */
  readonly literals: readonly Literal[];
}

export interface WeightedLiteral {
  readonly literal: Literal;
  readonly weight: number;
}

export type Constraint =
  /** At least one literal is true. */
  | { readonly kind: 'clause'; readonly literals: readonly Literal[] }
  /** The number of true literals compared with a bound. */
  | { readonly kind: 'count'; readonly literals: readonly Literal[]; readonly comparison: Comparison; readonly bound: number }
  /**
   * A count that holds only while `condition` is true; a false condition leaves the literals free (Yajisan-Kazusan:
   * an arrow counts the shaded cells it points at only from an unshaded cell).
   */
  | {
      readonly kind: 'countWhen';
      readonly condition: Literal;
      readonly literals: readonly Literal[];
      readonly comparison: Comparison;
      readonly bound: number;
    }
  /** The sum of the weights of the true literals compared with a bound (weights are positive). */
  | { readonly kind: 'linear'; readonly terms: readonly WeightedLiteral[]; readonly comparison: Comparison; readonly bound: number }
  /** All integers take different values. */
  | { readonly kind: 'distinct'; readonly variables: readonly IntegerVariable[] }
  /** An integer takes a fixed value. */
  | { readonly kind: 'equals'; readonly variable: IntegerVariable; readonly value: number }
  /** left < right. */
  | { readonly kind: 'less'; readonly left: IntegerVariable; readonly right: IntegerVariable }
  /** |left - right| = difference, or != difference when `equal` is false. */
  | {
      readonly kind: 'difference';
      readonly left: IntegerVariable;
      readonly right: IntegerVariable;
      readonly difference: number;
      readonly equal: boolean;
    }
  /**
   * Lines of sight: `base` plus, along each ray, the number of its literals that are true before the first false
   * one, compared with a bound (Kurodoko: a number counts itself and the unshaded cells it sees).
   */
  | {
      readonly kind: 'sightline';
      readonly rays: readonly (readonly Literal[])[];
      readonly base: number;
      readonly comparison: Comparison;
      readonly bound: number;
    }
  /**
   * Integers seen from the front of a line: the number of them larger than every one before it, compared with a
   * bound (Skyscrapers: a taller tower hides the lower ones behind it).
   */
  | { readonly kind: 'visible'; readonly variables: readonly IntegerVariable[]; readonly comparison: Comparison; readonly bound: number }
  /** The integers take different values that add up to `total` (Kakuro: a run of digits and its clue). */
  | { readonly kind: 'distinctSum'; readonly variables: readonly IntegerVariable[]; readonly total: number }
  /**
   * The integers take the values of one of the allowed rows (rows[i][j] is the value of variables[j]): a table of
   * the value tuples a small group of integers may show (Keen: the digits of a cage that reach its target).
   */
  | { readonly kind: 'tuples'; readonly variables: readonly IntegerVariable[]; readonly rows: readonly (readonly number[])[] }
  /**
   * Runs along a line: the true literals form blocks of exactly the given lengths, in this order, with at least one
   * false literal between two blocks and any number before the first and after the last (Nonogram's row and column
   * clues; no lengths means every literal is false).
   */
  | { readonly kind: 'runs'; readonly literals: readonly Literal[]; readonly lengths: readonly number[] }
  /**
   * Straight segments through a point: each axis is two rays of lines leading away from the point on opposite
   * sides, nearest line first; an axis's segment is the lines in use next to the point on both sides, each side up to
   * its first line not in use. Every axis that has a segment has the same length, one of `lengths` (Geradeweg: the
   * straight runs of the loop through a number are that long; through a `?` they are equally long).
   */
  | { readonly kind: 'segments'; readonly axes: readonly SegmentAxis[]; readonly lengths: readonly number[] }
  /** The number of true literals is one of `allowed` (a loop passes a point 0 or 2 times). */
  | { readonly kind: 'countIn'; readonly literals: readonly Literal[]; readonly allowed: readonly number[] }
  /**
   * The literals take the values of one of the allowed rows (rows[i][j] is the value of literals[j]): a table of
   * the patterns a small group of cells may show (Tapa: the shadings of the ring round a clue that fit it).
   */
  | { readonly kind: 'table'; readonly literals: readonly Literal[]; readonly rows: readonly (readonly boolean[])[] }
  /** The two lists of literals differ in at least one position (Takuzu: no two rows alike). */
  | { readonly kind: 'different'; readonly left: readonly Literal[]; readonly right: readonly Literal[] }
  /** The nodes whose literal is true form one connected set over the given edges (an empty set counts as connected). */
  | {
      readonly kind: 'connected';
      readonly nodes: readonly Literal[];
      readonly edges: readonly (readonly [number, number])[];
      /**
       * When the nodes are lines (a loop's), each node's two end points: the same constraint, which propagation
       * checks faster on the points than on the lines (fewer nodes, fewer links).
       */
      readonly lineEnds?: readonly (readonly [number, number])[];
    }
  /** The edges whose literal is true contain no cycle: they form a forest over the points (Slant: no loop). */
  | { readonly kind: 'acyclic'; readonly edges: readonly GraphEdge[] }
  /**
   * The nodes whose literal is true form one connected area over the given edges that holds node `root` and has
   * exactly `size` nodes (Nurikabe: a number's island).
   */
  | {
      readonly kind: 'area';
      readonly nodes: readonly Literal[];
      readonly edges: readonly (readonly [number, number])[];
      readonly root: number;
      readonly size: number;
    }
  /**
   * A division into pieces chosen among candidates (an exact cover): each item (a cell, numbered from 0) lies in
   * exactly one piece whose literal is true (Shikaku: the grid cut into rectangles, each one a clue's placement).
   */
  | { readonly kind: 'cover'; readonly items: number; readonly pieces: readonly CoverPiece[] }
  /**
   * A division of a graph into regions by its links: a link whose literal holds joins its two nodes into one region;
   * one that does not hold separates two different regions (it never lies inside one); and each node with a size
   * integer (null: none) has its region's number of nodes as that integer's value (Fillomino: a region of 4 cells
   * holds 4s); a pair in `together` whose literal holds has both its nodes in one region (Double Choco: a cell and
   * its partner in the other half).
   */
  | {
      readonly kind: 'division';
      readonly nodes: number;
      readonly links: readonly GraphEdge[];
      readonly sizes: readonly (IntegerVariable | null)[];
      readonly together: readonly GraphEdge[];
    };

/** The two rays of lines along one axis through a point, each nearest line first. */
export type SegmentAxis = readonly [readonly Literal[], readonly Literal[]];

/** A candidate piece of a division: true when the piece is chosen; the items (cells) it covers. */
export interface CoverPiece {
  readonly literal: Literal;
  readonly items: readonly number[];
}

/**
 * A check run on every complete assignment a SAT backend finds; it returns clauses that the assignment violates
 * (cuts), or none when the assignment is acceptable. Cuts must be consequences of the model.
 */
export type LazyCheck = (value: (literal: Literal) => boolean) => Literal[][];

/** A line between two points of a graph (numbered from 0), used when its literal is true. */
export interface GraphEdge {
  readonly literal: Literal;
  readonly ends: readonly [number, number];
}

/** A clue (a given) as the rules name it: hints and explanations cite clues, generators remove them. */
export interface ClueLabel {
  /** Unique within a puzzle and stable across puzzles of the same size, e.g. `given r3c4`. */
  readonly id: string;
  /** In the words of the rules, e.g. `the given 5 at r3c4`. */
  readonly description: string;
  /** The cells to highlight. */
  readonly cells: readonly Cell[];
}

/** The counts a loop allows at a point (shared by every point: constraints are never changed once made). */
const zeroOrTwo: readonly number[] = [0, 2];
const zeroOnly: readonly number[] = [0];

/** How the lines of a loop meet, which depends on their ends alone (a loop genre keeps it per grid shape). */
export interface LoopJunctions {
  /** Each point's lines, by index, the points in the order the lines first reach them. */
  readonly atPoint: readonly (readonly number[])[];
  /** Every two lines that meet at a point. */
  readonly meetings: readonly (readonly [number, number])[];
  /** Each line's two points. */
  readonly lineEnds: readonly (readonly [number, number])[];
}

export function loopJunctions(ends: readonly (readonly [number, number])[]): LoopJunctions {
  const byPoint = new Map<number, number[]>();
  ends.forEach((pair, index) => {
    for (const end of pair) {
      const indexes = byPoint.get(end);
      if (indexes) indexes.push(index);
      else byPoint.set(end, [index]);
    }
  });
  const atPoint = [...byPoint.values()];
  const meetings: [number, number][] = [];
  for (const indexes of atPoint) {
    for (let i = 0; i < indexes.length; i++) for (let j = i + 1; j < indexes.length; j++) meetings.push([indexes[i]!, indexes[j]!]);
  }
  return { atPoint, meetings, lineEnds: ends.map(([a, b]) => [a, b] as const) };
}

/**
 * A clue and the constraints (indexes into `Model.constraints`) and lazy checks that state it. A constraint that
 * follows from several clues together (`Model.consequence`) is listed under each of them.
 */
export interface ModelClue {
  readonly label: ClueLabel;
  readonly constraints: readonly number[];
  readonly lazyChecks: readonly number[];
}

const range = (from: number, to: number) => {
  const indexes = new Array<number>(to - from);
  for (let index = from; index < to; index++) indexes[index - from] = index;
  return indexes;
};

export class Model {
  /** Each variable's name, or the integer it gives a value of (named when asked: most names are never read). */
  private readonly variableNames: (string | IntegerVariable)[] = [''];
  private readonly constraintList: Constraint[] = [];
  private readonly integerList: IntegerVariable[] = [];
  private readonly lazyList: LazyCheck[] = [];
  private readonly clueList: ModelClue[] = [];
  /** Each clue's constraint list, by id, so that a consequence can join it. */
  private readonly clueConstraints = new Map<string, number[]>();
  /**
   * The model's last lowering to CNF and what it was lowered with, kept by `lowerToCnf` (here, not in a WeakMap
   * keyed by models: such an entry keeps a model and its lowering alive through every minor collection).
   */
  lowered: { readonly key: string; readonly cnf: unknown } | undefined = undefined;
  private stating = false;

  get variableCount(): number {
    return this.variableNames.length - 1;
  }

  get constraints(): readonly Constraint[] {
    return this.constraintList;
  }

  get integers(): readonly IntegerVariable[] {
    return this.integerList;
  }

  get lazyChecks(): readonly LazyCheck[] {
    return this.lazyList;
  }

  /** The clues, in the order they were stated. Constraints outside every clue are the rules themselves. */
  get clues(): readonly ModelClue[] {
    return this.clueList;
  }

  /**
   * States one clue: the constraints added while `state` runs belong to it, so that a hint can cite it and a
   * generator can leave it out. Clues do not nest.
   */
  clue(label: ClueLabel, state: () => void): void {
    if (this.clueConstraints.has(label.id)) throw new Error(`the clue id '${label.id}' is used twice`);
    if (this.stating) throw new Error(`the clue '${label.id}' is stated inside another clue`);
    const firstConstraint = this.constraintList.length;
    const firstLazy = this.lazyList.length;
    this.stating = true;
    try {
      state();
    } finally {
      this.stating = false;
    }
    const constraints = range(firstConstraint, this.constraintList.length);
    this.clueConstraints.set(label.id, constraints);
    this.clueList.push({
      label: { ...label, cells: label.cells.map((cell) => ({ ...cell })) },
      constraints,
      lazyChecks: range(firstLazy, this.lazyList.length),
    });
  }

  /**
   * States constraints that follow from the rules and several clues together, written out so that they propagate
   * sooner (a unit clause is settled before the first propagation wave): they belong to each of those clues and
   * hold only while all of them do. The clues must be stated already.
   */
  consequence(clueIds: readonly string[], state: () => void): void {
    const lists = clueIds.map((id) => {
      const list = this.clueConstraints.get(id);
      if (!list) throw new Error(`a consequence names the clue '${id}', which is not stated`);
      return list;
    });
    if (this.stating) throw new Error('a consequence is stated inside a clue');
    const firstConstraint = this.constraintList.length;
    const firstLazy = this.lazyList.length;
    state();
    if (this.lazyList.length > firstLazy) throw new Error('a consequence of several clues cannot be a lazy check');
    const added = range(firstConstraint, this.constraintList.length);
    for (const list of lists) list.push(...added);
  }

  nameOf(variable: number): string {
    const named = this.variableNames[Math.abs(variable)];
    if (named === undefined) return `v${Math.abs(variable)}`;
    if (typeof named === 'string') return named;
    return `${named.name}=${named.values[Math.abs(variable) - named.literals[0]!]}`;
  }

  /** A new boolean variable, returned as its positive literal. */
  bool(name: string): Literal {
    this.variableNames.push(name);
    return this.variableNames.length - 1;
  }

  /** A new integer variable over the given values, one literal per value. */
  integer(name: string, values: readonly number[]): IntegerVariable {
    if (values.length === 0) throw new Error(`integer ${name} has an empty domain`);
    // Its literals are numbered one after another, so that a literal's value is found by subtraction.
    const first = this.variableNames.length;
    const literals = values.map((_, index) => first + index);
    const variable: IntegerVariable = { name, values: [...values], literals };
    for (let index = 0; index < values.length; index++) this.variableNames.push(variable);
    this.integerList.push(variable);
    return variable;
  }

  add(constraint: Constraint): void {
    this.constraintList.push(constraint);
  }

  clause(literals: readonly Literal[]): void {
    this.add({ kind: 'clause', literals: [...literals] });
  }

  /** Every literal is true. */
  require(...literals: Literal[]): void {
    for (const literal of literals) this.clause([literal]);
  }

  implies(condition: Literal, consequence: Literal): void {
    this.clause([-condition, consequence]);
  }

  /** The number of true literals is one of `allowed`. */
  countIn(literals: readonly Literal[], allowed: readonly number[]): void {
    const values = [...new Set(allowed)].filter((value) => value >= 0 && value <= literals.length).sort((a, b) => a - b);
    this.add({ kind: 'countIn', literals: [...literals], allowed: values });
  }

  /**
   * `result` is true exactly when an odd number of the literals are (a parity chain: a point is inside a loop when
   * a ray from it crosses the loop an odd number of times). Stated as an even count of `result` and the literals.
   */
  parity(result: Literal, literals: readonly Literal[]): void {
    const total = literals.length + 1;
    this.countIn([result, ...literals], Array.from({ length: Math.floor(total / 2) + 1 }, (_, half) => 2 * half));
  }

  /** At least one literal is true. */
  atLeastOne(literals: readonly Literal[]): void {
    this.clause(literals);
  }

  /** Not every literal is true. */
  notAll(literals: readonly Literal[]): void {
    this.clause(literals.map((literal) => -literal));
  }

  /** `result` is true exactly when one of the literals is. */
  anyOf(result: Literal, literals: readonly Literal[]): void {
    for (const literal of literals) this.implies(literal, result);
    this.clause([-result, ...literals]);
  }

  count(literals: readonly Literal[], comparison: Comparison, bound: number): void {
    this.add({ kind: 'count', literals: [...literals], comparison, bound });
  }

  /** While `condition` is true, the number of true literals compares with `bound`; otherwise they are free. */
  countWhen(condition: Literal, literals: readonly Literal[], comparison: Comparison, bound: number): void {
    this.add({ kind: 'countWhen', condition, literals: [...literals], comparison, bound });
  }

  exactlyOne(literals: readonly Literal[]): void {
    this.count(literals, '=', 1);
  }

  atMostOne(literals: readonly Literal[]): void {
    this.count(literals, '<=', 1);
  }

  atMost(literals: readonly Literal[], bound: number): void {
    this.count(literals, '<=', bound);
  }

  atLeast(literals: readonly Literal[], bound: number): void {
    this.count(literals, '>=', bound);
  }

  linear(terms: readonly WeightedLiteral[], comparison: Comparison, bound: number): void {
    this.add({ kind: 'linear', terms: terms.map((term) => ({ ...term })), comparison, bound });
  }

  distinct(variables: readonly IntegerVariable[]): void {
    this.add({ kind: 'distinct', variables: [...variables] });
  }

  equals(variable: IntegerVariable, value: number): void {
    this.add({ kind: 'equals', variable, value });
  }

  less(left: IntegerVariable, right: IntegerVariable): void {
    this.add({ kind: 'less', left, right });
  }

  difference(left: IntegerVariable, right: IntegerVariable, difference: number, equal: boolean): void {
    this.add({ kind: 'difference', left, right, difference, equal });
  }

  /**
   * Counts what is seen along rays from a cell: `base` (1 when the cell counts itself) plus, per ray, the literals
   * that hold before the first one that does not, compared with `bound`.
   */
  sightline(rays: readonly (readonly Literal[])[], comparison: Comparison, bound: number, options: { base?: number } = {}): void {
    this.add({ kind: 'sightline', rays: rays.map((ray) => [...ray]), base: options.base ?? 0, comparison, bound });
  }

  /**
   * Counts the integers seen from the front of `variables` (first to last): each one larger than all before it
   * is seen, the others are hidden behind a larger one.
   */
  visible(variables: readonly IntegerVariable[], comparison: Comparison, bound: number): void {
    this.add({ kind: 'visible', variables: [...variables], comparison, bound });
  }

  /** The integers take different values, and those values add up to `total`. */
  distinctSum(variables: readonly IntegerVariable[], total: number): void {
    this.add({ kind: 'distinctSum', variables: [...variables], total });
  }

  /**
   * The integers show one of the allowed rows of values (each as long as `variables`; repeated rows count once, and
   * rows with a value outside an integer's domain are dropped). No rows: nothing is allowed.
   */
  tuples(variables: readonly IntegerVariable[], rows: readonly (readonly number[])[]): void {
    for (const row of rows) if (row.length !== variables.length) throw new Error(`tuples(): a row of ${row.length} values for ${variables.length} integers`);
    const possible = rows.filter((row) => row.every((value, position) => variables[position]!.values.includes(value)));
    const distinct = new Map(possible.map((row) => [row.join(','), [...row]]));
    this.add({ kind: 'tuples', variables: [...variables], rows: [...distinct.values()] });
  }

  /**
   * The literals show one of the allowed rows (each as long as `literals`; repeated rows count once). No rows:
   * nothing is allowed. At most 12 literals, so that a table stays small.
   */
  table(literals: readonly Literal[], rows: readonly (readonly boolean[])[]): void {
    if (literals.length > 12) throw new Error(`table(): ${literals.length} literals; at most 12`);
    for (const row of rows) if (row.length !== literals.length) throw new Error(`table(): a row of ${row.length} values for ${literals.length} literals`);
    const distinct = new Map(rows.map((row) => [row.map((value) => (value ? '1' : '0')).join(''), [...row]]));
    this.add({ kind: 'table', literals: [...literals], rows: [...distinct.values()] });
  }

  /**
   * The true literals of `line`, read in order, form blocks of exactly `lengths` (each at least 1), separated by at
   * least one false literal: a Nonogram clue.
   */
  runs(line: readonly Literal[], lengths: readonly number[]): void {
    for (const length of lengths) if (!Number.isInteger(length) || length < 1) throw new Error(`runs(): a block of length ${length} is not a positive whole number`);
    this.add({ kind: 'runs', literals: [...line], lengths: [...lengths] });
  }

  /**
   * The straight segments through a point along `axes` (each two rays of lines leading away from the point, nearest
   * first) are all, where drawn, of one length among `lengths` (each at least 1); an axis without a line next to the
   * point has no segment.
   */
  segments(axes: readonly SegmentAxis[], lengths: readonly number[]): void {
    if (lengths.length === 0) throw new Error('segments(): no length allowed');
    for (const length of lengths) if (!Number.isInteger(length) || length < 1) throw new Error(`segments(): a segment of length ${length} is not a positive whole number`);
    this.add({ kind: 'segments', axes: axes.map(([before, after]) => [[...before], [...after]] as const), lengths: [...new Set(lengths)].sort((a, b) => a - b) });
  }

  /** The two lists (of equal length) differ somewhere. */
  different(left: readonly Literal[], right: readonly Literal[]): void {
    if (left.length !== right.length) throw new Error('different() compares lists of equal length');
    this.add({ kind: 'different', left: [...left], right: [...right] });
  }

  /**
   * The lines in use form exactly one loop: every point is passed 0 or 2 times, at least one line is used, and the
   * lines in use hang together (two lines that meet at a point are neighbours). `junctions`: `loopJunctions` of the
   * edges' ends, where the caller keeps it.
   */
  singleLoop(edges: readonly GraphEdge[], junctions: LoopJunctions = loopJunctions(edges.map((edge) => edge.ends))): void {
    const literals: Literal[] = [];
    for (const edge of edges) literals.push(edge.literal);
    // Passed 0 or 2 times (0 alone where a single line ends), the allowed counts already in countIn's order.
    for (const indexes of junctions.atPoint) {
      const atPoint: Literal[] = [];
      for (const index of indexes) atPoint.push(literals[index]!);
      this.add({ kind: 'countIn', literals: atPoint, allowed: atPoint.length >= 2 ? zeroOrTwo : zeroOnly });
    }
    this.atLeastOne(literals);
    this.add({ kind: 'connected', nodes: literals, edges: junctions.meetings, lineEnds: junctions.lineEnds });
  }

  connected(nodes: readonly Literal[], edges: readonly (readonly [number, number])[]): void {
    this.add({ kind: 'connected', nodes: [...nodes], edges: edges.map(([a, b]) => [a, b] as const) });
  }

  /**
   * The lines in use never close a loop: over the points they join, they form a forest. Two lines between the same
   * two points, both in use, are a loop; a line from a point to itself is refused.
   */
  acyclic(edges: readonly GraphEdge[]): void {
    for (const edge of edges) if (edge.ends[0] === edge.ends[1]) throw new Error(`acyclic(): the line of literal ${edge.literal} joins point ${edge.ends[0]} to itself`);
    this.add({ kind: 'acyclic', edges: edges.map((edge) => ({ literal: edge.literal, ends: [edge.ends[0], edge.ends[1]] as const })) });
  }

  /** The chosen nodes form one connected area of exactly `size` nodes around node `root` (which is chosen). */
  area(nodes: readonly Literal[], edges: readonly (readonly [number, number])[], options: { root: number; size: number }): void {
    if (!Number.isInteger(options.root) || options.root < 0 || options.root >= nodes.length) throw new Error(`area(): the root ${options.root} is not a node`);
    this.add({ kind: 'area', nodes: [...nodes], edges: edges.map(([a, b]) => [a, b] as const), root: options.root, size: options.size });
  }

  /**
   * Divides `items` items (cells, numbered from 0) into pieces chosen among the candidates: each item lies in exactly
   * one chosen piece. Which candidates there are (rectangles round a clue, polyominoes of a shape) is the caller's
   * rule; an item no candidate covers leaves no solution.
   */
  cover(items: number, pieces: readonly CoverPiece[]): void {
    for (const piece of pieces) {
      for (const item of piece.items) if (!Number.isInteger(item) || item < 0 || item >= items) throw new Error(`cover(): item ${item} is outside 0..${items - 1}`);
      if (new Set(piece.items).size !== piece.items.length) throw new Error(`cover(): the piece of literal ${piece.literal} lists an item twice`);
    }
    this.add({ kind: 'cover', items, pieces: pieces.map((piece) => ({ literal: piece.literal, items: [...piece.items] })) });
  }

  /**
   * Divides `nodes` nodes (numbered from 0) into regions along `links`: a link that holds joins its ends into one
   * region, one that does not separates two regions, `sizes[node]` (where given) is the number of nodes in that
   * node's region, and the two nodes of a pair in `together` lie in one region when its literal holds (they need
   * not be neighbours).
   */
  division(
    nodes: number,
    links: readonly GraphEdge[],
    options: { sizes?: readonly (IntegerVariable | null)[]; together?: readonly GraphEdge[] } = {},
  ): void {
    const together = options.together ?? [];
    for (const link of [...links, ...together]) {
      for (const end of link.ends) if (!Number.isInteger(end) || end < 0 || end >= nodes) throw new Error(`division(): the link of literal ${link.literal} ends at ${end}, outside 0..${nodes - 1}`);
      if (link.ends[0] === link.ends[1]) throw new Error(`division(): the link of literal ${link.literal} joins node ${link.ends[0]} to itself`);
    }
    const sizes = options.sizes ?? [];
    if (sizes.length > nodes) throw new Error(`division(): ${sizes.length} sizes for ${nodes} nodes`);
    this.add({
      kind: 'division',
      nodes,
      links: links.map((link) => ({ literal: link.literal, ends: [link.ends[0], link.ends[1]] as const })),
      sizes: Array.from({ length: nodes }, (_, node) => sizes[node] ?? null),
      together: together.map((pair) => ({ literal: pair.literal, ends: [pair.ends[0], pair.ends[1]] as const })),
    });
  }

  lazy(check: LazyCheck): void {
    this.lazyList.push(check);
  }
}

/**
 * The single clause a count amounts to, when it is one: at least one of them (`>= 1`), or not all of them
 * (`<= n - 1`). Lowerings write such counts as clauses.
 */
export function clauseOfCount(literals: readonly Literal[], comparison: Comparison, bound: number): Literal[] | undefined {
  if (literals.length === 0) return undefined;
  if (comparison === '>=' && bound === 1) return [...literals];
  if (comparison === '<=' && bound === literals.length - 1) return literals.map((literal) => -literal);
  return undefined;
}

/** For each item of a cover, the literals of the pieces that cover it (lowerings state "exactly one of these"). */
export function coveringLiterals(items: number, pieces: readonly CoverPiece[]): Literal[][] {
  const byItem = Array.from({ length: items }, (): Literal[] => []);
  for (const piece of pieces) for (const item of piece.items) byItem[item]!.push(piece.literal);
  return byItem;
}

/** The literal that is true when `variable` takes `value`, or undefined when the value is outside its domain. */
export function literalOf(variable: IntegerVariable, value: number): Literal | undefined {
  const index = variable.values.indexOf(value);
  return index < 0 ? undefined : variable.literals[index];
}

/** The value an integer takes under an assignment. */
export function valueOf(variable: IntegerVariable, value: (literal: Literal) => boolean): number {
  for (let index = 0; index < variable.values.length; index++) {
    if (value(variable.literals[index]!)) return variable.values[index]!;
  }
  throw new Error(`integer ${variable.name} has no value in the assignment`);
}

/**
 * What a genre hands the engine: the model, the literals that make up the answer (uniqueness and facts are judged
 * on these), and how to read an answer back.
 */
export interface PuzzleModel<Answer, Partial> {
  readonly model: Model;
  readonly observed: readonly Literal[];
  decode(value: (literal: Literal) => boolean): Answer;
  /** A partial answer from the literals every solution agrees on (undefined = not determined). */
  decodePartial(value: (literal: Literal) => boolean | undefined): Partial;
  /**
   * A narrower question for "one solution or more?", where the rules allow one (see `NarrowedModel`); `solve` asks
   * it instead of `model`. Counting, facts, hints and ratings keep to `model`.
   */
  narrowed?(): NarrowedModel<Answer>;
}

/**
 * The solutions of a puzzle's model that no simple change makes better (Numberlink: paths that no shortcut makes
 * shorter), stated over the same observed literals. It answers "one solution or more?" as the model would, and in a
 * far smaller search, when: each of its solutions is one of the model's; it has one whenever the model has one
 * (improving any solution step by step ends in one of its own); and `widen`, given its only solution, finds another
 * of the model's whenever there is one (by undoing a last improving step).
 */
export interface NarrowedModel<Answer> {
  readonly model: Model;
  /** Another solution of the puzzle's model, one simple change away from `answer`, or undefined when there is none. */
  widen(answer: Answer): Answer | undefined;
}

/**
 * The sets of `size` different values among `values` (ascending) that add up to `total`; undefined past `limit`
 * sets, where listing them would cost more than it gives.
 */
export function setsAddingUpTo(values: readonly number[], size: number, total: number, limit: number): number[][] | undefined {
  const sets: number[][] = [];
  const chosen: number[] = [];
  // prefix[i]: the sum of the first i values, for the least and most that k more values can add.
  const prefix = values.reduce<number[]>((sums, value) => [...sums, sums.at(-1)! + value], [0]);
  const extend = (start: number, left: number): boolean => {
    const needed = size - chosen.length;
    if (needed === 0) {
      if (left === 0) sets.push([...chosen]);
      return sets.length <= limit;
    }
    if (needed > values.length - start || prefix[values.length]! - prefix[values.length - needed]! < left) return true;
    for (let index = start; index <= values.length - needed; index++) {
      if (prefix[index + needed]! - prefix[index]! > left) break;
      chosen.push(values[index]!);
      const going = extend(index + 1, left - values[index]!);
      chosen.pop();
      if (!going) return false;
    }
    return true;
  };
  return extend(0, total) ? sets : undefined;
}
