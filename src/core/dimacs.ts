// DIMACS CNF text: written with a comment header that maps variables to the puzzle, and read back (answers).

import type { Cnf } from './cnf.js';
import type { Literal } from './model.js';

export function writeDimacs(
  cnf: Cnf,
  options: { title?: string; header?: readonly string[]; extraClauses?: readonly (readonly Literal[])[]; comments?: boolean } = {},
): string {
  const extra = options.extraClauses ?? [];
  const clauses = [...cnf.clauses, ...extra];
  const lines = dimacsOpening(cnf, clauses.length, options);
  for (const clause of clauses) lines.push(dimacsClause(clause));
  return lines.join('\n') + '\n';
}

export const dimacsClause = (clause: readonly Literal[]): string => (clause.length === 0 ? '0' : `${clause.join(' ')} 0`);

/** The comment header and the `p cnf` line of a DIMACS text of `clauseCount` clauses. */
export function dimacsOpening(cnf: Omit<Cnf, 'clauses'>, clauseCount: number, options: { title?: string; header?: readonly string[]; comments?: boolean } = {}): string[] {
  const lines: string[] = [];
  if (options.comments !== false) {
    if (options.title) lines.push(`c ${options.title}`);
    for (const line of options.header ?? []) lines.push(`c ${line}`.trimEnd());
    lines.push(`c variables 1..${cnf.modelVariables} belong to the puzzle; the rest are auxiliary (encodings of counts and sums)`);
    for (let variable = 1; variable <= cnf.modelVariables; variable++) lines.push(`c ${variable} ${cnf.nameOf(variable)}`);
    if (cnf.lazyChecks.length > 0) {
      lines.push(
        `c WARNING: ${cnf.lazyChecks.length} rule check(s) (such as connectivity) are not in these clauses: a solver may return`,
        'c an answer that breaks them. pencilsat checks each answer and adds cut clauses until none is broken.',
      );
    }
  }
  lines.push(`p cnf ${cnf.variableCount} ${clauseCount}`);
  return lines;
}

export interface DimacsResult {
  status: 'sat' | 'unsat' | 'unknown';
  /** values[v] for v >= 1; unmentioned variables are false. */
  values: boolean[];
  conflicts?: number;
  decisions?: number;
}

/** Reads a solver's answer: the competition form (`s SATISFIABLE`, `v 1 -2 ... 0`) or MiniSat's result file (`SAT`, then literals). */
export function readDimacsResult(text: string, variableCount: number): DimacsResult {
  const values: boolean[] = new Array<boolean>(variableCount + 1).fill(false);
  let status: DimacsResult['status'] = 'unknown';
  const setLiterals = (tokens: string[]) => {
    for (const token of tokens) {
      const literal = Number(token);
      if (!Number.isInteger(literal) || literal === 0) continue;
      if (Math.abs(literal) <= variableCount) values[Math.abs(literal)] = literal > 0;
    }
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (/^s\s+SATISFIABLE/.test(line) || line === 'SAT') status = 'sat';
    else if (/^s\s+UNSATISFIABLE/.test(line) || line === 'UNSAT') status = 'unsat';
    else if (line.startsWith('v ')) setLiterals(line.slice(2).split(/\s+/));
    else if (status === 'sat' && /^-?\d/.test(line)) setLiterals(line.split(/\s+/));
  }
  const number = (pattern: RegExp) => {
    const match = pattern.exec(text);
    return match ? Number(match[1]) : undefined;
  };
  return {
    status,
    values,
    conflicts: number(/conflicts\s*:\s*(\d+)/),
    decisions: number(/decisions\s*:\s*(\d+)/),
  };
}
