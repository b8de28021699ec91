// Lowering a Model to SMT-LIB 2, in the style of the seeds: integers are `Int` constants with their domain asserted
// (logic QF_LIA, like seed 000's appendix A), houses are `distinct`, counts and sums are sums of `ite` terms, and
// connectivity is a ranking: one root, and every other chosen node has a chosen neighbour of smaller rank; no cycle is
// a ranking too: each line in use points to a parent of smaller rank, one parent per point. A model
// of yes/no variables and clauses only is written in QF_UF. The text runs unchanged in z3 and cvc5.
// Pure text: no solver, no Node API, so the studio can show it.

import type { Comparison, Constraint, GraphEdge, IntegerVariable, Literal, Model } from '../core/model.js';
import { clauseOfCount, coveringLiterals } from '../core/model.js';
import { describeVariables, domainText, isRange, lazyWarning } from './describe.js';
import type { Naming } from './naming.js';
import { nameModel, roleOf } from './naming.js';

export type SmtLogic = 'QF_LIA' | 'QF_UF';

export interface SmtlibEncoding {
  readonly logic: SmtLogic;
  /** Header comment, options, logic, declarations and assertions: everything before `(check-sat)`. */
  readonly body: string;
  /** Declared constants, auxiliary ones included. */
  readonly declarations: number;
  readonly assertions: number;
  /** The puzzle's constants (integers, then yes/no variables), whose values make up an answer. */
  readonly symbols: readonly string[];
  /** `(get-value ...)` of those constants (empty when there are none). */
  readonly getValue: string;
  /** The SMT-LIB term of a model literal. */
  term(literal: Literal): string;
  /** The constant behind a literal's variable: an integer with the value the literal stands for, or a Bool. */
  atom(literal: Literal): { readonly symbol: string; readonly sort: 'Int'; readonly value: number } | { readonly symbol: string; readonly sort: 'Bool' };
  /** `(assert (or ...))` for a clause over model literals. */
  clause(literals: readonly Literal[]): string;
  /** The body, then `(check-sat)` and `(get-value ...)` of the puzzle's constants: a complete file. */
  script(): string;
  /** Reads the values of `(get-value ...)` back as a literal reader. */
  reader(values: ReadonlyMap<string, SmtValue>): (literal: Literal) => boolean;
}

export type SmtValue = number | boolean;

export function lowerToSmtlib(model: Model, options: { title?: readonly string[] } = {}): SmtlibEncoding {
  const naming = nameModel(model);
  const writer = new SmtWriter(model, naming);
  for (const constraint of model.constraints) writer.lower(constraint);
  const usesArithmetic =
    model.integers.length > 0 ||
    model.constraints.some(
      (constraint) =>
        ['linear', 'connected', 'acyclic', 'area', 'division', 'sightline', 'countIn', 'visible', 'distinctSum', 'runs', 'segments'].includes(constraint.kind) ||
        (constraint.kind === 'count' && !clauseOfCount(constraint.literals, constraint.comparison, constraint.bound)) ||
        constraint.kind === 'countWhen',
    );
  const logic: SmtLogic = usesArithmetic ? 'QF_LIA' : 'QF_UF';
  const symbols = [...naming.integerNames, ...naming.bools.map((bool) => bool.name)];
  const getValue = symbols.length > 0 ? `(get-value (${symbols.join(' ')}))` : '';

  const header = [
    ...(options.title ?? []),
    `SMT-LIB 2, logic ${logic}. Runs as it is: z3 FILE.smt2, or cvc5 FILE.smt2.`,
    'Variables:',
    ...describeVariables(model, naming, { integer: 'Int', bool: 'Bool' }).map((line) => `  ${line}`),
    ...(writer.auxiliary > 0 ? [`  and ${writer.auxiliary} auxiliary constant(s) of the rankings of connectivity (root_*, rank_*), of acyclicity (up_*, level_*), of the starts of runs (start_*) and of the regions of divisions (label_*, level_*, region_*).`] : []),
    ...lazyWarning(model),
  ];
  const declarations: string[] = [];
  model.integers.forEach((variable, index) => {
    const name = naming.integerNames[index]!;
    let domain: string;
    if (variable.values.length === 1) domain = `(= ${name} ${number(variable.values[0]!)})`;
    else if (isRange(variable.values)) domain = `(<= ${number(variable.values[0]!)} ${name} ${number(variable.values.at(-1)!)})`;
    else domain = `(or ${variable.values.map((value) => `(= ${name} ${number(value)})`).join(' ')})`;
    declarations.push(`(declare-const ${name} Int) (assert ${domain})`);
  });
  for (const bool of naming.bools) declarations.push(`(declare-const ${bool.name} Bool)`);
  const domainAssertions = model.integers.length;
  const body = [
    ...header.map((line) => `; ${line}`.trimEnd()),
    '(set-option :produce-models true)',
    `(set-logic ${logic})`,
    ...(model.integers.length > 0 ? [`; the integers, each with its domain (${model.integers.map((variable) => domainText(variable.values)).filter((text, index, all) => all.indexOf(text) === index).join(', ')})`] : []),
    ...declarations,
    ...writer.lines,
  ].join('\n');

  const term = (literal: Literal) => writer.literal(literal);
  return {
    logic,
    body,
    declarations: model.integers.length + naming.bools.length + writer.auxiliary,
    assertions: domainAssertions + writer.assertions,
    symbols,
    term,
    atom(literal) {
      const { role } = roleOf(naming, literal);
      return role.kind === 'value'
        ? { symbol: naming.integerNames[role.integer]!, sort: 'Int', value: role.value }
        : { symbol: naming.bools[role.bool]!.name, sort: 'Bool' };
    },
    clause: (literals) => `(assert ${disjunction(literals.map(term))})`,
    getValue,
    script: () => `${body}\n(check-sat)\n${getValue}\n`,
    reader(values) {
      return (literal) => {
        const { role, positive } = roleOf(naming, literal);
        let truth: boolean;
        if (role.kind === 'value') {
          const value = values.get(naming.integerNames[role.integer]!);
          if (typeof value !== 'number') throw new Error(`the solver gave no value for ${naming.integerNames[role.integer]}`);
          truth = value === role.value;
        } else {
          const value = values.get(naming.bools[role.bool]!.name);
          if (typeof value !== 'boolean') throw new Error(`the solver gave no value for ${naming.bools[role.bool]!.name}`);
          truth = value;
        }
        return positive ? truth : !truth;
      };
    },
  };
}

function number(value: number): string {
  return value < 0 ? `(- ${-value})` : String(value);
}

function disjunction(terms: readonly string[]): string {
  if (terms.length === 0) return 'false';
  if (terms.length === 1) return terms[0]!;
  return `(or ${terms.join(' ')})`;
}

function conjunction(terms: readonly string[]): string {
  if (terms.length === 0) return 'true';
  if (terms.length === 1) return terms[0]!;
  return `(and ${terms.join(' ')})`;
}

function sum(terms: readonly string[]): string {
  if (terms.length === 0) return '0';
  if (terms.length === 1) return terms[0]!;
  return `(+ ${terms.join(' ')})`;
}

const comparisonWords: Record<Comparison, string> = { '<=': 'at most', '>=': 'at least', '=': 'exactly' };

const kindComments: Record<Constraint['kind'], string> = {
  clause: 'clauses: at least one of these holds',
  count: 'counts',
  countWhen: 'counts that hold while a condition does',
  linear: 'weighted sums',
  distinct: 'distinct: these integers take different values (and, in a permutation, every value appears)',
  equals: 'fixed values',
  less: 'inequalities: left < right',
  difference: 'differences between neighbours',
  sightline: 'lines of sight',
  visible: 'integers seen from the front of a line',
  distinctSum: 'different values adding up to a total',
  runs: 'runs of blocks along a line',
  segments: 'straight segments through a point',
  countIn: 'counts that take one of several values',
  table: 'tables: the literals take the values of one allowed row',
  tuples: 'tuples: the integers take the values of one allowed row',
  different: 'lists that must differ somewhere',
  connected: 'connectivity',
  acyclic: 'no cycle',
  area: 'areas of a given size around a root',
  cover: 'divisions: each item lies in exactly one chosen piece',
  division: 'divisions into regions by links, with the sizes of the regions',
};

class SmtWriter {
  readonly lines: string[] = [];
  assertions = 0;
  auxiliary = 0;
  private previousKind: Constraint['kind'] | undefined;
  private connectedCount = 0;
  private acyclicCount = 0;
  private divisionCount = 0;
  private readonly integerNames: Map<IntegerVariable, string>;

  constructor(
    private readonly model: Model,
    private readonly naming: Naming,
  ) {
    this.integerNames = new Map(model.integers.map((variable, index) => [variable, naming.integerNames[index]!]));
  }

  literal(literal: Literal): string {
    const { role, positive } = roleOf(this.naming, literal);
    const atom =
      role.kind === 'value' ? `(= ${this.naming.integerNames[role.integer]} ${number(role.value)})` : this.naming.bools[role.bool]!.name;
    return positive ? atom : `(not ${atom})`;
  }

  private integerName(variable: IntegerVariable): string {
    const name = this.integerNames.get(variable);
    if (name === undefined) throw new Error(`the integer ${variable.name} does not belong to the model`);
    return name;
  }

  private assert(term: string): void {
    this.lines.push(`(assert ${term})`);
    this.assertions++;
  }

  private comment(kind: Constraint['kind'], text?: string): void {
    if (text !== undefined) this.lines.push(`; ${text}`);
    else if (kind !== this.previousKind) this.lines.push(`; ${kindComments[kind]}`);
    this.previousKind = kind;
  }

  private compare(left: string, comparison: Comparison, bound: number): string {
    return `(${comparison} ${left} ${number(bound)})`;
  }

  lower(constraint: Constraint): void {
    switch (constraint.kind) {
      case 'clause':
        this.comment('clause');
        return this.assert(disjunction(constraint.literals.map((literal) => this.literal(literal))));
      case 'count': {
        const { literals, comparison, bound } = constraint;
        const single = clauseOfCount(literals, comparison, bound);
        if (single) {
          this.comment('clause');
          return this.assert(disjunction(single.map((literal) => this.literal(literal))));
        }
        this.comment('count', `${comparisonWords[comparison]} ${bound} of these ${literals.length} hold`);
        return this.assert(this.compare(sum(literals.map((literal) => `(ite ${this.literal(literal)} 1 0)`)), comparison, bound));
      }
      case 'countWhen': {
        const { condition, literals, comparison, bound } = constraint;
        this.comment('countWhen', `while ${this.literal(condition)}: ${comparisonWords[comparison]} ${bound} of these ${literals.length} hold`);
        return this.assert(`(=> ${this.literal(condition)} ${this.compare(sum(literals.map((literal) => `(ite ${this.literal(literal)} 1 0)`)), comparison, bound)})`);
      }
      case 'linear': {
        const { terms, comparison, bound } = constraint;
        this.comment('linear', `the weights of the true ones add up to ${comparisonWords[comparison]} ${bound}`);
        return this.assert(this.compare(sum(terms.map((term) => `(ite ${this.literal(term.literal)} ${number(term.weight)} 0)`)), comparison, bound));
      }
      case 'distinct': {
        this.comment('distinct');
        const names = constraint.variables.map((variable) => this.integerName(variable));
        if (names.length >= 2) this.assert(`(distinct ${names.join(' ')})`);
        // When the integers must use every value (a permutation), say so: it follows from `distinct`, and solvers
        // find their way much faster with it.
        const values = [...new Set(constraint.variables.flatMap((variable) => variable.values))].sort((a, b) => a - b);
        if (values.length !== names.length || names.length < 2) return;
        for (const value of values) {
          const holders = constraint.variables.filter((variable) => variable.values.includes(value));
          this.assert(disjunction(holders.map((variable) => `(= ${this.integerName(variable)} ${number(value)})`)));
        }
        return;
      }
      case 'equals':
        this.comment('equals');
        return this.assert(`(= ${this.integerName(constraint.variable)} ${number(constraint.value)})`);
      case 'less':
        this.comment('less');
        return this.assert(`(< ${this.integerName(constraint.left)} ${this.integerName(constraint.right)})`);
      case 'difference': {
        const left = this.integerName(constraint.left);
        const right = this.integerName(constraint.right);
        const apart = `(or (= (- ${left} ${right}) ${number(constraint.difference)}) (= (- ${right} ${left}) ${number(constraint.difference)}))`;
        this.comment('difference', `|${left} - ${right}| ${constraint.equal ? '=' : '!='} ${constraint.difference}`);
        return this.assert(constraint.equal ? apart : `(not ${apart})`);
      }
      case 'sightline': {
        const { rays, base, comparison, bound } = constraint;
        const total = bound - base;
        this.comment('sightline', `${base > 0 ? `${base} plus ` : ''}what is seen along ${rays.length} rays (up to the first that fails) is ${comparisonWords[comparison]} ${bound}`);
        // Seeing k cells along a ray means its first k literals all hold; past total + 1 nothing changes the outcome.
        const seen = rays.flatMap((ray) =>
          ray.slice(0, Math.max(0, total + 1)).map((_, index) => `(ite ${conjunction(ray.slice(0, index + 1).map((literal) => this.literal(literal)))} 1 0)`),
        );
        return this.assert(this.compare(sum(base === 0 ? seen : [number(base), ...seen]), comparison, bound));
      }
      case 'visible': {
        const { variables, comparison, bound } = constraint;
        const names = variables.map((variable) => this.integerName(variable));
        this.comment('visible', `of ${names.join(' ')} in this order, those larger than all before them number ${comparisonWords[comparison]} ${bound}`);
        const seen = names.map((name, index) => (index === 0 ? '1' : `(ite ${conjunction(names.slice(0, index).map((before) => `(> ${name} ${before})`))} 1 0)`));
        return this.assert(this.compare(sum(seen), comparison, bound));
      }
      case 'distinctSum': {
        const names = constraint.variables.map((variable) => this.integerName(variable));
        this.comment('distinctSum', `${names.join(' ') || 'no integers'}: different values adding up to ${constraint.total}`);
        if (names.length >= 2) this.assert(`(distinct ${names.join(' ')})`);
        return this.assert(`(= ${sum(names)} ${number(constraint.total)})`);
      }
      case 'runs':
        return this.runs(constraint.literals, constraint.lengths);
      case 'segments': {
        const { axes, lengths } = constraint;
        this.comment('segments', `the straight segments along ${axes.length} axes through a point, where drawn, are equally long: ${lengths.join(' or ')}`);
        // A side reaches k lines when its first k lines all hold; past the longest length nothing changes the outcome.
        const longest = Math.max(...lengths);
        const reach = (side: readonly Literal[]) => side.slice(0, longest + 1).map((_, index) => `(ite ${conjunction(side.slice(0, index + 1).map((literal) => this.literal(literal)))} 1 0)`);
        const segments = axes.map(([before, after]) => sum([...reach(before), ...reach(after)]));
        const each = segments.map((segment) => disjunction([`(= ${segment} 0)`, ...lengths.map((length) => `(= ${segment} ${number(length)})`)]));
        const alike = segments.flatMap((segment, index) => segments.slice(index + 1).map((other) => `(or (= ${segment} 0) (= ${other} 0) (= ${segment} ${other}))`));
        return this.assert(conjunction([...each, ...alike]));
      }
      case 'countIn': {
        const { literals, allowed } = constraint;
        this.comment('countIn', `the number of these ${literals.length} that hold is ${allowed.join(' or ')}`);
        const total = sum(literals.map((literal) => `(ite ${this.literal(literal)} 1 0)`));
        return this.assert(disjunction(allowed.map((value) => `(= ${total} ${number(value)})`)));
      }
      case 'table': {
        const { literals, rows } = constraint;
        this.comment('table', `these ${literals.length} take the values of one of ${rows.length} allowed rows`);
        const terms = literals.map((literal) => this.literal(literal));
        return this.assert(disjunction(rows.map((row) => conjunction(row.map((value, position) => (value ? terms[position]! : `(not ${terms[position]!})`))))));
      }
      case 'tuples': {
        const { variables, rows } = constraint;
        this.comment('tuples', `these ${variables.length} integers take the values of one of ${rows.length} allowed rows`);
        const names = variables.map((variable) => this.integerName(variable));
        return this.assert(disjunction(rows.map((row) => conjunction(row.map((value, position) => `(= ${names[position]!} ${number(value)})`)))));
      }
      case 'different': {
        this.comment('different');
        const same = constraint.left.map((left, index) => `(= ${this.literal(left)} ${this.literal(constraint.right[index]!)})`);
        return this.assert(`(not ${conjunction(same)})`);
      }
      case 'connected':
        return this.connected(constraint.nodes, constraint.edges);
      case 'acyclic':
        return this.acyclic(constraint.edges);
      case 'area':
        return this.area(constraint.nodes, constraint.edges, constraint.root, constraint.size);
      case 'division':
        return this.division(constraint.nodes, constraint.links, constraint.sizes, constraint.together);
      case 'cover': {
        this.comment('cover', `each of ${constraint.items} items lies in exactly one chosen piece of ${constraint.pieces.length}`);
        for (const literals of coveringLiterals(constraint.items, constraint.pieces)) {
          this.assert(literals.length === 0 ? 'false' : `(= ${sum(literals.map((literal) => `(ite ${this.literal(literal)} 1 0)`))} 1)`);
        }
        return;
      }
    }
  }

  private runsCount = 0;

  /**
   * Runs along a line by where each block starts: the blocks keep their order with a gap between them and stay on
   * the line, and a cell holds exactly when some block covers it.
   */
  private runs(line: readonly Literal[], lengths: readonly number[]): void {
    const group = ++this.runsCount;
    this.comment('runs', `the cells that hold form blocks of ${lengths.length === 0 ? 'no length (none hold)' : lengths.join(', ')} in this order`);
    const starts = lengths.map((_, index) => this.naming.fresh(`start_${group}_${index + 1}`));
    for (const start of starts) this.lines.push(`(declare-const ${start} Int)`);
    this.auxiliary += starts.length;
    starts.forEach((start, index) => {
      const length = lengths[index]!;
      const previous = starts[index - 1];
      const after = previous === undefined ? `(<= 0 ${start})` : `(< (+ ${previous} ${number(lengths[index - 1]!)}) ${start})`;
      this.assert(`(and ${after} (<= (+ ${start} ${number(length)}) ${number(line.length)}))`);
    });
    line.forEach((literal, position) => {
      const covered = starts.map((start, index) => `(and (<= ${start} ${number(position)}) (< ${number(position)} (+ ${start} ${number(lengths[index]!)})))`);
      this.assert(`(= ${this.literal(literal)} ${disjunction(covered)})`);
    });
  }

  /**
   * Each line in use points to one of its ends, the parent of the other, which has a smaller level; a point has at
   * most one parent. Round a cycle every point would need its parent along it, and levels cannot fall all round.
   */
  private acyclic(edges: readonly GraphEdge[]): void {
    const group = ++this.acyclicCount;
    const prefix = this.model.constraints.filter((constraint) => constraint.kind === 'acyclic').length > 1 ? `${group}_` : '';
    this.comment('acyclic', `no cycle: the lines that hold among these ${edges.length} form a forest`);
    const points = 1 + Math.max(-1, ...edges.flatMap((edge) => edge.ends));
    if (edges.length <= 1) return;
    const levels = Array.from({ length: points }, (_, point) => this.naming.fresh(`level_${prefix}${point}`));
    const parents: string[][] = Array.from({ length: points }, () => []);
    for (const level of levels) this.lines.push(`(declare-const ${level} Int)`);
    this.auxiliary += points;
    this.lines.push('; up_E_P: line E is in use and its end P is the parent of its other end');
    edges.forEach(({ literal, ends }, index) => {
      const [a, b] = ends;
      const towardsB = this.naming.fresh(`up_${prefix}${index + 1}_${b}`);
      const towardsA = this.naming.fresh(`up_${prefix}${index + 1}_${a}`);
      this.lines.push(`(declare-const ${towardsB} Bool)`, `(declare-const ${towardsA} Bool)`);
      this.auxiliary += 2;
      parents[a]!.push(towardsB);
      parents[b]!.push(towardsA);
      this.assert(`(=> ${this.literal(literal)} (or ${towardsB} ${towardsA}))`);
      this.assert(`(=> ${towardsB} (and ${this.literal(literal)} (< ${levels[b]} ${levels[a]})))`);
      this.assert(`(=> ${towardsA} (and ${this.literal(literal)} (< ${levels[a]} ${levels[b]})))`);
    });
    this.lines.push('; a point has at most one parent');
    for (const links of parents) if (links.length >= 2) this.assert(`(<= ${sum(links.map((link) => `(ite ${link} 1 0)`))} 1)`);
  }

  /**
   * The root holds, exactly `size` nodes hold, and every node that holds other than the root has a neighbour that
   * holds with a smaller rank (the root's rank is 0): following smaller ranks ends at the root.
   */
  private area(nodes: readonly Literal[], edges: readonly (readonly [number, number])[], root: number, size: number): void {
    const group = ++this.connectedCount;
    const prefix = this.model.constraints.filter((constraint) => constraint.kind === 'connected' || constraint.kind === 'area').length > 1 ? `${group}_` : '';
    this.comment('area', `area: the nodes that hold are ${size} of these ${nodes.length}, connected over ${edges.length} links to the root`);
    const ranks = nodes.map((literal) => this.naming.fresh(`rank_${prefix}${this.nodeName(literal)}`));
    this.auxiliary += nodes.length;
    for (const rank of ranks) this.lines.push(`(declare-const ${rank} Int)`);
    const neighbours: number[][] = nodes.map(() => []);
    for (const [a, b] of edges) {
      neighbours[a]!.push(b);
      neighbours[b]!.push(a);
    }
    this.assert(this.literal(nodes[root]!));
    this.assert(`(= ${sum(nodes.map((literal) => `(ite ${this.literal(literal)} 1 0)`))} ${number(size)})`);
    this.assert(`(= ${ranks[root]} 0)`);
    nodes.forEach((literal, index) => {
      if (index === root) return;
      this.assert(`(<= 0 ${ranks[index]} ${nodes.length - 1})`);
      const closer = neighbours[index]!.map((other) => conjunction([this.literal(nodes[other]!), `(< ${ranks[other]} ${ranks[index]})`]));
      this.assert(`(=> ${this.literal(literal)} ${disjunction(closer)})`);
    });
  }

  /**
   * Each node's label is its region's root (a node number, no larger than its own); a link that holds joins two nodes
   * of one label and one that fails separates two labels; every node but a root (whose label is itself) has a
   * neighbour joined to it with a smaller rank, so each label's nodes hang together round their root. Each node's
   * region size is shared along joined links and counted at the root; a size integer is its node's region size; a
   * pair kept together shares a label.
   */
  private division(nodes: number, links: readonly GraphEdge[], sizes: readonly (IntegerVariable | null)[], together: readonly GraphEdge[]): void {
    const group = ++this.divisionCount;
    const prefix = this.model.constraints.filter((constraint) => constraint.kind === 'division').length > 1 ? `${group}_` : '';
    this.comment('division', `division: ${nodes} nodes divided into regions along ${links.length} links`);
    const labels = Array.from({ length: nodes }, (_, node) => this.naming.fresh(`label_${prefix}${node}`));
    const ranks = Array.from({ length: nodes }, (_, node) => this.naming.fresh(`level_${prefix}${node}`));
    const regionSizes = Array.from({ length: nodes }, (_, node) => this.naming.fresh(`region_${prefix}${node}`));
    this.auxiliary += 3 * nodes;
    for (let node = 0; node < nodes; node++) {
      this.lines.push(`(declare-const ${labels[node]} Int) (declare-const ${ranks[node]} Int) (declare-const ${regionSizes[node]} Int)`);
      this.assert(`(<= 0 ${labels[node]} ${node})`);
      this.assert(`(<= 0 ${ranks[node]} ${nodes - 1})`);
      this.assert(`(<= 1 ${regionSizes[node]} ${nodes})`);
    }
    const joined: string[][] = Array.from({ length: nodes }, () => []);
    for (const { literal, ends } of links) {
      const [a, b] = ends;
      this.assert(`(= ${this.literal(literal)} (= ${labels[a]} ${labels[b]}))`);
      this.assert(`(=> ${this.literal(literal)} (= ${regionSizes[a]} ${regionSizes[b]}))`);
      joined[a]!.push(conjunction([this.literal(literal), `(< ${ranks[b]} ${ranks[a]})`]));
      joined[b]!.push(conjunction([this.literal(literal), `(< ${ranks[a]} ${ranks[b]})`]));
    }
    for (const { literal, ends } of together) this.assert(`(=> ${this.literal(literal)} (= ${labels[ends[0]]} ${labels[ends[1]]}))`);
    for (let node = 0; node < nodes; node++) {
      const root = `(= ${labels[node]} ${number(node)})`;
      this.assert(`(or ${root} ${disjunction(joined[node]!)})`);
      const members = labels.slice(node).map((label) => `(ite (= ${label} ${number(node)}) 1 0)`);
      this.assert(`(=> ${root} (= ${regionSizes[node]} ${sum(members)}))`);
      const size = sizes[node];
      if (size) this.assert(`(= ${this.integerName(size)} ${regionSizes[node]})`);
    }
  }

  private nodeName(literal: Literal): string {
    const { role } = roleOf(this.naming, literal);
    return role.kind === 'value' ? `${this.naming.integerNames[role.integer]}_${role.value}` : this.naming.bools[role.bool]!.name;
  }

  /**
   * One root among the chosen nodes (when any is chosen); every other chosen node has a chosen neighbour of
   * smaller rank. Following smaller ranks from any chosen node ends at the root, so all chosen nodes hang together.
   */
  private connected(nodes: readonly Literal[], edges: readonly (readonly [number, number])[]): void {
    const group = ++this.connectedCount;
    const prefix = this.model.constraints.filter((constraint) => constraint.kind === 'connected').length > 1 ? `${group}_` : '';
    this.comment('connected', `connected: the ${nodes.length} nodes that hold form one connected group over ${edges.length} links`);
    if (nodes.length === 0) return;
    const nodeName = (literal: Literal) => {
      const { role } = roleOf(this.naming, literal);
      return role.kind === 'value' ? `${this.naming.integerNames[role.integer]}_${role.value}` : this.naming.bools[role.bool]!.name;
    };
    const roots = nodes.map((literal) => this.naming.fresh(`root_${prefix}${nodeName(literal)}`));
    const ranks = nodes.map((literal) => this.naming.fresh(`rank_${prefix}${nodeName(literal)}`));
    this.auxiliary += 2 * nodes.length;
    const neighbours: number[][] = nodes.map(() => []);
    for (const [a, b] of edges) {
      neighbours[a]!.push(b);
      neighbours[b]!.push(a);
    }
    for (let index = 0; index < nodes.length; index++) {
      this.lines.push(`(declare-const ${roots[index]} Bool)`, `(declare-const ${ranks[index]} Int)`);
    }
    this.lines.push('; a root is a node that holds; there is at most one, and one as soon as any node holds');
    nodes.forEach((literal, index) => this.assert(`(=> ${roots[index]} ${this.literal(literal)})`));
    this.assert(`(<= ${sum(roots.map((root) => `(ite ${root} 1 0)`))} 1)`);
    this.assert(`(=> ${disjunction(nodes.map((literal) => this.literal(literal)))} ${disjunction(roots)})`);
    this.lines.push('; ranks stay below the number of nodes; every node that holds, other than the root, has a neighbour');
    this.lines.push('; that holds with a smaller rank');
    nodes.forEach((literal, index) => {
      this.assert(`(<= 0 ${ranks[index]} ${nodes.length - 1})`);
      const closer = neighbours[index]!.map((other) => conjunction([this.literal(nodes[other]!), `(< ${ranks[other]} ${ranks[index]})`]));
      this.assert(`(=> ${conjunction([this.literal(literal), `(not ${roots[index]})`])} ${disjunction(closer)})`);
    });
  }
}

/** A parsed S-expression: an atom (symbol or number, as text) or a list. */
export type SExpression = string | SExpression[];

/** Parses a sequence of S-expressions (a solver's output), skipping comments. Quoted `|symbols|` lose their bars. */
export function parseSExpressions(text: string): SExpression[] {
  const stack: SExpression[][] = [[]];
  const pattern = /\s+|;[^\n]*|\(|\)|\|[^|]*\||"(?:[^"]|"")*"|[^\s()|";]+/g;
  for (const match of text.matchAll(pattern)) {
    const token = match[0];
    if (/^\s/.test(token) || token.startsWith(';')) continue;
    if (token === '(') stack.push([]);
    else if (token === ')') {
      if (stack.length === 1) throw new Error('unbalanced parentheses in the solver output');
      const list = stack.pop()!;
      stack[stack.length - 1]!.push(list);
    } else stack[stack.length - 1]!.push(token.startsWith('|') ? token.slice(1, -1) : token);
  }
  if (stack.length !== 1) throw new Error('unbalanced parentheses in the solver output');
  return stack[0]!;
}

/** The value of a `(get-value ...)` entry: an integer (`5`, `(- 5)`) or a Boolean. */
export function smtValue(expression: SExpression): SmtValue | undefined {
  if (typeof expression === 'string') {
    if (expression === 'true') return true;
    if (expression === 'false') return false;
    return /^\d+$/.test(expression) ? Number(expression) : undefined;
  }
  if (expression.length === 2 && expression[0] === '-') {
    const inner = smtValue(expression[1]!);
    return typeof inner === 'number' ? -inner : undefined;
  }
  return undefined;
}

/** Reads the `((name value) ...)` lists of `(get-value ...)` answers. */
export function readGetValue(expressions: readonly SExpression[]): Map<string, SmtValue> {
  const values = new Map<string, SmtValue>();
  for (const expression of expressions) {
    if (!Array.isArray(expression)) continue;
    for (const pair of expression) {
      if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== 'string') continue;
      const value = smtValue(pair[1]!);
      if (value !== undefined) values.set(pair[0], value);
    }
  }
  return values;
}
