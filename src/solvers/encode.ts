// One entry point for every export: a model as DIMACS, SMT-LIB 2 or ASP text, with its size. Pure: no solver and
// no Node API, so the command line and the studio's worker call the same function.

import { lowerToCnf } from '../core/cnf.js';
import { dimacsClause, dimacsOpening, writeDimacs } from '../core/dimacs.js';
import type { AnyGenre } from '../core/genre.js';
import type { Model } from '../core/model.js';
import { lowerToAsp } from './asp.js';
import { describeVariables } from './describe.js';
import { nameModel } from './naming.js';
import { lowerToSmtlib } from './smtlib.js';

export const encodingLanguages = ['dimacs', 'smt2', 'asp'] as const;
export type EncodingLanguage = (typeof encodingLanguages)[number];

export interface Encoding {
  readonly language: EncodingLanguage;
  readonly text: string;
  /** Variables of the encoding: CNF variables, declared SMT constants, or the puzzle's atoms in ASP. */
  readonly variables: number;
  /** Clauses, assertions or rules (facts included). */
  readonly constraints: number;
  readonly constraintUnit: 'clauses' | 'assertions' | 'rules';
  /** The usual file name extension. */
  readonly extension: 'cnf' | 'smt2' | 'lp';
}

export function isEncodingLanguage(text: string): text is EncodingLanguage {
  return (encodingLanguages as readonly string[]).includes(text);
}

/** Text handed on in pieces of about this many characters. */
const pieceLength = 1 << 20;

/**
 * An export written piece by piece through `write` instead of returned as one text, so that a large puzzle's export
 * never sits in memory whole: DIMACS lowers the model twice (once to count the clauses for its header, once to write
 * them) and keeps no clause. SMT-LIB and ASP texts are a few times the model's size and are written as made.
 */
export function writeEncoding(model: Model, language: EncodingLanguage, write: (text: string) => void, options: { title?: readonly string[] } = {}): Omit<Encoding, 'text'> {
  if (language !== 'dimacs') {
    const { text, ...rest } = encode(model, language, options);
    for (let start = 0; start < text.length; start += pieceLength) write(text.slice(start, start + pieceLength));
    return rest;
  }
  let counted = 0;
  const cnf = lowerToCnf(model, { connectivity: 'eager', onClause: () => counted++ });
  write(dimacsOpening(cnf, counted, { header: dimacsHeader(model, options.title ?? []) }).join('\n') + '\n');
  let piece: string[] = [];
  let pieceSize = 0;
  let written = 0;
  lowerToCnf(model, {
    connectivity: 'eager',
    onClause: (clause) => {
      const line = dimacsClause(clause);
      piece.push(line);
      pieceSize += line.length + 1;
      written++;
      if (pieceSize >= pieceLength) {
        write(piece.join('\n') + '\n');
        piece = [];
        pieceSize = 0;
      }
    },
  });
  if (piece.length > 0) write(piece.join('\n') + '\n');
  // The lowering is deterministic: the second pass makes the clauses the first one counted.
  if (written !== counted) throw new Error(`the clauses were counted as ${counted} and written as ${written}`);
  return { language, variables: cnf.variableCount, constraints: counted, constraintUnit: 'clauses', extension: 'cnf' };
}

/** The DIMACS comment lines after the title: what the variables are, and what the clauses hold beyond the rules. */
function dimacsHeader(model: Model, title: readonly string[]): string[] {
  const naming = nameModel(model);
  const connected = model.constraints.some((constraint) => constraint.kind === 'connected');
  return [
    ...title,
    'DIMACS CNF. Runs as it is: minisat FILE.cnf RESULT, cadical FILE.cnf, cryptominisat5 FILE.cnf.',
    'Each puzzle variable below is a yes/no fact: `r3c4=7` is true when that integer takes 7.',
    ...describeVariables(model, naming, { integer: 'integers', bool: 'yes/no' }),
    ...(connected ? ['Connectivity is in the clauses: a root and a parent of smaller binary rank for each node that holds.'] : []),
    ...(model.constraints.some((constraint) => constraint.kind === 'acyclic')
      ? ['No cycle is in the clauses: each line in use points to a parent of smaller binary rank, one per point.']
      : []),
  ];
}

/** `title` lines open the text as a comment (say which puzzle it is). */
export function encode(model: Model, language: EncodingLanguage, options: { title?: readonly string[] } = {}): Encoding {
  const title = options.title ?? [];
  switch (language) {
    case 'dimacs': {
      // A file must stand alone, so connectivity and acyclicity are written in clauses rather than left to cuts.
      const cnf = lowerToCnf(model, { connectivity: 'eager' });
      const text = writeDimacs(cnf, { header: dimacsHeader(model, title) });
      return { language, text, variables: cnf.variableCount, constraints: cnf.clauses.length, constraintUnit: 'clauses', extension: 'cnf' };
    }
    case 'smt2': {
      const encoding = lowerToSmtlib(model, { title });
      return {
        language,
        text: encoding.script(),
        variables: encoding.declarations,
        constraints: encoding.assertions,
        constraintUnit: 'assertions',
        extension: 'smt2',
      };
    }
    case 'asp': {
      const encoding = lowerToAsp(model, { title });
      return { language, text: encoding.program(), variables: model.variableCount, constraints: encoding.rules, constraintUnit: 'rules', extension: 'lp' };
    }
  }
}

/** Title lines for a puzzle's export: the genre, its rules, and the puzzle as the genre draws it. */
export function puzzleTitle(genre: AnyGenre, puzzle: unknown): string[] {
  const size = genre.size(puzzle);
  return [
    `pencilsat: ${genre.name} puzzle, ${size.rows}×${size.columns}`,
    ...wrap(`Rules: ${genre.rules}`, 100),
    'The puzzle:',
    ...genre
      .render(puzzle)
      .split('\n')
      .map((line: string) => `  ${line}`),
    '',
  ];
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line !== '' && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}
