// Tapa: outside puzzles (pzprjs's and cspuz_rs's with their answers; a puzzle app's, noqx's and penpa-edit's proved
// unique here), pzprjs's failing boards with the code each must give, every clue code of puz.link's URL, several and
// no solutions, malformed input with its place, and the ring's runs as the rules count them.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { check, count, parsePuzzle, solve, steps, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture, runCli } from '../../../test/helpers.js';
import { fileFormat, pzprv3Shading, urlFormat } from './formats.js';
import { fittingShadings } from './model.js';
import type { TapaClue } from './puzzle.js';
import { clueText, runLengths, runsFit } from './puzzle.js';

const fromPuzzlink: Record<string, string> = { brNoShade: 'no-shaded', cs2x2: 'shaded-2x2', ceTapaNe: 'wrong-runs', csDivide: 'shaded-divided' };

const clue = (...numbers: (number | '?')[]): TapaClue => numbers.map((number) => (number === '?' ? { kind: 'unknown' } : { kind: 'number', value: number }));
const ringOf = (text: string) => [...text].map((place) => place === '#');

describe('tapa', () => {
  it('counts the runs round a ring, joining a run that wraps past the first place, and fits them to clues in any order', () => {
    assert.deepEqual(runLengths(ringOf('........')), []);
    assert.deepEqual(runLengths(ringOf('########')), [8]);
    assert.deepEqual(runLengths(ringOf('#..##..#')), [2, 2], 'the last place and the first are neighbours');
    assert.deepEqual(runLengths(ringOf('.#.#.###')), [1, 1, 3]);
    assert.ok(runsFit(clue(3, 1, 1), [1, 1, 3]));
    assert.ok(runsFit(clue(1, '?'), [4, 1]));
    assert.ok(!runsFit(clue(1, '?'), [4, 2]));
    assert.ok(runsFit(clue(0), []));
    assert.ok(runsFit(clue('?'), []), 'a lone ? is met by no run, as puz.link judges');
    assert.ok(!runsFit(clue(1), []));
    // A corner clue sees three cells: a 3 fits one shading of them, a 1 1 none (they touch in a row).
    const corner = [false, false, false, false, true, true, true, false];
    assert.equal(fittingShadings(clue(3), corner).length, 1);
    assert.equal(fittingShadings(clue(1, 1), corner).length, 1, 'the two ends of the row of three');
    assert.equal(fittingShadings(clue(1, 1, 1), corner).length, 0);
    // In the open every shading of the eight is one clue or another: 256 in all.
    const open = Array.from({ length: 8 }, () => true);
    const all = [clue(0), ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => clue(n))];
    assert.equal(fittingShadings(clue('?'), open).length, 1 + 8 * 7 + 1);
    assert.ok(all.reduce((total, each) => total + fittingShadings(each, open).length, 0) < 256);
  });

  it('solves the outside puzzles uniquely, to the published answers where there are, and writes their URLs back', async () => {
    const records = [...localFixture<{ url: string; solution: number[][] | null }>('tapa-solved.jsonl'), ...localFixture<{ url: string; solution: null }>('tapa-puzzlink.jsonl')];
    assert.ok(records.length >= 8);
    for (const record of records) {
      const loaded = parsePuzzle(record.url);
      const result = await solve(loaded);
      assert.equal(result.status, 'unique', record.url);
      const answer = result.answer as boolean[][];
      if (record.solution) assert.deepEqual(answer.map((row) => row.map(Number)), record.solution, record.url);
      assert.deepEqual(check(loaded, answer.map((row) => row.map(Number))), [], record.url);
      assert.equal(writePuzzle(loaded), record.url, 'written back');
      assert.deepEqual(parsePuzzle(writePuzzle(loaded, 'text')).puzzle, loaded.puzzle, 'through the pzprv3 file');
    }
  });

  it("fails each of pzprjs's boards with the code pzprjs reports first, and accepts its solved board", async () => {
    const records = localFixture<{ board?: string; failure?: string | null }>('tapa-pzprjs.jsonl').filter((record) => record.board !== undefined);
    assert.equal(records.length, 6);
    const puzzle = parsePuzzle('https://puzz.link/p?tapa/5/5/3n5hchhajn2');
    assertFailuresFirst(
      records.map((record) => [record.failure === null ? null : fromPuzzlink[record.failure!]!, record.board!] as const),
      (board) => {
        const own = parsePuzzle(board);
        // The empty board (brNoShade) has no clues; the others are the test's puzzle.
        if (board.length > 20) assert.deepEqual(own.puzzle, puzzle.puzzle);
        return check(own, pzprv3Shading(board).map((row) => row.map(Number)));
      },
    );
  });

  it("reads the clues pzprjs's editor test enters, and every clue code puz.link's URL has", () => {
    const files = localFixture<{ clues?: string }>('tapa-pzprjs.jsonl').flatMap((record) => (record.clues ? [record.clues] : []));
    const first = fileFormat.parse(files[0]!);
    assert.deepEqual(first.clues[0]!.map((entry) => (entry === null ? null : clueText(entry))), ['1 1 1 1', '3 1 1', '? ? ?', '5 1', '? ?', '8', '0', '?', null]);
    const second = fileFormat.parse(files[1]!);
    assert.deepEqual(second.clues[0]!.map((entry) => (entry === null ? null : clueText(entry))), ['1 1 1', '3 ? 1', '3', '1 1 1 1', '? 1 1 ?', '?']);
    for (const file of files) assert.deepEqual(fileFormat.parse(fileFormat.write!(fileFormat.parse(file))), fileFormat.parse(file));
    // penpa-edit's import test lists the codes a0 to d7 (every clue of two to four numbers) and the digits; d8 is
    // past the last code.
    const codes = Array.from({ length: 476 - 360 }, (_, index) => (360 + index).toString(36)).join('');
    const body = `${codes}0123456789m.`;
    assert.throws(() => parsePuzzle(`https://puzz.link/p?tapa/12/11/${body}`), /'[a-d][0-9a-z]': in a clue of several numbers|the runs .* need/);
    // The codes of clues that fit the ring read back to themselves.
    const fitting = Array.from({ length: 476 - 360 }, (_, index) => (360 + index).toString(36)).filter((code) => {
      try {
        parsePuzzle(`https://puzz.link/p?tapa/1/1/${code}`);
        return true;
      } catch {
        return false;
      }
    });
    assert.equal(fitting.length, 26 + 38 + 16, 'the pairs, triples and fours of numbers and ? that fit in the ring');
    for (const code of fitting) {
      const loaded = parsePuzzle(`https://puzz.link/p?tapa/1/1/${code}`);
      const written = writePuzzle(loaded);
      assert.ok(written === `https://puzz.link/p?tapa/1/1/${code}` || (code === 'd7' && written.endsWith('/9')), code);
    }
  });

  it('tells several solutions and none apart', async () => {
    // A ? in the corner of a 3×3: any connected shading without a 2×2 block that leaves its ring one run or none.
    assert.ok((await count(parsePuzzle('https://puzz.link/p?tapa/3/3/n.'), 1000)).count > 2);
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?tapa/2/2/8'))).status, 'unsolvable');
    // Each 1 at an end of a row shades its neighbour, and the 0 between keeps the two apart.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?tapa/7/1/1h0h1'))).status, 'unsolvable');
    // An 8 in the middle of a 3×3 shades its whole ring, and that is the only answer.
    const eight = await solve(parsePuzzle('https://puzz.link/p?tapa/3/3/j8j'));
    assert.equal(eight.status, 'unique');
    assert.deepEqual(eight.answer, [[true, true, true], [true, false, true], [true, true, true]]);
  });

  it('writes the URL of each clue as puz.link encodes it', () => {
    const puzzle = fileFormat.parse('pzprv3/tapa/1/9/1,1,1,1 3,1,1 -,-,- 5,1 -,- 8 0 - . /');
    const written = urlFormat.write!(puzzle);
    assert.equal(written, `https://puzz.link/p?tapa/9/1/9${(396 + 3 * 16 + 4 + 1).toString(36)}${(396).toString(36)}${(360 + 5 * 6 + 1).toString(36)}${(360).toString(36)}80.g`);
    assert.deepEqual(urlFormat.parse(written), puzzle);
  });

  it('walks the example from its clues to the answer, in the words of shading, and says so on the command line', async () => {
    const loaded = parsePuzzle('https://puzz.link/p?tapa/5/5/3n5hchhajn2');
    const walk = steps(loaded);
    assert.equal(walk.end, 'solved');
    assert.equal(walk.steps[0]!.reason.clues[0]!.description, 'the clue 3 at r1c1');
    const printed = await runCli(['steps', 'https://puzz.link/p?tapa/5/5/3n5hchhajn2']);
    assert.equal(printed.status, 0, printed.stderr);
    assert.match(printed.stdout, /^1\. r1c2 is shaded: the rules leave only this possibility, because of\n {4}the clue 3 at r1c1/);
  });
});
