// Rooms as text, for the genres whose puzzle is rooms and little else (Star Battle, Norinori): a grid of room labels
// read and written, and a drawing of the rooms with their walls and a mark in each cell.

import { inputError } from '../../core/errors.js';
import type { Cell } from '../../core/geometry.js';
import type { Regions } from '../../core/regions.js';
import { regionsFromLabels } from '../../core/regions.js';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A text line with its number in the file (1-based), for located errors. */
export interface NumberedLine {
  readonly text: string;
  readonly line: number;
}

/**
 * Rooms from lines of labels: one character per cell (letters and digits), or labels separated by spaces when a line
 * has spaces. Equal labels that touch form one room; a label used by two separate areas is an error.
 */
export function readRoomLines(lines: readonly NumberedLine[]): Regions {
  if (lines.length === 0) inputError('no grid of rooms found');
  const labels = lines.map(({ text, line }) => {
    const spaced = /\s/.test(text.trim());
    const tokens: { label: string; column: number }[] = spaced
      ? [...text.matchAll(/\S+/g)].map((match) => ({ label: match[0], column: match.index + 1 }))
      : [...text].map((label, index) => ({ label, column: index + 1 })).filter(({ label }) => label.trim() !== '');
    for (const { label, column } of tokens) {
      if (!/^[A-Za-z0-9]+$/.test(label)) inputError(`'${label}' is not a room label (letters and digits)`, { line, column });
    }
    return { line, labels: tokens.map(({ label }) => label), columns: tokens.map(({ column }) => column) };
  });
  const width = labels[0]!.labels.length;
  for (const { line, labels: row } of labels) {
    if (row.length !== width) inputError(`this row has ${row.length} cells, the first has ${width}`, { line });
  }
  const seen = new Set<string>();
  return regionsFromLabels(
    labels.map(({ labels: row }) => row),
    (label, { row, column }) => {
      if (seen.has(label)) {
        inputError(`room '${label}' is split into separate areas (again at row ${row + 1}, column ${column + 1})`, { line: labels[row]!.line, column: labels[row]!.columns[column] });
      }
      seen.add(label);
    },
  );
}

/** The rooms as lines of labels: one character per cell while there are few enough rooms, else spaced labels. */
export function writeRoomLines(regions: Regions): string[] {
  const count = Math.max(-1, ...regions.flat()) + 1;
  if (count <= alphabet.length) return regions.map((row) => row.map((room) => alphabet[room]!).join(''));
  const width = String(count - 1).length;
  return regions.map((row) => row.map((room) => `r${String(room).padStart(width, '0')}`).join(' '));
}

/** The cells of each room, in reading order. */
export function roomCells(regions: readonly (readonly number[])[]): Cell[][] {
  const rooms: Cell[][] = [];
  regions.forEach((line, row) => line.forEach((room, column) => (rooms[room] ??= []).push({ row, column })));
  return rooms;
}

/** The rooms drawn with their walls (`+`, `-`, `|`) and one character per cell. */
export function drawRooms(regions: readonly (readonly number[])[], mark: (cell: Cell) => string): string {
  const rows = regions.length;
  const columns = regions[0]?.length ?? 0;
  const room = (row: number, column: number) => (row < 0 || column < 0 || row >= rows || column >= columns ? -1 : regions[row]![column]!);
  const lines: string[] = [];
  for (let row = 0; row <= rows; row++) {
    let border = '+';
    for (let column = 0; column < columns; column++) border += (room(row - 1, column) !== room(row, column) ? '-' : ' ') + '+';
    lines.push(border);
    if (row === rows) break;
    let cells = '|';
    for (let column = 0; column < columns; column++) cells += mark({ row, column }) + (room(row, column) !== room(row, column + 1) ? '|' : ' ');
    lines.push(cells);
  }
  return lines.join('\n');
}
