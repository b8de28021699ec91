import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import type { LineGrid } from '../../core/lines.js';
import { difficulties } from '../../core/rating.js';
import { check, count, defaultBackend, explain, facts, parsePuzzle, rate, solve, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture } from '../../../test/helpers.js';
import type { NumberlinkClue, NumberlinkPuzzle } from './index.js';
import { narrowedQuestion } from './model.js';
import { makeNumberlink } from './puzzle.js';
import { seededRandom } from '../../core/random.js';
import * as engine from '../../core/engine.js';
import { numberlink } from './index.js';

const example = 'https://puzz.link/p?numlin/5/5/1j2h3m1h2j3';
/** The answer of the example, as the research notes give it from pzprjs's test. */
const exampleAnswer = {
  horizontal: ['1011', '0000', '0000', '0000', '1101'].map((row) => [...row].map(Number)),
  vertical: ['01101', '11111', '11111', '10110'].map((row) => [...row].map(Number)),
};

/** pzprjs's failing boards for the example (its test/script/numlin.js), as H and V rows, with the code it reports first. */
const pzprjsBoards: [string, [string, string]][] = [
  ['branch', ['0000 1110 0000 0000 0000', '00000 01000 01000 00000']],
  ['crossing', ['1000 1110 0000 0000 0000', '01000 01000 01000 00000']],
  ['three-numbers', ['1111 1110 0000 0000 0000', '10001 00001 00001 00001']],
  ['different-numbers', ['1100 0000 0000 0011 0000', '00100 00100 00100 00000']],
  ['line-through-number', ['0000 0000 0000 0011 0000', '00101 00101 00101 00000']],
  ['dead-end', ['1000 0000 0000 0000 0001', '01000 01010 00010 00010']],
  ['isolated-line', ['1000 0000 0010 0000 0010', '01000 01000 01110 00110']],
  ['number-unconnected', ['1000 0000 0000 0000 0001', '01000 01010 01010 00010']],
];
const rows = (text: string) => text.split(' ').map((row) => [...row].map(Number));

describe('numberlink', () => {
  it('solves the puzz.link example to its published answer, uniquely, and writes the same URL', async () => {
    const loaded = parsePuzzle(example);
    assert.equal(loaded.genre.id, 'numberlink');
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    assert.deepEqual(numberlink.answerToJson(result.answer as LineGrid), exampleAnswer);
    assert.deepEqual(check(loaded, exampleAnswer), []);
    assert.equal(writePuzzle(loaded), example);
    assert.deepEqual(parsePuzzle('https://puzz.link/p?numberlink/5/5/1j2h3m1h2j3').puzzle, loaded.puzzle, 'the pid alias reads');
    assert.deepEqual(parsePuzzle(writePuzzle(loaded, 'text')).puzzle, loaded.puzzle, 'text round trip');
  });

  it("reports first the rule pzprjs reports first on each of its failing boards", () => {
    const loaded = parsePuzzle(example);
    assertFailuresFirst(
      pzprjsBoards,
      ([horizontal, vertical]) => check(loaded, { horizontal: rows(horizontal), vertical: rows(vertical) }),
      ([horizontal, vertical]) => `across ${horizontal}, down ${vertical}`,
    );
    assert.deepEqual(check(loaded, { horizontal: rows('0000 0000 0000 0000 0000'), vertical: rows('00000 00000 00000 00000') }).map(({ code }) => code), ['no-line']);
  });

  it('pairs unknown numbers with each other only, and numbers above 15 through the URL', async () => {
    const unknown = parsePuzzle('numberlink\n? . ?\n1 . 1\n');
    assert.equal((await solve(unknown)).status, 'unique');
    assert.equal(writePuzzle(unknown), 'https://puzz.link/p?numlin/3/2/.g.1g1');
    assert.equal((await solve(parsePuzzle('numberlink\n? . 1\n1 . ?\n'))).status, 'unsolvable');
    const big = parsePuzzle('numberlink\n17 . 17\n');
    assert.equal(writePuzzle(big), 'https://puzz.link/p?numlin/3/1/-11g-11');
    assert.equal(numberlink.render(big.puzzle as NumberlinkPuzzle, (await solve(big)).answer as LineGrid), '17────17');
  });

  it('reports several solutions, counts them, gives facts, and reports puzzles without a solution', async () => {
    const open = parsePuzzle('numberlink\n1 . .\n. . 1\n');
    const counted = await count(open, 20);
    assert.equal(counted.count, 4, 'the three shortest routes and the long way round');
    const result = await solve(open);
    assert.equal(result.status, 'multiple');
    assert.notDeepEqual(result.answer, result.secondAnswer);
    const known = await facts(parsePuzzle('numberlink\n1 . 1\n2 . 2\n. . .\n'));
    const lines = numberlink.partialToJson(known.facts as LineGrid<boolean | null>) as { horizontal: (number | null)[][] };
    assert.deepEqual(lines.horizontal[0], [1, 1], 'the 1s join along the top row');
    // The pairs must cross; a number alone has no partner.
    assert.equal((await solve(parsePuzzle('numberlink\n1 . 2\n. . .\n2 . 1\n'))).status, 'unsolvable');
    assert.equal((await solve(parsePuzzle('numberlink\n1 . 2\n. . 2\n'))).status, 'unsolvable');
    // A path may not pass through another number.
    assert.equal((await solve(parsePuzzle('numberlink\n1 2 1\n'))).status, 'unsolvable');
  });

  it('asks for a line on the board, as puzz.link does (brNoLine): a board without numbers has no solution', async () => {
    for (const text of ['https://puzz.link/p?numlin/5/5/zk', 'https://puzz.link/p?numlin/4/4/']) {
      assert.equal((await solve(parsePuzzle(text))).status, 'unsolvable', text);
    }
  });

  it('explains a number without a partner as such, not by the number its path would reach', () => {
    const result = explain(parsePuzzle('https://puzz.link/p?numlin/4/4/j2l1h1g'));
    assert.equal(result.kind, 'unsolvable');
    if (result.kind !== 'unsolvable') return;
    assert.deepEqual(result.clues.map((clue) => clue.description), ['the lone 2 at r2c1 (it has no partner)']);
  });

  it('refuses malformed input with the place of the problem', () => {
    const cases: [string, RegExp][] = [
      ['https://puzz.link/p?numlin/3/3/1#', /URL body, column 2: unexpected character '#' in the cell list/],
      ['https://puzz.link/p?numlin/99/99/g', /larger than/],
      ['numberlink\n1 . x\n', /line 2, column 5: unexpected 'x' \(expected a number, \? or \.\)/],
      ['numberlink\n1 . 1\n. .\n', /line 3: this row has 2 cells, the first has 3/],
      ['numberlink\n', /no grid found/],
      ['numberlink\n99999 .\n', /line 2, column 1: unexpected '99999'/],
    ];
    for (const [text, pattern] of cases) {
      assert.throws(
        () => parsePuzzle(text, { genre: 'numberlink' }),
        (error: unknown) => error instanceof InputError && pattern.test(error.describe()),
        text,
      );
    }
  });

  it('generates unique puzzles, re-proved unique and rated where asked', async () => {
    const requests = [
      { size: 6, difficulty: 'easy' },
      { size: 7, difficulty: undefined },
      { size: 8, difficulty: undefined },
    ] as const;
    for (const [index, { size, difficulty }] of requests.entries()) {
      const puzzle = await numberlink.generator!.generate({ rows: size, columns: size, difficulty, seed: `batch-${index}`, options: { length: '6' }, backend: defaultBackend });
      const loaded = { genre: numberlink, puzzle, format: 'url' };
      const label = writePuzzle(loaded);
      assert.equal((await count(loaded, 2)).count, 1, label);
      const result = await solve(loaded);
      assert.deepEqual(numberlink.check(puzzle, result.answer as LineGrid), [], label);
      if (difficulty) assert.equal((await rate(loaded)).rating.level, difficulty, label);
    }
  });

  it('generates each level at 7×7, rated there, the same for the same seed', async () => {
    for (const difficulty of difficulties) {
      const request = { rows: 7, columns: 7, difficulty, seed: `level-${difficulty}`, options: { length: '6' }, backend: defaultBackend };
      const puzzle = await numberlink.generator!.generate(request);
      const loaded = { genre: numberlink, puzzle, format: 'url' };
      const label = writePuzzle(loaded);
      assert.equal((await count(loaded, 2)).count, 1, label);
      assert.equal((await rate(loaded)).rating.level, difficulty, label);
      assert.equal(writePuzzle({ ...loaded, puzzle: await numberlink.generator!.generate(request) }), label);
    }
  });

  it("solves by the shortcut-free drawings as counting on the full rules would: the same status on random small boards, and both answers of 'multiple' solutions", async () => {
    // Small boards with numbers at random: most have several solutions, some one, some none; a detour is often all
    // that tells a second solution (the narrowed question alone has one).
    const random = seededRandom('narrowed');
    const seen = { unique: 0, multiple: 0, unsolvable: 0, widened: 0 };
    for (let trial = 0; trial < 150; trial++) {
      const [rows, columns] = [3 + random.below(2), 3 + random.below(3)];
      const cells = random.shuffle(Array.from({ length: rows * columns }, (_, index) => index));
      const pairs = 1 + random.below(3);
      const clues = Array.from({ length: rows }, () => Array.from({ length: columns }, (): NumberlinkClue | null => null));
      cells.slice(0, 2 * pairs).forEach((cell, index) => (clues[Math.floor(cell / columns)]![cell % columns] = { kind: 'number', value: 1 + (index >> 1) }));
      const loaded = { genre: numberlink, puzzle: makeNumberlink({ rows, columns }, clues), format: 'text' };
      const label = writePuzzle(loaded, 'text');
      const counted = await count(loaded, 2);
      const result = await solve(loaded);
      assert.equal(result.status, ['unsolvable', 'unique', 'multiple'][counted.count], label);
      // Puzzles of many pairs take the pairs in binary: the same question, asked of these few.
      const binary = await engine.solve({ ...numberlink.model(loaded.puzzle), narrowed: () => narrowedQuestion(loaded.puzzle, 'binary') }, defaultBackend);
      assert.equal(binary.status, result.status, `${label} in binary`);
      if (result.status === 'unique') assert.deepEqual(binary.answer, result.answer, `${label} in binary`);
      seen[result.status]++;
      if (result.status === 'unsolvable') continue;
      assert.deepEqual(check(loaded, numberlink.answerToJson(result.answer as LineGrid)), [], label);
      if (result.status !== 'multiple') continue;
      assert.deepEqual(check(loaded, numberlink.answerToJson(result.secondAnswer as LineGrid)), [], label);
      assert.notDeepEqual(result.answer, result.secondAnswer, label);
      const puzzleModel = numberlink.model(loaded.puzzle);
      if ((await engine.count({ ...puzzleModel, model: puzzleModel.narrowed!().model }, defaultBackend, 2)).count === 1) seen.widened++;
    }
    assert.ok(Object.values(seen).every((times) => times > 0), JSON.stringify(seen));
  });

  it("solves janko.at's published Arukone puzzles uniquely, each answer passing the checker (the slower ones in the bench)", async () => {
    const quick = ['012', '017', '026', '032', '068', '048'];
    const records = localFixture<{ source: string; url: string }>('numberlink-janko.jsonl').filter((record) => quick.some((id) => record.source.includes(`Arukone ${id} `)));
    assert.equal(records.length, quick.length);
    for (const { source, url } of records) {
      const loaded = parsePuzzle(url);
      const result = await solve(loaded);
      assert.equal(result.status, 'unique', source);
      assert.deepEqual(check(loaded, numberlink.answerToJson(result.answer as LineGrid)), [], source);
    }
  });

  it('solves a 48×35 of 840 pairs (every cell a number) with a few dozen booleans per cell in its narrowed question, not one per pair', async () => {
    const rows = Array.from({ length: 35 }, (_, row) => Array.from({ length: 48 }, (_, column) => row * 24 + Math.floor(column / 2) + 1).join(' '));
    const loaded = parsePuzzle(`numberlink\n${rows.join('\n')}\n`);
    const narrowed = numberlink.model(loaded.puzzle as NumberlinkPuzzle).narrowed!();
    assert.ok(narrowed.model.variableCount < 100 * 48 * 35, `${narrowed.model.variableCount} booleans`);
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    assert.deepEqual(check(loaded, numberlink.answerToJson(result.answer as LineGrid)), []);
  });

  it('refuses a path length out of range', async () => {
    await assert.rejects(
      numberlink.generator!.generate({ rows: 5, columns: 5, seed: 'x', options: { length: '99' }, backend: defaultBackend }),
      /the mean path length is from 3 to 30, not '99'/,
    );
  });

});
