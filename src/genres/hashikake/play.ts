// Playing and entering Hashi in the studio, as puz.link plays it: a drag from an island across to the island it faces
// adds a bridge there, one, then two, then none again; the other button, or the cross mode, marks a line "surely no
// bridge" (and clears the bridges of its pair), as does a click on a line. The editor steps or types the numbers.

import { bridgeSpans, cellsPassed } from '../../core/bridges.js';
import type { BridgeSpan } from '../../core/bridges.js';
import type { Cell } from '../../core/geometry.js';
import { allCells, makeGrid, sameCell } from '../../core/geometry.js';
import type { LineGrid, LinePosition } from '../../core/lines.js';
import { lineAt, lineBetween, lineEnd, linePositions, makeLines } from '../../core/lines.js';
import type { BoardView, EditRules, InputMode, LineView, PlayRules } from '../../core/play.js';
import { accepted, fitsStart, gridSizeRules, refused } from '../../core/play.js';
import { cluePad, setCell } from '../shared/number-play.js';
import { hashiChecker } from './check.js';
import type { HashiAnswer, HashiPartial, HashiPuzzle } from './puzzle.js';
import { hashiSize, islandAt, islandText, largestIslandNumber, makeHashi, maximumHashiSize } from './puzzle.js';
import { clueGridEdit } from '../shared/clue-edit.js';

/** A line's mark: its bridges, or crossed out (surely none), or open. */
export type BridgeMark = 1 | 2 | 'cross' | null;

export interface HashiState {
  readonly bridges: LineGrid<BridgeMark>;
}

/** Lines set to marks, all at once (a whole drag is one move, undone as one). */
export interface HashiMove {
  readonly kind: 'set';
  readonly lines: readonly { readonly line: LinePosition; readonly mark: BridgeMark }[];
}

const modes: readonly InputMode[] = [
  { id: 'bridge', label: 'Bridge', key: 'l' },
  { id: 'cross', label: 'Cross (surely no bridge)', key: 'x' },
];

const spansOf = (puzzle: HashiPuzzle): BridgeSpan[] => bridgeSpans(hashiSize(puzzle), (cell) => islandAt(puzzle, cell) !== null);
const sameLine = (a: LinePosition, b: LinePosition) => a.orientation === b.orientation && sameCell(a.from, b.from);
const spanOfLine = (spans: readonly BridgeSpan[], line: LinePosition) => spans.find((span) => span.lines.some((other) => sameLine(other, line)));
const bridgesOf = (mark: BridgeMark): number => (mark === 1 || mark === 2 ? mark : 0);
const isMark = (value: unknown): value is BridgeMark => value === null || value === 1 || value === 2 || value === 'cross';

function withMarks(state: HashiState, changes: HashiMove['lines']): HashiState {
  const horizontal = state.bridges.horizontal.map((row) => [...row]);
  const vertical = state.bridges.vertical.map((row) => [...row]);
  for (const { line, mark } of changes) (line.orientation === 'horizontal' ? horizontal : vertical)[line.from.row]![line.from.column] = mark;
  return { bridges: { horizontal, vertical } };
}

const board = (puzzle: HashiPuzzle, state: HashiState, finished: boolean) => ({
  size: hashiSize(puzzle),
  finished,
  bridges: makeLines(hashiSize(puzzle), (line) => bridgesOf(lineAt(state.bridges, line))),
});

export const hashiPlay: PlayRules<HashiPuzzle, HashiState, HashiMove, HashiAnswer, HashiPartial> = {
  modes,
  start: (puzzle) => ({ bridges: makeLines(hashiSize(puzzle), () => null) }),
  isState: (puzzle, value): value is HashiState => fitsStart({ bridges: makeLines(hashiSize(puzzle), () => null) }, value, (entry) => entry !== null && isMark(entry)),
  interpret(puzzle, state, gesture, mode) {
    const size = hashiSize(puzzle);
    const spans = spansOf(puzzle);
    const crossing = (button: 'primary' | 'secondary') => (button === 'secondary') !== (mode === 'cross');
    // A cross on one line clears the bridges of its pair.
    const crossOut = (line: LinePosition): HashiMove['lines'] => {
      const mark: BridgeMark = lineAt(state.bridges, line) === 'cross' ? null : 'cross';
      const span = spanOfLine(spans, line);
      const cleared = (span?.lines ?? []).filter((other) => !sameLine(other, line) && bridgesOf(lineAt(state.bridges, other)) > 0).map((other) => ({ line: other, mark: null }));
      return [...cleared, { line, mark }];
    };
    if (gesture.kind === 'press' && gesture.target.kind === 'line') {
      const line = lineBetween(gesture.target.from, gesture.target.to);
      if (!line || lineEnd(line).row >= size.rows || lineEnd(line).column >= size.columns) return undefined;
      return { kind: 'set', lines: crossOut(line) };
    }
    if (gesture.kind !== 'trace') return undefined;
    const lines: LinePosition[] = [];
    for (let index = 1; index < gesture.points.length; index++) {
      const line = lineBetween(gesture.points[index - 1]!, gesture.points[index]!);
      if (line && lineEnd(line).row < size.rows && lineEnd(line).column < size.columns) lines.push(line);
    }
    if (lines.length === 0) return undefined;
    if (crossing(gesture.button)) return { kind: 'set', lines: lines.flatMap(crossOut) };
    // Each pair the drag crosses gets one bridge more: none, one, two, then none again.
    const crossed: BridgeSpan[] = [];
    for (const line of lines) {
      const span = spanOfLine(spans, line);
      if (span && !crossed.includes(span)) crossed.push(span);
    }
    if (crossed.length === 0) return undefined;
    const changes = crossed.flatMap((span) => {
      const next = ([1, 2, null] as const)[bridgesOf(lineAt(state.bridges, span.lines[0]!))]!;
      return span.lines.map((line) => ({ line, mark: next }));
    });
    return { kind: 'set', lines: changes };
  },
  apply(puzzle, state, move) {
    const size = hashiSize(puzzle);
    for (const { line, mark } of move.lines) {
      const end = lineEnd(line);
      if (line.from.row < 0 || line.from.column < 0 || end.row >= size.rows || end.column >= size.columns) return refused('that line is outside the grid');
      if (!isMark(mark)) return refused('a line holds 1 or 2 bridges, a cross or nothing');
    }
    return accepted(withMarks(state, move.lines));
  },
  view(puzzle, state): BoardView {
    const size = hashiSize(puzzle);
    const lines: LineView[] = [];
    for (const line of linePositions(size)) {
      const mark = lineAt(state.bridges, line);
      if (mark === 'cross') lines.push({ from: line.from, to: lineEnd(line), state: 'cross' });
      else if (mark !== null) lines.push({ from: line.from, to: lineEnd(line), state: 'line', ...(mark === 2 ? { double: true } : {}) });
    }
    const cells = makeGrid(size, (cell) => {
      const island = islandAt(puzzle, cell);
      // The number as a given value, drawn over the bridges that end at its circle.
      return island ? { value: { text: islandText(island), kind: 'given' as const }, circle: { text: '', style: 'solid' as const, words: 'island' } } : {};
    });
    return { size, cells, lines: { points: 'centres', lines } };
  },
  answer: (puzzle, state) => makeLines(hashiSize(puzzle), (line) => bridgesOf(lineAt(state.bridges, line))),
  progress(puzzle, state) {
    const drawn = board(puzzle, state, false);
    const counted = (cell: Cell) =>
      [lineBetween(cell, { row: cell.row, column: cell.column + 1 }), lineBetween(cell, { row: cell.row + 1, column: cell.column }), lineBetween(cell, { row: cell.row, column: cell.column - 1 }), lineBetween(cell, { row: cell.row - 1, column: cell.column })]
        .filter((line): line is LinePosition => line !== undefined && line.from.row >= 0 && line.from.column >= 0 && lineEnd(line).row < drawn.size.rows && lineEnd(line).column < drawn.size.columns)
        .reduce((sum, line) => sum + lineAt(drawn.bridges, line), 0);
    const open = allCells(drawn.size).filter((cell) => {
      const island = islandAt(puzzle, cell);
      return island?.kind === 'number' && counted(cell) < island.value;
    }).length;
    return { broken: hashiChecker.brokenForGood(puzzle, drawn), open, openThing: 'circle' };
  },
  // A pair without a bridge is crossed: the answer decides it, and a solved board reads as fully placed.
  fromAnswer: (puzzle, answer) => {
    const inSpan = new Set(spansOf(puzzle).flatMap((span) => span.lines.map((line) => `${line.orientation} ${line.from.row},${line.from.column}`)));
    return {
      bridges: makeLines(hashiSize(puzzle), (line): BridgeMark => {
        const count = lineAt(answer, line);
        if (count === 1 || count === 2) return count;
        return inSpan.has(`${line.orientation} ${line.from.row},${line.from.column}`) ? 'cross' : null;
      }),
    };
  },
  // The partial answer: the bridges of each pair the player has marked (a cross: none), null where open; lines
  // outside every pair are left open, as the model decides nothing there.
  placed(puzzle, state) {
    const inSpan = new Set(spansOf(puzzle).flatMap((span) => span.lines.map((line) => `${line.orientation} ${line.from.row},${line.from.column}`)));
    const entry = (mark: BridgeMark, line: LinePosition) => (!inSpan.has(`${line.orientation} ${line.from.row},${line.from.column}`) || mark === null ? null : bridgesOf(mark));
    return {
      horizontal: state.bridges.horizontal.map((row, r) => row.map((mark, c) => entry(mark, { orientation: 'horizontal', from: { row: r, column: c } }))),
      vertical: state.bridges.vertical.map((row, r) => row.map((mark, c) => entry(mark, { orientation: 'vertical', from: { row: r, column: c } }))),
    };
  },
  hint(puzzle, state, facts) {
    const spans = spansOf(puzzle);
    // A fact may name any line of a pair's span (a hint names the one it deduced); all of them agree.
    const factOf = (span: BridgeSpan) => span.lines.map((line) => lineAt(facts, line)).find((count) => count !== null) ?? null;
    const known = spans.filter((span) => factOf(span) !== null);
    const wanted = (span: BridgeSpan): BridgeMark => ([null, 1, 2] as const)[factOf(span)!] ?? null;
    const placed = (span: BridgeSpan) => lineAt(state.bridges, span.lines[0]!);
    // A wrong pair first, then a missing bridge, then a missing cross.
    const wrong = known.find((span) => placed(span) !== null && bridgesOf(placed(span)) !== bridgesOf(wanted(span)));
    const open = known.filter((span) => placed(span) === null);
    const chosen = wrong ?? open.find((span) => wanted(span) !== null) ?? open[0];
    if (!chosen) return undefined;
    const mark = wanted(chosen);
    return { kind: 'set', lines: mark === null ? [...chosen.lines.slice(1).map((line) => ({ line, mark: null })), { line: chosen.lines[0]!, mark: 'cross' as const }] : chosen.lines.map((line) => ({ line, mark })) };
  },
  openCells(puzzle, facts) {
    const open = spansOf(puzzle).filter((span) => lineAt(facts, span.lines[0]!) === null);
    const cells = new Map<string, Cell>();
    for (const span of open) for (const cell of [span.from, ...cellsPassed(span), span.to]) cells.set(`${cell.row},${cell.column}`, cell);
    return allCells(hashiSize(puzzle)).filter((cell) => cells.has(`${cell.row},${cell.column}`));
  },
};

export const hashiEdit: EditRules<HashiPuzzle> = {
  ...gridSizeRules({ name: 'Hashi', largest: maximumHashiSize, initial: 7, minimum: 3, maximum: 40 }, (size) => makeHashi(size, makeGrid(size, () => null))),
  ...clueGridEdit({
    mode: { id: 'number', label: 'Islands' },
    clueAt: islandAt,
    withClue: (puzzle, cell, island) => makeHashi(hashiSize(puzzle), setCell(puzzle.islands, cell, island)),
    range: () => ({ smallest: 1, largest: largestIslandNumber }),
  }),
  pad: () => cluePad(largestIslandNumber).filter((key) => key !== '0'),
};
