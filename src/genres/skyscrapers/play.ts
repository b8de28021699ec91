// Playing and entering Skyscrapers in the studio: heights and pencil marks in the cells (typed, or stepped up and
// down by clicking the selected cell, as on puz.link), the view counts beside the grid. The editor types givens into
// cells and clues into the places beside the grid, or steps a clue up and down by clicking it again.

import { inputError } from '../../core/errors.js';
import { makeGrid } from '../../core/geometry.js';
import type { EditRules, Gesture, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import type { NumberFacts, NumberMove, NumberState } from '../shared/number-play.js';
import { cycledValue, numberEdit, numberPlay, setCell, typedValue } from '../shared/number-play.js';
import { latinNumberGenre } from '../shared/latin-square.js';
import { noSideClues, outsideClues, withSideClue } from '../shared/side-clues.js';
import type { SkyscrapersAnswer, SkyscrapersPuzzle } from './puzzle.js';
import { makeSkyscrapers, maximumSkyscrapersSize } from './puzzle.js';

type Puzzle = SkyscrapersPuzzle;

const asNumberGenre = latinNumberGenre<Puzzle>((puzzle) => ({ outside: outsideClues(puzzle.clues) }));

export const skyscrapersPlay: PlayRules<Puzzle, NumberState, NumberMove, SkyscrapersAnswer, NumberFacts> = numberPlay(asNumberGenre);

const eraseKeys = new Set(['Backspace', 'Delete', ' ', '0', '-', '.']);

/** A clue beside the grid: typed, erased, or stepped up and down by clicking it again. */
function editClue(puzzle: Puzzle, gesture: Gesture): Puzzle | undefined {
  if (gesture.kind !== 'key' && gesture.kind !== 'press') return undefined;
  if (gesture.target.kind !== 'outside') return undefined;
  const { side, index } = gesture.target;
  const present = puzzle.clues[side][index];
  if (present === undefined) return undefined;
  let value: number | null | undefined;
  if (gesture.kind === 'press') {
    if (!gesture.again) return undefined;
    value = cycledValue(present, puzzle.size, gesture.button);
  } else if (eraseKeys.has(gesture.key) && !(gesture.key === '0' && gesture.again && present !== null && puzzle.size >= 10)) {
    value = null;
  } else {
    value = typedValue(gesture, present, puzzle.size);
    // A count no line can show is said while the setter types it.
    if (value === undefined && /^[0-9]$/.test(gesture.key)) inputError(`a clue counts 1 to ${puzzle.size} towers, not ${gesture.key}`);
  }
  if (value === undefined || value === present) return undefined;
  return makeSkyscrapers(puzzle.size, withSideClue(puzzle.clues, side, index, value), puzzle.givens);
}

export const skyscrapersEdit: EditRules<Puzzle> = numberEdit(asNumberGenre, {
  ...gridSizeRules(
    { name: 'Skyscrapers', largest: maximumSkyscrapersSize, initial: 5, minimum: 3, maximum: 12, square: true },
    (size) => makeSkyscrapers(size.rows, noSideClues(size.rows), makeGrid(size, () => null)),
    (puzzle) => ({ rows: puzzle.size, columns: puzzle.size }),
  ),
  withGiven: (puzzle, cell, value) => makeSkyscrapers(puzzle.size, puzzle.clues, setCell(puzzle.givens, cell, value)),
  other: editClue,
});
