// Lowering a Model to clauses (CNF). Encodings are chosen for propagation strength at puzzle sizes: pairwise
// at-most-one for short lists, a ladder for long ones, a totalizer for exact counts, a sequential counter for
// other bounds, an exact unary running sum for weighted sums, chains of "sees at least k" for sightlines, lazy
// cuts for connectivity and acyclicity (or, for a file that must stand alone, eager rankings), and layers of reach
// from the root for an area of known size.

import type { Comparison, Constraint, GraphEdge, IntegerVariable, LazyCheck, Literal, Model } from './model.js';
import { clauseOfCount, coveringLiterals, literalOf, setsAddingUpTo, valueOf } from './model.js';
import { ClauseList } from './clause-list.js';
import type { ClauseSink } from './unary.js';
import { compareSum, countEquals, countIn, prefixRun, sumAll, sumZeroOr } from './unary.js';

export interface Cnf {
  /** Variables 1..modelVariables are the model's; the rest are auxiliary. */
  readonly variableCount: number;
  readonly modelVariables: number;
  /** Clauses, each a list of non-zero literals (made from `clauseList` when first read). */
  readonly clauses: readonly (readonly Literal[])[];
  /** The same clauses, flat: what the solver and the rating read (written out from `grouped` when first read). */
  readonly clauseList: ClauseList;
  /** How many clauses `clauseList` holds (known without writing it out). */
  readonly clauseCount: number;
  /**
   * The clauses as lowered, where short at-most-one lists are kept whole instead of as their pairs: root
   * simplification settles a whole list at once where a given decides one of its literals.
   */
  readonly grouped?: GroupedClauses;
  readonly lazyChecks: readonly LazyCheck[];
  nameOf(variable: number): string;
  /**
   * With `clueSelectors`: one selector variable per model clue (in `Model.clues` order). Every clause that states a
   * clue holds only while its selector is true, so assuming selectors switches clues on and off.
   */
  readonly clueSelectors?: readonly Literal[];
  /**
   * The connectivity constraints, for reasoning that propagates them (the rating); the solver uses the cuts. A
   * clue's `connected` is not among them; a clue's `area` is, with its selectors.
   */
  readonly connectivity?: readonly ConnectivityConstraint[];
  /** The acyclicity constraints (unguarded ones), likewise for the rating; the solver uses the cuts. */
  readonly acyclicity?: readonly AcyclicConstraint[];
  /** The divisions into regions (unguarded ones), likewise for the rating; the solver uses the cuts. */
  readonly divisions?: readonly DivisionConstraint[];
}

/**
 * Clauses with the at-most-one lists among them kept whole: list i (`atMostOne.clause(i)`) stands for the pairs
 * "not both" of its literals, in order, just before clause `places[i]` of `clauses`.
 */
export interface GroupedClauses {
  readonly clauses: ClauseList;
  readonly atMostOne: ClauseList;
  readonly places: readonly number[];
}

export interface DivisionConstraint {
  readonly nodes: number;
  readonly links: readonly GraphEdge[];
  readonly sizes: readonly (IntegerVariable | null)[];
  /** Pairs of nodes that lie in one region when their literal holds. */
  readonly together: readonly GraphEdge[];
}

export interface AcyclicConstraint {
  readonly edges: readonly GraphEdge[];
}

export interface ConnectivityConstraint {
  readonly nodes: readonly Literal[];
  readonly edges: readonly (readonly [number, number])[];
  /** Lines of a loop: each node's two end points (see the model's `connected` constraint). */
  readonly lineEnds?: readonly (readonly [number, number])[];
  /** The clue selectors it holds under (a clue's area): reasoned about only while every one of them is true. */
  readonly guards?: readonly Literal[];
  /** An area's root and size (the `area` constraint): a solver that reasons inside its search can use them. */
  readonly area?: { readonly root: number; readonly size: number };
  /**
   * Stated by the lazy cuts alone (a `connected`; an area's clauses state its connectivity already): a solver that
   * reasons about it inside its search gains by doing so.
   */
  readonly byCuts?: boolean;
}

export interface LoweringOptions {
  /**
   * Connectivity and acyclicity as cuts on each answer (default) or as clauses (eager), for a file that must stand
   * alone.
   */
  readonly connectivity?: 'lazy' | 'eager';
  /**
   * Areas of known size (the `area` constraint) as clauses (default), or left to a solver that reasons about them
   * inside its search (`SatSolverFactory.propagates`), which is given only their roots as clauses and finds the
   * rest in `Cnf.connectivity`. Only for solving: the rating and explanations reason over the clauses.
   */
  readonly areas?: 'clauses' | 'search';
  /** Give every clue a selector variable (see `Cnf.clueSelectors`). */
  readonly clueSelectors?: boolean;
  /**
   * Each clause is handed here as it is made and not kept (`Cnf.clauses` stays empty): an export streams a large
   * puzzle's clauses without holding them all.
   */
  readonly onClause?: (clause: readonly Literal[]) => void;
}

const pairwiseLimit = 10;

/**
 * The size of the last model lowered, which the next one is made room for: a batch lowers puzzles of one kind, and
 * a list that grows as it goes leaves its smaller copies to the garbage collector. Capped, so that one large puzzle
 * does not make every later small one reserve its size.
 */
let lastLowering = { clauses: 256, literals: 1024, lists: 16, listed: 64 };
const reservedAtMost = 1 << 20;
const noGuards: readonly Literal[] = [];

class CnfBuilder implements ClauseSink {
  readonly clauses: ClauseList;
  /** Short at-most-one lists kept whole, each before the clause of `clauses` its place names (see `GroupedClauses`). */
  readonly atMostOneLists: ClauseList;
  readonly atMostOnePlaces: number[] = [];
  /** Where clauses go: kept in `clauses`, or handed on (see `LoweringOptions.onClause`). */
  readonly keep: (clause: Literal[]) => void;
  /** Clauses are kept here, not handed on. */
  private readonly keeping: boolean;
  readonly connectivity: ConnectivityConstraint[] = [];
  readonly acyclicity: AcyclicConstraint[] = [];
  readonly divisions: DivisionConstraint[] = [];
  /** While a clue is lowered: its selector, added negated to every clause. */
  guard: Literal | undefined;
  /** The selectors of further clues, while a constraint that follows from several clues is lowered. */
  moreGuards: readonly Literal[] = noGuards;
  /** Areas are left to the solver's search (see `LoweringOptions.areas`). */
  areasInSearch = false;
  /** While a conditional constraint is lowered: its condition, added negated to every clause. */
  private condition: Literal | undefined;
  variableCount: number;
  constructor(
    readonly model: Model,
    onClause?: (clause: readonly Literal[]) => void,
    /** Where auxiliary variables come from, when not numbered on from the model's (a solver already loaded). */
    private readonly freshVariable?: () => Literal,
  ) {
    this.variableCount = model.variableCount;
    this.clauses = new ClauseList(onClause === undefined ? lastLowering : { clauses: 0, literals: 0 });
    this.atMostOneLists = new ClauseList(onClause === undefined ? { clauses: lastLowering.lists, literals: lastLowering.listed } : { clauses: 0, literals: 0 });
    this.keep = onClause ?? ((clause) => this.clauses.add(clause));
    this.keeping = onClause === undefined;
  }

  fresh(): Literal {
    return this.freshVariable ? this.freshVariable() : ++this.variableCount;
  }

  add(literals: Literal[]): void {
    const clause = this.condition === undefined ? literals : [...literals, -this.condition];
    if (this.guard === undefined) this.keep(clause);
    else this.keep([...clause, -this.guard, ...this.moreGuards.map((guard) => -guard)]);
  }

  /** A clause of two literals: kept without an array of its own where nothing is added to it. */
  addPair(first: Literal, second: Literal): void {
    if (this.keeping && this.condition === undefined && this.guard === undefined) this.clauses.addPair(first, second);
    else this.add([first, second]);
  }

  atMostOne(literals: readonly Literal[]): void {
    if (literals.length <= 1) return;
    if (literals.length <= pairwiseLimit) {
      if (this.keeping && this.condition === undefined && this.guard === undefined) {
        this.atMostOnePlaces.push(this.clauses.count);
        this.atMostOneLists.add(literals);
        return;
      }
      for (let i = 0; i < literals.length; i++) {
        for (let j = i + 1; j < literals.length; j++) this.addPair(-literals[i]!, -literals[j]!);
      }
      return;
    }
    // Ladder: prefix[i] is true when one of literals[0..i] is true.
    let previous = literals[0]!;
    for (let i = 1; i < literals.length; i++) {
      const current = literals[i]!;
      this.add([-current, -previous]);
      if (i === literals.length - 1) break;
      const prefix = this.fresh();
      this.add([-previous, prefix]);
      this.add([-current, prefix]);
      previous = prefix;
    }
  }

  /** At most `bound` of the literals are true (Sinz's sequential counter). */
  atMost(literals: readonly Literal[], bound: number): void {
    const n = literals.length;
    if (bound >= n) return;
    if (bound < 0) return this.add([]);
    if (bound === 0) {
      for (const literal of literals) this.add([-literal]);
      return;
    }
    if (bound === 1) return this.atMostOne(literals);
    // counter[i][j]: at least j+1 of literals[0..i] are true.
    let previous: Literal[] = [];
    for (let i = 0; i < n; i++) {
      const x = literals[i]!;
      if (i > 0) this.add([-x, -previous[bound - 1]!]);
      if (i === n - 1) break;
      const current = Array.from({ length: bound }, () => this.fresh());
      this.add([-x, current[0]!]);
      if (i === 0) {
        for (let j = 1; j < bound; j++) this.add([-current[j]!]);
      } else {
        for (let j = 0; j < bound; j++) {
          this.add([-previous[j]!, current[j]!]);
          if (j > 0) this.add([-x, -previous[j - 1]!, current[j]!]);
        }
      }
      previous = current;
    }
  }

  count(literals: readonly Literal[], comparison: Comparison, bound: number): void {
    const n = literals.length;
    const single = clauseOfCount(literals, comparison, bound);
    if (single) return this.add(single);
    // An exact count between the extremes: a totalizer propagates both ways at a fraction of a counter's size.
    if (comparison === '=' && bound >= 2 && bound <= n - 2) return countEquals(this, literals, bound);
    if (comparison === '<=' || comparison === '=') this.atMost(literals, bound);
    if (comparison === '>=' || comparison === '=') {
      if (bound > n) return this.add([]);
      if (bound <= 0) return;
      if (bound === 1) return this.add([...literals]);
      this.atMost(
        literals.map((literal) => -literal),
        n - bound,
      );
    }
  }

  /** A weighted sum as an exact unary running sum: state[i][s] holds when the first i terms sum to s. */
  linear(terms: readonly { literal: Literal; weight: number }[], comparison: Comparison, bound: number): void {
    const total = terms.reduce((sum, term) => sum + term.weight, 0);
    const remaining: number[] = new Array<number>(terms.length + 1).fill(0);
    for (let i = terms.length - 1; i >= 0; i--) remaining[i] = remaining[i + 1]! + terms[i]!.weight;
    if ((comparison !== '<=' && total < bound) || (comparison !== '>=' && bound < 0)) return this.add([]);
    const viable = (index: number, sum: number): boolean =>
      (comparison === '>=' || sum <= bound) && (comparison === '<=' || sum + remaining[index]! >= bound);
    // Sums are saturated once the outcome is settled, so the state count stays small.
    const cap = comparison === '>=' ? bound : bound + 1;
    const saturate = (sum: number): number => Math.min(sum, cap);
    let states = new Map<number, Literal | true>([[0, true]]);
    for (let i = 0; i < terms.length; i++) {
      const { literal, weight } = terms[i]!;
      const next = new Map<number, Literal | true>();
      const stateOf = (sum: number): Literal | undefined => {
        if (!viable(i + 1, sum)) return undefined;
        let state = next.get(sum);
        if (state === undefined) {
          state = this.fresh();
          next.set(sum, state);
        }
        return state === true ? undefined : state;
      };
      const sources = new Map<Literal, { taken: Literal[]; skipped: Literal[] }>();
      for (const [sum, state] of states) {
        const condition = state === true ? [] : [-state];
        for (const [take, target] of [
          [true, saturate(sum + weight)],
          [false, sum],
        ] as const) {
          const choice = take ? literal : -literal;
          const destination = stateOf(target);
          if (destination === undefined) {
            this.add([...condition, -choice]);
            continue;
          }
          this.add([...condition, -choice, destination]);
          let entry = sources.get(destination);
          if (!entry) {
            entry = { taken: [], skipped: [] };
            sources.set(destination, entry);
          }
          if (state === true) (take ? entry.taken : entry.skipped).push(0);
          else (take ? entry.taken : entry.skipped).push(state);
        }
      }
      // Backward: a state holds only if a predecessor and the matching choice explain it.
      for (const [destination, { taken, skipped }] of sources) {
        if (!taken.includes(0)) this.add([-destination, -literal, ...taken]);
        if (!skipped.includes(0)) this.add([-destination, literal, ...skipped]);
        // Support: with the choice still open, a state needs one of its predecessors.
        if (!taken.includes(0) && !skipped.includes(0)) this.add([-destination, ...new Set([...taken, ...skipped])]);
      }
      // Exactly one state per step.
      this.atMostOne([...next.values()].filter((state): state is Literal => state !== true));
      states = next;
    }
    const finals = [...states.values()].filter((state): state is Literal => state !== true);
    if (states.size === 0) this.add([]);
    else if (finals.length === states.size) this.add(finals);
  }

  integerDomain(variable: IntegerVariable): void {
    this.add([...variable.literals]);
    this.atMostOne(variable.literals);
  }

  /**
   * Connectivity in clauses alone: one root among the nodes that hold, and every other node that holds picks a
   * neighbour that holds as its parent, with a smaller rank. Ranks are binary numbers, so a file stays
   * O(links × log nodes) in size. Following parents ends at the root, so the nodes that hold hang together.
   */
  connectedEager(nodes: readonly Literal[], edges: readonly (readonly [number, number])[]): void {
    if (nodes.length <= 1) return;
    const roots = nodes.map(() => this.fresh());
    roots.forEach((root, index) => this.add([-root, nodes[index]!]));
    this.atMostOne(roots);
    for (const node of nodes) this.add([-node, ...roots]);
    const ranks = this.binaryRanks(nodes.length);
    const parents: Literal[][] = nodes.map(() => []);
    const directed = edges.flatMap(([a, b]) => [[a, b] as const, [b, a] as const]);
    for (const [child, parent] of directed) {
      const chosen = this.fresh();
      parents[child]!.push(chosen);
      this.add([-chosen, nodes[parent]!]);
      this.rankBelow(chosen, ranks[parent]!, ranks[child]!);
    }
    nodes.forEach((node, index) => this.add([-node, roots[index]!, ...parents[index]!]));
  }

  /**
   * What a division says link by link, for propagation: a link that holds joins two nodes of one region, so their
   * sizes are equal; a region of one node holds no link, and a larger one holds one of each node's links; no region
   * is empty or larger than the graph.
   */
  private divisionRules(links: readonly GraphEdge[], sizes: readonly (IntegerVariable | null)[]): void {
    const incident: Literal[][] = sizes.map(() => []);
    // Each size's literals by value (a size may have hundreds of values).
    const byValue = new Map(sizes.flatMap((size) => (size ? [[size, new Map(size.values.map((value, index) => [value, size.literals[index]!]))] as const] : [])));
    for (const { literal, ends } of links) {
      incident[ends[0]]!.push(literal);
      incident[ends[1]]!.push(literal);
      for (const [from, to] of [[sizes[ends[0]], sizes[ends[1]]], [sizes[ends[1]], sizes[ends[0]]]] as const) {
        if (!from || !to) continue;
        from.values.forEach((size, index) => {
          const same = byValue.get(to)!.get(size);
          this.add(same === undefined ? [-literal, -from.literals[index]!] : [-literal, -from.literals[index]!, same]);
        });
      }
    }
    // A few nodes that no holding link leaves hold regions no larger than themselves: for each small connected set,
    // a node in it has a size no larger than the set, or a link out of the set holds. (The lazy cuts say this of the
    // regions an answer forms; said up front for small sets, it spares most rounds of them.)
    for (const set of sizes.some(Boolean) ? connectedSets(sizes.length, links, smallSetLimit) : []) {
      const inside = new Set(set);
      const out = links.filter(({ ends }) => inside.has(ends[0]) !== inside.has(ends[1])).map(({ literal }) => literal);
      for (const node of set) {
        const size = sizes[node];
        if (size) this.add([...size.literals.filter((_, index) => size.values[index]! <= set.length), ...out]);
      }
    }
    sizes.forEach((size, node) => {
      if (!size) return;
      size.values.forEach((value, index) => {
        const literal = size.literals[index]!;
        if (value < 1 || value > sizes.length) this.add([-literal]);
        else if (value === 1) for (const link of incident[node]!) this.add([-literal, -link]);
        else this.add([-literal, ...incident[node]!]);
      });
    });
  }

  /**
   * A division in clauses alone: each node names its region's first node (its root) as its label, links that hold
   * join nodes of one label and links that fail separate labels, each label's nodes hang together, and a root's size
   * is its label's count; a pair kept together has one label. A node without a size gets one here, so that the sizes
   * carry from node to node.
   */
  private divisionEager({ nodes, links, sizes, together }: DivisionConstraint): void {
    const everySize = sizes.map((size, node): IntegerVariable => {
      if (size) return size;
      const values = Array.from({ length: nodes }, (_, index) => index + 1);
      const literals = values.map(() => this.fresh());
      this.add([...literals]);
      this.atMostOne(literals);
      return { name: `size of node ${node}`, values, literals };
    });
    this.divisionRules(links, everySize);
    const never = this.fresh();
    this.add([-never]);
    // labels[node][root]: the node's region begins at `root` (root <= node).
    const labels = Array.from({ length: nodes }, (_, node) => Array.from({ length: node + 1 }, () => this.fresh()));
    const label = (node: number, root: number): Literal => labels[node]![root] ?? never;
    labels.forEach((own) => {
      this.count(own, '=', 1);
      own.forEach((literal, root) => this.add([-literal, label(root, root)]));
    });
    for (const { literal, ends } of links) {
      const [a, b] = ends;
      for (let root = 0; root <= Math.max(a, b); root++) {
        this.add([-literal, -label(a, root), label(b, root)]);
        this.add([-literal, -label(b, root), label(a, root)]);
        this.add([literal, -label(a, root), -label(b, root)]);
      }
    }
    for (const { literal, ends } of together) {
      const [a, b] = ends;
      for (let root = 0; root <= Math.max(a, b); root++) {
        this.add([-literal, -label(a, root), label(b, root)]);
        this.add([-literal, -label(b, root), label(a, root)]);
      }
    }
    for (let root = 0; root < nodes; root++) {
      const members = Array.from({ length: nodes - root }, (_, offset) => label(root + offset, root));
      const inside = links.filter(({ ends }) => ends[0] >= root && ends[1] >= root).map(({ ends }) => [ends[0] - root, ends[1] - root] as const);
      this.connectedEager(members, inside);
      const size = everySize[root]!;
      const count = sumAll(this, members.map((member) => [member]), Math.max(...size.values) + 1, 'saturate');
      size.values.forEach((value, index) => {
        const guard = [-label(root, root), -size.literals[index]!];
        if (value > count.length) this.add(guard);
        else if (value >= 1) this.add([...guard, count[value - 1]!]);
        if (value >= 0 && value < count.length) this.add([...guard, -count[value]!]);
      });
    }
  }

  /** One binary number of fresh variables per node, wide enough to give each node a rank of its own. */
  private binaryRanks(count: number): Literal[][] {
    const bits = Math.max(1, Math.ceil(Math.log2(count)));
    return Array.from({ length: count }, () => Array.from({ length: bits }, () => this.fresh()));
  }

  /** condition -> low < high (binary, highest bit first), compared while the prefixes are equal. */
  private rankBelow(condition: Literal, low: readonly Literal[], high: readonly Literal[]): void {
    let equalSoFar = condition;
    for (let bit = low.length - 1; bit >= 0; bit--) {
      this.add([-equalSoFar, -low[bit]!, high[bit]!]);
      const next = this.fresh();
      this.add([-equalSoFar, low[bit]!, high[bit]!, next]);
      this.add([-equalSoFar, -low[bit]!, -high[bit]!, next]);
      equalSoFar = next;
    }
    this.add([-equalSoFar]);
  }

  /**
   * No cycle in clauses alone: each line in use points from one of its ends to the other, its parent, which has a
   * smaller rank; a point has at most one parent. A cycle would need each of its points to point along it, and
   * ranks cannot fall all the way round. A forest points towards a root in each tree.
   */
  acyclicEager(edges: readonly GraphEdge[]): void {
    const points = 1 + Math.max(-1, ...edges.flatMap((edge) => edge.ends));
    if (edges.length <= 1) return;
    const ranks = this.binaryRanks(points);
    const parentLinks: Literal[][] = Array.from({ length: points }, () => []);
    for (const { literal, ends } of edges) {
      const [a, b] = ends;
      const towardsB = this.fresh();
      const towardsA = this.fresh();
      this.add([-literal, towardsB, towardsA]);
      this.add([-towardsB, literal]);
      this.add([-towardsA, literal]);
      parentLinks[a]!.push(towardsB);
      parentLinks[b]!.push(towardsA);
      this.rankBelow(towardsB, ranks[b]!, ranks[a]!);
      this.rankBelow(towardsA, ranks[a]!, ranks[b]!);
    }
    for (const links of parentLinks) this.atMostOne(links);
  }

  /**
   * An area of `size` nodes around a root: the count in a totalizer, and connectivity in layers of reach, eagerly
   * (the size bounds the layers): reach[t][i] holds only when node i is chosen and a node of reach[t - 1] is node i
   * or its neighbour. Every chosen node is reached within size - 1 links, so nodes farther away are never chosen.
   */
  area(nodes: readonly Literal[], edges: readonly (readonly [number, number])[], root: number, size: number): void {
    this.add([nodes[root]!]);
    this.count(nodes, '=', size);
    const adjacency: number[][] = nodes.map(() => []);
    for (const [a, b] of edges) {
      adjacency[a]!.push(b);
      adjacency[b]!.push(a);
    }
    const distance = new Array<number>(nodes.length).fill(Infinity);
    distance[root] = 0;
    const queue = [root];
    for (let head = 0; head < queue.length; head++) {
      for (const next of adjacency[queue[head]!]!) {
        if (distance[next] !== Infinity) continue;
        distance[next] = distance[queue[head]!]! + 1;
        queue.push(next);
      }
    }
    const last = size - 1;
    nodes.forEach((node, index) => {
      if (distance[index]! > last) this.add([-node]);
    });
    let previous: (Literal | undefined)[] = nodes.map((node, index) => (index === root ? node : undefined));
    for (let layer = 1; layer <= last; layer++) {
      const before = previous;
      previous = nodes.map((node, index) => {
        if (index === root) return node;
        if (distance[index]! > layer) return undefined;
        const reached = this.fresh();
        this.add([-reached, node]);
        const supports = [before[index], ...adjacency[index]!.map((next) => before[next])].filter((literal): literal is Literal => literal !== undefined);
        this.add([-reached, ...supports]);
        if (before[index] !== undefined) this.add([-before[index], reached]);
        return reached;
      });
    }
    nodes.forEach((node, index) => {
      if (index !== root && previous[index] !== undefined) this.add([-node, previous[index]]);
    });
  }

  lower(constraint: Constraint, lazy: LazyCheck[], connectivity: 'lazy' | 'eager' = 'lazy'): void {
    switch (constraint.kind) {
      case 'clause': {
        // One copy, with the guard in it (most constraints of a big puzzle are plain clauses).
        const clause = [...constraint.literals];
        if (this.guard !== undefined) clause.push(-this.guard, ...this.moreGuards.map((guard) => -guard));
        this.keep(clause);
        return;
      }
      case 'count':
        return this.count(constraint.literals, constraint.comparison, constraint.bound);
      case 'countWhen':
        // The count's own clauses, each holding only while the condition does: a count that cannot be met then
        // propagates the condition false.
        this.condition = constraint.condition;
        try {
          return this.count(constraint.literals, constraint.comparison, constraint.bound);
        } finally {
          this.condition = undefined;
        }
      case 'linear':
        return this.linear(constraint.terms, constraint.comparison, constraint.bound);
      case 'distinct': {
        const byValue = literalsByValue(constraint.variables);
        // When the variables must use every value (a permutation), each value also appears once: hidden singles.
        const permutation = byValue.length === constraint.variables.length;
        for (const literals of byValue) {
          this.atMostOne(literals);
          if (permutation) this.add(literals);
        }
        return;
      }
      case 'equals': {
        const literal = literalOf(constraint.variable, constraint.value);
        return this.add(literal === undefined ? [] : [literal]);
      }
      case 'less':
        this.supports(constraint.left, constraint.right, (a, b) => a < b);
        this.supports(constraint.right, constraint.left, (b, a) => a < b);
        return;
      case 'difference': {
        const { left, right, difference } = constraint;
        if (constraint.equal) {
          this.supports(left, right, (a, b) => Math.abs(a - b) === difference);
          this.supports(right, left, (b, a) => Math.abs(a - b) === difference);
        } else {
          left.values.forEach((a, i) =>
            right.values.forEach((b, j) => {
              if (Math.abs(a - b) === difference) this.add([-left.literals[i]!, -right.literals[j]!]);
            }),
          );
        }
        return;
      }
      case 'sightline': {
        const { rays, comparison, bound } = constraint;
        const total = bound - constraint.base;
        if (comparison === '>=' && total <= 0) return;
        // A ray is followed one cell past what the bound allows: far enough to see the bound broken.
        const runs = rays.map((ray) => prefixRun(this, ray, comparison === '>=' ? total : total + 1));
        return compareSum(this, runs, comparison, total);
      }
      case 'visible':
        return this.visible(constraint.variables, constraint.comparison, constraint.bound);
      case 'distinctSum':
        return this.distinctSum(constraint.variables, constraint.total);
      case 'runs':
        return this.runs(constraint.literals, constraint.lengths);
      case 'segments': {
        const { axes, lengths } = constraint;
        // Each side is followed one line past the longest length: far enough to see a segment too long.
        const longest = Math.max(...lengths);
        const sides = axes.map(([before, after]) => [prefixRun(this, before, longest + 1), prefixRun(this, after, longest + 1)] as const);
        // Several lengths: a selector picks the one every segment has.
        const selectors = lengths.length === 1 ? [undefined] : lengths.map(() => this.fresh());
        if (lengths.length > 1) this.add(selectors.filter((selector): selector is Literal => selector !== undefined));
        lengths.forEach((length, index) => {
          for (const [before, after] of sides) sumZeroOr(this, before, after, length, selectors[index]);
        });
        return;
      }
      case 'countIn':
        return countIn(this, constraint.literals, constraint.allowed);
      case 'table':
        return this.table(constraint.literals, constraint.rows);
      case 'tuples':
        return this.tuples(constraint.variables, constraint.rows);
      case 'different': {
        // Some position differs: a helper per position that holds only where the two literals disagree.
        const differs = constraint.left.map((left, index) => {
          const right = constraint.right[index]!;
          const differ = this.fresh();
          this.add([-differ, left, right]);
          this.add([-differ, -left, -right]);
          return differ;
        });
        return this.add(differs);
      }
      case 'cover':
        // Each item lies in exactly one chosen piece.
        for (const literals of coveringLiterals(constraint.items, constraint.pieces)) this.count(literals, '=', 1);
        return;
      case 'area':
        // Left to a solver that reasons about it inside its search, only its root is a clause.
        if (this.areasInSearch) this.add([constraint.nodes[constraint.root]!]);
        else this.area(constraint.nodes, constraint.edges, constraint.root, constraint.size);
        // The rating reasons about its connectivity too, a clue's while its selectors hold, so that a puzzle rated
        // through selectors is rated as on its own.
        {
          const area = { root: constraint.root, size: constraint.size };
          if (this.guard === undefined) this.connectivity.push({ nodes: constraint.nodes, edges: constraint.edges, area });
          else this.connectivity.push({ nodes: constraint.nodes, edges: constraint.edges, area, guards: [this.guard, ...this.moreGuards] });
        }
        return;
      case 'connected':
        if (connectivity === 'eager') return this.connectedEager(constraint.nodes, constraint.edges);
        lazy.push(guardedCheck(connectivityCuts(constraint.nodes, constraint.edges), this.guard, this.moreGuards));
        if (this.guard === undefined) this.connectivity.push({ nodes: constraint.nodes, edges: constraint.edges, lineEnds: constraint.lineEnds, byCuts: true });
        return;
      case 'division':
        if (connectivity === 'eager') return this.divisionEager(constraint);
        this.divisionRules(constraint.links, constraint.sizes);
        lazy.push(guardedCheck(divisionCuts(constraint), this.guard, this.moreGuards));
        if (this.guard === undefined) this.divisions.push({ nodes: constraint.nodes, links: constraint.links, sizes: constraint.sizes, together: constraint.together });
        return;
      case 'acyclic':
        if (connectivity === 'eager') return this.acyclicEager(constraint.edges);
        lazy.push(guardedCheck(acyclicCuts(constraint.edges), this.guard, this.moreGuards));
        if (this.guard === undefined) this.acyclicity.push({ edges: constraint.edges });
        return;
    }
  }

  /**
   * A table of allowed rows, by the support encoding: a selector per row that fixes every literal to the row's value,
   * one selector at least, and for each literal and value the rows that support it. Unit propagation then keeps the
   * table arc consistent: a literal is set as soon as every row left agrees on it. Literals that every row agrees on
   * are set outright, and a table that allows every combination of the rest says nothing more.
   */
  private table(literals: readonly Literal[], rows: readonly (readonly boolean[])[]): void {
    if (rows.length === 0) return this.add([]);
    const free: number[] = [];
    literals.forEach((literal, position) => {
      const first = rows[0]![position]!;
      if (rows.every((row) => row[position] === first)) this.add([first ? literal : -literal]);
      else free.push(position);
    });
    // Rows are distinct and agree outside the free positions: 2^free rows are every combination.
    if (rows.length === 2 ** free.length) return;
    const selectors = rows.map(() => this.fresh());
    this.add([...selectors]);
    rows.forEach((row, index) => {
      for (const position of free) this.add([-selectors[index]!, row[position] ? literals[position]! : -literals[position]!]);
    });
    for (const position of free) {
      for (const value of [true, false]) {
        const supports = selectors.filter((_, index) => rows[index]![position] === value);
        const literal = literals[position]!;
        this.add([value ? -literal : literal, ...supports]);
      }
    }
  }

  /**
   * A table of allowed value rows over integers, by the same support encoding as `table`: a selector per row fixes
   * each integer to the row's value, some selector holds, and each value of each integer needs a row that supports
   * it (a value no row has is ruled out). Unit propagation keeps every integer to the values some row left allows.
   */
  private tuples(variables: readonly IntegerVariable[], rows: readonly (readonly number[])[]): void {
    if (rows.length === 0) return this.add([]);
    const selectors = rows.length === 1 ? [] : rows.map(() => this.fresh());
    if (selectors.length > 0) this.add([...selectors]);
    variables.forEach((variable, position) => {
      variable.values.forEach((value, index) => {
        const literal = variable.literals[index]!;
        const supports = selectors.filter((_, row) => rows[row]![position] === value);
        if (rows.length === 1) this.add([rows[0]![position] === value ? literal : -literal]);
        else this.add([-literal, ...supports]);
      });
      if (rows.length > 1) rows.forEach((row, index) => this.add([-selectors[index]!, literalOf(variable, row[position]!)!]));
    });
  }

  /**
   * Different values adding up to a total, through the sets of values that can make it (a Kakuro player's "17 in
   * two is 8 and 9"): a selector per set, at least one chosen; a helper per value says some integer takes it, at
   * most one integer does, and a value is used exactly when a chosen set holds it. Propagation then keeps every
   * integer inside the sets still possible. Where the sets would be too many to list (wide domains), the rule is
   * stated as distinct values and a weighted sum instead.
   */
  private distinctSum(variables: readonly IntegerVariable[], total: number): void {
    const values = [...new Set(variables.flatMap((variable) => variable.values))].sort((a, b) => a - b);
    const sets = setsAddingUpTo(values, variables.length, total, 2000);
    if (sets === undefined) {
      this.lower({ kind: 'distinct', variables }, []);
      // Weights are made positive by counting from the smallest value.
      const smallest = values[0]!;
      const terms = variables.flatMap((variable) => variable.values.map((value, index) => ({ literal: variable.literals[index]!, weight: value - smallest })));
      return this.linear(terms.filter((term) => term.weight > 0), '=', total - smallest * variables.length);
    }
    if (sets.length === 0) return this.add([]);
    const used = new Map<number, Literal>();
    for (const value of values) {
      const takers = variables.flatMap((variable) => {
        const literal = literalOf(variable, value);
        return literal === undefined ? [] : [literal];
      });
      this.atMostOne(takers);
      const usedLiteral = this.fresh();
      for (const taker of takers) this.add([-taker, usedLiteral]);
      this.add([-usedLiteral, ...takers]);
      used.set(value, usedLiteral);
    }
    const selectors = sets.map(() => this.fresh());
    this.add([...selectors]);
    sets.forEach((set, index) => {
      for (const value of values) this.add([-selectors[index]!, set.includes(value) ? used.get(value)! : -used.get(value)!]);
    });
    for (const value of values) this.add([-used.get(value)!, ...selectors.filter((_, index) => sets[index]!.includes(value))]);
  }

  /**
   * Integers seen from the front of a line. `reached` holds, for each value v, a helper that says some integer so
   * far is at least v (kept monotone in v for propagation); an integer is seen exactly when no earlier one reaches
   * its value. A sequential counter then counts the seen ones position by position, and a prefix that has seen j
   * and reached v can see at most j plus the number of values above v: the reasoning a person does with a clue
   * ("with a 4 in front of a 5-wide line, at most two are seen") follows by propagation alone.
   */
  private visible(variables: readonly IntegerVariable[], comparison: Comparison, bound: number): void {
    const values = [...new Set(variables.flatMap((variable) => variable.values))].sort((a, b) => a - b);
    const above = (value: number) => values.filter((other) => other > value).length;
    const length = variables.length;
    // Counting stops one past the bound: enough to see it broken either way.
    const top = Math.min(length, Math.max(0, bound) + 1);
    let reached: Map<number, Literal> | undefined;
    // atLeast[j - 1]: at least j of the integers so far are seen (j = 1..top).
    let atLeast: Literal[] = [];
    const lowerBound = comparison !== '<=';
    variables.forEach((variable, index) => {
      const sees = this.fresh();
      variable.values.forEach((value, k) => {
        const takes = variable.literals[k]!;
        const blocked = reached?.get(value);
        if (blocked === undefined) {
          this.add([-takes, sees]);
        } else {
          this.add([-takes, blocked, sees]);
          this.add([-takes, -blocked, -sees]);
        }
      });
      const counted: Literal[] = [];
      for (let j = 1; j <= Math.min(top, index + 1); j++) {
        const literal = this.fresh();
        const before = atLeast[j - 1];
        const fewer = j === 1 ? undefined : atLeast[j - 2];
        // literal <-> before or (fewer and sees); `fewer` absent for j = 1 means "at least 0", always true.
        if (before !== undefined) this.add([-before, literal]);
        if (j === 1) this.add([-sees, literal]);
        else if (fewer !== undefined) this.add([-fewer, -sees, literal]);
        const reasons = [...(before === undefined ? [] : [before])];
        this.add([-literal, ...reasons, sees]);
        if (j > 1) this.add([-literal, ...reasons, ...(fewer === undefined ? [] : [fewer])]);
        counted.push(literal);
      }
      atLeast = counted;
      const next = new Map<number, Literal>();
      for (const value of values) {
        const literal = this.fresh();
        const before = reached?.get(value);
        const reaching = variable.literals.filter((_, k) => variable.values[k]! >= value);
        if (before !== undefined) this.add([-before, literal]);
        for (const takes of reaching) this.add([-takes, literal]);
        this.add([-literal, ...(before === undefined ? [] : [before]), ...reaching]);
        next.set(value, literal);
      }
      values.forEach((value, k) => {
        if (k > 0) this.add([-next.get(value)!, next.get(values[k - 1]!)!]);
      });
      reached = next;
      if (!lowerBound || index === length - 1) return;
      // Having seen fewer than j + 1 and reached v, at most j + (values above v) can be seen in all.
      for (let j = 0; j < bound; j++) {
        for (const value of values) {
          if (j + above(value) >= bound) continue;
          const more = atLeast[j];
          if (j > index + 1) continue;
          this.add([...(more === undefined ? [] : [more]), -next.get(value)!]);
        }
      }
    });
    const total = (j: number): Literal | undefined => atLeast[j - 1];
    if (comparison !== '>=' && bound + 1 <= length) {
      const over = total(bound + 1);
      if (over !== undefined) this.add([-over]);
    }
    if (comparison !== '<=') {
      if (bound > length) return this.add([]);
      if (bound >= 1) this.add([total(bound)!]);
    }
    if (bound < 0 && comparison !== '>=') this.add([]);
  }

  /**
   * Runs along a line, as the automaton that reads the line unrolled over its positions. The pattern is the blocks
   * joined by single gaps (1^a 0 1^b ... 0 1^z); state j has read its first j letters, and the states before the
   * first block, after a gap and after the last block also read extra 0s. A helper per (position, state) says where
   * the automaton stands; only the states that can still be reached and still finish in the cells left are made, so
   * a line of n cells and clue length m gets about n (n - m + 1) helpers, never a list of placements. Clauses go
   * forwards (a state and a letter give the next state) and backwards (a state has come from a state before it),
   * and each letter needs a state that reads it: unit propagation then does what a person does with one line.
   */
  private runs(line: readonly Literal[], lengths: readonly number[]): void {
    const pattern: number[] = lengths.flatMap((length, index) => [...(index > 0 ? [0] : []), ...Array.from({ length }, () => 1)]);
    const last = pattern.length;
    const cells = line.length;
    if (last > cells) return this.add([]);
    const loops = (state: number) => state === 0 || state === last || pattern[state - 1] === 0;
    const next = (state: number, letter: number) => (state < last && pattern[state] === letter ? state + 1 : letter === 0 && loops(state) ? state : undefined);
    // states[i][j]: the automaton stands in state j after reading i letters; undefined where it cannot.
    const states = Array.from({ length: cells + 1 }, (_, position) =>
      Array.from({ length: last + 1 }, (_, state) => (state <= position && last - state <= cells - position ? this.fresh() : undefined)),
    );
    this.add([states[0]![0]!]);
    this.add([states[cells]![last]!]);
    for (let position = 0; position < cells; position++) {
      const letter = line[position]!;
      const here = states[position]!;
      const there = states[position + 1]!;
      const holds = (value: number) => (value === 1 ? letter : -letter);
      this.add(here.filter((state) => state !== undefined));
      const readers: [Literal[], Literal[]] = [[], []];
      const writers: [Literal[], Literal[]] = [[], []];
      here.forEach((state, j) => {
        if (state === undefined) return;
        const targets: Literal[] = [];
        for (const value of [0, 1]) {
          const step = next(j, value);
          const target = step === undefined ? undefined : there[step];
          // In state j, reading this letter leads to the next state, or is impossible.
          this.add([-state, -holds(value), ...(target === undefined ? [] : [target])]);
          if (target !== undefined) {
            targets.push(target);
            readers[value]!.push(state);
          }
        }
        this.add([-state, ...targets]);
      });
      there.forEach((state, j) => {
        if (state === undefined) return;
        const sources: Literal[] = [];
        for (const value of [0, 1]) {
          const from = [j - 1, j].filter((before) => before >= 0 && here[before] !== undefined && next(before, value) === j).map((before) => here[before]!);
          // Standing in state j after this letter, the letter was one that some earlier state reads into j.
          this.add([-state, -holds(value), ...from]);
          if (from.length > 0) writers[value]!.push(state);
          sources.push(...from);
        }
        this.add([-state, ...sources]);
      });
      // Each letter is read by some state here and leads to some state there.
      for (const value of [0, 1]) {
        this.add([-holds(value), ...readers[value]!]);
        this.add([-holds(value), ...writers[value]!]);
      }
    }
  }

  /** For each value of `from`, some value of `to` must be compatible with it. */
  private supports(from: IntegerVariable, to: IntegerVariable, compatible: (a: number, b: number) => boolean): void {
    from.values.forEach((a, i) => {
      const support = to.literals.filter((_, j) => compatible(a, to.values[j]!));
      this.add([-from.literals[i]!, ...support]);
    });
  }
}

/**
 * Connectivity as lazy cuts: when the chosen nodes split into several components, at least one node on the border
 * of a smaller component (or of the largest) must be chosen too, or one of the two separated nodes dropped.
 */
export function connectivityCuts(nodes: readonly Literal[], edges: readonly (readonly [number, number])[]): LazyCheck {
  // Made at the first check: a solver that reasons about connectivity in its search never asks.
  let adjacency: number[][] | undefined;
  return (value) => {
    if (adjacency === undefined) {
      adjacency = nodes.map(() => []);
      for (const [a, b] of edges) {
        adjacency[a]!.push(b);
        adjacency[b]!.push(a);
      }
    }
    const neighbours = adjacency;
    const component = new Int32Array(nodes.length).fill(-1);
    const members: number[][] = [];
    for (let start = 0; start < nodes.length; start++) {
      if (component[start] !== -1 || !value(nodes[start]!)) continue;
      const id = members.length;
      const list = [start];
      component[start] = id;
      for (let k = 0; k < list.length; k++) {
        for (const next of neighbours[list[k]!]!) {
          if (component[next] === -1 && value(nodes[next]!)) {
            component[next] = id;
            list.push(next);
          }
        }
      }
      members.push(list);
    }
    if (members.length <= 1) return [];
    const largest = members.reduce((best, list, index) => (list.length > members[best]!.length ? index : best), 0);
    const anchor = members[largest]![0]!;
    const borderOf = (id: number): Literal[] => {
      const border = new Set<number>();
      for (const member of members[id]!) for (const next of neighbours[member]!) if (component[next] !== id) border.add(next);
      return [...border].map((index) => nodes[index]!);
    };
    // Two cuts per smaller component: one round its own border, one round the largest component's (a solver that
    // shifts one of them then still meets the other, which halves the rounds on large grids).
    const largestBorder = borderOf(largest);
    const cuts: Literal[][] = [];
    members.forEach((list, id) => {
      if (id === largest) return;
      cuts.push([-nodes[list[0]!]!, -nodes[anchor]!, ...borderOf(id)]);
      cuts.push([-nodes[list[0]!]!, -nodes[anchor]!, ...largestBorder]);
    });
    return cuts;
  };
}

/**
 * Acyclicity as lazy cuts: the lines in use are joined one by one; a line whose ends are already joined closes a
 * cycle, and that cycle's lines may not all be used (one cut per independent cycle).
 */
export function acyclicCuts(edges: readonly GraphEdge[]): LazyCheck {
  const points = 1 + Math.max(-1, ...edges.flatMap((edge) => edge.ends));
  return (value) => {
    const root = Int32Array.from({ length: points }, (_, index) => index);
    const find = (point: number): number => {
      while (root[point] !== point) {
        root[point] = root[root[point]!]!;
        point = root[point]!;
      }
      return point;
    };
    // The forest so far: for each point, its lines in use (as edge indexes).
    const forest: number[][] = Array.from({ length: points }, () => []);
    const cuts: Literal[][] = [];
    edges.forEach((edge, index) => {
      if (!value(edge.literal)) return;
      const [a, b] = edge.ends;
      const ra = find(a);
      const rb = find(b);
      if (ra !== rb) {
        root[ra] = rb;
        forest[a]!.push(index);
        forest[b]!.push(index);
        return;
      }
      // The path from a to b in the forest, by a search that remembers the line it came through.
      const through = new Int32Array(points).fill(-1);
      const seen = new Uint8Array(points);
      const queue = [a];
      seen[a] = 1;
      for (let head = 0; head < queue.length && !seen[b]; head++) {
        const point = queue[head]!;
        for (const line of forest[point]!) {
          const [x, y] = edges[line]!.ends;
          const other = x === point ? y : x;
          if (seen[other]) continue;
          seen[other] = 1;
          through[other] = line;
          queue.push(other);
        }
      }
      const cycle = [edge.literal];
      for (let point = b; point !== a; ) {
        const line = edges[through[point]!]!;
        cycle.push(line.literal);
        point = line.ends[0] === point ? line.ends[1] : line.ends[0];
      }
      cuts.push(cycle.map((literal) => -literal));
    });
    return cuts;
  };
}

/** The largest connected sets of nodes a division's clauses speak of up front. */
const smallSetLimit = 3;

/** Every connected set of 2 to `limit` nodes of the graph the links draw, each once (nodes in increasing order). */
function connectedSets(nodes: number, links: readonly GraphEdge[], limit: number): number[][] {
  const around: number[][] = Array.from({ length: nodes }, () => []);
  for (const { ends } of links) {
    around[ends[0]]!.push(ends[1]);
    around[ends[1]]!.push(ends[0]);
  }
  const found = new Map<string, number[]>();
  let layer: number[][] = Array.from({ length: nodes }, (_, node) => [node]);
  for (let count = 2; count <= limit; count++) {
    const next = new Map<string, number[]>();
    for (const set of layer) {
      for (const node of set) {
        for (const other of around[node]!) {
          if (set.includes(other)) continue;
          const grown = [...set, other].sort((a, b) => a - b);
          const key = grown.join(' ');
          if (!next.has(key)) next.set(key, grown);
        }
      }
    }
    for (const [key, set] of next) found.set(key, set);
    layer = [...next.values()];
  }
  return [...found.values()];
}

/**
 * A division as lazy cuts, on the regions the links that hold join: a link that fails between two nodes of one
 * region must hold or a link of the path between them fail; a size larger than its region needs a link out of the
 * region to hold (or a size no larger); a size smaller than its region needs a link of a tree of size + 1 nodes round
 * its node to fail (or a size no smaller); a pair kept together in two regions needs a link out of the region of one
 * of them to hold (or the pair's literal to fail).
 */
export function divisionCuts({ nodes, links, sizes, together }: DivisionConstraint): LazyCheck {
  const around: number[][] = Array.from({ length: nodes }, () => []);
  links.forEach(({ ends }, index) => {
    around[ends[0]]!.push(index);
    around[ends[1]]!.push(index);
  });
  const across = (index: number, node: number) => {
    const [a, b] = links[index]!.ends;
    return a === node ? b : a;
  };
  return (value) => {
    const region = new Int32Array(nodes).fill(-1);
    const members: number[][] = [];
    for (let start = 0; start < nodes; start++) {
      if (region[start] !== -1) continue;
      const list = [start];
      region[start] = members.length;
      for (let head = 0; head < list.length; head++) {
        for (const index of around[list[head]!]!) {
          const next = across(index, list[head]!);
          if (region[next] === -1 && value(links[index]!.literal)) {
            region[next] = members.length;
            list.push(next);
          }
        }
      }
      members.push(list);
    }
    // From `start`, the links that hold, breadth first: each node reached and the link it was reached by, up to `limit` nodes.
    const search = (start: number, limit: number) => {
      const through = new Map<number, number>([[start, -1]]);
      const order = [start];
      for (let head = 0; head < order.length && order.length < limit; head++) {
        for (const index of around[order[head]!]!) {
          const next = across(index, order[head]!);
          if (through.has(next) || !value(links[index]!.literal) || order.length >= limit) continue;
          through.set(next, index);
          order.push(next);
        }
      }
      return { through, order };
    };
    const cuts: Literal[][] = [];
    for (const link of links) {
      const [a, b] = link.ends;
      if (value(link.literal) || region[a] !== region[b]) continue;
      const { through } = search(a, nodes);
      const path: Literal[] = [];
      for (let node = b; node !== a; node = across(through.get(node)!, node)) path.push(-links[through.get(node)!]!.literal);
      cuts.push([link.literal, ...path]);
    }
    const judged = new Set<string>();
    sizes.forEach((size, node) => {
      if (!size) return;
      const count = members[region[node]!]!.length;
      const wanted = valueOf(size, value);
      const key = `${region[node]} ${wanted}`;
      if (wanted === count || judged.has(key)) return;
      judged.add(key);
      const sizesWhere = (test: (other: number) => boolean) => size.literals.filter((_, index) => test(size.values[index]!));
      if (wanted > count) {
        const out = members[region[node]!]!.flatMap((member) => around[member]!.filter((index) => region[across(index, member)] !== region[node]));
        cuts.push([...sizesWhere((other) => other <= count), ...new Set(out.map((index) => links[index]!.literal))]);
      } else {
        const { through, order } = search(node, wanted + 1);
        cuts.push([...sizesWhere((other) => other > wanted), ...order.slice(1).map((next) => -links[through.get(next)!]!.literal)]);
      }
    });
    for (const { literal, ends } of together) {
      const [a, b] = ends;
      if (!value(literal) || region[a] === region[b]) continue;
      const out = members[region[a]!]!.flatMap((member) => around[member]!.filter((index) => region[across(index, member)] !== region[a]));
      cuts.push([-literal, ...new Set(out.map((index) => links[index]!.literal))]);
    }
    return cuts;
  };
}

/**
 * For each value some of the integers can take, in the order first met, the literals that give it. Integers over the
 * same values (a Latin square's cells) are read by position, without a map.
 */
function literalsByValue(variables: readonly IntegerVariable[]): Literal[][] {
  const values = variables[0]?.values ?? [];
  const alike = variables.every((variable) => variable.values.length === values.length && variable.values.every((value, index) => value === values[index]));
  if (alike) {
    return values.map((_, index) => {
      const literals = new Array<Literal>(variables.length);
      for (let position = 0; position < variables.length; position++) literals[position] = variables[position]!.literals[index]!;
      return literals;
    });
  }
  const byValue = new Map<number, Literal[]>();
  for (const variable of variables) {
    variable.values.forEach((value, index) => {
      const list = byValue.get(value) ?? [];
      list.push(variable.literals[index]!);
      byValue.set(value, list);
    });
  }
  return [...byValue.values()];
}

/** A lazy check that applies only while `guard` (a clue selector) is true, and `moreGuards` too. */
function guardedCheck(check: LazyCheck, guard: Literal | undefined, moreGuards: readonly Literal[] = []): LazyCheck {
  if (guard === undefined) return check;
  const guards = [guard, ...moreGuards];
  return (value) => (guards.every(value) ? check(value).map((cut) => [...cut, ...guards.map((selector) => -selector)]) : []);
}

/**
 * `connectivity: 'lazy'` (the default, fastest for solvers driven from here) leaves connectivity to cuts added on
 * each answer; `'eager'` writes it as clauses, for a file that must stand alone.
 */
export function lowerToCnf(model: Model, options: LoweringOptions = {}): Cnf {
  if (options.onClause) return lowerAfresh(model, options);
  // A model is lowered alike each time, and often twice in a row (a solve, then its rating): the second time is
  // answered from here. A model grown since (more constraints or variables) is lowered again.
  // Areas in the search change the lowering only of a model that has areas (most are lowered alike either way).
  const areas = options.areas === 'search' && model.constraints.some((constraint) => constraint.kind === 'area') ? 'search' : 'clauses';
  const key = `${options.connectivity ?? 'lazy'} ${areas} ${options.clueSelectors === true} ${model.constraints.length} ${model.variableCount}`;
  const kept = model.lowered;
  if (kept?.key === key && kept.cnf instanceof LoweredCnf) return kept.cnf;
  const cnf = lowerAfresh(model, options);
  model.lowered = { key, cnf };
  return cnf;
}

function lowerAfresh(model: Model, options: LoweringOptions): LoweredCnf {
  const builder = new CnfBuilder(model, options.onClause);
  builder.areasInSearch = options.areas === 'search';
  const modelVariables = model.variableCount;
  // Selectors come right after the model's variables, so that they are known before any auxiliary variable.
  const selectors = options.clueSelectors ? model.clues.map(() => builder.fresh()) : undefined;
  // guardOf[constraint]: the selector of the clue it belongs to (0: a rule, unguarded).
  const guardOf = new Int32Array(model.constraints.length);
  const moreGuardsOf = new Map<number, Literal[]>();
  const lazyGuardOf = new Map<number, Literal>();
  if (selectors) {
    model.clues.forEach((clue, index) => {
      for (const constraint of clue.constraints) {
        // A constraint listed under several clues (Model.consequence) holds while all of them do.
        if (guardOf[constraint] === 0) guardOf[constraint] = selectors[index]!;
        else moreGuardsOf.set(constraint, [...(moreGuardsOf.get(constraint) ?? []), selectors[index]!]);
      }
      for (const check of clue.lazyChecks) lazyGuardOf.set(check, selectors[index]!);
    });
  }
  const lazy: LazyCheck[] = model.lazyChecks.map((check, index) => guardedCheck(check, lazyGuardOf.get(index)));
  for (const variable of model.integers) builder.integerDomain(variable);
  const constraints = model.constraints;
  for (let index = 0; index < constraints.length; index++) {
    builder.guard = guardOf[index] === 0 ? undefined : guardOf[index];
    if (moreGuardsOf.size > 0) builder.moreGuards = moreGuardsOf.get(index) ?? noGuards;
    builder.lower(constraints[index]!, lazy, options.connectivity);
  }
  builder.guard = undefined;
  builder.moreGuards = noGuards;
  const grouped: GroupedClauses = { clauses: builder.clauses, atMostOne: builder.atMostOneLists, places: builder.atMostOnePlaces };
  if (!options.onClause) {
    const list = builder.clauses;
    const lists = builder.atMostOneLists;
    lastLowering = {
      clauses: Math.min(reservedAtMost, list.count),
      literals: Math.min(reservedAtMost, list.starts[list.count]!),
      lists: Math.min(reservedAtMost, lists.count),
      listed: Math.min(reservedAtMost, lists.starts[lists.count]!),
    };
  }
  const selectorName = new Map(selectors?.map((selector, index) => [selector, `clue ${model.clues[index]!.label.id}`]));
  return new LoweredCnf(grouped, {
    variableCount: builder.variableCount,
    modelVariables,
    lazyChecks: lazy,
    clueSelectors: selectors,
    connectivity: builder.connectivity,
    acyclicity: builder.acyclicity,
    divisions: builder.divisions,
    nameOf: (variable) =>
      Math.abs(variable) <= modelVariables ? model.nameOf(variable) : selectorName.get(Math.abs(variable)) ?? `aux${Math.abs(variable)}`,
  });
}

/**
 * A lowering's result, its clauses written out when first read. A class, not an object literal with getters: such a
 * literal gets a hidden class of its own, made in the old generation, which keeps whatever its getters reach (the
 * model, through their scope) alive past every minor collection; a warm loop of Hitori solves spent half its time
 * collecting them.
 */
class LoweredCnf implements Cnf {
  readonly variableCount: number;
  readonly modelVariables: number;
  readonly clauseCount: number;
  readonly lazyChecks: readonly LazyCheck[];
  readonly clueSelectors?: readonly Literal[];
  readonly connectivity: readonly ConnectivityConstraint[];
  readonly acyclicity: readonly AcyclicConstraint[];
  readonly divisions: readonly DivisionConstraint[];
  readonly nameOf: (variable: number) => string;
  private written: ClauseList | undefined;
  private arrays: Literal[][] | undefined;

  constructor(
    readonly grouped: GroupedClauses,
    parts: Omit<Cnf, 'clauses' | 'clauseList' | 'clauseCount' | 'grouped' | 'connectivity' | 'acyclicity' | 'divisions'> & {
      connectivity: readonly ConnectivityConstraint[];
      acyclicity: readonly AcyclicConstraint[];
      divisions: readonly DivisionConstraint[];
    },
  ) {
    this.variableCount = parts.variableCount;
    this.modelVariables = parts.modelVariables;
    this.clauseCount = grouped.clauses.count + pairCount(grouped.atMostOne);
    this.lazyChecks = parts.lazyChecks;
    this.clueSelectors = parts.clueSelectors;
    this.connectivity = parts.connectivity;
    this.acyclicity = parts.acyclicity;
    this.divisions = parts.divisions;
    this.nameOf = parts.nameOf;
    this.written = grouped.atMostOne.count === 0 ? grouped.clauses : undefined;
  }

  get clauseList(): ClauseList {
    this.written ??= writtenOut(this.grouped);
    return this.written;
  }

  get clauses(): readonly (readonly Literal[])[] {
    this.arrays ??= this.clauseList.toArrays();
    return this.arrays;
  }
}

/** The pairs that at-most-one lists stand for. */
function pairCount(atMostOne: ClauseList): number {
  let count = 0;
  for (let index = 0; index < atMostOne.count; index++) {
    const length = atMostOne.starts[index + 1]! - atMostOne.starts[index]!;
    count += (length * (length - 1)) / 2;
  }
  return count;
}

/** Grouped clauses written out as plain ones, each at-most-one list as its pairs in its place. */
function writtenOut({ clauses, atMostOne, places }: GroupedClauses): ClauseList {
  const pairs = pairCount(atMostOne);
  const list = new ClauseList({ clauses: clauses.count + pairs, literals: clauses.starts[clauses.count]! + 2 * pairs });
  const { literals, starts } = clauses;
  let group = 0;
  for (let index = 0; index <= clauses.count; index++) {
    for (; group < places.length && places[group] === index; group++) {
      const from = atMostOne.starts[group]!;
      const to = atMostOne.starts[group + 1]!;
      for (let i = from; i < to; i++) for (let j = i + 1; j < to; j++) list.addPair(-atMostOne.literals[i]!, -atMostOne.literals[j]!);
    }
    if (index < clauses.count) list.addSlice(literals, starts[index]!, starts[index + 1]!);
  }
  return list;
}

/**
 * The constraints of a model that states more about an already loaded problem's variables (it declares none of its
 * own), as clauses that hold while `guard` is true: auxiliary variables come from `fresh`, clauses go to `onClause`.
 * Such a model may not need lazy checks (the loaded solver would not apply them).
 */
export function lowerMore(model: Model, options: { guard?: Literal; fresh: () => Literal; onClause: (clause: readonly Literal[]) => void }): void {
  if (model.variableCount > 0) throw new Error('a statement about a loaded problem declares variables of its own');
  const guard = options.guard;
  // The guard first: a solver watching it finds the clauses of every statement left off satisfied at no cost.
  const onClause = guard === undefined ? options.onClause : (clause: readonly Literal[]) => options.onClause([-guard, ...clause.filter((literal) => literal !== -guard)]);
  const builder = new CnfBuilder(model, onClause, options.fresh);
  builder.guard = guard;
  const lazy: LazyCheck[] = [];
  for (const constraint of model.constraints) builder.lower(constraint, lazy);
  if (lazy.length > 0 || model.lazyChecks.length > 0) throw new Error('a statement about a loaded problem needs lazy checks');
}

/**
 * Scratch space of `simplify`, kept from call to call (it runs for every puzzle solved, and never inside itself) up
 * to a size that a large puzzle's solve does not leave behind.
 */
const simplifyScratch = {
  links: new Int32Array(0),
  heads: new Int32Array(0),
  listLinks: new Int32Array(0),
  listHeads: new Int32Array(0),
  falseCounts: new Int32Array(0),
  kept: new Int32Array(0),
};
const scratchLimit = 1 << 20;

function scratchOf(name: keyof typeof simplifyScratch, length: number): Int32Array {
  if (simplifyScratch[name].length >= length) return simplifyScratch[name];
  const made = new Int32Array(Math.max(length, Math.min(scratchLimit, 2 * simplifyScratch[name].length)));
  if (made.length <= scratchLimit) simplifyScratch[name] = made;
  return made;
}

const noLists = new ClauseList({ clauses: 0, literals: 0 });

/** A literal's place in the per-literal lists of `simplify`: 2v when true, 2v + 1 when false. */
const slotOf = (literal: Literal): number => (literal > 0 ? 2 * literal : 1 - 2 * literal);

/**
 * Sets a literal true in `assignment` (1 true, -1 false, 0 open, by variable) and queues it when it was open: the new
 * queue length, or -1 when the literal is false already.
 */
function assigned(assignment: Int8Array, queue: Int32Array, queued: number, literal: Literal): number {
  const variable = literal > 0 ? literal : -literal;
  const wanted = literal > 0 ? 1 : -1;
  const current = assignment[variable]!;
  if (current !== 0) return current === wanted ? queued : -1;
  assignment[variable] = wanted;
  queue[queued] = literal;
  return queued + 1;
}

/**
 * Unit propagation at the root, done once in JavaScript before a solver sees the clauses: givens settle many
 * variables, and the solver then loads only what is still open. Returns the fixed literals and the reduced
 * clauses, or `unsatisfiable`. Clauses and occurrence lists are flat typed arrays: this runs for every puzzle solved.
 * An at-most-one list kept whole (`Cnf.grouped`) is settled at once when one of its literals is set, and only the
 * pairs of its literals still open reach the reduced clauses.
 */
export function simplify(cnf: Cnf): { fixed: Literal[]; clauses: ClauseList; unsatisfiable: boolean } {
  const grouped = cnf.grouped;
  const clauseList = grouped?.clauses ?? cnf.clauseList;
  const { count, literals, starts: bounds } = clauseList;
  const size = cnf.variableCount + 1;
  const assignment = new Int8Array(size);
  const queue = new Int32Array(size);
  let queued = 0;
  let unsatisfiable = false;
  // For each literal, the clauses that contain its negation (they shrink when it becomes true), as a list through
  // the clauses' positions: heads[slot] is the first position, links[2p] its clause and links[2p + 1] the next one.
  const heads = scratchOf('heads', 2 * size).fill(-1, 0, 2 * size);
  const links = scratchOf('links', 2 * bounds[count]!);
  // Per clause, how many of its literals (counted per occurrence) are false so far.
  const falseCounts = scratchOf('falseCounts', count).fill(0, 0, count);
  for (let index = 0; index < count; index++) {
    const from = bounds[index]!;
    const to = bounds[index + 1]!;
    if (to === from) unsatisfiable = true;
    else if (to - from === 1) {
      queued = assigned(assignment, queue, queued, literals[from]!);
      if (queued < 0) return { fixed: [], clauses: new ClauseList(), unsatisfiable: true };
    } else {
      for (let position = from; position < to; position++) {
        const negated = slotOf(-literals[position]!);
        links[2 * position] = index;
        links[2 * position + 1] = heads[negated]!;
        heads[negated] = position;
      }
    }
  }
  // The at-most-one lists each literal is in (the others turn false when it turns true), likewise.
  const lists = grouped?.atMostOne ?? noLists;
  const listCount = lists.count;
  const listed = lists.literals;
  const listBounds = lists.starts;
  const listHeads = scratchOf('listHeads', listCount > 0 ? 2 * size : 0);
  const listLinks = scratchOf('listLinks', 2 * listBounds[listCount]!);
  if (listCount > 0) {
    listHeads.fill(-1, 0, 2 * size);
    for (let list = 0; list < listCount; list++) {
      for (let position = listBounds[list]!; position < listBounds[list + 1]!; position++) {
        const slot = slotOf(listed[position]!);
        listLinks[2 * position] = list;
        listLinks[2 * position + 1] = listHeads[slot]!;
        listHeads[slot] = position;
      }
    }
  }
  for (let head = 0; head < queued && !unsatisfiable; head++) {
    const literal = queue[head]!;
    const slot = slotOf(literal);
    for (let link = heads[slot]!; link >= 0; link = links[2 * link + 1]!) {
      const index = links[2 * link]!;
      const from = bounds[index]!;
      const to = bounds[index + 1]!;
      // A clause is looked at only when at most one of its literals can still be open: long clauses are not scanned
      // again for every literal that turns false.
      if (to - from - ++falseCounts[index]! > 1) continue;
      let open = 0;
      let openCount = 0;
      let satisfied = false;
      for (let member = from; member < to; member++) {
        const other = literals[member]!;
        const value = assignment[other > 0 ? other : -other]!;
        if (value === 0) {
          openCount++;
          open = other;
        } else if ((value > 0) === (other > 0)) {
          satisfied = true;
          break;
        }
      }
      if (satisfied) continue;
      if (openCount === 1) queued = assigned(assignment, queue, queued, open);
      if (openCount === 0 || queued < 0) {
        unsatisfiable = true;
        break;
      }
    }
    if (listCount === 0 || unsatisfiable) continue;
    for (let link = listHeads[slot]!; link >= 0 && queued >= 0; link = listLinks[2 * link + 1]!) {
      const list = listLinks[2 * link]!;
      for (let member = listBounds[list]!; member < listBounds[list + 1]! && queued >= 0; member++) {
        if (member !== link) queued = assigned(assignment, queue, queued, -listed[member]!);
      }
    }
    if (queued < 0) unsatisfiable = true;
  }
  // Room for every clause, pairs of the lists included: a list grown from the default size copies itself a few times.
  const pairs = cnf.clauseCount - count;
  const reduced = unsatisfiable ? new ClauseList() : new ClauseList({ clauses: cnf.clauseCount, literals: bounds[count]! + 2 * pairs });
  if (unsatisfiable) return { fixed: [], clauses: reduced, unsatisfiable: true };
  const places = grouped?.places ?? [];
  let kept = scratchOf('kept', 16);
  let list = 0;
  for (let index = 0; index <= count; index++) {
    // The lists that stand before this clause: the pairs of their literals still open, in order.
    for (; list < listCount && places[list] === index; list++) {
      let length = 0;
      for (let member = listBounds[list]!; member < listBounds[list + 1]!; member++) {
        const literal = listed[member]!;
        if (assignment[literal > 0 ? literal : -literal] === 0) kept[length++] = literal;
      }
      for (let i = 0; i < length; i++) for (let j = i + 1; j < length; j++) reduced.addPair(-kept[i]!, -kept[j]!);
    }
    if (index === count) break;
    const from = bounds[index]!;
    const to = bounds[index + 1]!;
    if (to - from <= 1) continue;
    if (to - from > kept.length) kept = scratchOf('kept', to - from);
    let length = 0;
    let satisfied = false;
    for (let member = from; member < to; member++) {
      const literal = literals[member]!;
      const value = assignment[literal > 0 ? literal : -literal]!;
      if (value === 0) kept[length++] = literal;
      else if ((value > 0) === (literal > 0)) {
        satisfied = true;
        break;
      }
    }
    if (!satisfied) reduced.add(kept, length);
  }
  const fixed = new Array<Literal>(queued);
  for (let index = 0; index < queued; index++) fixed[index] = queue[index]!;
  return { fixed, clauses: reduced, unsatisfiable: false };
}
