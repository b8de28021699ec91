// Kakurasu formats: two lines of clues, or JSON; answers as JSON grids of 0/1.

import type { Format } from '../../core/genre.js';
import { inputError, parseJson } from '../../core/errors.js';
import { readAnswerGrid } from '../../core/formats/answers.js';
import type { KakurasuAnswer, KakurasuClue, KakurasuPartial, KakurasuPuzzle } from './puzzle.js';
import { kakurasuSize, makeKakurasu } from './puzzle.js';

function parseClueLine(line: string, lineNumber: number): KakurasuClue[] {
  return [...line.matchAll(/\S+/g)].map((found) => {
    const token = found[0];
    if (token === '-' || token === '.') return null;
    if (!/^\d+$/.test(token)) inputError(`'${token}' is not a clue (a whole number, or - or . for none)`, { line: lineNumber, column: found.index + 1 });
    return Number(token);
  });
}

/** The lines that carry clues: not blank, not `#` comments. */
function clueLines(text: string): { text: string; number: number }[] {
  return text
    .split(/\r?\n/)
    .map((line, index) => ({ text: line, number: index + 1 }))
    .filter((line) => line.text.trim() !== '' && !line.text.trim().startsWith('#'));
}

export const textFormat: Format<KakurasuPuzzle> = {
  id: 'text',
  name: 'two lines: the row clues top to bottom, then the column clues left to right (- or . for no clue)',
  detect: (text) => {
    const lines = clueLines(text);
    // Two lines that start with a clue: a stray character further on is reported where it is.
    return lines.length === 2 && lines.every((line) => /^\s*(\d+|-|\.)(\s|$)/.test(line.text));
  },
  parse(text) {
    const lines = clueLines(text);
    if (lines.length !== 2) inputError(`expected two lines of clues (rows, then columns), found ${lines.length}`);
    return makeKakurasu(parseClueLine(lines[0]!.text, lines[0]!.number), parseClueLine(lines[1]!.text, lines[1]!.number));
  },
  write: (puzzle) =>
    [puzzle.rowClues, puzzle.columnClues].map((clues) => clues.map((clue) => (clue === null ? '-' : String(clue))).join(' ')).join('\n') + '\n',
};

function cluesFromJson(value: unknown, field: string): KakurasuClue[] {
  if (!Array.isArray(value)) inputError(`"${field}" must be an array of clues`, { part: 'JSON' });
  return value.map((clue, index) => {
    if (clue === null || clue === '-' || clue === '.') return null;
    if (typeof clue !== 'number' || !Number.isInteger(clue)) inputError(`"${field}"[${index}] is not a whole number or null`, { part: 'JSON' });
    return clue;
  });
}

export const jsonFormat: Format<KakurasuPuzzle> = {
  id: 'json',
  name: 'JSON: {"rowClues": [...], "columnClues": [...]} with null for no clue ("colClues" is read too)',
  detect: (text) => text.trim().startsWith('{') && /"rowClues"/.test(text),
  parse(text) {
    const json = parseJson(text, { part: 'JSON' });
    if (json === null || typeof json !== 'object' || Array.isArray(json)) inputError('expected an object with "rowClues" and "columnClues"', { part: 'JSON' });
    const record = json as Record<string, unknown>;
    const columnField = 'colClues' in record && !('columnClues' in record) ? 'colClues' : 'columnClues';
    return makeKakurasu(cluesFromJson(record.rowClues, 'rowClues'), cluesFromJson(record[columnField], columnField));
  },
  write: (puzzle) => JSON.stringify({ rowClues: puzzle.rowClues, columnClues: puzzle.columnClues }) + '\n',
};

/** An answer in JSON: rows of 0/1 (or false/true). */
export function answerFromJson(puzzle: KakurasuPuzzle, json: unknown): KakurasuAnswer {
  return readAnswerGrid(kakurasuSize(puzzle), json, {
    read: (value) => (value === true || value === 1 ? 1 : value === false || value === 0 ? 0 : undefined),
    row: `must have ${kakurasuSize(puzzle).columns} cells`,
    entry: (place) => `the value at ${place} is not 0 or 1`,
  });
}

export const answerToJson = (answer: KakurasuAnswer): unknown => answer;
export const partialToJson = (partial: KakurasuPartial): unknown => partial;
