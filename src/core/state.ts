// A player's state (a partial answer in the genre's JSON form, or a whole answer) read strictly: its shape must be
// the shape of the genre's partial answer for this puzzle, and every value must be one the genre can place there.
// What cannot be read is refused with its place, never dropped, so that a hint never starts from a state the
// player did not give.

import type { CellLiteral, PartialReader } from './cells.js';
import { cellLiterals, entriesOf } from './cells.js';
import { InputError, inputError } from './errors.js';
import type { PuzzleModel } from './model.js';

type Path = readonly (string | number)[];

/** A place in the JSON in words: `"horizontal" row 2, column 3`, `row 5`, `entry 2 "to"`. */
function placeWords(path: Path, holdsList = false): string {
  const words = path.map((step, index) => {
    if (typeof step === 'string') return JSON.stringify(step);
    const previous = path[index - 1];
    const next = index + 1 < path.length ? path[index + 1] : holdsList ? 0 : undefined;
    if (typeof previous === 'number') return `column ${step + 1}`;
    return typeof next === 'number' ? `row ${step + 1}` : `entry ${step + 1}`;
  });
  return words.length === 0 ? 'the state' : words.join(' ').replace(/(row \d+) (column)/, '$1, $2');
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Where `state` differs in shape from `template` (the partial answer with nothing placed): arrays of other lengths,
 * other keys, other fixed values. A null in the template is an open place: any value there is judged later.
 */
function shapeError(template: unknown, state: unknown, path: Path): string | undefined {
  if (template === null) return undefined;
  if (Array.isArray(template)) {
    const place = placeWords(path, true);
    const what = Array.isArray(template[0]) ? 'rows' : 'entries';
    if (!Array.isArray(state)) return `${place} must be a list of ${template.length} ${what}, not ${JSON.stringify(state)?.slice(0, 40)}`;
    if (state.length !== template.length) return `${place} must have ${template.length} ${what}, not ${state.length}`;
    for (const [index, entry] of template.entries()) {
      const found = shapeError(entry, state[index], [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  const place = placeWords(path);
  if (isRecord(template)) {
    if (!isRecord(state)) return `${place} must be an object with ${Object.keys(template).map((key) => JSON.stringify(key)).join(', ')}`;
    const unknown = Object.keys(state).find((key) => !(key in template));
    if (unknown !== undefined) return `${place} has ${JSON.stringify(unknown)}, which this genre's state does not`;
    for (const [key, entry] of Object.entries(template)) {
      if (!(key in state)) return `${place} lacks ${JSON.stringify(key)}`;
      const found = shapeError(entry, state[key], [...path, key]);
      if (found) return found;
    }
    return undefined;
  }
  return template === state ? undefined : `${place} must be ${JSON.stringify(template)}, not ${JSON.stringify(state)}`;
}

/** The open places of the template (where it holds null), with the state's value at each. */
function openValues(template: unknown, state: unknown, path: Path, found: { path: Path; value: unknown }[]): void {
  if (template === null) {
    if (state !== null) found.push({ path, value: state });
    return;
  }
  if (Array.isArray(template)) template.forEach((entry, index) => openValues(entry, (state as unknown[])[index], [...path, index], found));
  else if (isRecord(template)) for (const [key, entry] of Object.entries(template)) openValues(entry, (state as Record<string, unknown>)[key], [...path, key], found);
}

function withValueAt(template: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [step, ...rest] = path;
  if (Array.isArray(template)) return template.map((entry: unknown, index) => (index === step ? withValueAt(entry, rest, value) : entry));
  return { ...(template as Record<string, unknown>), [step!]: withValueAt((template as Record<string, unknown>)[step!], rest, value) };
}

const entryKey = (row: number, column: number, value: unknown) => `${row},${column},${JSON.stringify(value)}`;

/** What an answer holds at every place, with nothing decided (the fixed places are the same in every answer). */
function fixedValues<Partial>(puzzle: PuzzleModel<unknown, Partial>, reader: PartialReader<Partial>): unknown {
  try {
    return reader.partialToJson(puzzle.decode(() => false) as Partial);
  } catch {
    return null;
  }
}

/**
 * A key of `given` that `expected` (the same answer as the genre writes it) does not have, at the first place where
 * both are objects; lists are followed where both have the same length. The genre's reader judges the rest (it may
 * take other forms: moves in any order, a row as a string).
 */
export function extraKey(expected: unknown, given: unknown, path: Path = []): string | undefined {
  if (Array.isArray(expected) && Array.isArray(given) && expected.length === given.length) {
    for (const [index, entry] of expected.entries()) {
      const found = extraKey(entry, given[index], [...path, index]);
      if (found) return found;
    }
  }
  if (isRecord(expected) && isRecord(given)) {
    const extra = Object.keys(given).find((key) => !(key in expected));
    if (extra !== undefined) return `${path.length === 0 ? 'the answer' : placeWords(path)} has ${JSON.stringify(extra)}, which this genre's answer does not`;
    for (const [key, entry] of Object.entries(expected)) {
      const found = extraKey(entry, given[key], [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Where `given` differs in shape from `expected` (its lists by length, its objects by keys), whatever their values;
 * undefined when they have the same shape.
 */
export function shapeDifference(expected: unknown, given: unknown, path: Path = []): string | undefined {
  if (Array.isArray(expected)) {
    const place = placeWords(path, true);
    if (!Array.isArray(given) || given.length !== expected.length) return `${place} must be a list of ${expected.length}`;
    for (const [index, entry] of expected.entries()) {
      const found = shapeDifference(entry, given[index], [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (isRecord(expected)) {
    const place = placeWords(path);
    if (!isRecord(given)) return `${place} must be an object`;
    const extra = Object.keys(given).find((key) => !(key in expected));
    if (extra !== undefined) return `${place} has ${JSON.stringify(extra)}, which this genre's answer does not`;
    for (const [key, entry] of Object.entries(expected)) {
      const found = shapeDifference(entry, given[key], [...path, key]);
      if (found) return found;
    }
    return undefined;
  }
  return Array.isArray(given) || isRecord(given) ? `${placeWords(path)} must be a single value` : undefined;
}

/** The template's fixed parts of a record (those that are not open): what names it, like a move's start cell. */
function fixedParts(record: Record<string, unknown>): string {
  return JSON.stringify(Object.entries(record).filter(([, value]) => value !== null));
}

/**
 * A list of records (Satogaeri's moves, each named by its start) may be given in any order and in part: each
 * listed record is put at its place in the template, each left out stays open. Other states are returned as they are.
 */
function arrangeRecords(template: unknown, json: unknown): { json: unknown } | { problem: string } {
  if (!Array.isArray(template) || !template.every(isRecord) || template.length === 0 || !Array.isArray(json)) return { json };
  const places = new Map(template.map((record, index) => [fixedParts(record), index]));
  const arranged: unknown[] = [...template];
  const given = new Set<number>();
  for (const [index, entry] of json.entries()) {
    const place = isRecord(entry) ? places.get(fixedParts(Object.fromEntries(Object.keys(template[0]!).map((key) => [key, template[0]![key] === null ? null : entry[key]])))) : undefined;
    if (place === undefined) return { problem: `entry ${index + 1} (${JSON.stringify(entry)?.slice(0, 60)}) is none of this puzzle's ${template.length} entries` };
    if (given.has(place)) return { problem: `entry ${index + 1} gives ${fixedParts(template[place]!)} a second time` };
    given.add(place);
    arranged[place] = entry;
  }
  return { json: arranged };
}

/** The state as a partial answer in the genre's JSON form, or the reason it is not one (a message with its place). */
function readPartial<Partial>(puzzle: PuzzleModel<unknown, Partial>, reader: PartialReader<Partial>, cells: readonly CellLiteral[], given: unknown): { json: unknown } | { problem: string } {
  const template = reader.partialToJson(puzzle.decodePartial(() => undefined));
  const arranged = arrangeRecords(template, given);
  if ('problem' in arranged) return arranged;
  const problem = partialProblem(puzzle, reader, cells, template, arranged.json);
  return problem === undefined ? arranged : { problem };
}

function partialProblem<Partial>(puzzle: PuzzleModel<unknown, Partial>, reader: PartialReader<Partial>, cells: readonly CellLiteral[], template: unknown, json: unknown): string | undefined {
  const wrongShape = shapeError(template, json, []);
  if (wrongShape) return wrongShape;
  const known = new Set(cells.map(({ cell, value }) => entryKey(cell.row, cell.column, value)));
  // A place the genre decides nothing at (an Akari wall) may hold the value every answer has there.
  const decided = new Set(cells.map(({ cell }) => entryKey(cell.row, cell.column, undefined)));
  for (const { cell, value } of entriesOf(reader, fixedValues(puzzle, reader))) {
    if (!decided.has(entryKey(cell.row, cell.column, undefined))) known.add(entryKey(cell.row, cell.column, value));
  }
  const open: { path: Path; value: unknown }[] = [];
  openValues(template, json, [], open);
  const entries = entriesOf(reader, json);
  if (entries.length === open.length && entries.every(({ cell, value }) => known.has(entryKey(cell.row, cell.column, value)))) return undefined;
  // Something is off: find the first value that is not one entry the genre can place, one place at a time.
  for (const { path, value } of open) {
    const alone = entriesOf(reader, withValueAt(template, path, value));
    const entry = alone.length === 1 ? alone[0]! : undefined;
    if (entry && known.has(entryKey(entry.cell.row, entry.cell.column, entry.value))) continue;
    const allowed = entry
      ? cells.filter(({ cell }) => cell.row === entry.cell.row && cell.column === entry.cell.column).map(({ value: possible }) => JSON.stringify(possible))
      : [];
    const choices = [...new Set(allowed), 'null (open)'].join(', ');
    return `${placeWords(path)}: ${JSON.stringify(value)?.slice(0, 40)} cannot be placed there (it takes ${choices})`;
  }
  return `the state does not read as a partial answer of this puzzle`;
}

/**
 * A player's state read in full: the genre's partial-answer JSON (null where open) or its answer JSON. Returns the
 * state as a partial answer in JSON; throws InputError naming the first place that cannot be read.
 */
export function readState<Answer, Partial>(
  puzzle: PuzzleModel<Answer, Partial>,
  reader: PartialReader<Partial>,
  /** The genre's answer reader (strict); an answer is a partial answer with everything placed. */
  readAnswer: (json: unknown) => Partial,
  /** The genre's answer writer, for the answer's shape. */
  answerJson: (answer: Partial) => unknown,
  json: unknown,
  part = 'state',
  cells: readonly CellLiteral[] = cellLiterals(puzzle, reader),
): unknown {
  const read = readPartial(puzzle, reader, cells, json);
  if ('json' in read) return read.json;
  const { problem } = read;
  let partialJson: unknown;
  try {
    const answer = readAnswer(json);
    // Nothing beside the answer: keys and rows the answer reader passes over are refused too.
    if (shapeDifference(answerJson(answer), json) !== undefined) return inputError(problem, { part });
    partialJson = reader.partialToJson(answer);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    // A state with no open place was meant as an answer: the answer reader's words fit it better.
    return inputError(JSON.stringify(json).includes('null') ? problem : error.message, { part });
  }
  // The answer reader accepted it; its values must still be ones the genre can place.
  const again = readPartial(puzzle, reader, cells, partialJson);
  return 'json' in again ? again.json : inputError(again.problem, { part });
}

/**
 * The form of a genre's state in words, read from the partial answer of one of its puzzles (`template`, nothing
 * placed) and the values the genre places (`values`, as JSON): `rows of (0 or 1, null where open)`.
 */
export function stateFormWords(template: unknown, values: readonly unknown[]): string {
  const distinct = [...new Set(values.map((value) => JSON.stringify(value)))].sort();
  const kind =
    values.every((value) => Array.isArray(value) && value.length === 2)
      ? '[row, column]'
      : values.every((value) => typeof value === 'number') && distinct.length > 2
        ? 'a number'
        : distinct.join(' or ');
  const open = `${kind}, null where open`;
  const words = (part: unknown): string => {
    if (part === null) return `(${open})`;
    if (Array.isArray(part)) {
      if (part.length === 0) return 'an empty list';
      if (Array.isArray(part[0]) && part[0].some((entry) => entry === null)) return `rows of ${words(part[0][0])}`;
      if (part.every((entry) => typeof entry === 'number')) return '[row, column]';
      return `a list of ${words(part[0])}`;
    }
    if (isRecord(part)) return `{${Object.entries(part).map(([key, entry]) => `${JSON.stringify(key)}: ${words(entry)}`).join(', ')}}`;
    return JSON.stringify(part);
  };
  return words(template);
}
