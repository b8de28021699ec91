// Every registered genre, through the same paces: parse, solve, check, write in every format, read back. Then its
// test data (its folder's test-data.ts): a bad board for every rule its checker reports, a round trip of every format
// that writes on a puzzle from outside the project, the studio gestures that enter a solution, and its exports run
// in clingo, minisat and z3.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { InputError } from '../core/errors.js';
import type { AnyGenre } from '../core/genre.js';
import type { AnyTestData } from '../core/test-data.js';
import type { FixtureRecord } from '../core/test-data.js';
import { check, count, genres, parsePuzzle, solve, writePuzzle } from '../index.js';
import type { EncodingLanguage } from '../solvers/encode.js';
import { encode, puzzleTitle } from '../solvers/encode.js';
import { runOnFile, runProgram } from '../solvers/process.js';
import { localFixture, requireProgram } from '../../test/helpers.js';
import { findTestData, testDataFiles, testDataOf } from './test-data.js';

/** The codes a genre's library files write (`code: '...'`), so that a rule added to the checker must be declared. */
function writtenCodes(folder: string): string[] {
  const files = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'test-data.ts');
  const codes = files.flatMap((name) => [...readFileSync(join(folder, name), 'utf8').matchAll(/\bcode: '([^']+)'/g)].map((match) => match[1]!));
  return [...new Set(codes)].sort();
}

/** The codes the checker reports for a bad board. */
function reportedCodes(genre: AnyGenre, board: AnyTestData['badBoards'][number]): string[] {
  const loaded = parsePuzzle(board.puzzle, { genre: genre.id });
  const violations = 'answer' in board ? check(loaded, board.answer) : genre.check(loaded.puzzle, board.answerValue);
  for (const violation of violations) assert.ok(violation.message.length > 0, `${violation.code} says what is wrong`);
  return [...new Set(violations.map((violation) => violation.code))].sort();
}

describe('test data', () => {
  it('belongs to registered genres, one file each', () => {
    const owners = testDataFiles.map(({ data }) => data.genre);
    for (const owner of owners) assert.ok(genres.includes(owner), `test data for '${owner.id}', which is not registered`);
    assert.equal(new Set(owners).size, owners.length, 'two test-data files for one genre');
  });
});

for (const genre of genres) {
  describe(`conformance: ${genre.id}`, () => {
    it('has rules, formats and examples', () => {
      assert.ok(genre.rules.length > 40);
      assert.ok(genre.formats.length > 0);
      assert.ok(genre.examples.length > 0);
      assert.ok(genre.formats.some((format) => format.id === genre.defaultFormat));
    });

    for (const example of genre.examples) {
      it(`parse, solve, check and round-trip ${example.split('\n')[0]}`, async () => {
        const loaded = parsePuzzle(example, { genre: genre.id });
        const result = await solve(loaded);
        assert.equal(result.status, 'unique');
        assert.deepEqual(genre.check(loaded.puzzle, result.answer), []);
        const json = JSON.parse(JSON.stringify(genre.answerToJson(result.answer))) as unknown;
        assert.deepEqual(check(loaded, json), [], 'the JSON answer reads back and passes');
        assert.ok(genre.render(loaded.puzzle, result.answer).length > 0);
        for (const format of genre.formats) {
          if (!format.write) continue;
          let text: string;
          try {
            text = format.write(loaded.puzzle);
          } catch (error) {
            // Only the documented refusal passes: a format that cannot hold this puzzle says so about the format.
            if (error instanceof InputError && error.location.field === 'format') continue;
            throw error;
          }
          assert.ok(format.detect(text), `${format.id} recognises what it writes`);
          assert.deepEqual(format.parse(text), loaded.puzzle, `${format.id} round trip`);
        }
        const again = await solve(parsePuzzle(genre.formats.find((format) => format.id === genre.defaultFormat)!.write!(loaded.puzzle), { genre: genre.id }));
        assert.deepEqual(again.answer, result.answer);
      });
    }

    const url = genre.formats.find((format) => format.id === 'url' && format.write);
    if (url) {
      it('ignores text after the last cell of a puzz.link URL, as puzz.link does', () => {
        const puzzle = parsePuzzle(genre.examples[0]!, { genre: genre.id }).puzzle;
        for (const leftover of ['.0', '!', '/zz']) assert.deepEqual(url.parse(`${url.write!(puzzle)}${leftover}`), puzzle, leftover);
      });
    }

    it('has test data in its folder (test-data.ts)', () => {
      testDataOf(genre);
    });
    const found = findTestData(genre);
    if (!found) return;
    const { folder, data } = found;

    it('declares every code its checker reports, each once', () => {
      const declared = genre.checkCodes.map((entry) => entry.code);
      assert.ok(declared.length > 0);
      assert.equal(new Set(declared).size, declared.length, 'a code declared twice');
      for (const entry of genre.checkCodes) assert.ok(entry.description.length > 0, `${entry.code} has a description`);
      const undeclared = writtenCodes(folder).filter((code) => !declared.includes(code));
      assert.deepEqual(undeclared, [], 'codes in the checker that checkCodes does not list');
    });

    it('has a bad board for every check code, and none for another', () => {
      const declared = genre.checkCodes.map((entry) => entry.code);
      const boards = new Set(data.badBoards.map((board) => board.code));
      assert.deepEqual(declared.filter((code) => !boards.has(code)), [], 'codes without a bad board');
      assert.deepEqual([...boards].filter((code) => !declared.includes(code)), [], 'bad boards for codes the genre does not declare');
    });

    for (const board of data.badBoards) {
      it(`a bad board breaks '${board.code}' and nothing else`, () => {
        assert.deepEqual(reportedCodes(genre, board), [board.code]);
      });
    }

    for (const format of genre.formats.filter((candidate) => candidate.write)) {
      it(`round-trips a real example through '${format.id}'`, () => {
        const examples = data.realExamples.filter((example) => example.format === format.id);
        assert.ok(examples.length > 0, `no real example for the format '${format.id}', which writes`);
        for (const example of examples) {
          assert.ok(format.detect(example.text), `'${format.id}' recognises ${example.source}`);
          const puzzle = format.parse(example.text);
          const written = format.write!(puzzle);
          assert.ok(format.detect(written), `'${format.id}' recognises what it writes`);
          assert.deepEqual(format.parse(written), puzzle, example.source);
        }
      });
    }

    it('has real examples only in its own formats', () => {
      const ids = genre.formats.map((format) => format.id);
      assert.deepEqual(data.realExamples.filter((example) => !ids.includes(example.format)).map((example) => example.format), []);
    });

    if (genre.generator) {
      it('has generator cases (it has a generator)', () => {
        assert.ok((data.generatorCases ?? []).length > 0, 'add generatorCases to its test data');
      });
    }

    if (genre.play) {
      const rules = genre.play;
      it('enters a solution by the gestures its studio case gives, through its play rules', async () => {
        assert.ok(data.studio, 'add a studio case to its test data (it has play rules)');
        const loaded = parsePuzzle(data.studio.puzzle, { genre: genre.id });
        const result = await solve(loaded);
        assert.equal(result.status, 'unique');
        const mode = rules.modes[0]?.id ?? '';
        let state = rules.start(loaded.puzzle);
        for (const gesture of data.studio.gestures(loaded.puzzle, result.answer)) {
          const move = rules.interpret(loaded.puzzle, state, gesture, mode);
          assert.ok(move !== undefined, `the gesture ${JSON.stringify(gesture)} means something`);
          const outcome = rules.apply(loaded.puzzle, state, move);
          assert.ok(outcome.ok, `the move ${JSON.stringify(move)} is allowed`);
          state = outcome.state;
        }
        assert.deepEqual(genre.check(loaded.puzzle, rules.answer(loaded.puzzle, state)), []);
      });
    }

    for (const outside of data.outsidePuzzles ?? []) {
      const published = outside.answer ? 'to their published answers' : 'to answers that keep the rules';
      it(`solves the outside puzzles of ${outside.fixture} uniquely ${published}, and writes them back`, async () => {
        const records = localFixture<FixtureRecord>(outside.fixture).filter((record) => outside.solves?.(record) ?? true);
        assert.ok(records.length > 0, `${outside.fixture} holds puzzles`);
        for (const record of records) {
          const text = outside.text(record);
          const loaded = parsePuzzle(text, outside.genreGiven ? { genre: genre.id } : {});
          assert.equal(loaded.genre, genre, `${text} reads as ${genre.id}`);
          const expected = outside.answer?.(record, loaded.puzzle);
          if (expected !== undefined) assert.deepEqual(check(loaded, expected), [], `the published answer passes the rule checker: ${text}`);
          const result = await solve(loaded);
          assert.equal(result.status, 'unique', text);
          const found = JSON.parse(JSON.stringify(genre.answerToJson(result.answer))) as unknown;
          if (expected !== undefined) assert.deepEqual(found, expected, text);
          else assert.deepEqual(check(loaded, found), [], `the answer found passes the rule checker: ${text}`);
          assert.equal(writePuzzle(loaded, outside.writtenAs), outside.writtenText?.(record) ?? text, `written back as ${outside.writtenAs}`);
          for (const format of outside.alsoThrough ?? []) {
            assert.deepEqual(parsePuzzle(writePuzzle(loaded, format), outside.genreGiven ? { genre: genre.id } : {}).puzzle, loaded.puzzle, `${text} through ${format}`);
          }
        }
      });
    }

    if (data.malformedInputs) {
      const inputs = data.malformedInputs;
      it('refuses malformed input in one line that names the problem and its place', () => {
        for (const { text, error: expected } of inputs) {
          assert.throws(
            () => parsePuzzle(text, { genre: genre.id }),
            (error: unknown) => error instanceof InputError && expected.test(error.describe()) && !error.describe().includes('\n'),
            text,
          );
        }
      });
    }

    if (data.exports) {
      const cases = data.exports;
      const languages = cases.languages ?? ['asp', 'dimacs', 'smt2'];
      const exported = (text: string, language: EncodingLanguage) => {
        const loaded = parsePuzzle(text, { genre: genre.id });
        return encode(genre.model(loaded.puzzle).model, language, { title: puzzleTitle(genre, loaded.puzzle) }).text;
      };

      if (languages.includes('asp')) {
        it('clingo finds one answer set for a unique puzzle and as many as there are solutions', { skip: requireProgram('clingo', 'gringo') }, async () => {
          const several = cases.severalCount ?? (await count(parsePuzzle(cases.several, { genre: genre.id }), 100)).count;
          for (const [text, expected] of [
            [cases.unique, 1],
            [cases.several, several],
          ] as const) {
            const run = await runProgram('clingo', ['--outf=2', '--models=0'], { input: exported(text, 'asp') });
            assert.equal((JSON.parse(run.stdout) as { Models: { Number: number } }).Models.Number, expected, text);
          }
        });
      }

      if (languages.includes('dimacs')) {
        it('minisat finds the DIMACS export satisfiable, and that of a puzzle without solution not', { skip: requireProgram('minisat') }, async () => {
          assert.equal((await runOnFile('minisat', ['-verb=0'], exported(cases.unique, 'dimacs'), 'cnf')).status, 10);
          if (cases.none !== undefined) assert.equal((await runOnFile('minisat', ['-verb=0'], exported(cases.none, 'dimacs'), 'cnf')).status, 20);
        });
      }

      if (languages.includes('smt2')) {
        it('z3 finds the SMT-LIB export satisfiable, or not for a puzzle without solution', { skip: requireProgram('z3') }, async () => {
          for (const which of cases.smt ?? ['unique']) {
            const text = which === 'none' ? cases.none : which === 'several' ? cases.several : cases.unique;
            assert.ok(text !== undefined, `no '${which}' puzzle in the export cases`);
            const run = await runOnFile('z3', [], exported(text, 'smt2'), 'smt2');
            assert.match(run.stdout, which === 'none' ? /^unsat/ : /^sat\n\(\(/, which);
          }
        });
      }
    }
  });
}
