import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import { check, count, defaultBackend, facts, parsePuzzle, rate, solve, writePuzzle } from '../../index.js';
import { localFixture } from '../../../test/helpers.js';
import type { NurikabePuzzle } from './index.js';
import { nurikabe } from './index.js';
import { nurikabePlay } from './play.js';

type Rows = number[][];

const example = 'https://puzz.link/p?nurikabe/5/5/g5k2o1k3g';
const fromText = (lines: readonly string[]): Rows => lines.map((line) => [...line].map((character) => (character === '#' ? 1 : 0)));
const answerOf = (result: { answer?: unknown }): Rows => nurikabe.answerToJson(result.answer as boolean[][]) as Rows;

interface Fixture {
  readonly url: string;
  readonly source: string;
  readonly answer?: string[];
  readonly facts?: string[];
}

describe('nurikabe', () => {
  it('solves the puzz.link example to its published answer, uniquely, and writes the same URL', async () => {
    const loaded = parsePuzzle(example);
    assert.equal(loaded.genre.id, 'nurikabe');
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    assert.deepEqual(answerOf(result), fromText(['..###', '.#..#', '.####', '.#.#.', '###..']));
    assert.equal(writePuzzle(loaded), example);
    assert.deepEqual(parsePuzzle(writePuzzle(loaded, 'text')).puzzle, loaded.puzzle);
  });

  it('matches the answers of outside puzzles, 5×5 to 18×10, and the facts of one that is not unique', async () => {
    const fixtures = localFixture<Fixture>('nurikabe-puzzlink.jsonl');
    assert.equal(fixtures.length, 10);
    for (const fixture of fixtures) {
      const loaded = parsePuzzle(fixture.url);
      assert.equal(writePuzzle(loaded), fixture.url, 'URL round trip');
      if (fixture.answer) {
        const expected = fromText(fixture.answer);
        assert.deepEqual(check(loaded, expected), [], `the published answer passes the rule checker: ${fixture.url}`);
        const result = await solve(loaded);
        assert.equal(result.status, 'unique', fixture.url);
        assert.deepEqual(answerOf(result), expected, fixture.url);
      } else {
        assert.equal((await solve(loaded)).status, 'multiple');
        const known = nurikabe.partialToJson((await facts(loaded)).facts as (boolean | null)[][]);
        const expected = fixture.facts!.map((line) => [...line].map((character) => (character === '?' ? null : character === '#' ? 1 : 0)));
        assert.deepEqual(known, expected, `cspuz's decided cells: ${fixture.url}`);
      }
    }
  });

  it('settles the shaded cells\' connectivity inside the search once cuts keep coming: cspuz\'s hard 10×10 in a few dozen solver calls', async () => {
    // Cut by cut it took 281 solver calls; after 50 rounds of cuts the solver reasons about connectivity itself.
    const fixture = localFixture<Fixture>('nurikabe-puzzlink.jsonl').find((record) => record.url.includes('/10/10/zj7n7j9n7t7i7n7zj'))!;
    const loaded = parsePuzzle(fixture.url);
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    assert.deepEqual(check(loaded, answerOf(result)), []);
    assert.deepEqual(answerOf(result), fromText(fixture.answer!));
    assert.ok(result.statistics.solveCalls! <= 60, `${result.statistics.solveCalls} solver calls`);
  });

  it('reads and writes text grids with unknown numbers', async () => {
    const loaded = parsePuzzle('nurikabe\n ? . . \n . . . \n . . 1\n');
    assert.equal(loaded.format, 'text');
    assert.deepEqual((loaded.puzzle as NurikabePuzzle).clues[0]![0], { kind: 'unknown' });
    assert.equal(writePuzzle(loaded, 'text'), 'nurikabe\n? . .\n. . .\n. . 1\n');
    assert.equal(writePuzzle(loaded), 'https://puzz.link/p?nurikabe/3/3/.m1');
    // A ? island may take any size: the 1 in the corner, and shaded cells around it, leave it a few shapes.
    assert.ok((await count(loaded, 10)).count > 1);
    const wide = 'nurikabe\n12  .  .  .\n .  .  .  .\n .  .  .  .\n .  .  .  1\n';
    assert.equal(writePuzzle(parsePuzzle(wide), 'text'), wide, 'columns padded to the widest number');
  });

  it('reports several solutions, and puzzles without any', async () => {
    const open = parsePuzzle('nurikabe\n2 . .\n. . .\n. . 2\n');
    const result = await solve(open);
    assert.equal(result.status, 'multiple');
    assert.deepEqual(check(open, nurikabe.answerToJson(result.secondAnswer as boolean[][])), []);
    assert.equal((await count(open, 10)).count, 2, 'both islands go across, or both go down');
    // Two numbers side by side would share an island.
    assert.equal((await solve(parsePuzzle('nurikabe\n1 1 .\n. . .\n'))).status, 'unsolvable');
    // Four cells cannot be shaded without a 2×2 block, and the 1 leaves no room.
    assert.equal((await solve(parsePuzzle('nurikabe\n. . .\n. . .\n. . 1\n'))).status, 'unsolvable');
    // Two 2s with one cell between them: either island takes it, and the other touches it.
    assert.equal((await solve(parsePuzzle('nurikabe\n2 . 2\n'))).status, 'unsolvable');
  });

  it('finds each broken rule of a finished board, with its cells', () => {
    const loaded = parsePuzzle(example);
    const violations = (rows: string[]) => check(loaded, fromText(rows)).map(({ code, message }) => `${code}: ${message}`);
    // pzprjs's failing boards for the example, each with the first code pzprjs reports among ours.
    assert.deepEqual(violations(['.....', '.....', '##...', '##...', '.....']), [
      'shaded-2x2: a 2×2 block is all shaded',
      'island-with-two-numbers: an island holds 4 numbers',
    ]);
    assert.deepEqual(violations(['..##.', '.#..#', '.####', '.#...', '#....']), [
      'island-without-number: an island of 1 cell holds no number',
      'shaded-divided: the shaded cells fall into 3 separate areas',
      'island-with-two-numbers: an island holds 2 numbers',
    ]);
    assert.deepEqual(violations(['..###', '.#..#', '..###', '.....', '#....']), [
      'shaded-divided: the shaded cells fall into 3 separate areas',
      'island-with-two-numbers: an island holds 3 numbers',
    ]);
    assert.deepEqual(violations(['..###', '.#..#', '.####', '.#.#.', '.##..']), ['wrong-island-size: the 5 has an island of 6 cells']);
    assert.deepEqual(violations(['..###', '.#..#', '.####', '.#.#.', '###..']), []);
    assert.deepEqual(nurikabe.check(loaded.puzzle as NurikabePuzzle, [[false]]).map(({ code }) => code), ['wrong-size']);
  });

  it('on an unfinished board reports only what no way of finishing it can mend', () => {
    const puzzle = parsePuzzle('nurikabe\n2 . . .\n. . . .\n. . . 3\n').puzzle as NurikabePuzzle;
    const board = (rows: string[]) => rows.map((line) => [...line].map((character) => (character === '#' ? 1 : character === '+' ? 0 : null)));
    // As Check in the studio reports it: the numbered cells count as unshaded.
    const broken = (rows: string[]) => nurikabePlay.progress!(puzzle, { cells: board(rows) }).broken.map(({ code }) => code);
    assert.deepEqual(broken(['....', '....', '....']), []);
    assert.deepEqual(broken(['.##.', '.##.', '....']), ['shaded-2x2']);
    // The dot at r3c1 is walled off from both numbers.
    assert.deepEqual(broken(['....', '##..', '+#..']), ['island-without-number']);
    // Dots join the 2 and the 3.
    assert.deepEqual(broken(['.+++', '...+', '....']), ['island-with-two-numbers']);
    // The 2 has three dotted cells; the 3 is walled into two cells.
    assert.deepEqual(broken(['.+..', '+...', '....']), ['wrong-island-size']);
    assert.deepEqual(broken(['....', '...#', '..#.']), ['wrong-island-size']);
    // The shaded cells at r1c3 and r3c1 are cut apart by dots.
    assert.deepEqual(broken(['..#.', '+...', '#+..']), ['shaded-divided']);
  });

  it('refuses a malformed answer with its place', () => {
    const loaded = parsePuzzle(example);
    for (const [answer, pattern] of [
      [[[0]], /the answer must be an array of 5 rows/],
      [Array.from({ length: 5 }, () => [0, 0, 0, 0, 2]), /row 1, column 5 must be 0 \(unshaded\) or 1 \(shaded\)/],
    ] as const) {
      assert.throws(() => check(loaded, answer), (error: unknown) => error instanceof InputError && pattern.test(error.describe()));
    }
  });

  it('generates unique puzzles at every level, each re-proved unique and rated at its level', async () => {
    const requests = [
      { columns: 6, rows: 6, difficulty: 'easy' },
      { columns: 7, rows: 7, difficulty: 'medium' },
      { columns: 7, rows: 7, difficulty: 'hard' },
      { columns: 7, rows: 6, difficulty: 'expert' },
      { columns: 8, rows: 5, difficulty: undefined },
    ] as const;
    for (const [index, request] of requests.entries()) {
      const puzzle = await nurikabe.generator!.generate({ ...request, seed: `batch-${index}`, options: {}, backend: defaultBackend });
      const loaded = { genre: nurikabe, puzzle, format: 'url' };
      const label = writePuzzle(loaded);
      assert.equal((await count(loaded, 2)).count, 1, label);
      const result = await solve(loaded);
      assert.deepEqual(nurikabe.check(puzzle, result.answer as boolean[][]), [], label);
      if (request.difficulty) assert.equal((await rate(loaded)).rating.level, request.difficulty, label);
    }
  });

});
