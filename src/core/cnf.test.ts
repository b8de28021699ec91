// The lowering keeps short at-most-one lists whole (`Cnf.grouped`): written out, they must be the very clauses a
// lowering that streams them gives, in the same order, and root simplification over the lists must settle what it
// settles over their pairs. Checked on every genre's examples.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { genres, parsePuzzle } from '../index.js';
import { sudoku } from '../genres/sudoku/index.js';
import type { Cnf } from './cnf.js';
import { lowerToCnf, simplify } from './cnf.js';
import type { Literal } from './model.js';

/** The same CNF with its at-most-one lists written out as pairs: what simplification saw before lists were kept. */
function writtenOut(cnf: Cnf): Cnf {
  return { ...cnf, clauseList: cnf.clauseList, clauses: cnf.clauses, grouped: undefined, nameOf: cnf.nameOf };
}

const models = genres.flatMap((genre) =>
  genre.examples.slice(0, 1).map((text) => {
    const loaded = parsePuzzle(text, { genre: genre.id });
    return { name: `${genre.id}: ${text.slice(0, 40)}`, model: loaded.genre.model(loaded.puzzle).model };
  }),
);

describe('at-most-one lists kept whole', () => {
  it('are written out as the pairs a streaming lowering gives, in its order', () => {
    let lists = 0;
    for (const { name, model } of models) {
      const streamed: Literal[][] = [];
      lowerToCnf(model, { onClause: (clause) => streamed.push([...clause]) });
      const cnf = lowerToCnf(model);
      lists += cnf.grouped?.atMostOne.count ?? 0;
      assert.deepEqual(cnf.clauses, streamed, name);
      assert.equal(cnf.clauseCount, streamed.length, name);
    }
    // The check means something only where lists were kept.
    assert.ok(lists > 0);
  });

  it('settle at the root what their pairs settle', () => {
    for (const { name, model } of models) {
      const cnf = lowerToCnf(model);
      const grouped = simplify(cnf);
      const paired = simplify(writtenOut(cnf));
      assert.equal(grouped.unsatisfiable, paired.unsatisfiable, name);
      assert.deepEqual([...grouped.fixed].sort((a, b) => a - b), [...paired.fixed].sort((a, b) => a - b), name);
      assert.deepEqual(grouped.clauses.toArrays(), paired.clauses.toArrays(), name);
    }
  });

  it('find a contradiction between two lists at the root', () => {
    // A given of 1 in a cell and a given of 1 beside it in the same row: both lists' literals cannot hold.
    const loaded = parsePuzzle('https://puzz.link/p?sudoku/4/4/11t', { genre: sudoku.id });
    const cnf = lowerToCnf(loaded.genre.model(loaded.puzzle).model);
    assert.ok((cnf.grouped?.atMostOne.count ?? 0) > 0);
    assert.equal(simplify(cnf).unsatisfiable, true);
    assert.equal(simplify(writtenOut(cnf)).unsatisfiable, true);
  });
});
