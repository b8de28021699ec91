// A reference for the backends: every assignment of a small model, checked constraint by constraint straight from
// the model's meaning (no encoding, no solver), and random small models that use every constraint kind.

import type { Random } from '../src/core/random.js';
import type { Constraint, IntegerVariable, Literal } from '../src/core/model.js';
import { Model } from '../src/core/model.js';

type Value = (literal: Literal) => boolean;

function integerValue(variable: IntegerVariable, value: Value): number {
  const index = variable.literals.findIndex((literal) => value(literal));
  return variable.values[index]!;
}

function compare(left: number, comparison: '<=' | '>=' | '=', right: number): boolean {
  return comparison === '<=' ? left <= right : comparison === '>=' ? left >= right : left === right;
}

/** Every assignment of variables 1..count, as a value function. */
export function* assignments(count: number): Generator<(literal: Literal) => boolean> {
  for (let bits = 0; bits < 1 << count; bits++) {
    yield (literal) => ((bits >> (Math.abs(literal) - 1)) & 1) === (literal > 0 ? 1 : 0);
  }
}

export function holds(constraint: Constraint, value: Value): boolean {
  switch (constraint.kind) {
    case 'clause':
      return constraint.literals.some(value);
    case 'count':
      return compare(constraint.literals.filter(value).length, constraint.comparison, constraint.bound);
    case 'countWhen':
      return !value(constraint.condition) || compare(constraint.literals.filter(value).length, constraint.comparison, constraint.bound);
    case 'linear':
      return compare(
        constraint.terms.reduce((sum, term) => sum + (value(term.literal) ? term.weight : 0), 0),
        constraint.comparison,
        constraint.bound,
      );
    case 'distinct': {
      const values = constraint.variables.map((variable) => integerValue(variable, value));
      return new Set(values).size === values.length;
    }
    case 'equals':
      return integerValue(constraint.variable, value) === constraint.value;
    case 'less':
      return integerValue(constraint.left, value) < integerValue(constraint.right, value);
    case 'difference': {
      const apart = Math.abs(integerValue(constraint.left, value) - integerValue(constraint.right, value)) === constraint.difference;
      return apart === constraint.equal;
    }
    case 'sightline': {
      // Each ray counts its literals up to the first false one.
      const seen = constraint.rays.reduce((total, ray) => {
        const firstFalse = ray.findIndex((literal) => !value(literal));
        return total + (firstFalse < 0 ? ray.length : firstFalse);
      }, constraint.base);
      return compare(seen, constraint.comparison, constraint.bound);
    }
    case 'visible': {
      // An integer is seen when it is larger than every one before it.
      const values = constraint.variables.map((variable) => integerValue(variable, value));
      const seen = values.filter((height, index) => values.slice(0, index).every((before) => before < height)).length;
      return compare(seen, constraint.comparison, constraint.bound);
    }
    case 'distinctSum': {
      const values = constraint.variables.map((variable) => integerValue(variable, value));
      return new Set(values).size === values.length && values.reduce((sum, entry) => sum + entry, 0) === constraint.total;
    }
    case 'tuples': {
      const values = constraint.variables.map((variable) => integerValue(variable, value));
      return constraint.rows.some((row) => row.every((wanted, position) => values[position] === wanted));
    }
    case 'runs': {
      // The lengths of the blocks of true literals, in order.
      const blocks: number[] = [];
      let run = 0;
      for (const literal of [...constraint.literals, 0]) {
        if (literal !== 0 && value(literal)) run++;
        else if (run > 0) {
          blocks.push(run);
          run = 0;
        }
      }
      return blocks.length === constraint.lengths.length && blocks.every((length, index) => length === constraint.lengths[index]);
    }
    case 'segments': {
      // Each side counts its lines up to the first one not drawn; the drawn segments share one allowed length.
      const reach = (side: readonly Literal[]) => {
        const firstOff = side.findIndex((literal) => !value(literal));
        return firstOff < 0 ? side.length : firstOff;
      };
      const drawn = constraint.axes.map(([before, after]) => reach(before) + reach(after)).filter((length) => length > 0);
      return drawn.every((length) => constraint.lengths.includes(length) && length === drawn[0]);
    }
    case 'countIn':
      return constraint.allowed.includes(constraint.literals.filter(value).length);
    case 'table':
      return constraint.rows.some((row) => row.every((wanted, position) => value(constraint.literals[position]!) === wanted));
    case 'different':
      return constraint.left.some((literal, index) => value(literal) !== value(constraint.right[index]!));
    case 'area': {
      const chosen = constraint.nodes.map((literal) => value(literal));
      if (!chosen[constraint.root] || chosen.filter(Boolean).length !== constraint.size) return false;
      return holds({ kind: 'connected', nodes: constraint.nodes, edges: constraint.edges }, value);
    }
    case 'cover': {
      // Every item lies in exactly one chosen piece.
      const times = new Array<number>(constraint.items).fill(0);
      for (const piece of constraint.pieces) if (value(piece.literal)) for (const item of piece.items) times[item]!++;
      return times.every((count) => count === 1);
    }
    case 'division': {
      // The regions are the groups the links that hold join; a link that fails lies between two of them, and each
      // size is its node's region's node count.
      const region = new Array<number>(constraint.nodes).fill(-1);
      const members: number[] = [];
      for (let start = 0; start < constraint.nodes; start++) {
        if (region[start] !== -1) continue;
        region[start] = members.length;
        const queue = [start];
        for (let head = 0; head < queue.length; head++) {
          for (const link of constraint.links) {
            if (!value(link.literal)) continue;
            const [a, b] = link.ends;
            const other = a === queue[head] ? b : b === queue[head] ? a : -1;
            if (other >= 0 && region[other] === -1) {
              region[other] = members.length;
              queue.push(other);
            }
          }
        }
        members.push(queue.length);
      }
      if (constraint.links.some((link) => !value(link.literal) && region[link.ends[0]] === region[link.ends[1]])) return false;
      // A pair kept together lies in one region.
      if (constraint.together.some((pair) => value(pair.literal) && region[pair.ends[0]] !== region[pair.ends[1]])) return false;
      return constraint.sizes.every((size, node) => size === null || integerValue(size, value) === members[region[node]!]);
    }
    case 'connected': {
      const chosen = constraint.nodes.map((literal) => value(literal));
      const start = chosen.indexOf(true);
      if (start < 0) return true;
      const reached = new Set([start]);
      const queue = [start];
      while (queue.length > 0) {
        const node = queue.pop()!;
        for (const [a, b] of constraint.edges) {
          const other = a === node ? b : b === node ? a : -1;
          if (other >= 0 && chosen[other] && !reached.has(other)) {
            reached.add(other);
            queue.push(other);
          }
        }
      }
      return chosen.every((isChosen, index) => !isChosen || reached.has(index));
    }
    case 'acyclic': {
      // Joining the lines in use one by one, none may join two points already joined.
      const group = new Map<number, number>();
      const find = (point: number): number => (group.has(point) && group.get(point) !== point ? find(group.get(point)!) : point);
      for (const edge of constraint.edges) {
        if (!value(edge.literal)) continue;
        const [a, b] = [find(edge.ends[0]), find(edge.ends[1])];
        if (a === b) return false;
        group.set(a, b);
      }
      return true;
    }
  }
}

/** Every solution of the model, as the values of variables 1..n. */
export function allSolutions(model: Model): boolean[][] {
  const n = model.variableCount;
  const inInteger = new Set(model.integers.flatMap((variable) => variable.literals));
  const bools: number[] = [];
  for (let variable = 1; variable <= n; variable++) if (!inInteger.has(variable)) bools.push(variable);
  const assignment: boolean[] = new Array<boolean>(n + 1).fill(false);
  const value: Value = (literal) => (literal > 0 ? assignment[literal]! : !assignment[-literal]!);
  const solutions: boolean[][] = [];
  const visitIntegers = (index: number): void => {
    if (index === model.integers.length) return visitBools(0);
    for (const literal of model.integers[index]!.literals) {
      assignment[literal] = true;
      visitIntegers(index + 1);
      assignment[literal] = false;
    }
  };
  const visitBools = (index: number): void => {
    if (index === bools.length) {
      const ok =
        model.constraints.every((constraint) => holds(constraint, value)) && model.lazyChecks.every((check) => check(value).length === 0);
      if (ok) solutions.push(assignment.slice(1));
      return;
    }
    for (const truth of [false, true]) {
      assignment[bools[index]!] = truth;
      visitBools(index + 1);
    }
    assignment[bools[index]!] = false;
  };
  visitIntegers(0);
  return solutions;
}

/** A small random model (at most a few thousand assignments) with a mix of every constraint kind. */
export function randomModel(random: Random, options: { lazy?: boolean } = {}): Model {
  const model = new Model();
  const integers: IntegerVariable[] = [];
  const integerCount = random.below(4);
  for (let index = 0; index < integerCount; index++) {
    const size = 2 + random.below(3);
    const start = random.below(4) - 1;
    // Some domains have gaps or negative values, to test domains that are not 1..n.
    const step = random.below(4) === 0 ? 2 : 1;
    integers.push(model.integer(`r${index + 1}c1`, Array.from({ length: size }, (_, k) => start + k * step)));
  }
  const bools = Array.from({ length: 2 + random.below(5) }, (_, index) => model.bool(index % 2 === 0 ? `r2c${index + 1}` : `shade ${index}`));
  const literals = [...bools, ...integers.flatMap((variable) => variable.literals)];
  const someLiterals = (count: number): Literal[] =>
    random.shuffle(literals).slice(0, count).map((literal) => (random.below(3) === 0 ? -literal : literal));
  const comparison = (): '<=' | '>=' | '=' => random.pick(['<=', '>=', '='] as const);
  const constraintCount = 1 + random.below(5);
  for (let k = 0; k < constraintCount; k++) {
    const kinds = ['clause', 'count', 'countWhen', 'linear', 'connected', 'acyclic', 'area', 'exactlyOne', 'sightline', 'different', 'countIn', 'table', 'runs', 'cover', ...(integers.length >= 2 ? ['distinct', 'less', 'difference', 'visible', 'distinctSum'] : []), ...(integers.length > 0 ? ['equals'] : [])];
    const kind = random.pick(kinds);
    const pair = () => random.shuffle(integers).slice(0, 2) as [IntegerVariable, IntegerVariable];
    switch (kind) {
      case 'clause':
        model.clause(someLiterals(1 + random.below(3)));
        break;
      case 'count': {
        const chosen = someLiterals(2 + random.below(4));
        model.count(chosen, comparison(), random.below(chosen.length + 1));
        break;
      }
      case 'countWhen': {
        // Now and then a bound past the literals: a count that cannot hold, so its condition fails.
        const [condition, ...chosen] = someLiterals(3 + random.below(4));
        model.countWhen(condition!, chosen, comparison(), random.below(chosen.length + 2));
        break;
      }
      case 'exactlyOne':
        model.exactlyOne(random.shuffle(bools).slice(0, 2 + random.below(Math.max(1, bools.length - 1))));
        break;
      case 'linear': {
        const chosen = someLiterals(2 + random.below(3)).map((literal) => ({ literal, weight: 1 + random.below(4) }));
        const total = chosen.reduce((sum, term) => sum + term.weight, 0);
        model.linear(chosen, comparison(), random.below(total + 1));
        break;
      }
      case 'connected': {
        const nodes = someLiterals(3 + random.below(3));
        const edges: [number, number][] = [];
        for (let index = 1; index < nodes.length; index++) edges.push([random.below(index), index]);
        if (random.below(2) === 0) edges.push([0, nodes.length - 1]);
        // Drop one link now and then, so that some node sets cannot connect.
        if (random.below(3) === 0) edges.splice(random.below(edges.length), 1);
        model.connected(nodes, edges);
        break;
      }
      case 'acyclic': {
        // A few points joined by lines that hold now and then: cycles, parallel lines, trees.
        const points = 3 + random.below(2);
        const lines = someLiterals(3 + random.below(3));
        model.acyclic(
          lines.map((literal) => {
            const a = random.below(points);
            return { literal, ends: [a, (a + 1 + random.below(points - 1)) % points] as const };
          }),
        );
        break;
      }
      case 'area': {
        const nodes = someLiterals(3 + random.below(3));
        const edges: [number, number][] = [];
        for (let index = 1; index < nodes.length; index++) edges.push([random.below(index), index]);
        if (random.below(2) === 0) edges.push([0, nodes.length - 1]);
        model.area(nodes, edges, { root: random.below(nodes.length), size: 1 + random.below(nodes.length) });
        break;
      }
      case 'sightline': {
        const rays = Array.from({ length: 1 + random.below(4) }, () => someLiterals(random.below(4)));
        const base = random.below(2);
        const longest = rays.reduce((total, ray) => total + ray.length, base);
        model.sightline(rays, comparison(), random.below(longest + 2), { base });
        break;
      }
      case 'runs': {
        // A line of up to six literals and up to three blocks, which may not fit.
        const line = someLiterals(1 + random.below(Math.min(6, literals.length)));
        model.runs(line, Array.from({ length: random.below(4) }, () => 1 + random.below(3)));
        break;
      }
      case 'cover': {
        // A few items and pieces over them: some items covered twice, some never, some pieces empty.
        const items = 1 + random.below(4);
        const pieces = someLiterals(2 + random.below(3)).map((literal) => ({
          literal,
          items: Array.from({ length: items }, (_, item) => item).filter(() => random.below(2) === 0),
        }));
        model.cover(items, pieces);
        break;
      }
      case 'countIn': {
        const chosen = someLiterals(1 + random.below(4));
        model.countIn(chosen, Array.from({ length: chosen.length + 1 }, (_, value) => value).filter(() => random.below(2) === 0));
        break;
      }
      case 'table': {
        // Some of the 2^n rows of a few literals (none now and then: nothing allowed).
        const chosen = someLiterals(1 + random.below(4));
        const every = Array.from({ length: 2 ** chosen.length }, (_, bits) => chosen.map((_, position) => ((bits >> position) & 1) === 1));
        model.table(chosen, every.filter(() => random.below(3) === 0));
        break;
      }
      case 'different': {
        const length = 1 + random.below(3);
        model.different(someLiterals(length), someLiterals(length));
        break;
      }
      case 'distinct':
        model.distinct(random.shuffle(integers).slice(0, 2 + random.below(integers.length - 1)));
        break;
      case 'less': {
        const [left, right] = pair();
        model.less(left, right);
        break;
      }
      case 'difference': {
        const [left, right] = pair();
        model.difference(left, right, random.below(3), random.below(2) === 0);
        break;
      }
      case 'visible': {
        const line = random.shuffle(integers).slice(0, 2 + random.below(integers.length - 1));
        model.visible(line, comparison(), random.below(line.length + 2));
        break;
      }
      case 'distinctSum': {
        // A total that some choice of values makes, or now and then one that none does.
        const run = random.shuffle(integers).slice(0, 1 + random.below(integers.length));
        const reachable = run.reduce((sum, variable) => sum + random.pick(variable.values), 0);
        model.distinctSum(run, reachable + (random.below(4) === 0 ? random.below(3) - 1 : 0));
        break;
      }
      case 'equals': {
        const variable = random.pick(integers);
        model.equals(variable, random.below(4) === 0 ? 99 : random.pick(variable.values));
        break;
      }
    }
  }
  if (random.below(2) === 0) {
    // Many clauses of one shape, as genres write them (no two neighbours both shaded, ...).
    const shape = random.below(integers.length > 0 ? 3 : 2);
    for (let k = 0; k < 5; k++) {
      const [first, second] = random.shuffle(bools);
      if (shape === 0) model.clause([-first!, -second!]);
      else if (shape === 1) model.clause([-first!, second!]);
      else model.clause([first!, random.pick(random.pick(integers).literals)]);
    }
  }
  if (options.lazy) {
    // A rule with no static form: the first two yes/no variables are not both true.
    const [first, second] = bools;
    model.lazy((value) => (value(first!) && value(second!) ? [[-first!, -second!]] : []));
  }
  return model;
}

/**
 * A model of a division only: a few nodes (a path, a cycle or a small grid) with links that may hold or fail, some
 * nodes with a size integer over a few values (some domains missing the sizes a region can have), now and then a
 * link that must fail or two sizes that must differ (Fillomino's rule), and now and then pairs kept together when their
 * literal holds (Double Choco's partners), so that every backend's lowering meets divisions that fit, fit in several
 * ways and cannot fit.
 */
export function randomDivisionModel(random: Random): Model {
  const model = new Model();
  const nodes = 3 + random.below(3);
  const pairs: [number, number][] = [];
  for (let node = 1; node < nodes; node++) pairs.push([random.below(node), node]);
  for (let extra = random.below(3); extra > 0; extra--) {
    const a = random.below(nodes);
    const b = random.below(nodes);
    if (a !== b && !pairs.some(([x, y]) => (x === a && y === b) || (x === b && y === a))) pairs.push([a, b]);
  }
  const links = pairs.map(([a, b]) => ({ literal: model.bool(`r${a + 1}c${b + 1} joined`), ends: [a, b] as const }));
  const sizes = Array.from({ length: nodes }, (_, node) => {
    if (random.below(3) === 0) return null;
    const first = 1 + random.below(2);
    return model.integer(`r1c${node + 1}`, Array.from({ length: 1 + random.below(3) }, (_, k) => first + k));
  });
  const together = Array.from({ length: random.below(3) }, (_, index) => {
    const a = random.below(nodes);
    return { literal: model.bool(`r${index + 1}c1 together`), ends: [a, (a + 1 + random.below(nodes - 1)) % nodes] as const };
  });
  model.division(nodes, links, { sizes, together });
  if (random.below(2) === 0) model.clause([-random.pick(links).literal]);
  return model;
}

/**
 * A model of runs only: a few lines over up to seven yes/no variables (some crossing, some negated), each with up to
 * three blocks, so that every backend's lowering of runs meets lines that fit, fit tightly and cannot fit.
 */
export function randomRunsModel(random: Random): Model {
  const model = new Model();
  const bools = Array.from({ length: 4 + random.below(4) }, (_, index) => model.bool(`r1c${index + 1}`));
  const lineCount = 1 + random.below(3);
  for (let k = 0; k < lineCount; k++) {
    const line = random.shuffle(bools).slice(0, 2 + random.below(bools.length - 1)).map((literal) => (random.below(5) === 0 ? -literal : literal));
    model.runs(line, Array.from({ length: random.below(4) }, () => 1 + random.below(3)));
  }
  return model;
}

/**
 * A model of straight segments only: one to three points, each with one or two axes of short sides over up to seven
 * yes/no variables (sides shared between points, some negated, some empty) and one to three lengths, so that every
 * backend's lowering meets segments that fit, that must stay undrawn and that cannot agree.
 */
export function randomSegmentsModel(random: Random): Model {
  const model = new Model();
  const bools = Array.from({ length: 4 + random.below(4) }, (_, index) => model.bool(`r1c${index + 1}`));
  const side = () => random.shuffle(bools).slice(0, random.below(4)).map((literal) => (random.below(6) === 0 ? -literal : literal));
  const points = 1 + random.below(3);
  for (let k = 0; k < points; k++) {
    const axes = Array.from({ length: 1 + random.below(2) }, () => [side(), side()] as const);
    model.segments(axes, Array.from({ length: 1 + random.below(3) }, () => 1 + random.below(4)));
  }
  return model;
}

/**
 * A model made only of sums of different values, as Kakuro's crossing runs are: a few digits 1..5 (some with a
 * narrower domain), and runs over them whose totals some choice of values makes, or now and then none does.
 */
export function randomSumsModel(random: Random): Model {
  const model = new Model();
  const integers = Array.from({ length: 3 + random.below(3) }, (_, index) => {
    const smallest = 1 + random.below(2);
    return model.integer(`r1c${index + 1}`, Array.from({ length: 3 + random.below(3 - smallest + 1) }, (_, k) => smallest + k));
  });
  const runCount = 1 + random.below(3);
  for (let k = 0; k < runCount; k++) {
    const run = random.shuffle(integers).slice(0, 1 + random.below(integers.length));
    const reachable = run.reduce((sum, variable) => sum + random.pick(variable.values), 0);
    model.distinctSum(run, reachable + (random.below(3) === 0 ? random.below(3) - 1 : 0));
  }
  return model;
}

/**
 * A model of value tables only, as Keen's cages are: a few small integers (some domains with gaps), and groups over
 * them that allow some of their value rows (now and then a row with a value outside a domain, or none at all).
 */
export function randomTuplesModel(random: Random): Model {
  const model = new Model();
  const integers = Array.from({ length: 2 + random.below(3) }, (_, index) => {
    const step = random.below(4) === 0 ? 2 : 1;
    return model.integer(`r1c${index + 1}`, Array.from({ length: 2 + random.below(3) }, (_, k) => 1 + k * step));
  });
  const groupCount = 1 + random.below(3);
  for (let k = 0; k < groupCount; k++) {
    const group = random.shuffle(integers).slice(0, 1 + random.below(integers.length));
    const rows = Array.from({ length: random.below(6) }, () => group.map((variable) => (random.below(8) === 0 ? 9 : random.pick(variable.values))));
    model.tuples(group, rows);
  }
  if (random.below(2) === 0) model.distinct(integers.slice(0, 2));
  return model;
}

/**
 * A model of conditional counts only (Yajisan-Kazusan's arrows): a row of cells, each of a few of them counting the
 * cells after it while it is false, some bounds out of reach so that their cell must be true.
 */
export function randomConditionalCountModel(random: Random): Model {
  const model = new Model();
  const cells = Array.from({ length: 4 + random.below(5) }, (_, index) => model.bool(`r1c${index + 1}`));
  const countCount = 1 + random.below(4);
  for (let k = 0; k < countCount; k++) {
    const at = random.below(cells.length - 1);
    const after = cells.slice(at + 1);
    model.countWhen(-cells[at]!, after, random.pick(['<=', '>=', '='] as const), random.below(after.length + 2));
  }
  // Now and then two cells side by side are not both true, as shaded cells never touch.
  if (random.below(2) === 0) model.atMostOne(random.pick([cells.slice(0, 2), cells.slice(-2)]));
  return model;
}
