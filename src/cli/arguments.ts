// A small, strict command-line parser: known flags only, clear messages for anything else.

import { inputError } from '../core/errors.js';

export interface FlagSpec {
  readonly name: string;
  /** true when the flag takes a value. */
  readonly value: boolean;
}

export interface ParsedArguments {
  readonly positional: string[];
  readonly flags: Map<string, string | true>;
}

export function parseArguments(argv: readonly string[], specs: readonly FlagSpec[]): ParsedArguments {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]!;
    if (argument === '-' || !argument.startsWith('-')) {
      positional.push(argument);
      continue;
    }
    if (argument === '--') {
      positional.push(...argv.slice(index + 1));
      break;
    }
    const [rawName, inlineValue] = argument.includes('=') ? [argument.slice(0, argument.indexOf('=')), argument.slice(argument.indexOf('=') + 1)] : [argument, undefined];
    const name = rawName.replace(/^--?/, '');
    const spec = specs.find((candidate) => candidate.name === name);
    if (!spec) inputError(`unknown option '${rawName}' (options here: ${specs.map((candidate) => `--${candidate.name}`).join(' ') || 'none'})`, { part: 'arguments' });
    if (spec.value) {
      const value = inlineValue ?? argv[++index];
      if (value === undefined) inputError(`--${name} needs a value`, { part: 'arguments' });
      flags.set(name, value);
    } else {
      if (inlineValue !== undefined) inputError(`--${name} takes no value`, { part: 'arguments' });
      flags.set(name, true);
    }
  }
  return { positional, flags };
}

export function stringFlag(parsed: ParsedArguments, name: string): string | undefined {
  const value = parsed.flags.get(name);
  return typeof value === 'string' ? value : undefined;
}

export function numberFlag(parsed: ParsedArguments, name: string, options: { minimum: number; maximum: number; integer?: boolean }): number | undefined {
  const text = stringFlag(parsed, name);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || (options.integer && !Number.isInteger(value)) || value < options.minimum || value > options.maximum) {
    inputError(`--${name} must be ${options.integer ? 'a whole number' : 'a number'} from ${options.minimum} to ${options.maximum}, not '${text}'`, { part: 'arguments' });
  }
  return value;
}

/** A field of the core's errors as the command line names it: the option that sets it (`size` is `--size`). */
export function optionName(field: string): string {
  return `--${field}`;
}
