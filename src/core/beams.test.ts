// Beams between terminal cells (Hotaru Beam) on small grids: every line set the model admits, against every line set
// checked by brute force (each beam traced from its terminal, its turns counted), for random terminals and counts; and
// the lines as one network.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Terminal } from './beams.js';
import { beams, oneNetwork } from './beams.js';
import type { Cell, Direction, GridSize } from './geometry.js';
import { allCells, directions, isInside, makeGrid, move } from './geometry.js';
import type { LineGrid, LinePosition } from './lines.js';
import { lineAt, lineBetween, linePositions, lineShape, makeLines } from './lines.js';
import { Model } from './model.js';
import { seededRandom } from './random.js';
import { defaultBackend } from '../index.js';

const opposite: Readonly<Record<Direction, Direction>> = { up: 'down', down: 'up', left: 'right', right: 'left' };

/** Whether a drawing is beams between the terminals: lines meet in twos away from them, each run joins one out side to a side that is not, the counts hold. */
function isBeams(size: GridSize, terminals: (Terminal | null)[][], counts: Map<string, number>, lines: LineGrid): boolean {
  const terminalAt = (cell: Cell) => terminals[cell.row]![cell.column] ?? null;
  const has = (cell: Cell, direction: Direction) => isInside(size, move(cell, direction)) && lineAt(lines, lineBetween(cell, move(cell, direction))!);
  const { degree } = lineShape(size, lines);
  for (const cell of allCells(size)) {
    const terminal = terminalAt(cell);
    if (terminal === null && degree[cell.row]![cell.column] !== 0 && degree[cell.row]![cell.column] !== 2) return false;
    if (terminal?.out && !has(cell, terminal.out)) return false;
  }
  for (const cell of allCells(size)) {
    const terminal = terminalAt(cell);
    if (!terminal) continue;
    for (const side of directions) {
      if (!has(cell, side)) continue;
      // Walk the run from this side to the terminal it reaches.
      let at = move(cell, side);
      let heading = side;
      let turns = 0;
      while (!terminalAt(at)) {
        const onward = directions.find((direction) => direction !== opposite[heading] && has(at, direction))!;
        if (onward !== heading) turns++;
        heading = onward;
        at = move(at, heading);
      }
      const leaves = terminal.out === side;
      const enters = terminalAt(at)!.out === opposite[heading];
      if (leaves === enters) return false;
      const key = `${cell.row},${cell.column}`;
      if (leaves && counts.has(key) && counts.get(key) !== turns) return false;
    }
  }
  return true;
}

function everyDrawing(size: GridSize): LineGrid[] {
  const positions = linePositions(size);
  return Array.from({ length: 2 ** positions.length }, (_, mask) => {
    const on = new Set(positions.filter((_, index) => (mask >> index) & 1).map((line) => `${line.orientation} ${line.from.row} ${line.from.column}`));
    return makeLines(size, (line) => on.has(`${line.orientation} ${line.from.row} ${line.from.column}`));
  });
}

const keyOf = (lines: LineGrid) => [...lines.horizontal.flat(), ...lines.vertical.flat()].map(Number).join('');

describe('beams', () => {
  it('admits exactly the drawings a brute-force tracer accepts, on random terminals with and without counts', async () => {
    const random = seededRandom('beams');
    for (const size of [{ rows: 2, columns: 3 }, { rows: 3, columns: 3 }, { rows: 2, columns: 4 }]) {
      const drawings = everyDrawing(size);
      for (let round = 0; round < 6; round++) {
        const terminals = makeGrid(size, (cell): Terminal | null => {
          if (random.next() > 0.4) return null;
          const outs = directions.filter((direction) => isInside(size, move(cell, direction)));
          return { out: random.next() < 0.2 ? null : random.pick(outs) };
        });
        const counts = new Map<string, number>();
        for (const cell of allCells(size)) if (terminals[cell.row]![cell.column]?.out && random.next() < 0.6) counts.set(`${cell.row},${cell.column}`, random.below(3));
        const model = new Model();
        const lines = makeLines(size, () => model.bool('line'));
        const lineOf = (line: LinePosition) => lineAt(lines, line);
        for (const cell of allCells(size)) {
          if (terminals[cell.row]![cell.column]) continue;
          model.countIn(directions.flatMap((direction) => (isInside(size, move(cell, direction)) ? [lineOf(lineBetween(cell, move(cell, direction))!)] : [])), [0, 2]);
        }
        const network = beams(model, size, lineOf, terminals, { maximumTurns: 2 });
        for (const [key, turns] of counts) {
          const [row, column] = key.split(',').map(Number);
          network.turns({ row: row!, column: column! }, turns);
        }
        const observed = [...lines.horizontal.flat(), ...lines.vertical.flat()];
        const { solutions } = await defaultBackend.enumerate(model, observed, 5000);
        const found = new Set(solutions.map((values) => values.map(Number).join('')));
        const expected = new Set(drawings.filter((drawing) => isBeams(size, terminals, counts, drawing)).map(keyOf));
        assert.deepEqual([...found].sort(), [...expected].sort(), JSON.stringify({ terminals, counts: [...counts] }));
      }
    }
  });

  it('joins the lines into one network', async () => {
    const size = { rows: 2, columns: 3 };
    const model = new Model();
    const lines = makeLines(size, () => model.bool('line'));
    oneNetwork(model, size, (line) => lineAt(lines, line));
    const observed = [...lines.horizontal.flat(), ...lines.vertical.flat()];
    const { solutions } = await defaultBackend.enumerate(model, observed, 5000);
    const connected = everyDrawing(size).filter((drawing) => lineShape(size, drawing).pieces.length <= 1);
    assert.equal(solutions.length, connected.length);
  });
});
