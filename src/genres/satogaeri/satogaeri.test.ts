import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import { check, count, defaultBackend, facts, parsePuzzle, rate, solve, writePuzzle } from '../../index.js';
import { runCli, sharedFixture } from '../../../test/helpers.js';
import { satogaeriCollection } from './collection.js';
import { generateSatogaeri } from './generate.js';
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
    const fixtures = [...sharedFixture<Fixture>('satogaeri-real.jsonl'), ...sharedFixture<Fixture>('satogaeri-thesis-generator.jsonl')];
    assert.equal(fixtures.length, 41);
    for (const fixture of fixtures) {
      const loaded = parsePuzzle(fixture.url);
      assert.deepEqual(check(loaded, fixture.solution), [], `the rule checker accepts the published answer of ${fixture.name}`);
      const result = await solve(loaded);
      assert.equal(result.status, fixture.status, fixture.name);
      assert.deepEqual(movesThatMove(result.answer), fixture.solution, fixture.name);
      assert.deepEqual(satogaeri.check(loaded.puzzle as SatogaeriPuzzle, result.answer as SatogaeriAnswer), [], fixture.name);
      assert.equal(writePuzzle(loaded), fixture.url.replace(/\/$/, ''), `URL round trip of ${fixture.name}`);
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
      ['https://puzz.link/p?satogaeri/4/4/94g1g02m1h.j!', /column 13: unexpected text after the last cell: '!'/],
      ['https://puzz.link/p?satogaeri/4/4/94g1g02m!h.j', /unexpected character '!' in the cell list/],
      ['https://puzz.link/p?satogaeri/4/4/94', /borders of a 4×4 grid take 6 characters, but the body has only 2/],
      ['https://puzz.link/p?satogaeri/4/4/9wg1g02m1h.j', /URL body, column 2: unexpected character 'w' in the borders/],
      ['https://puzz.link/p?satogaeri/4/x/94g1g0', /row count 'x'/],
      ['https://puzz.link/p?satogaeri/99/99/', /larger than/],
      ['https://puzz.link/p?satogaeri/4/4/94g1g0zzz', /after the last cell/],
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
    const large = parsePuzzle(sharedFixture<Fixture>('satogaeri-real.jsonl')[0]!.url);
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

  it('is reproducible: the same seed gives the same puzzle', async () => {
    const request = { rows: 7, columns: 7, difficulty: 'medium' as const, seed: 'again', options: { 'country-size': '0.7' }, backend: defaultBackend };
    const first = await satogaeri.generator!.generate(request);
    const second = await satogaeri.generator!.generate(request);
    assert.deepEqual(first, second);
  });

  it('refuses a country size outside 0..1', async () => {
    await assert.rejects(
      generateSatogaeri({ rows: 5, columns: 5, seed: 's', options: { 'country-size': '1.5' }, backend: defaultBackend }),
      (error: unknown) => error instanceof InputError && /country-size must be a number from 0 to 1/.test(error.message),
    );
  });

  it('writes generated puzzles from the command line', () => {
    const result = runCli(['generate', 'satogaeri', '--size', '6x5', '--seed', 'cli', '--count', '2', '--country-size', '0.6']);
    assert.equal(result.status, 0, result.stderr);
    const urls = result.stdout.trim().split('\n');
    assert.equal(urls.length, 2);
    for (const url of urls) assert.match(url, /^https:\/\/puzz\.link\/p\?satogaeri\/6\/5\//);
    const bad = runCli(['generate', 'satogaeri', '--country-size', 'big']);
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /country-size/);
  });
});

describe('satogaeri collection', () => {
  it('holds at least ten unique puzzles per level, 6×6 to 15×15, each rated at its level', async () => {
    for (const level of ['easy', 'medium', 'hard'] as const) {
      assert.ok(satogaeriCollection.filter((entry) => entry.difficulty === level).length >= 10, level);
    }
    for (const entry of satogaeriCollection) {
      const loaded = parsePuzzle(entry.url);
      const { rows, columns } = satogaeri.size(loaded.puzzle as SatogaeriPuzzle);
      assert.ok(rows >= 6 && rows <= 15 && columns >= 6 && columns <= 15, entry.id);
      assert.equal(`${columns}x${rows}`, entry.size);
      assert.equal((await count(loaded, 2)).count, 1, `${entry.id} is unique`);
      assert.equal((await rate(loaded)).rating.level, entry.difficulty, entry.id);
    }
  });
});
