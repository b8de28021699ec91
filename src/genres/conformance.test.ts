// Every registered genre, through the same paces: parse, solve, check, write in every format, read back.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { check, genres, parsePuzzle, solve } from '../index.js';

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
          } catch {
            continue; // a format that cannot express this puzzle says so
          }
          assert.ok(format.detect(text), `${format.id} recognises what it writes`);
          assert.deepEqual(format.parse(text), loaded.puzzle, `${format.id} round trip`);
        }
        const again = await solve(parsePuzzle(genre.formats.find((format) => format.id === genre.defaultFormat)!.write!(loaded.puzzle), { genre: genre.id }));
        assert.deepEqual(again.answer, result.answer);
      });
    }
  });
}
