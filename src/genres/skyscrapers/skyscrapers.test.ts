import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { check, count, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture, runCli } from '../../../test/helpers.js';
import type { SkyscrapersPuzzle } from './index.js';
import { fileLines } from '../../core/formats/pzprv3.js';
import { parseTowersSolution, skyscrapers, towersSeen } from './index.js';

/** The heights entered in a pzprv3 file's grid (0 where none), as puz.link's checker would read the board. */
function pzprv3Heights(text: string, size: number): number[][] {
  const lines = fileLines(text).slice(4, 4 + size + 2);
  return lines.slice(1, size + 1).map((line) =>
    line
      .split(/\s+/)
      .filter((token) => token !== '')
      .slice(1, size + 1)
      .map((token) => (/^q?\d+$/.test(token) ? Number(token.replace('q', '')) : 0)),
  );
}

/** puz.link's failure codes and the checker's. */
const fromPuzzlink: Record<string, string> = { nmDupRow: 'repeated-number', nmSightNe: 'wrong-view', ceNoNum: 'empty-cell' };

const pzprjs = localFixture<{ url?: string; board?: string; failure?: string | null }>('skyscrapers-pzprjs.jsonl');

describe('skyscrapers', () => {
  it('counts the towers seen from the front of a line', () => {
    assert.equal(towersSeen([2, 1, 4, 3]), 2);
    assert.equal(towersSeen([1, 2, 3, 4]), 4);
    assert.equal(towersSeen([4, 3, 2, 1]), 1);
    assert.equal(towersSeen([]), 0);
  });

  it("solves pzprjs's test puzzle to the board its test accepts, and its checker fails each of its boards as pzprjs does", async () => {
    const loaded = parsePuzzle(pzprjs.find((record) => record.url)!.url!);
    assert.equal(loaded.genre.id, 'skyscrapers');
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    const boards = pzprjs.filter((record) => record.board !== undefined);
    const solved = boards.find((record) => record.failure === null)!;
    assert.deepEqual(result.answer, pzprv3Heights(solved.board!, 4));
    assert.equal(boards.length, 4);
    assertFailuresFirst(
      boards.map((record) => [record.failure === null ? null : fromPuzzlink[record.failure!]!, record.board!] as const),
      (board) => {
        // Each board's clues are the puzzle's: read as a puzzle, it is the same one.
        const own = parsePuzzle(board, { genre: 'skyscrapers' });
        assert.deepEqual(own.puzzle, loaded.puzzle);
        return check(loaded, pzprv3Heights(board, 4));
      },
    );
  });

  it("matches the solutions Simon Tatham's Towers saves: 4×4 to 9×9, Easy to Extreme", async () => {
    const fixtures = localFixture<{ id: string; fullParams: string; solution: string }>('sgt-towers.jsonl');
    assert.ok(fixtures.some((fixture) => fixture.fullParams.endsWith('dx')) && fixtures.some((fixture) => fixture.id.includes(',')));
    for (const fixture of fixtures) {
      const loaded = parsePuzzle(fixture.id);
      const puzzle = loaded.puzzle as SkyscrapersPuzzle;
      const result = await solve(loaded);
      assert.equal(result.status, 'unique', fixture.id);
      const expected = parseTowersSolution(fixture.solution, puzzle.size);
      assert.deepEqual(result.answer, expected, `${fixture.fullParams} ${fixture.id}`);
      assert.deepEqual(check(loaded, expected), []);
      assert.equal(writePuzzle(loaded, 'sgt').split(':')[1], fixture.id.split(':')[1], 'game ID round trip');
    }
  });

  it('tells several solutions and none apart', async () => {
    // Without clues any Latin square will do: 576 of order 4.
    assert.equal((await count(parsePuzzle('4:///////////////'), 1000)).count, 576);
    // One clue 4 on the left of row 1 fixes that row: 1 2 3 4; the rest is free.
    const several = await solve(parsePuzzle('4:////////4///////'));
    assert.equal(several.status, 'multiple');
    assert.deepEqual((several.answer as number[][])[0], [1, 2, 3, 4]);
    // Seeing 4 from both ends of a row cannot be.
    assert.equal((await solve(parsePuzzle('4:////////4////4///'))).status, 'unsolvable');
    // A clue 1 says the 4 stands in front, but the given 4 stands elsewhere in that column.
    assert.equal((await solve(parsePuzzle('4:1///////////////,h4g'))).status, 'unsolvable');
  });

  it('finds the violations of a wrong answer, with the line of a broken view', () => {
    const loaded = parsePuzzle('https://puzz.link/p?skyscrapers/4/4/k13h4j3g');
    const cyclic = [[1, 2, 3, 4], [2, 3, 4, 1], [3, 4, 1, 2], [4, 1, 2, 3]];
    const violations = check(loaded, cyclic);
    const views = violations.filter((violation) => violation.code === 'wrong-view');
    assert.deepEqual([...new Set(violations.map((violation) => violation.code))], ['wrong-view']);
    const left = views.find((violation) => /left of row 2/.test(violation.message))!;
    assert.deepEqual(left.cells, [{ row: 1, column: 0 }, { row: 1, column: 1 }, { row: 1, column: 2 }, { row: 1, column: 3 }]);
    assert.match(left.message, /left of row 2 sees 4, but 3 towers are seen/);
    assert.deepEqual(skyscrapers.check(loaded.puzzle as SkyscrapersPuzzle, [[1]]).map((violation) => violation.code), ['wrong-size']);
  });

  it('writes every format it reads, reads back the same puzzle, and says which format holds a grid Towers cannot', () => {
    const loaded = parsePuzzle(localFixture<{ id: string; fullParams: string }>('sgt-towers.jsonl').find((fixture) => fixture.id.includes(','))!.id);
    for (const format of skyscrapers.formats) {
      const text = format.write!(loaded.puzzle as SkyscrapersPuzzle);
      assert.ok(format.detect(text), format.id);
      assert.deepEqual(format.parse(text), loaded.puzzle, format.id);
    }
    const big = parsePuzzle('https://puzz.link/p?skyscrapers/10/10/4', { genre: 'skyscrapers' });
    assert.throws(() => writePuzzle(big, 'sgt'), /Towers game ID holds 3×3 to 9×9 grids, not 10×10; a puzz.link URL/);
  });

  it('draws the grid inside its ring of clues', () => {
    const loaded = parsePuzzle('4:1///////////////,e4j');
    assert.equal(skyscrapers.render(loaded.puzzle as SkyscrapersPuzzle), '. 1 . . . .\n. . . . . .\n. . 4 . . .\n. . . . . .\n. . . . . .\n. . . . . .');
  });

  it('answers on the command line, with the genre detected and the answer as rows of numbers', async () => {
    const solved = await runCli(['solve', 'https://puzz.link/p?skyscrapers/4/4/k13h4j3g', '--json']);
    assert.equal(solved.status, 0, solved.stderr);
    const report = JSON.parse(solved.stdout) as { genre: string; status: string; answer: number[][] };
    assert.equal(report.genre, 'skyscrapers');
    assert.equal(report.status, 'unique');
    assert.deepEqual(report.answer, [[2, 1, 4, 3], [1, 2, 3, 4], [4, 3, 1, 2], [3, 4, 2, 1]]);
    const checked = await runCli(['check', 'https://puzz.link/p?skyscrapers/4/4/k13h4j3g', '[[1,2,3,4],[2,3,4,1],[3,4,1,2],[4,1,2,3]]']);
    assert.equal(checked.status, 1);
    assert.match(checked.stdout, /wrong-view: the clue left of row 2 sees 4/);
    const bad = await runCli(['solve', '--genre', 'skyscrapers', '4:5///////////////']);
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /the clue 5 above column 1 is outside 1..4/);
  });
});
