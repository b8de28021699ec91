import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import type { Cell } from '../../core/geometry.js';
import type { ClueLabel } from '../../core/model.js';
import { count as countModel } from '../../core/engine.js';
import { rate as rateModel } from '../../core/rating.js';
import { SatProblem } from '../../core/sat.js';
import { minisat } from '../../solvers/minisat.js';
import type { Hint } from '../../index.js';
import { check, count, defaultBackend, explain, facts, hint, parsePuzzle, rate, solve, writePuzzle } from '../../index.js';
import { localFixture, runCli } from '../../../test/helpers.js';
import { collection } from './collection.js';
import { generateSatogaeri, satogaeriScale } from './generate.js';
import { buildModel } from './model.js';
import type { SatogaeriAnswer, SatogaeriPuzzle } from './index.js';
import { satogaeri, thesisExample } from './index.js';

interface JsonMove {
  from: [number, number];
  to: [number, number];
}

interface Fixture {
  name: string;
  url: string;
  status: string;
  solution: JsonMove[];
}

const example = 'https://puzz.link/p?satogaeri/4/4/94g1g02m1h.j';

/** The moves of an answer that go somewhere, as the fixtures list them. */
function movesThatMove(answer: unknown): JsonMove[] {
  return (satogaeri.answerToJson(answer as never) as JsonMove[]).filter((move) => move.from[0] !== move.to[0] || move.from[1] !== move.to[1]);
}

function codes(text: string, answer: unknown): string[] {
  return check(parsePuzzle(text, { genre: 'satogaeri' }), answer).map((violation) => violation.code);
}

describe('satogaeri', () => {
  it('solves the puzz.link example to its published answer, uniquely, and writes the same URL', async () => {
    const loaded = parsePuzzle(example);
    assert.equal(loaded.genre.id, 'satogaeri');
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    assert.deepEqual(movesThatMove(result.answer), [
      { from: [0, 0], to: [0, 2] },
      { from: [2, 0], to: [1, 0] },
      { from: [2, 3], to: [2, 1] },
    ]);
    assert.equal(writePuzzle(loaded), example);
    const puzzle = loaded.puzzle as SatogaeriPuzzle;
    assert.deepEqual(puzzle.circles, [
      { row: 0, column: 0, number: 2 },
      { row: 2, column: 0, number: 1 },
      { row: 2, column: 3, number: null },
    ]);
    for (const alias of ['https://puzz.link/p?sato/4/4/94g1g02m1h.j', 'http://pzv.jp/p.html?satogaeri_edit/4/4/94g1g02m1h.j', 'puzz.link/p?satogaeri/4/4/94g1g02m1h.j/']) {
      assert.deepEqual(parsePuzzle(alias).puzzle, puzzle, alias);
    }
  });

  it("solves the seed thesis's 3×3 example (section 4, appendix A) to the thesis's answer", async () => {
    const loaded = parsePuzzle(thesisExample);
    const puzzle = loaded.puzzle as SatogaeriPuzzle;
    // Countries {(1,1),(1,2),(1,3),(2,3)}, {(2,1),(3,1)}, {(2,2),(3,2),(3,3)}, 1-based.
    assert.deepEqual(puzzle.countries, [
      [0, 0, 0],
      [1, 2, 0],
      [1, 2, 2],
    ]);
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    // The blank circle goes down to f2-1, the 0 stays in f1-3, the 2 moves right to f3-3.
    assert.deepEqual(satogaeri.answerToJson(result.answer as never), [
      { from: [0, 0], to: [1, 0] },
      { from: [0, 2], to: [0, 2] },
      { from: [2, 0], to: [2, 2] },
    ]);
  });

  it('agrees with every outside puzzle (people-made and thesis-generated, 4×4 to 36×20)', async () => {
    const fixtures = [...localFixture<Fixture>('satogaeri-real.jsonl'), ...localFixture<Fixture>('satogaeri-thesis-generator.jsonl')];
    assert.equal(fixtures.length, 41);
    for (const fixture of fixtures) {
      const loaded = parsePuzzle(fixture.url);
      assert.deepEqual(check(loaded, fixture.solution), [], `the rule checker accepts the published answer of ${fixture.name}`);
      const result = await solve(loaded);
      assert.equal(result.status, fixture.status, fixture.name);
      assert.deepEqual(movesThatMove(result.answer), fixture.solution, fixture.name);
      assert.deepEqual(satogaeri.check(loaded.puzzle as SatogaeriPuzzle, result.answer as SatogaeriAnswer), [], fixture.name);
      // puzz.link ends a body that ends in '.' with a slash.
      assert.equal(writePuzzle(loaded), fixture.url.replace(/\/$/, '').replace(/\.$/, './'), `URL round trip of ${fixture.name}`);
      for (const format of ['pzl', 'json']) {
        assert.deepEqual(parsePuzzle(writePuzzle(loaded, format)).puzzle, loaded.puzzle, `${format} round trip of ${fixture.name}`);
      }
    }
  });

  it('reports several solutions with a second, different answer, counts them, and gives the facts', async () => {
    const loaded = parsePuzzle('countries\nA A A\nB B B\ncircles\no . .\n. 1 .\n');
    const result = await solve(loaded);
    assert.equal(result.status, 'multiple');
    assert.notDeepEqual(result.answer, result.secondAnswer);
    assert.deepEqual(check(loaded, satogaeri.answerToJson(result.secondAnswer as never)), []);
    // The 1 goes up (then the blank goes down), or left or right (then the blank stays or moves one or two cells).
    const counted = await count(loaded, 100);
    assert.equal(counted.count, 7);
    assert.ok(counted.exact);
    const known = await facts(loaded);
    assert.deepEqual(satogaeri.partialToJson(known.facts as never), [
      { from: [0, 0], to: null },
      { from: [1, 1], to: null },
    ]);
  });

  it('reports puzzles without a solution as unsolvable', async () => {
    // One circle for two countries; a 1 with nowhere to go; a blank that would have to pass over a 0.
    for (const text of ['countries\nA B\ncircles\n1 .\n', 'countries\nA\nB\ncircles\n2\n.\n', 'countries\nA A B\ncircles\no 0 .\n']) {
      assert.equal((await solve(parsePuzzle(text))).status, 'unsolvable', text);
    }
  });

  it('follows the puzz.link checker on the edge cases of the rules', async () => {
    // A numbered circle moves exactly its number: left in place, it is wrong.
    const one = 'countries\nA A B\ncircles\n1 . o\n';
    assert.equal((await count(parsePuzzle(one), 10)).count, 1);
    assert.deepEqual(codes(one, [{ from: [0, 0], to: [0, 1] }]), [], 'a blank circle may stay');
    assert.ok(codes(one, [{ from: [0, 0], to: [0, 0] }]).includes('wrong-distance'));
    // A 0 never moves.
    const zero = 'countries\nA B\ncircles\n0 o\n';
    assert.equal((await count(parsePuzzle(zero), 10)).count, 1);
    assert.ok(codes(zero, [{ from: [0, 0], to: [0, 1] }]).includes('wrong-distance'));
    // Tracks never share a cell, start cells included: the blank may not move into the cell the 1 left.
    const start = 'countries\nA B B\ncircles\n. 1 o\n';
    assert.equal((await count(parsePuzzle(start), 10)).count, 1);
    assert.deepEqual(codes(start, [{ from: [0, 1], to: [0, 0] }, { from: [0, 2], to: [0, 1] }]), ['over-circle']);
    // No circle passes over another.
    assert.deepEqual(codes('countries\nA A B\ncircles\no 0 .\n', [{ from: [0, 0], to: [0, 2] }]), ['over-circle']);
  });

  it('names every broken rule with its cells', () => {
    const board = 'countries\nA A B\nC D B\nC D D\ncircles\n. o .\no . .\n. . 2\n';
    const bent = check(parsePuzzle(board), [{ from: [0, 1], to: [1, 2] }]);
    assert.deepEqual(bent[0], {
      code: 'bent-move',
      message: 'the circle at r1c2 does not move in a straight line to r2c3',
      cells: [
        { row: 0, column: 1 },
        { row: 1, column: 2 },
      ],
    });
    // The two blank circles cross at r2c2.
    const crossing = check(parsePuzzle(board), [
      { from: [0, 1], to: [2, 1] },
      { from: [1, 0], to: [1, 2] },
      { from: [2, 2], to: [0, 2] },
    ]);
    const crossed = crossing.find((violation) => violation.code === 'crossing-tracks');
    assert.deepEqual(crossed?.cells, [{ row: 1, column: 1 }]);
    const stays = check(parsePuzzle(board), []);
    assert.deepEqual(
      stays.map((violation) => violation.code),
      ['wrong-distance', 'empty-country'],
    );
    assert.deepEqual(stays.find((violation) => violation.code === 'empty-country')?.cells, [
      { row: 0, column: 2 },
      { row: 1, column: 2 },
    ]);
    // The blank joins the 2, which stays: two circles in one country.
    const crowded = check(parsePuzzle(board), [{ from: [1, 0], to: [1, 1] }]);
    assert.deepEqual(crowded.find((violation) => violation.code === 'two-circles')?.cells, [
      { row: 1, column: 1 },
      { row: 2, column: 2 },
    ]);
    assert.deepEqual(codes(board, [{ from: [2, 2], to: [2, 4] }]).slice(0, 1), ['off-board']);
  });

  it('refuses malformed puzzles and answers with the place of the problem', () => {
    const cases: [string, RegExp][] = [
      ['https://puzz.link/p?satogaeri/4/4/94g1g02m!h.j', /unexpected character '!' in the cell list/],
      ['https://puzz.link/p?satogaeri/4/4/94', /URL body, column 1: the borders of a 4×4 grid take 6 characters, but only 2 are left/],
      ['https://puzz.link/p?satogaeri/4/4/9wg1g02m1h.j', /URL body, column 2: unexpected character 'w' in the borders/],
      ['https://puzz.link/p?satogaeri/4/x/94g1g0', /row count 'x'/],
      ['https://puzz.link/p?satogaeri/99/99/', /larger than/],
      ['countries\nA A A\nB B\ncircles\n. . .\n. . .\n', /line 3: this row has 2 cells/],
      ['countries\nA B A\ncircles\n. . .\n', /country 'A' is split/],
      ['countries\nA B\ncircles\n. x\n', /line 4, column 3: 'x' is not a circle/],
      ['countries\nA B\ncircles\n. .\n. .\n', /circles grid has 2 rows, the countries grid 1/],
      ['countries\nA-B\ncircles\n.\n', /'A-B' is not a country label/],
      ['{"genre": "satogaeri", "rows": 2}', /"rows" and "columns" must be whole numbers/],
      ['{"genre": "satogaeri", ', /not valid JSON/],
      ['{"genre": "satogaeri", "rows": 1, "columns": 2, "countries": [[0, 1]], "circles": [{"row": 0, "column": 5, "number": 1}]}', /outside the 2×1 grid/],
    ];
    for (const [text, pattern] of cases) {
      assert.throws(
        () => parsePuzzle(text, { genre: 'satogaeri' }),
        (error: unknown) => error instanceof InputError && pattern.test(error.describe()),
        text,
      );
    }
    const loaded = parsePuzzle(example);
    const answers: [unknown, RegExp][] = [
      [{ from: [0, 0] }, /list of moves/],
      [[{ from: [1, 1], to: [1, 2] }], /no circle/],
      [[{ from: [0, 0], to: [0, 2] }, { from: [0, 0], to: [0, 1] }], /moves twice/],
      [[{ from: [0, 0], to: 'left' }], /"to" of move 1 must be a cell/],
    ];
    for (const [answer, pattern] of answers) {
      assert.throws(
        () => check(loaded, answer),
        (error: unknown) => error instanceof InputError && pattern.test(error.describe()),
        JSON.stringify(answer),
      );
    }
  });

  it('writes every format it reads, with labels for more than 52 countries', () => {
    const large = parsePuzzle(localFixture<Fixture>('satogaeri-real.jsonl')[0]!.url);
    const pzl = writePuzzle(large, 'pzl');
    assert.match(pzl, /^countries$/m);
    assert.match(pzl.split('\n')[2]!, /^AA AA AA AB/);
    for (const format of satogaeri.formats) {
      assert.deepEqual(format.parse(format.write!(large.puzzle as SatogaeriPuzzle)), large.puzzle, format.id);
    }
  });
});

describe('satogaeri generator', () => {
  it('makes unique puzzles across sizes and levels, each proved again from its URL', async () => {
    const requests = [
      { columns: 5, rows: 5, difficulty: undefined },
      { columns: 6, rows: 6, difficulty: 'easy' },
      { columns: 8, rows: 6, difficulty: 'medium' },
      { columns: 10, rows: 10, difficulty: 'easy' },
      { columns: 10, rows: 10, difficulty: 'medium' },
      { columns: 12, rows: 9, difficulty: undefined },
      { columns: 15, rows: 15, difficulty: undefined },
    ] as const;
    for (const [index, request] of requests.entries()) {
      const generated = await generateSatogaeri({ ...request, seed: `test-${index}`, options: { 'country-size': '0.6' }, backend: defaultBackend });
      const label = `${request.columns}x${request.rows} ${request.difficulty ?? 'any'}`;
      assert.deepEqual(satogaeri.check(generated.puzzle, generated.solution), [], `${label}: the intended solution follows the rules`);
      // A separately built model from the written URL.
      const loaded = parsePuzzle(writePuzzle({ genre: satogaeri, puzzle: generated.puzzle, format: 'url' }));
      assert.equal((await count(loaded, 2)).count, 1, `${label} is unique`);
      if (request.difficulty) assert.equal((await rate(loaded)).rating.level, request.difficulty, label);
      assert.ok(generated.puzzle.circles.length > 0);
    }
  });

  it('makes a hard puzzle when asked, with numbers removed', async () => {
    const generated = await generateSatogaeri({ rows: 9, columns: 9, difficulty: 'hard', seed: 'hard-test', options: { 'country-size': '0.5' }, backend: defaultBackend });
    assert.equal(generated.rating.level, 'hard');
    assert.ok(generated.puzzle.circles.some((circle) => circle.number === null));
    const loaded = parsePuzzle(writePuzzle({ genre: satogaeri, puzzle: generated.puzzle, format: 'url' }));
    assert.equal((await count(loaded, 2)).count, 1);
  });

  it('makes an expert puzzle at the default size, which rates expert again from its URL', async () => {
    const { rows, columns } = satogaeri.generator!.defaultSize;
    const puzzle = await satogaeri.generator!.generate({ rows, columns, difficulty: 'expert', seed: 'expert-2', options: {}, backend: defaultBackend });
    const loaded = parsePuzzle(writePuzzle({ genre: satogaeri, puzzle, format: 'url' }));
    assert.equal((await count(loaded, 2)).count, 1);
    assert.equal((await rate(loaded)).rating.level, 'expert');
  });

  it('is reproducible: the same seed gives the same puzzle', async () => {
    const request = { rows: 7, columns: 7, difficulty: 'medium' as const, seed: 'again', options: { 'country-size': '0.7' }, backend: defaultBackend };
    const first = await satogaeri.generator!.generate(request);
    const second = await satogaeri.generator!.generate(request);
    assert.deepEqual(first, second);
  });

  it('refuses a country size outside 0..1', async () => {
    await assert.rejects(
      generateSatogaeri({ rows: 5, columns: 5, seed: 's', options: { 'country-size': '1.5' }, backend: defaultBackend }),
      (error: unknown) => error instanceof InputError && /country size must be a number from 0 to 1/.test(error.message),
    );
  });

  it('says what it looks for in good English', async () => {
    const messages: string[] = [];
    await generateSatogaeri({ rows: 5, columns: 5, difficulty: 'easy', seed: 'words', options: {}, backend: defaultBackend, onProgress: ({ message }) => messages.push(message) });
    assert.ok(messages.includes('looking for an easy puzzle'), messages.join(' | '));
  });

  it('writes generated puzzles from the command line', async () => {
    const result = await runCli(['generate', 'satogaeri', '--size', '6x5', '--seed', 'cli', '--count', '2', '--country-size', '0.6']);
    assert.equal(result.status, 0, result.stderr);
    const urls = result.stdout.trim().split('\n');
    assert.equal(urls.length, 2);
    for (const url of urls) assert.match(url, /^https:\/\/puzz\.link\/p\?satogaeri\/6\/5\//);
    const bad = await runCli(['generate', 'satogaeri', '--country-size', 'big']);
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /country-size/);
  });
});

describe('satogaeri hints and explanations', () => {
  type Cited = { clues: readonly ClueLabel[]; placed: readonly { cell: Cell; value: unknown }[] };

  /** The puzzle's model with a selector per clue, to ask what a set of clues (and placed moves) forces. */
  function clueSolver(puzzle: SatogaeriPuzzle) {
    const { model, moves } = buildModel(puzzle, { clues: true });
    const problem = new SatProblem(model, minisat, { clueSelectors: true, longLived: true });
    const selectorOf = new Map(model.clues.map((clue, index) => [clue.label.id, problem.cnf.clueSelectors![index]!]));
    /** The literal of "the circle starting at `from` ends at `to`". */
    const moveLiteral = (from: Cell, to: unknown) => {
      const circle = puzzle.circles.findIndex((candidate) => candidate.row === from.row && candidate.column === from.column);
      const [row, column] = to as [number, number];
      const found = moves[circle]?.find((variable) => variable.move.to.row === row && variable.move.to.column === column);
      assert.ok(found, `a move from r${from.row + 1}c${from.column + 1} to ${JSON.stringify(to)}`);
      return found.literal;
    };
    const assumptions = (reason: Cited) => [
      ...reason.clues.map((clue) => selectorOf.get(clue.id)!),
      ...reason.placed.map((entry) => moveLiteral(entry.cell, entry.value)),
    ];
    return { problem, moveLiteral, assumptions };
  }

  const without = (reason: Cited, index: number): Cited => ({
    clues: reason.clues.filter((_, k) => k !== index),
    placed: reason.placed.filter((_, k) => k + reason.clues.length !== index),
  });

  /** The hint follows from its reason (the opposite move is unsatisfiable with it) and from no smaller part of it. */
  function assertTrueAndMinimal(puzzle: SatogaeriPuzzle, found: Hint): void {
    const solver = clueSolver(puzzle);
    try {
      const literal = solver.moveLiteral(found.cell, found.value);
      const follows = (reason: Cited) => !solver.problem.solve([...solver.assumptions(reason), -literal]);
      assert.ok(follows(found.reason), 'the reason forces the move');
      // An empty reason is the rules alone (a country only one move can reach).
      const size = found.reason.clues.length + found.reason.placed.length;
      for (let index = 0; index < size; index++) assert.ok(!follows(without(found.reason, index)), `the reason without item ${index + 1} does not`);
    } finally {
      solver.problem.dispose();
    }
  }

  /** Destinations by start cell, from a published or computed answer. */
  function destinations(puzzle: SatogaeriPuzzle, moves: readonly JsonMove[]): Map<string, [number, number]> {
    const result = new Map<string, [number, number]>(puzzle.circles.map((circle) => [`${circle.row},${circle.column}`, [circle.row, circle.column]]));
    for (const move of moves) result.set(`${move.from[0]},${move.from[1]}`, move.to);
    return result;
  }

  const outside = [...localFixture<Fixture>('satogaeri-real.jsonl'), ...localFixture<Fixture>('satogaeri-thesis-generator.jsonl')];
  const hinted = [
    ...outside.filter((fixture) => fixture.status === 'unique').filter((_, k) => k % 4 === 0),
    ...collection.filter((_, k) => k % 6 === 0).map((entry) => ({ name: entry.id, url: entry.puzzle, solution: undefined })),
  ];

  it('hints a move of the published answer, forced by a minimal set of circles and numbers', async () => {
    assert.ok(hinted.length >= 12);
    for (const { name, url, solution } of hinted) {
      const loaded = parsePuzzle(url);
      const puzzle = loaded.puzzle as SatogaeriPuzzle;
      const answer = solution ?? movesThatMove((await solve(loaded)).answer);
      const result = hint(loaded);
      assert.equal(result.kind, 'hint', name);
      if (result.kind !== 'hint') continue;
      assert.deepEqual(result.hint.value, destinations(puzzle, answer).get(`${result.hint.cell.row},${result.hint.cell.column}`), name);
      assert.ok(result.hint.reason.clues.every((clue) => /^(circle|number) r\d+c\d+$/.test(clue.id)), name);
      assertTrueAndMinimal(puzzle, result.hint);
    }
  });

  it('hints from a partial answer (a list of moves), never a circle already placed, with placed moves in its reason', () => {
    for (const fixture of outside.filter((entry) => entry.status === 'unique').slice(0, 6)) {
      const loaded = parsePuzzle(fixture.url);
      const puzzle = loaded.puzzle as SatogaeriPuzzle;
      const published = destinations(puzzle, fixture.solution);
      // Every other circle placed where the published answer puts it.
      const state = puzzle.circles
        .filter((_, k) => k % 2 === 0)
        .map((circle) => ({ from: [circle.row, circle.column], to: published.get(`${circle.row},${circle.column}`)! }));
      const result = hint(loaded, { state });
      assert.equal(result.kind, 'hint', fixture.name);
      if (result.kind !== 'hint') continue;
      const { cell } = result.hint;
      assert.ok(!state.some((move) => move.from[0] === cell.row && move.from[1] === cell.column), 'not a placed circle');
      assert.deepEqual(result.hint.value, published.get(`${cell.row},${cell.column}`), fixture.name);
      assertTrueAndMinimal(puzzle, result.hint);
    }
    // A placed move that no solution makes is named as a mistake, with the clues it conflicts with.
    const loaded = parsePuzzle(example);
    const mistake = hint(loaded, { state: [{ from: [2, 3], to: [2, 2] }] });
    assert.equal(mistake.kind, 'mistake');
    if (mistake.kind !== 'mistake') return;
    assert.deepEqual(mistake.reason.placed, [{ cell: { row: 2, column: 3 }, value: [2, 2] }]);
    assert.ok(mistake.reason.clues.length > 0);
  });

  it('explains an unsolvable puzzle by a minimal set of circles and numbers', async () => {
    // An outside puzzle with one number raised until it has no solution.
    const fixture = outside.find((entry) => entry.name === outside[0]!.name)!;
    const original = parsePuzzle(fixture.url).puzzle as SatogaeriPuzzle;
    let broken: SatogaeriPuzzle | undefined;
    for (let k = 0; k < original.circles.length && !broken; k++) {
      const circle = original.circles[k]!;
      if (circle.number === null || circle.number === 0) continue;
      const candidate = { ...original, circles: original.circles.map((other, j) => (j === k ? { ...other, number: other.number! + 1 } : other)) };
      if ((await solve({ genre: satogaeri, puzzle: candidate, format: 'url' })).status === 'unsolvable') broken = candidate;
    }
    assert.ok(broken, 'some raised number leaves no solution');
    const loaded = { genre: satogaeri, puzzle: broken, format: 'url' };
    const result = explain(loaded);
    assert.equal(result.kind, 'unsolvable');
    if (result.kind !== 'unsolvable') return;
    assert.ok(result.labelled && result.clues.length > 0);
    const solver = clueSolver(broken);
    try {
      const reason = { clues: result.clues, placed: [] };
      assert.ok(!solver.problem.solve(solver.assumptions(reason)), 'the cited clues have no solution together');
      result.clues.forEach((clue, index) => assert.ok(solver.problem.solve(solver.assumptions(without(reason, index))), `without ${clue.id} they have`));
    } finally {
      solver.problem.dispose();
    }
    // As a puzzle: every circle kept, only the cited numbers shown, it still has no solution.
    const cited = new Set(result.clues.map((clue) => clue.id));
    const onlyCited = { ...broken, circles: broken.circles.map((circle) => ({ ...circle, number: cited.has(`number r${circle.row + 1}c${circle.column + 1}`) ? circle.number : null })) };
    assert.equal((await solve({ genre: satogaeri, puzzle: onlyCited, format: 'url' })).status, 'unsolvable');
  });

  it('explains several solutions by the circles that end apart and a number that makes it unique', async () => {
    // An outside puzzle with numbers taken away, one at a time, until it has several solutions.
    const original = parsePuzzle(outside.find((entry) => entry.status === 'unique')!.url).puzzle as SatogaeriPuzzle;
    let open: SatogaeriPuzzle = original;
    for (let k = 0; k < original.circles.length; k++) {
      if (open.circles[k]!.number === null) continue;
      open = { ...open, circles: open.circles.map((circle, j) => (j === k ? { ...circle, number: null } : circle)) };
      if ((await solve({ genre: satogaeri, puzzle: open, format: 'url' })).status === 'multiple') break;
    }
    const loaded = { genre: satogaeri, puzzle: open, format: 'url' };
    const result = explain(loaded);
    assert.equal(result.kind, 'multiple');
    if (result.kind !== 'multiple') return;
    const [first, second] = result.answers as [JsonMove[], JsonMove[]];
    assert.deepEqual(check(loaded, first), []);
    assert.deepEqual(check(loaded, second), []);
    const apart = first.filter((move, k) => JSON.stringify(move.to) !== JSON.stringify(second[k]!.to)).map((move) => ({ row: move.from[0], column: move.from[1] }));
    assert.ok(apart.length > 0);
    assert.deepEqual(result.differingCells, apart);
    assert.ok(result.fix, 'a number that makes it unique');
    assert.match(result.fix.id, /^number r\d+c\d+$/);
    const { row, column } = result.fix.cells[0]!;
    const move = first.find((entry) => entry.from[0] === row && entry.from[1] === column)!;
    const distance = Math.abs(move.to[0] - row) + Math.abs(move.to[1] - column);
    assert.match(result.fix.description, new RegExp(`^the ${distance} at r${row + 1}c${column + 1}`));
    const fixed = { ...open, circles: open.circles.map((circle) => (circle.row === row && circle.column === column ? { ...circle, number: distance } : circle)) };
    assert.equal((await solve({ genre: satogaeri, puzzle: fixed, format: 'url' })).status, 'unique');
  });

  it('has, with every clue on, the solutions of the model without clues', async () => {
    for (const fixture of outside) {
      const puzzle = parsePuzzle(fixture.url).puzzle as SatogaeriPuzzle;
      // Some numbers taken away, so that many puzzles have several solutions.
      const open = { ...puzzle, circles: puzzle.circles.map((circle, k) => (k % 3 === 0 ? { ...circle, number: null } : circle)) };
      const lean = await count({ genre: satogaeri, puzzle: open, format: 'url' }, 30);
      const labelled = await countModel(buildModel(open, { clues: true }), defaultBackend, 30);
      assert.equal(labelled.count, lean.count, fixture.name);
    }
  });

  it('rates every puzzle as the model without clues does: the forbidden moves change no propagation', () => {
    for (const url of [...outside.map((fixture) => fixture.url), ...collection.map((entry) => entry.puzzle)]) {
      const puzzle = parsePuzzle(url).puzzle as SatogaeriPuzzle;
      const withClues = buildModel(puzzle, { clues: true });
      assert.ok(withClues.model.clues.length >= puzzle.circles.length);
      assert.deepEqual(rateModel(withClues, undefined, satogaeriScale), rateModel(buildModel(puzzle), undefined, satogaeriScale), url);
    }
  });

  it('prints a hint naming a circle, and an explanation naming a number, from the command line', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'pencilsat-satogaeri-'));
    const file = join(folder, 'example.pzl');
    writeFileSync(file, `countries\nA A B B\nA A B B\nC C B B\nC C B B\ncircles\n2 . . .\n. . . .\n1 . . o\n. . . .\n`);
    const result = await runCli(['hint', file]);
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /^the circle at r3c1 moves to r2c1: .*because of\n {2}the 2 at r1c1 \(it moves exactly 2 cells\)\n$/);
    const unsolvable = join(folder, 'unsolvable.pzl');
    writeFileSync(unsolvable, 'countries\nA A B\ncircles\no 0 .\n');
    const explained = await runCli(['explain', unsolvable]);
    assert.equal(explained.status, 1);
    assert.match(explained.stdout, /the 0 at r1c2 \(it stays where it is\)/);
  });
});
