// Playing and entering Tapa in the studio: shade cells (a dot marks a cell surely unshaded); clue cells stay
// unshaded. The editor types a clue's numbers one after another (up to four, `?` for an unknown one); a press on the
// selected cell steps through every clue puz.link allows, as its editor does.

import { inputError } from '../../core/errors.js';
import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { cluePad, setCell } from '../shared/number-play.js';
import type { ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay } from '../shared/shade-play.js';
import { tapaChecker } from './check.js';
import type { TapaAnswer, TapaClue, TapaNumber, TapaPartial, TapaPuzzle } from './puzzle.js';
import { clueAt, clueProblem, clueText, makeTapa, maximumTapaSize, tapaSize } from './puzzle.js';

type Puzzle = TapaPuzzle;

export const tapaPlay: PlayRules<Puzzle, ShadeState, ShadeMove, TapaAnswer, TapaPartial> = shadingPlay<Puzzle>({
  size: tapaSize,
  fixed: (puzzle, cell) => (clueAt(puzzle, cell) === null ? null : 0),
  label(puzzle, cell) {
    const clue = clueAt(puzzle, cell);
    return clue === null ? undefined : clueText(clue);
  },
  checks: tapaChecker,
});

const known = (value: number): TapaNumber => ({ kind: 'number', value });
const unknown: TapaNumber = { kind: 'unknown' };

/**
 * Every clue in the order puz.link's editor steps through them: `?`, 0 to 8, then the pairs, the triples (each
 * number from `?` up, first number slowest) and 1 1 1 1; those whose runs do not fit in the ring are skipped.
 */
const clueSteps: readonly TapaClue[] = (() => {
  const lists = (count: number, largest: number): TapaClue[] => {
    if (count === 0) return [[]];
    return lists(count - 1, largest).flatMap((head) => Array.from({ length: largest + 1 }, (_, value) => [...head, value === 0 ? unknown : known(value)]));
  };
  const fitting = (clue: TapaClue) => clueProblem(clue) === undefined;
  return [[unknown], ...Array.from({ length: 9 }, (_, value) => [known(value)]), ...lists(2, 5).filter(fitting), ...lists(3, 3).filter(fitting), [known(1), known(1), known(1), known(1)]];
})();

const sameClue = (a: TapaClue, b: TapaClue): boolean => clueText(a) === clueText(b);

/** The next clue a press gives (the other button steps back); past either end the cell is plain again. */
function steppedTapaClue(present: TapaClue | null, button: 'primary' | 'secondary'): TapaClue | null {
  const index = present === null ? -1 : clueSteps.findIndex((clue) => sameClue(clue, present));
  const next = button === 'primary' ? index + 1 : index < 0 ? clueSteps.length - 1 : index - 1;
  return clueSteps[next] ?? null;
}

/** A typed number joins the clue while the runs still fit (four numbers at most); otherwise it starts a new clue. */
function typedClue(present: TapaClue | null, number: TapaNumber): TapaClue | undefined {
  const longer = present === null ? undefined : [...present, number];
  if (longer !== undefined && clueProblem(longer) === undefined) return longer;
  return clueProblem([number]) === undefined ? [number] : undefined;
}

/** The puzzle with one cell changed, checked as any puzzle is. */
const withClue = (puzzle: Puzzle, cell: Cell, clue: TapaClue | null): Puzzle => makeTapa(tapaSize(puzzle), setCell(puzzle.clues, cell, clue));

export const tapaEdit: EditRules<Puzzle> = {
  ...gridSizeRules({ name: 'Tapa', largest: maximumTapaSize, initial: 10 }, (size) => makeTapa(size, makeGrid(size, () => null))),
  modes: [{ id: 'clue', label: 'Clues' }],
  // Digits 0-8 (a run of 9 does not fit in the ring), ? and erase; each digit joins the selected cell's clue.
  pad: () => cluePad(8),
  edit(puzzle, gesture) {
    // A press on the selected cell steps its clue (mouse and touch); keys type it.
    if (gesture.kind === 'press' && gesture.again && gesture.target.kind === 'cell') {
      const cell = gesture.target.cell;
      return withClue(puzzle, cell, steppedTapaClue(clueAt(puzzle, cell), gesture.button));
    }
    if (gesture.kind !== 'key' || gesture.target.kind !== 'cell') return undefined;
    const cell = gesture.target.cell;
    const present = clueAt(puzzle, cell);
    if (gesture.key === 'Delete' || gesture.key === ' ') return present === null ? undefined : withClue(puzzle, cell, null);
    // Backspace takes the last number away.
    if (gesture.key === 'Backspace') return present === null ? undefined : withClue(puzzle, cell, present.length > 1 ? present.slice(0, -1) : null);
    const number = gesture.key === '?' || gesture.key === '-' ? unknown : /^[0-9]$/.test(gesture.key) ? known(Number(gesture.key)) : undefined;
    if (number === undefined) return undefined;
    const clue = typedClue(present, number);
    // Said while the setter types: a run round a clue has at most eight cells.
    if (clue === undefined) inputError(`a run round a clue has 0 to 8 cells, not ${gesture.key}`);
    return withClue(puzzle, cell, clue);
  },
};
