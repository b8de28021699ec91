// Lowering a Model to an answer set program for clingo, written the way ASP is written: the puzzle's structure as
// facts, choice rules that pick one value per integer (and one of each exactly-one group), aggregates for counts
// and sums, and recursion for connectivity and for acyclicity. Nothing is turned into clauses first.
// Pure text: no solver, no Node API, so the studio can show it.

import type { Comparison, Constraint, CoverPiece, GraphEdge, IntegerVariable, Literal, Model, SegmentAxis } from '../core/model.js';
import { clauseOfCount } from '../core/model.js';
import { describeVariables, isRange, lazyWarning } from './describe.js';
import type { Naming } from './naming.js';
import { nameModel, roleOf } from './naming.js';

export interface AspEncoding {
  /** Header comment, facts and rules, without `#show` statements. */
  readonly body: string;
  /** `#show` statements for every puzzle atom. */
  readonly show: string;
  /** Statements (facts and rules) in the program, `#show` excluded. */
  readonly rules: number;
  /** The atom of a model literal's variable, e.g. `value(r1c1,3)` or `holds(r2c5)`. */
  atom(literal: Literal): string;
  /** The literal as a rule body element: the atom, or `not` the atom. */
  literal(literal: Literal): string;
  /** An integrity constraint that forbids every literal of the clause to be false. */
  clause(literals: readonly Literal[]): string;
  /** The whole program: body and `#show`. */
  program(): string;
}

/** `compact`: short names and no comments, for a solver's eyes only (the embedded clingo reads at most ~1 MB). */
export function lowerToAsp(model: Model, options: { title?: readonly string[]; compact?: boolean } = {}): AspEncoding {
  const naming = nameModel(model, { compact: options.compact });
  const writer = new AspWriter(model, naming, options.compact === true);
  writer.integers();
  writer.bools();
  for (const constraint of model.constraints) writer.lower(constraint);
  writer.sharedRules();
  writer.flush();
  const header = [
    ...(options.title ?? []),
    'Answer set program in clingo syntax. Runs as it is: clingo FILE.lp (add 0 to list every answer set).',
    'Atoms of an answer:',
    ...(model.integers.length > 0 ? ['  value(X,V): the integer X takes the value V'] : []),
    ...(naming.bools.length > 0 ? ['  holds(B): the yes/no variable B is true'] : []),
    'Variables:',
    ...describeVariables(model, naming, { integer: 'integer', bool: 'yes/no' }).map((line) => `  ${line}`),
    ...lazyWarning(model),
  ];
  const body = [...(options.compact ? [] : header.map((line) => `% ${line}`.trimEnd())), ...writer.lines].join('\n');
  const showLines = [
    ...(model.integers.length > 0 ? ['#show value/2.'] : []),
    ...(naming.bools.length > 0 ? ['#show holds/1.'] : []),
  ];
  const show = showLines.length > 0 ? showLines.join('\n') : '#show.';
  const literal = (value: Literal) => writer.literal(value);
  return {
    body,
    show,
    rules: writer.statements,
    atom: (value) => writer.atom(value),
    literal,
    clause: (literals) => writer.constraintText(literals.map((value) => writer.literal(-value))),
    program: () => `${body}\n\n${show}\n`,
  };
}

/** The comparison that breaks a bound: an aggregate meeting it is forbidden. */
const violation: Record<Comparison, string> = { '<=': '>', '>=': '<', '=': '!=' };
const comparisonWords: Record<Comparison, string> = { '<=': 'at most', '>=': 'at least', '=': 'exactly' };
const comparisonPredicate: Record<Comparison, string> = { '<=': 'atmost', '>=': 'atleast', '=': 'exactly' };

/** Statements are joined on lines of about this width, to keep long fact lists readable. */
const lineWidth = 110;

class AspWriter {
  readonly lines: string[] = [];
  statements = 0;
  private readonly integerNames: Map<IntegerVariable, string>;
  /** Variables already chosen by an exactly-one choice rule, and the count constraints written as such rules. */
  private readonly chosen = new Set<number>();
  private readonly choiceRules = new Set<Constraint>();
  private readonly used = new Set<string>();
  private previousKind: Constraint['kind'] | undefined;
  private distinctCount = 0;
  private sumCount = 0;
  private connectedCount = 0;
  private acyclicCount = 0;
  private readonly lineKinds = new Set<string>();
  private areaCount = 0;
  private tableCount = 0;
  private tuplesCount = 0;
  private coverCount = 0;
  private divisionCount = 0;

  constructor(
    private readonly model: Model,
    private readonly naming: Naming,
    private readonly quiet: boolean,
  ) {
    this.integerNames = new Map(model.integers.map((variable, index) => [variable, naming.integerNames[index]!]));
  }

  atom(literal: Literal): string {
    const { role } = roleOf(this.naming, literal);
    return role.kind === 'value' ? `value(${this.naming.integerNames[role.integer]},${role.value})` : `holds(${this.naming.bools[role.bool]!.name})`;
  }

  literal(literal: Literal): string {
    return literal > 0 ? this.atom(literal) : `not ${this.atom(literal)}`;
  }

  constraintText(body: readonly string[]): string {
    return body.length === 0 ? ':- #true.' : `:- ${body.join(', ')}.`;
  }

  private integerName(variable: IntegerVariable): string {
    const name = this.integerNames.get(variable);
    if (name === undefined) throw new Error(`the integer ${variable.name} does not belong to the model`);
    return name;
  }

  private emit(...statements: string[]): void {
    this.flush();
    this.lines.push(...statements);
    this.statements += statements.length;
  }

  private note(text: string): void {
    this.flush();
    if (!this.quiet) this.lines.push(`% ${text}`);
  }

  /** Facts wait here so that consecutive ones share lines. */
  private pending: string[] = [];

  private facts(statements: readonly string[]): void {
    // One at a time: a spread of a very long list overflows the call stack.
    for (const statement of statements) this.pending.push(statement);
    this.statements += statements.length;
  }

  /** Writes the waiting facts, several to a line. */
  flush(): void {
    let line = '';
    for (const statement of this.pending) {
      if (line !== '' && line.length + statement.length + 1 > lineWidth) {
        this.lines.push(line);
        line = '';
      }
      line = line === '' ? statement : `${line} ${statement}`;
    }
    if (line !== '') this.lines.push(line);
    this.pending = [];
  }

  /** `prefix(a;b;c)suffix.` facts over pools of terms, each statement short enough for one line. */
  private pooledFacts(prefix: string, terms: readonly string[], suffix: string): string[] {
    const statements: string[] = [];
    let chunk: string[] = [];
    const close = () => {
      if (chunk.length > 0) statements.push(`${prefix}${this.pool(chunk)}${suffix}.`);
      chunk = [];
    };
    for (const term of terms) {
      const width = prefix.length + suffix.length + 4 + [...chunk, term].join(';').length;
      if (chunk.length > 0 && width > lineWidth) close();
      chunk.push(term);
    }
    close();
    return statements;
  }

  /** A pooled term list `(a;b;c)`, or the single term. */
  private pool(terms: readonly string[]): string {
    return terms.length === 1 ? terms[0]! : `(${terms.join(';')})`;
  }

  private comment(text: string): void {
    this.flush();
    if (!this.quiet) this.lines.push('', `% ${text}`);
  }

  private once(rule: string): void {
    if (this.used.has(rule)) return;
    this.used.add(rule);
    this.emit(rule);
  }

  integers(): void {
    if (this.model.integers.length === 0) return;
    this.comment('Each integer takes exactly one value of its domain.');
    const byDomain = new Map<string, string[]>();
    this.model.integers.forEach((variable, index) => {
      const values = isRange(variable.values) && variable.values.length > 1
        ? `${variable.values[0]}..${variable.values.at(-1)}`
        : this.pool(variable.values.map(String));
      byDomain.set(values, [...(byDomain.get(values) ?? []), this.naming.integerNames[index]!]);
    });
    for (const [values, names] of byDomain) this.facts(this.pooledFacts('domain(', names, `,${values})`));
    this.emit('variable(X) :- domain(X,_).', '{ value(X,V) : domain(X,V) } = 1 :- variable(X).');
  }

  bools(): void {
    // Exactly-one groups of fresh yes/no variables become choice rules; the other yes/no variables are free choices.
    const choices: string[] = [];
    for (const constraint of this.model.constraints) {
      if (constraint.kind !== 'count' || constraint.comparison !== '=' || constraint.bound !== 1) continue;
      const literals = constraint.literals;
      const fresh = literals.every(
        (literal) => literal > 0 && this.naming.roles[literal]!.kind === 'bool' && !this.chosen.has(literal),
      );
      if (!fresh || literals.length === 0 || new Set(literals).size !== literals.length) continue;
      for (const literal of literals) this.chosen.add(literal);
      this.choiceRules.add(constraint);
      choices.push(`{ ${literals.map((literal) => this.atom(literal)).join('; ')} } = 1.`);
    }
    const free = this.naming.bools.filter((bool) => !this.chosen.has(bool.variable)).map((bool) => bool.name);
    if (free.length > 0) {
      this.comment('Each yes/no variable is chosen freely; the rules below decide.');
      this.facts(this.pooledFacts('boolean(', free, ')'));
      this.emit('{ holds(B) } :- boolean(B).');
    }
    if (choices.length > 0) {
      this.comment('Exactly one of each group holds.');
      this.emit(...choices);
    }
  }

  lower(constraint: Constraint): void {
    const first = constraint.kind !== this.previousKind;
    this.previousKind = constraint.kind;
    switch (constraint.kind) {
      case 'clause':
        return this.clause(constraint.literals);
      case 'count': {
        const { literals, comparison, bound } = constraint;
        if (this.choiceRules.has(constraint)) return;
        const single = clauseOfCount(literals, comparison, bound);
        if (single) return this.clause(single);
        if (first) this.comment('Counts of the literals that hold.');
        const elements = literals.map((literal, index) => `${index + 1}: ${this.literal(literal)}`);
        this.note(`${comparisonWords[comparison]} ${bound} of these ${literals.length}`);
        return this.emit(`:- #count { ${elements.join('; ')} } ${violation[comparison]} ${bound}.`);
      }
      case 'countWhen': {
        const { condition, literals, comparison, bound } = constraint;
        if (first) this.comment('Counts of the literals that hold, each while its condition holds.');
        const elements = literals.map((literal, index) => `${index + 1}: ${this.literal(literal)}`);
        this.note(`while the condition holds, ${comparisonWords[comparison]} ${bound} of these ${literals.length}`);
        return this.emit(`:- ${this.literal(condition)}, #count { ${elements.join('; ')} } ${violation[comparison]} ${bound}.`);
      }
      case 'linear': {
        const { terms, comparison, bound } = constraint;
        if (first) this.comment('Weighted sums of the literals that hold.');
        const elements = terms.map((term, index) => `${term.weight},${index + 1}: ${this.literal(term.literal)}`);
        this.note(`the weights add up to ${comparisonWords[comparison]} ${bound}`);
        return this.emit(`:- #sum { ${elements.join('; ')} } ${violation[comparison]} ${bound}.`);
      }
      case 'distinct':
        return this.distinct(constraint.variables, first);
      case 'equals':
        if (first) this.comment('Fixed values.');
        this.once(':- fixed(X,V), not value(X,V).');
        return this.facts([`fixed(${this.integerName(constraint.variable)},${constraint.value}).`]);
      case 'less':
        if (first) this.comment('Inequalities: less(X,Y) means X < Y.');
        this.once(':- less(X,Y), value(X,A), value(Y,B), A >= B.');
        return this.facts([`less(${this.integerName(constraint.left)},${this.integerName(constraint.right)}).`]);
      case 'difference': {
        const left = this.integerName(constraint.left);
        const right = this.integerName(constraint.right);
        if (constraint.equal) {
          if (first) this.comment('Differences: apart(X,Y,D) means |X - Y| = D, notapart(X,Y,D) means |X - Y| != D.');
          this.once(':- apart(X,Y,D), value(X,A), value(Y,B), |A-B| != D.');
          return this.facts([`apart(${left},${right},${constraint.difference}).`]);
        }
        if (first) this.comment('Differences: apart(X,Y,D) means |X - Y| = D, notapart(X,Y,D) means |X - Y| != D.');
        this.once(':- notapart(X,Y,D), value(X,A), value(Y,B), |A-B| = D.');
        return this.facts([`notapart(${left},${right},${constraint.difference}).`]);
      }
      case 'runs':
        return this.runs(constraint.literals, constraint.lengths);
      case 'countIn': {
        const { literals, allowed } = constraint;
        if (first) this.comment('Counts that take one of several values.');
        this.note(`the number of these ${literals.length} that hold is ${allowed.join(' or ')}`);
        const elements = literals.map((literal, index) => `${index + 1}: ${this.literal(literal)}`).join('; ');
        const forbidden = Array.from({ length: literals.length + 1 }, (_, value) => value).filter((value) => !allowed.includes(value));
        return this.emit(...forbidden.map((value) => `:- #count { ${elements} } = ${value}.`));
      }
      case 'visible': {
        const { variables, comparison, bound } = constraint;
        const group = `v${++this.visibleCount}`;
        if (this.visibleCount === 1) {
          this.comment('Integers seen from the front of a line: front(G,K,X) names the K-th integer of line G; it is hidden when an earlier one is at least as large.');
          this.emit(
            'hidden(G,K) :- front(G,K,X), value(X,A), front(G,J,Y), J < K, value(Y,B), B >= A.',
            'visibleseen(G,K) :- front(G,K,_), not hidden(G,K).',
          );
        }
        this.note(`line ${group}: the integers seen number ${comparisonWords[comparison]} ${bound}`);
        if (!this.visibleComparisons.has(comparison)) {
          this.visibleComparisons.add(comparison);
          this.emit(`:- visible${comparisonPredicate[comparison]}(G,N), #count { K : visibleseen(G,K) } ${violation[comparison]} N.`);
        }
        return this.facts([...variables.map((variable, index) => `front(${group},${index + 1},${this.integerName(variable)}).`), `visible${comparisonPredicate[comparison]}(${group},${bound}).`]);
      }
      case 'distinctSum': {
        const { variables, total } = constraint;
        const group = `s${++this.sumCount}`;
        if (this.sumCount === 1) {
          this.comment('Sums of different values: addend(G,X) names an integer of group G; they differ and add up to total(G,T).');
          this.emit(
            ':- addend(G,X), addend(G,Y), X < Y, value(X,A), value(Y,A).',
            ':- total(G,T), #sum { A,X : addend(G,X), value(X,A) } != T.',
          );
        }
        const names = variables.map((variable) => this.integerName(variable));
        return this.facts([...(names.length > 0 ? [`addend(${group},${this.pool(names)}).`] : []), `total(${group},${total}).`]);
      }
      case 'sightline':
        return this.sightline(constraint.rays, constraint.base, constraint.comparison, constraint.bound);
      case 'segments':
        return this.segments(constraint.axes, constraint.lengths);
      case 'table':
        return this.table(constraint.literals, constraint.rows);
      case 'tuples':
        return this.tuples(constraint.variables, constraint.rows);
      case 'different': {
        if (first) this.comment('Lists that differ: some position holds in one list and fails in the other.');
        const elements = constraint.left.flatMap((left, index) => {
          const right = constraint.right[index]!;
          return [`${index + 1}: ${this.literal(left)}, ${this.literal(-right)}`, `${index + 1}: ${this.literal(-left)}, ${this.literal(right)}`];
        });
        return this.emit(`:- #count { ${elements.join('; ')} } = 0.`);
      }
      case 'connected':
        return this.connected(constraint.nodes, constraint.edges);
      case 'acyclic':
        return this.acyclic(constraint.edges);
      case 'area':
        return this.area(constraint.nodes, constraint.edges, constraint.root, constraint.size);
      case 'cover':
        return this.cover(constraint.items, constraint.pieces);
      case 'division':
        return this.division(constraint.nodes, constraint.links, constraint.sizes, constraint.together);
    }
  }

  /** A group of lines as facts: line(A,E,P,Q,...) names line E of group A between points P and Q and its literal. */
  private acyclic(edges: readonly GraphEdge[]): void {
    const group = `a${++this.acyclicCount}`;
    this.comment(`No cycle in group ${group}: the lines that hold form a forest over its points.`);
    const points = 1 + Math.max(-1, ...edges.flatMap((edge) => edge.ends));
    const facts = [`point(${group},0..${Math.max(0, points - 1)}).`];
    edges.forEach(({ literal, ends }, index) => {
      const { role } = roleOf(this.naming, literal);
      const kind = `${literal > 0 ? 'line' : 'linenot'}${role.kind === 'value' ? 'value' : ''}`;
      this.lineKinds.add(kind);
      const where = `${group},${index + 1},${ends[0]},${ends[1]}`;
      facts.push(
        role.kind === 'value'
          ? `${kind}(${where},${this.naming.integerNames[role.integer]},${role.value}).`
          : `${kind}(${where},${this.naming.bools[role.bool]!.name}).`,
      );
    });
    this.facts(facts);
  }

  /** Lines of runs written so far, and the kinds of cell facts they used. */
  private runsCount = 0;
  private readonly runCellKinds = new Set<string>();

  /**
   * Runs along a line as facts: runcell(L,I,...) names the I-th cell of line L and its literal, runblock(L,K,N) says
   * that block K is N long; the shared rules choose where each block starts.
   */
  private runs(line: readonly Literal[], lengths: readonly number[]): void {
    const group = `r${++this.runsCount}`;
    if (this.runsCount === 1) this.comment('Runs along a line: a cell is filled when its literal holds; each block starts somewhere, in order, with a gap between blocks.');
    this.note(`line ${group}: blocks of ${lengths.length === 0 ? 'no length (no cell filled)' : lengths.join(', ')}`);
    const facts = line.map((literal, index) => {
      const { role } = roleOf(this.naming, literal);
      const kind = `${literal > 0 ? 'runcell' : 'runcellnot'}${role.kind === 'value' ? 'value' : ''}`;
      this.runCellKinds.add(kind);
      return role.kind === 'value'
        ? `${kind}(${group},${index},${this.naming.integerNames[role.integer]},${role.value}).`
        : `${kind}(${group},${index},${this.naming.bools[role.bool]!.name}).`;
    });
    this.facts([...facts, `runsize(${group},${line.length}).`, ...lengths.map((length, index) => `runblock(${group},${index + 1},${length}).`)]);
  }

  /** Visible-count lines written so far, and the comparisons their rules cover. */
  private visibleCount = 0;
  private readonly visibleComparisons = new Set<Comparison>();

  /** Sightline groups written so far, and the kinds of ray facts they used. */
  private sightlineCount = 0;
  private readonly rayKinds = new Set<string>();
  private readonly sightComparisons = new Set<Comparison>();

  /** Segment groups written so far, and the kinds of step facts they used. */
  private segmentsCount = 0;
  private readonly segmentStepKinds = new Set<string>();

  /**
   * Straight segments through a point as facts: segstep(G,A,S,K,...) names the K-th line of side S of axis A of
   * group G; seglength(G,L) allows the length L. A side reaches K when its first K lines hold.
   */
  private segments(axes: readonly SegmentAxis[], lengths: readonly number[]): void {
    const group = `g${++this.segmentsCount}`;
    if (this.segmentsCount === 1) this.comment('Straight segments through a point: segreach(G,A,S,K) when side S of axis A of group G has its first K lines drawn.');
    this.note(`segments ${group}: where drawn, each ${lengths.join(' or ')} long, all alike`);
    const longest = Math.max(...lengths);
    const facts: string[] = [];
    axes.forEach((sides, axis) => {
      facts.push(`segaxis(${group},${axis + 1}).`);
      sides.forEach((side, sideIndex) => {
        side.slice(0, longest + 1).forEach((literal, step) => {
          const { role } = roleOf(this.naming, literal);
          const where = `${group},${axis + 1},${sideIndex + 1},${step + 1}`;
          const kind = `${literal > 0 ? 'segstep' : 'segstepnot'}${role.kind === 'value' ? 'value' : ''}`;
          this.segmentStepKinds.add(kind);
          facts.push(
            role.kind === 'value'
              ? `${kind}(${where},${this.naming.integerNames[role.integer]},${role.value}).`
              : `${kind}(${where},${this.naming.bools[role.bool]!.name}).`,
          );
        });
      });
    });
    this.facts([...facts, `seglength(${group},${this.pool(lengths.map(String))}).`]);
  }

  /**
   * A line of sight as facts: ray(S,R,K,...) names the K-th step of ray R; a step is open when its literal holds,
   * and the ray sees K steps when the first K are open. The count of steps seen, plus the base, meets the bound.
   */
  private sightline(rays: readonly (readonly Literal[])[], base: number, comparison: Comparison, bound: number): void {
    const group = `s${++this.sightlineCount}`;
    const total = bound - base;
    if (this.sightlineCount === 1) this.comment('Lines of sight: open(S,R,K) when step K of ray R of sightline S holds; seen(S,R,K) when steps 1..K all do.');
    this.note(`sightline ${group}: ${base > 0 ? `${base} plus ` : ''}the steps seen is ${comparisonWords[comparison]} ${bound}`);
    const facts: string[] = [];
    rays.forEach((ray, rayIndex) => {
      ray.slice(0, Math.max(0, total + 1)).forEach((literal, step) => {
        const { role } = roleOf(this.naming, literal);
        const where = `${group},${rayIndex + 1},${step + 1}`;
        const kind = `${literal > 0 ? 'ray' : 'raynot'}${role.kind === 'value' ? 'value' : ''}`;
        this.rayKinds.add(kind);
        facts.push(
          role.kind === 'value'
            ? `${kind}(${where},${this.naming.integerNames[role.integer]},${role.value}).`
            : `${kind}(${where},${this.naming.bools[role.bool]!.name}).`,
        );
      });
    });
    this.sightComparisons.add(comparison);
    this.facts([...facts, `sight${comparisonPredicate[comparison]}(${group},${total}).`]);
  }
  /**
   * A table as facts: tablerow(T,R) names row R of table T, tableon(T,R,J) says that row R sets position J true;
   * tablein(T,J) holds when the literal at position J does. One row is picked, and every position agrees with it.
   */
  private table(literals: readonly Literal[], rows: readonly (readonly boolean[])[]): void {
    const group = `t${++this.tableCount}`;
    if (this.tableCount === 1) this.comment('Tables: the literals of table T show exactly one of its rows, tablepick(T,R).');
    this.note(`table ${group}: ${literals.length} literals, ${rows.length} allowed rows`);
    literals.forEach((literal, position) => this.emit(`tablein(${group},${position + 1}) :- ${this.literal(literal)}.`));
    const facts = [`table(${group}).`, ...(rows.length > 0 ? [`tablerow(${group},1..${rows.length}).`] : [])];
    rows.forEach((row, index) => {
      const on = row.flatMap((value, position) => (value ? [String(position + 1)] : []));
      if (on.length > 0) facts.push(`tableon(${group},${index + 1},${this.pool(on)}).`);
    });
    this.facts(facts);
  }

  /**
   * A table of value rows as facts: tupleof(G,J,X) names the integer X at position J of group G, tuplerow(G,R) row
   * R, tuplevalue(G,R,J,V) its value V at position J. One row is picked, and every integer takes its value.
   */
  private tuples(variables: readonly IntegerVariable[], rows: readonly (readonly number[])[]): void {
    const group = `u${++this.tuplesCount}`;
    if (this.tuplesCount === 1) this.comment('Tuples: the integers of group G take the values of exactly one of its rows, tuplepick(G,R).');
    this.note(`tuples ${group}: ${variables.length} integers, ${rows.length} allowed rows`);
    const facts = [`tuple(${group}).`, ...variables.map((variable, position) => `tupleof(${group},${position + 1},${this.integerName(variable)}).`)];
    if (rows.length > 0) facts.push(`tuplerow(${group},1..${rows.length}).`);
    rows.forEach((row, index) => row.forEach((value, position) => facts.push(`tuplevalue(${group},${index + 1},${position + 1},${value}).`)));
    this.facts(facts);
  }

  /** The shape of a clause: each literal's sign and predicate, e.g. `not holds, value`. */
  private shapeOf(literals: readonly Literal[]): string {
    return literals.map((literal) => `${literal > 0 ? '' : 'not '}${this.naming.roles[Math.abs(literal)]!.kind === 'value' ? 'value' : 'holds'}`).join(', ');
  }

  /** Clauses of shapes that occur this often are written as facts of the shape plus one rule. */
  private static readonly shapeThreshold = 4;
  private shapeCounts: Map<string, number> | undefined;
  /** Shapes written as facts: the rule, its explanation and the facts, written together at the end. */
  private readonly shapes = new Map<string, { rule: string; meaning: string; facts: string[] }>();
  private clauseHeading = false;

  /**
   * A clause is an integrity constraint: its literals may not all fail. Many clauses of one shape (thousands, in
   * some genres) become facts of that shape and a single rule: the grounder handles facts far faster than rules.
   */
  private clause(literals: readonly Literal[]): void {
    if (!this.shapeCounts) {
      this.shapeCounts = new Map();
      for (const constraint of this.model.constraints) {
        const literals =
          constraint.kind === 'clause'
            ? constraint.literals
            : constraint.kind === 'count' && !this.choiceRules.has(constraint)
              ? clauseOfCount(constraint.literals, constraint.comparison, constraint.bound)
              : undefined;
        if (literals === undefined) continue;
        const shape = this.shapeOf(literals);
        this.shapeCounts.set(shape, (this.shapeCounts.get(shape) ?? 0) + 1);
      }
    }
    const shape = this.shapeOf(literals);
    if (literals.length === 0 || this.shapeCounts.get(shape)! < AspWriter.shapeThreshold) {
      if (!this.clauseHeading) this.comment('Clauses: at least one literal of each clause holds, so no clause may have them all fail.');
      this.clauseHeading = true;
      return this.emit(this.constraintText(literals.map((literal) => this.literal(-literal))));
    }
    let entry = this.shapes.get(shape);
    if (entry === undefined) {
      const name = `clause${this.shapes.size + 1}`;
      const parameters: string[] = [];
      const members: string[] = [];
      const failures: string[] = [];
      literals.forEach((literal, index) => {
        const letter = String.fromCharCode(65 + (index % 26)) + (index >= 26 ? String(Math.floor(index / 26)) : '');
        const isValue = this.naming.roles[Math.abs(literal)]!.kind === 'value';
        const atom = isValue ? `value(${letter},V${letter})` : `holds(${letter})`;
        parameters.push(...(isValue ? [letter, `V${letter}`] : [letter]));
        members.push(literal > 0 ? atom : `not ${atom}`);
        failures.push(literal > 0 ? `not ${atom}` : atom);
      });
      const head = `${name}(${parameters.join(',')})`;
      entry = { rule: `:- ${head}, ${failures.join(', ')}.`, meaning: `${head}: ${members.join(' or ')}.`, facts: [] };
      this.shapes.set(shape, entry);
    }
    const argumentsOf = (literal: Literal) => {
      const { role } = roleOf(this.naming, literal);
      return role.kind === 'value' ? [this.naming.integerNames[role.integer]!, String(role.value)] : [this.naming.bools[role.bool]!.name];
    };
    entry.facts.push(`${entry.rule.slice(3, entry.rule.indexOf('('))}(${literals.flatMap(argumentsOf).join(',')}).`);
  }

  /** Groups of integers with different values; a group that must use every value of its domains is a permutation. */
  private distinct(variables: readonly IntegerVariable[], first: boolean): void {
    if (first) {
      this.comment('Distinct groups: the integers of a group take different values. In a permutation group every');
      this.note("value of the group's domains is taken, once.");
    }
    const group = `d${++this.distinctCount}`;
    const names = variables.map((variable) => this.integerName(variable));
    const values = new Set(variables.flatMap((variable) => variable.values));
    this.facts([`distinct(${group},${this.pool(names)}).`, ...(values.size === variables.length ? [`permutation(${group}).`] : [])]);
  }

  private nodeTerm(literal: Literal): string {
    const { role } = roleOf(this.naming, literal);
    return role.kind === 'value' ? `(${this.naming.integerNames[role.integer]},${role.value})` : this.naming.bools[role.bool]!.name;
  }

  private area(nodes: readonly Literal[], edges: readonly (readonly [number, number])[], root: number, size: number): void {
    const group = `a${++this.areaCount}`;
    this.comment(`Area ${group}: its nodes that hold are ${size}, linked through nodes that hold to its root.`);
    const term = (literal: Literal) => this.nodeTerm(literal);
    nodes.forEach((literal) => this.emit(`anode(${group},${term(literal)}) :- ${this.literal(literal)}.`));
    this.facts([`aroot(${group},${term(nodes[root]!)}).`, `asize(${group},${size}).`]);
    this.facts(edges.map(([a, b]) => `alink(${group},${term(nodes[a]!)},${term(nodes[b]!)}).`));
  }

  /**
   * A division as facts: piece(D,P) when piece P of division D is chosen, covers(D,P,I) when it covers item I; the
   * shared rule asks for exactly one chosen piece on every item.
   */
  private cover(items: number, pieces: readonly CoverPiece[]): void {
    const division = `p${++this.coverCount}`;
    this.comment(`Division ${division}: each of its items 0..${items - 1} lies in exactly one chosen piece.`);
    if (items > 0) this.facts([`item(${division},0..${items - 1}).`]);
    pieces.forEach(({ literal }, index) => this.emit(`piece(${division},${index + 1}) :- ${this.literal(literal)}.`));
    this.facts(pieces.flatMap(({ items: covered }, index) => (covered.length === 0 ? [] : [`covers(${division},${index + 1},${this.pool(covered.map(String))}).`])));
  }

  /**
   * A division into regions as facts: dnode(D,N) its nodes, dlink(D,E,A,B) its links, joined(D,E) when link E holds,
   * dsize(D,N,X) when integer X is the size of node N, dtogether(D,A,B) when a pair kept together holds; the shared
   * rules reach along joined links.
   */
  private division(nodes: number, links: readonly GraphEdge[], sizes: readonly (IntegerVariable | null)[], together: readonly GraphEdge[]): void {
    const division = `r${++this.divisionCount}`;
    this.comment(`Division ${division}: its nodes 0..${nodes - 1} fall into regions along the links that hold, each size its region's count.`);
    this.facts([`dnode(${division},0..${Math.max(0, nodes - 1)}).`]);
    this.facts(links.map(({ ends }, index) => `dlink(${division},${index + 1},${ends[0]},${ends[1]}).`));
    links.forEach(({ literal }, index) => this.emit(`joined(${division},${index + 1}) :- ${this.literal(literal)}.`));
    this.facts(sizes.flatMap((size, node) => (size ? [`dsize(${division},${node},${this.integerName(size)}).`] : [])));
    together.forEach(({ literal, ends }) => this.emit(`dtogether(${division},${ends[0]},${ends[1]}) :- ${this.literal(literal)}.`));
  }

  private connected(nodes: readonly Literal[], edges: readonly (readonly [number, number])[]): void {
    const group = `c${++this.connectedCount}`;
    this.comment(`Connected group ${group}: its nodes that hold are linked to each other through nodes that hold.`);
    const term = (literal: Literal) => this.nodeTerm(literal);
    nodes.forEach((literal) => this.emit(`node(${group},${term(literal)}) :- ${this.literal(literal)}.`));
    this.facts(edges.map(([a, b]) => `link(${group},${term(nodes[a]!)},${term(nodes[b]!)}).`));
    // An order of the nodes, to name the first one that holds as the start.
    this.facts(nodes.slice(1).map((literal, index) => `next(${group},${term(nodes[index]!)},${term(literal)}).`));
  }

  /** The rules shared by all groups of a kind, written once at the end. */
  sharedRules(): void {
    if (this.shapes.size > 0) {
      this.comment('Clauses of the same shape, as facts: each fact names a clause, whose literals may not all fail.');
      for (const { rule, meaning, facts } of this.shapes.values()) {
        this.note(meaning);
        this.emit(rule);
        this.facts(facts);
      }
    }
    if (this.distinctCount > 0) {
      this.comment('No value twice in a distinct group; every value once in a permutation group.');
      this.emit(
        'option(D,V) :- distinct(D,X), domain(X,V).',
        ':- option(D,V), #count { X : distinct(D,X), value(X,V) } > 1.',
        ':- permutation(D), option(D,V), #count { X : distinct(D,X), value(X,V) } = 0.',
      );
    }
    if (this.tableCount > 0) {
      this.comment('Each table picks one of its rows; a position holds exactly when the picked row sets it.');
      this.emit(
        '{ tablepick(T,R) : tablerow(T,R) } = 1 :- table(T).',
        ':- tablepick(T,R), tableon(T,R,J), not tablein(T,J).',
        ':- tablepick(T,R), tablein(T,J), not tableon(T,R,J).',
      );
    }
    if (this.tuplesCount > 0) {
      this.comment('Each group of tuples picks one of its rows; every integer of the group takes the value the row gives it.');
      this.emit('{ tuplepick(G,R) : tuplerow(G,R) } = 1 :- tuple(G).', ':- tuplepick(G,R), tuplevalue(G,R,J,V), tupleof(G,J,X), not value(X,V).');
    }
    if (this.sightlineCount > 0) {
      this.comment('A step is open when its literal holds; a ray sees the open steps before its first closed one.');
      const openRules: Record<string, string> = {
        ray: 'open(S,R,K) :- ray(S,R,K,B), holds(B).',
        raynot: 'open(S,R,K) :- raynot(S,R,K,B), not holds(B).',
        rayvalue: 'open(S,R,K) :- rayvalue(S,R,K,X,V), value(X,V).',
        raynotvalue: 'open(S,R,K) :- raynotvalue(S,R,K,X,V), not value(X,V).',
      };
      for (const kind of this.rayKinds) this.emit(openRules[kind]!);
      this.emit('seen(S,R,1) :- open(S,R,1).', 'seen(S,R,K+1) :- seen(S,R,K), open(S,R,K+1).');
      for (const comparison of this.sightComparisons) {
        this.emit(`:- sight${comparisonPredicate[comparison]}(S,N), #count { R,K : seen(S,R,K) } ${violation[comparison]} N.`);
      }
    }
    if (this.segmentsCount > 0) {
      this.comment('A segment is the lines drawn next to its point on both sides; each drawn one has an allowed length, the same on every axis.');
      const stepRules: Record<string, string> = {
        segstep: 'segdrawn(G,A,S,K) :- segstep(G,A,S,K,B), holds(B).',
        segstepnot: 'segdrawn(G,A,S,K) :- segstepnot(G,A,S,K,B), not holds(B).',
        segstepvalue: 'segdrawn(G,A,S,K) :- segstepvalue(G,A,S,K,X,V), value(X,V).',
        segstepnotvalue: 'segdrawn(G,A,S,K) :- segstepnotvalue(G,A,S,K,X,V), not value(X,V).',
      };
      for (const kind of this.segmentStepKinds) this.emit(stepRules[kind]!);
      this.emit(
        'segreach(G,A,S,1) :- segdrawn(G,A,S,1).',
        'segreach(G,A,S,K+1) :- segreach(G,A,S,K), segdrawn(G,A,S,K+1).',
        'segment(G,A,N) :- segaxis(G,A), N = #count { S,K : segreach(G,A,S,K) }, N > 0.',
        ':- segment(G,A,N), not seglength(G,N).',
        ':- segment(G,A,N), segment(G,B,M), N != M.',
      );
    }
    if (this.runsCount > 0) {
      this.comment('A cell of a line of runs is filled when its literal holds; it is filled exactly when a block covers it.');
      const fillRules: Record<string, string> = {
        runcell: 'runfilled(L,I) :- runcell(L,I,B), holds(B).',
        runcellnot: 'runfilled(L,I) :- runcellnot(L,I,B), not holds(B).',
        runcellvalue: 'runfilled(L,I) :- runcellvalue(L,I,X,V), value(X,V).',
        runcellnotvalue: 'runfilled(L,I) :- runcellnotvalue(L,I,X,V), not value(X,V).',
      };
      for (const kind of this.runCellKinds) this.emit(fillRules[kind]!);
      this.emit(
        '1 { runstart(L,K,S) : S = 0..N-M } 1 :- runblock(L,K,M), runsize(L,N).',
        ':- runstart(L,K,S), runblock(L,K,M), runstart(L,K+1,T), T <= S+M.',
        'runcovered(L,I) :- runstart(L,K,S), runblock(L,K,M), I = S..S+M-1.',
        ':- runcovered(L,I), not runfilled(L,I).',
        ':- runfilled(L,I), not runcovered(L,I).',
      );
    }
    if (this.acyclicCount > 0) {
      this.comment('A line is in use when its literal holds. Leaves are peeled off: a point goes once all its lines but');
      this.note('one lead to points gone. Only a forest peels away entirely; the points of a cycle never go.');
      const useRules: Record<string, string> = {
        line: 'inuse(A,E,P,Q) :- line(A,E,P,Q,B), holds(B).',
        linenot: 'inuse(A,E,P,Q) :- linenot(A,E,P,Q,B), not holds(B).',
        linevalue: 'inuse(A,E,P,Q) :- linevalue(A,E,P,Q,X,V), value(X,V).',
        linenotvalue: 'inuse(A,E,P,Q) :- linenotvalue(A,E,P,Q,X,V), not value(X,V).',
      };
      for (const kind of this.lineKinds) this.emit(useRules[kind]!);
      this.emit(
        'inuse(A,E,Q,P) :- inuse(A,E,P,Q).',
        'degree(A,P,D) :- point(A,P), D = #count { E,Q : inuse(A,E,P,Q) }.',
        'gone(A,P) :- degree(A,P,D), #count { E,Q : inuse(A,E,P,Q), gone(A,Q) } >= D - 1.',
        ':- point(A,P), not gone(A,P).',
      );
    }
    if (this.connectedCount > 0) {
      this.comment('Reachability: start from the first node that holds (in the order of next/3) and follow links');
      this.note('between nodes that hold; every node that holds must be reached.');
      this.emit(
        'link(C,B,A) :- link(C,A,B).',
        'before(C,M) :- next(C,N,M), node(C,N).',
        'before(C,M) :- next(C,N,M), before(C,N).',
        'reach(C,N) :- node(C,N), not before(C,N).',
        'reach(C,M) :- reach(C,N), link(C,N,M), node(C,M).',
        ':- node(C,N), not reach(C,N).',
      );
    }
    if (this.coverCount > 0) {
      this.comment('Divisions: every item lies in exactly one chosen piece.');
      this.emit(':- item(D,I), #count { P : covers(D,P,I), piece(D,P) } != 1.');
    }
    if (this.divisionCount > 0) {
      this.comment('Divisions into regions: a node reaches the nodes of its region along joined links; a link that fails');
      this.note('never lies inside a region, a size counts the nodes its node reaches, and a pair kept together reach each other.');
      this.emit(
        'dnext(D,A,B) :- dlink(D,E,A,B), joined(D,E).',
        'dnext(D,B,A) :- dlink(D,E,A,B), joined(D,E).',
        'dreach(D,N,N) :- dnode(D,N).',
        'dreach(D,N,M) :- dreach(D,N,K), dnext(D,K,M).',
        ':- dlink(D,E,A,B), not joined(D,E), dreach(D,A,B).',
        ':- dsize(D,N,X), value(X,S), #count { M : dreach(D,N,M) } != S.',
        ':- dtogether(D,A,B), not dreach(D,A,B).',
      );
    }
    if (this.areaCount > 0) {
      this.comment('Areas: the root holds, every node that holds is reached from it, and as many hold as the size says.');
      this.emit(
        'alink(A,M,N) :- alink(A,N,M).',
        'areach(A,N) :- aroot(A,N), anode(A,N).',
        'areach(A,M) :- areach(A,N), alink(A,N,M), anode(A,M).',
        ':- aroot(A,N), not anode(A,N).',
        ':- anode(A,N), not areach(A,N).',
        ':- asize(A,S), #count { N : anode(A,N) } != S.',
      );
    }
  }
}
