// Checks as an ordered list of named rules, as pzprjs keeps them: each check has a code, the rule in words, and finds
// where a board breaks it. A board is finished (an answer) or still in play (some entries open); a check reads both,
// and on an unfinished board reports only what no way of finishing can mend. A rule that every unfinished board may
// still break and then mend ("some cell is shaded") is `mendable`: it is asked of finished boards only. A genre's
// checker, its failure codes and play's "broken for good" all come from one list.

import type { CheckCode } from './genre.js';
import type { Cell, Direction, GridSize, LinePosition } from './geometry.js';
import { adjacentPairs, allCells, cellKey, cellName, gridWindows, isInside, makeGrid, move, neighbours, sameCell } from './geometry.js';
import type { LineGrid, LineShape } from './lines.js';
import { lineAt, lineBetween, lineEnd, lineShape, loopRuleCodes, loopViolations } from './lines.js';
import type { Violation } from './violation.js';

export interface Check<Puzzle, Board> {
  readonly code: string;
  /** The rule in words. */
  readonly description: string;
  /** A break can be mended until the board is finished: the check waits for a finished board. */
  readonly mendable?: boolean;
  /** When this rule breaks on a finished board, the later checks are not looked at (they would only repeat it). */
  readonly alone?: boolean;
  find(puzzle: Puzzle, board: Board): Violation[];
}

/** A check of one part of a board (the lines of a Yajilin answer, say). */
export function onPart<Puzzle, Board, Part>(check: Check<Puzzle, Part>, part: (board: Board) => Part): Check<Puzzle, Board> {
  return { ...check, find: (puzzle, board) => check.find(puzzle, part(board)) };
}

export interface Checker<Puzzle, Answer, Board> {
  /** Every code, in the order the checks look. */
  readonly checkCodes: readonly CheckCode[];
  /** Every broken rule of an answer, in the list's order; an empty list means solved. */
  check(puzzle: Puzzle, answer: Answer): Violation[];
  /** The breaks of an unfinished board that no way of finishing can mend. */
  brokenForGood(puzzle: Puzzle, board: Board): Violation[];
}

/** The first entry of every list: an answer that does not fit the puzzle is reported alone. */
export interface AnswerShape<Puzzle, Answer> {
  readonly description: string;
  /** What does not fit, in words, or undefined when the answer fits. */
  misfit(puzzle: Puzzle, answer: Answer): string | undefined;
}

/** A checker from its ordered list: the answer's shape (code `wrong-size`), then the checks on the finished board. */
export function checker<Puzzle, Answer, Board>(list: {
  readonly shape: AnswerShape<Puzzle, Answer>;
  /** The answer as a finished board. */
  board(puzzle: Puzzle, answer: Answer): Board;
  readonly checks: readonly Check<Puzzle, Board>[];
}): Checker<Puzzle, Answer, Board> {
  const codes = [{ code: 'wrong-size', description: list.shape.description }, ...list.checks.map(({ code, description }) => ({ code, description }))];
  const seen = new Set<string>();
  // Two checks may share a code (one rule found two ways); the code is listed once.
  const checkCodes = codes.filter(({ code }) => !seen.has(code) && seen.add(code));
  return {
    checkCodes,
    check(puzzle, answer) {
      const misfit = list.shape.misfit(puzzle, answer);
      if (misfit !== undefined) return [{ code: 'wrong-size', message: misfit, cells: [] }];
      const board = list.board(puzzle, answer);
      const violations: Violation[] = [];
      for (const check of list.checks) {
        const found = check.find(puzzle, board);
        if (check.alone && found.length > 0) return [...violations, ...found];
        violations.push(...found);
      }
      return violations;
    },
    brokenForGood: (puzzle, board) => list.checks.filter((check) => !check.mendable).flatMap((check) => check.find(puzzle, board)),
  };
}

/** The checker of a genre whose answer is its shaded cells: the grid's shape, then the checks on the shading. */
export function shadingChecker<Puzzle>(size: (puzzle: Puzzle) => GridSize, checks: readonly Check<Puzzle, ShadingBoard>[]): Checker<Puzzle, readonly (readonly boolean[])[], ShadingBoard> {
  return checker<Puzzle, readonly (readonly boolean[])[], ShadingBoard>({ shape: gridShape(size), board: (puzzle, answer) => finishedShading(size(puzzle), answer), checks });
}

/** The checker of a genre whose answer is lines between centres or corners: the lattice's shape, then the checks. */
export function lineChecker<Puzzle>(lattice: 'centres' | 'corners', size: (puzzle: Puzzle) => GridSize, checks: readonly Check<Puzzle, LineBoard>[]): Checker<Puzzle, LineGrid, LineBoard> {
  return checker({ shape: linesShape(lattice, size), board: (puzzle, answer) => finishedLines(lattice, size(puzzle), answer), checks });
}

/** A grid answer (rows of entries) fits when it has the puzzle's rows and columns. */
export function gridShape<Puzzle>(size: (puzzle: Puzzle) => GridSize): AnswerShape<Puzzle, readonly (readonly unknown[])[]> {
  return {
    description: 'the answer has the size of the grid',
    misfit(puzzle, answer) {
      const { rows, columns } = size(puzzle);
      return answer.length !== rows || answer.some((row) => row.length !== columns) ? `the answer must be ${columns} wide and ${rows} tall` : undefined;
    },
  };
}

/** The orthogonally connected areas of the cells that pass `member`, largest first. */
export function connectedAreas(size: GridSize, member: (cell: Cell) => boolean, joined: (a: Cell, b: Cell) => boolean = () => true): Cell[][] {
  return areasInReadingOrder(size, member, joined).sort((a, b) => b.length - a.length);
}

/** The orthogonally connected areas of the cells that pass `member`, in reading order of their first cell. */
export function areasInReadingOrder(size: GridSize, member: (cell: Cell) => boolean, joined: (a: Cell, b: Cell) => boolean = () => true): Cell[][] {
  const seen = makeGrid(size, () => false);
  const areas: Cell[][] = [];
  for (const start of allCells(size)) {
    if (!member(start) || seen[start.row]![start.column]) continue;
    seen[start.row]![start.column] = true;
    const area = [start];
    for (let index = 0; index < area.length; index++) {
      for (const next of neighbours(size, area[index]!)) {
        if (!member(next) || seen[next.row]![next.column] || !joined(area[index]!, next)) continue;
        seen[next.row]![next.column] = true;
        area.push(next);
      }
    }
    areas.push(area);
  }
  return areas;
}

/** The areas of `areasInReadingOrder`, each with the cells beside it that are not members, in the order first met. */
export function areasWithSurroundings(size: GridSize, member: (cell: Cell) => boolean): { cells: Cell[]; beside: Cell[] }[] {
  return areasInReadingOrder(size, member).map((cells) => {
    const outside = cells.flatMap((cell) => neighbours(size, cell).filter((next) => !member(next)));
    const beside = new Map(outside.map((next) => [cellKey(next), next] as const));
    return { cells, beside: [...beside.values()] };
  });
}

// ---- Numbers ----

/** A board of numbers (digits, heights, sizes): 0 where a cell is still empty. */
export type NumberBoard = readonly (readonly number[])[];

/** A group of cells that holds no number twice (a room, a row, a run), named for messages: `the room of r1c1`. */
export interface NumberGroup {
  readonly name: string;
  readonly cells: readonly Cell[];
}

/** No number twice in one group (puz.link's bkDupNum in a room, nmDupRow in a row); an empty cell repeats nothing. */
export function noRepeatIn<Puzzle>(code: string, description: string, groups: (puzzle: Puzzle) => readonly NumberGroup[]): Check<Puzzle, NumberBoard> {
  return {
    code,
    description,
    find: (puzzle, board) =>
      groups(puzzle).flatMap(({ name, cells }) => {
        const byNumber = new Map<number, Cell[]>();
        for (const cell of cells.filter((member) => board[member.row]![member.column]! > 0)) {
          byNumber.set(board[cell.row]![cell.column]!, [...(byNumber.get(board[cell.row]![cell.column]!) ?? []), cell]);
        }
        const repeated = [...byNumber].filter(([, held]) => held.length > 1);
        return repeated.map(([number, held]) => ({ code, message: `${name} holds ${number} more than once`, cells: held }));
      }),
  };
}

/** Every cell holds a number (puz.link ceNoNum): asked of finished boards only. */
export const everyCellFilled: Check<unknown, NumberBoard> = {
  code: 'empty-cell',
  description: 'every cell holds a number (puz.link ceNoNum)',
  mendable: true,
  find(_puzzle, board) {
    const empty = allCells({ rows: board.length, columns: board[0]?.length ?? 0 }).filter((cell) => board[cell.row]![cell.column] === 0);
    return empty.length === 0 ? [] : [{ code: 'empty-cell', message: `${empty.length} cell${empty.length === 1 ? '' : 's'} still empty`, cells: empty }];
  },
};

// ---- Shading ----

/** 1 shaded, 0 unshaded (dotted by the player, or a clue cell), null still open. */
export type Shade = 0 | 1;

/** A shading as the checks read it. */
export interface ShadingBoard {
  readonly size: GridSize;
  /** False while the player is at it: open cells may still be shaded or not (an open cell left at the end is unshaded). */
  readonly finished: boolean;
  /** A finished board has no open cell. */
  at(cell: Cell): Shade | null;
}

/** An answer's shading (true shaded) as a finished board. */
export function finishedShading(size: GridSize, shaded: readonly (readonly boolean[])[]): ShadingBoard {
  return { size, finished: true, at: (cell) => (shaded[cell.row]![cell.column] ? 1 : 0) };
}

/** A board in play: each cell 1, 0 or null (open). */
export function shadingInPlay(size: GridSize, cells: readonly (readonly (Shade | null)[])[]): ShadingBoard {
  return { size, finished: false, at: (cell) => cells[cell.row]![cell.column] ?? null };
}

/** Some cell is shaded (pzprjs brNoShade). */
export const someShaded: Check<unknown, ShadingBoard> = {
  code: 'no-shaded',
  description: 'some cell is shaded',
  mendable: true,
  find: (_puzzle, board) => (allCells(board.size).some((cell) => board.at(cell) === 1) ? [] : [{ code: 'no-shaded', message: 'no cell is shaded', cells: [] }]),
};

/** No two shaded cells touch orthogonally (pzprjs csAdjacent). */
export const shadedApart: Check<unknown, ShadingBoard> = {
  code: 'adjacent-shaded',
  description: 'no two shaded cells touch orthogonally',
  find: (_puzzle, board) =>
    adjacentPairs(board.size)
      .filter(([a, b]) => board.at(a) === 1 && board.at(b) === 1)
      .map(([a, b]) => ({ code: 'adjacent-shaded', message: 'two shaded cells touch', cells: [a, b] })),
};

/**
 * No two cells that pass `member` touch, not even diagonally (pzprjs starAround, tentAround): each touching pair once,
 * from its first cell in reading order.
 */
export function apartAround<Puzzle>(code: string, words: { readonly description: string; readonly message: string }, member: (puzzle: Puzzle, board: ShadingBoard, cell: Cell) => boolean): Check<Puzzle, ShadingBoard> {
  return {
    code,
    description: words.description,
    find: (puzzle, board) =>
      allCells(board.size)
        .filter((cell) => member(puzzle, board, cell))
        .flatMap((cell) =>
          // Right, down-left, down and down-right: each pair found from its first cell.
          [{ row: 0, column: 1 }, { row: 1, column: -1 }, { row: 1, column: 0 }, { row: 1, column: 1 }]
            .map((step) => ({ row: cell.row + step.row, column: cell.column + step.column }))
            .filter((next) => isInside(board.size, next) && member(puzzle, board, next))
            .map((next) => ({ code, message: words.message, cells: [cell, next] })),
        ),
  };
}

/**
 * The unshaded cells form one orthogonally connected area (pzprjs cuDivideRB). On an unfinished board: cells that
 * must stay unshaded (dots, clues) that the shaded cells have already cut apart (open cells alone may be shaded away).
 */
export const unshadedConnected: Check<unknown, ShadingBoard> = {
  code: 'disconnected',
  description: 'the unshaded cells form one orthogonally connected area',
  find(_puzzle, board) {
    const areas = connectedAreas(board.size, (cell) => board.at(cell) !== 1).filter((area) => area.some((cell) => board.at(cell) === 0));
    if (areas.length < 2) return [];
    const message = board.finished ? `the unshaded cells fall into ${areas.length} separate areas` : `the shaded cells cut the unshaded ones into ${areas.length} separate areas`;
    return [{ code: 'disconnected', message, cells: areas.slice(1).flat() }];
  },
};

/** Every 2×2 block of cells of a board. */
/**
 * No 2×2 block of cells is all of one value, named in a genre's words (`shaded`; Yin-Yang's `black`): pzprjs cs2x2,
 * cu2x2, ms2x2, mu2x2. On a board in play, blocks already all of that value.
 */
export function no2x2Of(value: Shade, code: string, words: string, description = `no 2×2 block of cells is all ${words}`): Check<unknown, ShadingBoard> {
  return {
    code,
    description,
    find: (_puzzle, board) =>
      gridWindows(board.size)
        .filter((block) => block.every((cell) => board.at(cell) === value))
        .map((block) => ({ code, message: `a 2×2 block is all ${words}`, cells: block })),
  };
}

/** No 2×2 block of cells is all shaded (pzprjs cs2x2). */
export const no2x2Shaded = no2x2Of(1, 'shaded-2x2', 'shaded');

/** No 2×2 block of cells is all unshaded (pzprjs cu2x2); in play, all dotted or given. */
export const no2x2Unshaded = no2x2Of(0, 'unshaded-2x2', 'unshaded');

/**
 * The cells of one value form one orthogonally connected area, named in a genre's words (`shaded cells`, the other
 * value `unshaded`; Yin-Yang's `black circles`): pzprjs csDivide, msDivide, muDivide. A finished board is judged as it
 * stands, an empty cell joining nothing; on an unfinished board, cells of that value in areas that the other value has
 * already walled apart.
 */
export function oneAreaOf(value: Shade, code: string, words: { readonly name: string; readonly other: string; readonly things: string }): Check<unknown, ShadingBoard> {
  const { name, other, things } = words;
  return {
    code,
    description: `the ${name} ${things} form one orthogonally connected area`,
    find(_puzzle, board) {
      const member = (cell: Cell) => (board.finished ? board.at(cell) === value : board.at(cell) !== 1 - value);
      const areas = connectedAreas(board.size, member).filter((area) => area.some((cell) => board.at(cell) === value));
      if (areas.length < 2) return [];
      const message = board.finished ? `the ${name} ${things} fall into ${areas.length} separate areas` : `${other} ${things} cut the ${name} ones into ${areas.length} separate areas`;
      return [{ code, message, cells: areas.slice(1).flatMap((area) => area.filter((cell) => board.at(cell) === value)) }];
    },
  };
}

/** The shaded cells form one orthogonally connected area (pzprjs csDivide). */
export const shadedConnected = oneAreaOf(1, 'shaded-divided', { name: 'shaded', other: 'unshaded', things: 'cells' });

/**
 * Every shaded cell reaches the grid's edge through shaded cells (pzprjs csConnOut). On an unfinished board: shaded
 * cells that unshaded cells (dots, clues) have already walled in.
 */
export const shadedReachEdge: Check<unknown, ShadingBoard> = {
  code: 'shaded-enclosed',
  description: "every shaded cell reaches the grid's edge through shaded cells",
  find(_puzzle, board) {
    const { rows, columns } = board.size;
    const onEdge = (cell: Cell) => cell.row === 0 || cell.column === 0 || cell.row === rows - 1 || cell.column === columns - 1;
    return connectedAreas(board.size, (cell) => board.at(cell) !== 0)
      .filter((area) => !area.some(onEdge) && area.some((cell) => board.at(cell) === 1))
      .map((area) => ({
        code: 'shaded-enclosed',
        message: board.finished ? "shaded cells are enclosed, away from the grid's edge" : "unshaded cells wall shaded ones in, away from the grid's edge",
        cells: area.filter((cell) => board.at(cell) === 1),
      }));
  },
};

// ---- Lines ----

/** A line drawn, crossed out (surely no line), or still open (in play only). */
export type LineMark = 'line' | 'cross' | null;

/** Lines between the points of a lattice, as the checks read them. */
export interface LineBoard {
  readonly points: GridSize;
  /** False while the player is at it: open lines may still be drawn (an open line left at the end is no line). */
  readonly finished: boolean;
  /** A finished board has no open line. */
  at(line: LinePosition): LineMark;
  /** How the drawn lines sit: degrees, branches, dead ends, pieces. */
  readonly shape: LineShape;
  /** The lines still open at a point, towards its neighbours. */
  waysOn(point: Cell): LinePosition[];
  /** The cells to show for a point, and for a line. */
  cellsAt(point: Cell): readonly Cell[];
  cellsAlong(line: LinePosition): readonly Cell[];
}

/** An answer's lines as a finished board: between cell centres, or along cell edges (the points are the corners). */
export function finishedLines(lattice: 'centres' | 'corners', size: GridSize, lines: LineGrid): LineBoard {
  return lineBoard(lattice, size, lines, true);
}

/** A board in play: each line drawn, crossed out or open. */
export function linesInPlay(lattice: 'centres' | 'corners', size: GridSize, marks: LineGrid<LineMark>): LineBoard {
  return lineBoard(lattice, size, marks, false);
}

function lineBoard(lattice: 'centres' | 'corners', size: GridSize, marks: LineGrid<LineMark> | LineGrid, finished: boolean): LineBoard {
  const points = lattice === 'centres' ? size : { rows: size.rows + 1, columns: size.columns + 1 };
  const at = (line: LinePosition): LineMark => {
    const mark = lineAt<LineMark | boolean>(marks, line);
    return mark === true ? 'line' : mark === false ? 'cross' : mark;
  };
  const drawn = { horizontal: marks.horizontal.map((row) => row.map((mark) => mark === true || mark === 'line')), vertical: marks.vertical.map((row) => row.map((mark) => mark === true || mark === 'line')) };
  const inGrid = (cell: Cell) => isInside(size, cell);
  const corners = (point: Cell) => [-1, 0].flatMap((row) => [-1, 0].map((column) => ({ row: point.row + row, column: point.column + column }))).filter(inGrid);
  return {
    points,
    finished,
    at,
    shape: lineShape(points, drawn),
    waysOn: (point) => neighbours(points, point).map((next) => lineBetween(point, next)!).filter((line) => at(line) === null),
    cellsAt: (point) => (lattice === 'centres' ? [point] : corners(point)),
    cellsAlong: (line) =>
      lattice === 'centres'
        ? [line.from, lineEnd(line)]
        : (line.orientation === 'horizontal' ? [{ row: line.from.row - 1, column: line.from.column }, line.from] : [{ row: line.from.row, column: line.from.column - 1 }, line.from]).filter(inGrid),
  };
}

/** The lines at a point marked `mark`: drawn, crossed out, or still open (null). */
export function linesOn(board: LineBoard, point: Cell, mark: LineMark = 'line'): LinePosition[] {
  return neighbours(board.points, point)
    .map((next) => lineBetween(point, next)!)
    .filter((line) => board.at(line) === mark);
}

/** Whether a line is drawn from a point towards a direction (false where the lattice ends). */
export function drawnToward(board: LineBoard, point: Cell, direction: Direction): boolean {
  const next = move(point, direction);
  return isInside(board.points, point) && isInside(board.points, next) && board.at(lineBetween(point, next)!) === 'line';
}

const drawingRule = (board: LineBoard, rule: Parameters<typeof loopViolations>[1]) => loopViolations(board.shape, rule, board.cellsAt, board.cellsAlong);

/** There is a line on the board (pzprjs brNoLine). */
export const lineExists: Check<unknown, LineBoard> = {
  code: 'no-line',
  description: loopRuleCodes['no-line'],
  mendable: true,
  find: (_puzzle, board) => drawingRule(board, 'no-line'),
};

/** No line branches (pzprjs lnBranch). */
export const noBranch: Check<unknown, LineBoard> = { code: 'branch', description: loopRuleCodes.branch, find: (_puzzle, board) => drawingRule(board, 'branch') };

/** No lines cross (pzprjs lnCross). */
export const noCrossing: Check<unknown, LineBoard> = { code: 'crossing', description: loopRuleCodes.crossing, find: (_puzzle, board) => drawingRule(board, 'crossing') };

/** No line ends (pzprjs lnDeadEnd); in play, a line end with every way on crossed out. */
export const noDeadEnd: Check<unknown, LineBoard> = {
  code: 'dead-end',
  description: loopRuleCodes['dead-end'],
  find: (_puzzle, board) =>
    board.shape.deadEnds
      .filter((point) => board.finished || board.waysOn(point).length === 0)
      .map((point) => ({
        code: 'dead-end',
        message: board.finished ? 'a line ends without closing' : 'a line ends where every way on is crossed out',
        cells: [...board.cellsAt(point)],
        lines: board.shape.pieces.flat().filter((line) => sameCell(line.from, point) || sameCell(lineEnd(line), point)),
      })),
};

/** The lines form one loop (pzprjs lnPlLoop); in play, once a loop is closed, any other line breaks it. */
export const oneLoop: Check<unknown, LineBoard> = {
  code: 'several-loops',
  description: loopRuleCodes['several-loops'],
  find(_puzzle, board) {
    const { shape } = board;
    const closed = shape.pieces.some((piece) => piece.every((line) => [line.from, lineEnd(line)].every((end) => shape.degree[end.row]![end.column] === 2)));
    return board.finished || closed ? drawingRule(board, 'several-loops') : [];
  },
};

/** The loop keeps out of the cells `holds` picks (lines through centres): `kind` names them, `shaded` or `clue`. */
export function loopAvoids<Puzzle>(code: string, kind: string, holds: (puzzle: Puzzle, cell: Cell) => boolean): Check<Puzzle, LineBoard> {
  return {
    code,
    description: `the loop does not pass ${kind} cells`,
    find: (puzzle, board) =>
      allCells(board.points)
        .filter((cell) => holds(puzzle, cell) && linesOn(board, cell).length > 0)
        .map((cell) => ({ code, message: `the loop passes the ${kind} cell ${cellName(cell)}`, cells: [cell], lines: linesOn(board, cell) })),
  };
}

/**
 * The loop passes every cell that `words` names (pzprjs ceNoLine; lines through centres). On a board in play: a cell
 * it can no longer pass, with no line and fewer than two open lines left that `drawable` allows.
 */
export function loopPasses<Puzzle>(
  check: { readonly code: string; readonly description: string },
  words: (puzzle: Puzzle, cell: Cell) => string | undefined,
  drawable: (puzzle: Puzzle, line: LinePosition) => boolean = () => true,
): Check<Puzzle, LineBoard> {
  return {
    ...check,
    find: (puzzle, board) =>
      allCells(board.points).flatMap((cell) => {
        const named = words(puzzle, cell);
        if (named === undefined || linesOn(board, cell).length > 0) return [];
        if (!board.finished && linesOn(board, cell, null).filter((line) => drawable(puzzle, line)).length >= 2) return [];
        return [{ code: check.code, message: board.finished ? `the loop does not pass ${named}` : `the loop can no longer pass ${named}`, cells: [cell] }];
      }),
  };
}

/** The shape of a lines answer: one entry per line of the lattice. */
export function linesShape<Puzzle>(lattice: 'centres' | 'corners', size: (puzzle: Puzzle) => GridSize): AnswerShape<Puzzle, LineGrid> {
  return {
    description: lattice === 'centres' ? 'the answer has a line entry between every two neighbouring cells' : 'the answer has lines for every cell edge of the grid',
    misfit(puzzle, answer) {
      const cells = size(puzzle);
      const points = lattice === 'centres' ? cells : { rows: cells.rows + 1, columns: cells.columns + 1 };
      const fits =
        answer.horizontal.length === points.rows &&
        answer.horizontal.every((row) => row.length === points.columns - 1) &&
        answer.vertical.length === points.rows - 1 &&
        answer.vertical.every((row) => row.length === points.columns);
      if (fits) return undefined;
      return lattice === 'centres' ? `the answer must have lines between the cells of a ${cells.columns}×${cells.rows} grid` : `the answer must have lines along the edges of a ${cells.columns}×${cells.rows} grid`;
    },
  };
}
