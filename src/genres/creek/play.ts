// Playing and entering Creek in the studio: shade cells (a dot marks a cell surely unshaded), by click or by drag, as
// puz.link plays it; the numbers sit on the corners. The editor steps the number on a pressed corner (empty, ?, 0 to
// 4, empty; the other button back) and types a number onto the corner of the cursor's cell its mode names.

import { inputError } from '../../core/errors.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { cornerClueEdit, cornerNumbers } from '../shared/corner-clues.js';
import type { ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay } from '../shared/shade-play.js';
import { creekChecker } from './check.js';
import type { CreekAnswer, CreekPartial, CreekPuzzle } from './puzzle.js';
import { creekSize, largestNumber, makeCreek, maximumCreekSize } from './puzzle.js';

const rules = shadingPlay<CreekPuzzle>({ size: creekSize, fixed: () => null, checks: creekChecker });

export const creekPlay: PlayRules<CreekPuzzle, ShadeState, ShadeMove, CreekAnswer, CreekPartial> = {
  ...rules,
  view: (puzzle, state, options) => ({ ...rules.view(puzzle, state, options), points: cornerNumbers(puzzle.clues) }),
};

export const creekEdit: EditRules<CreekPuzzle> = cornerClueEdit({
  grid: { name: 'Creek', largest: maximumCreekSize, initial: 8 },
  make: makeCreek,
  largestNumber,
  otherKey(key, present) {
    // puz.link's `-` turns a ? on, and off again.
    if (key === '-') return present?.kind === 'unknown' ? null : { kind: 'unknown' };
    if (/^[5-9]$/.test(key)) return inputError(`a number on a corner counts 0 to ${largestNumber} cells, not ${key}`);
    return undefined;
  },
});
