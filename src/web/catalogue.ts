// Where new games come from: a genre's bundled collection (or its examples), and its generator's settings.
// Read from the genre object only; nothing here names a genre.

import type { GridSize } from '../core/geometry.js';
import type { AnyGenre, Generator, GeneratorOption } from '../core/genre.js';
import { difficulties } from '../core/rating.js';

export interface CollectionEntry {
  /** The puzzle in one of its genre's formats. */
  readonly text: string;
  readonly name: string;
  readonly level?: string;
}

/** A generator setting shown in the New game dialog. */
export interface GeneratorField {
  readonly id: string;
  readonly label: string;
  /** `switch`: a checkbox that sends `yes` or `no`. */
  readonly kind: 'number' | 'choice' | 'switch' | 'text';
  readonly initial: number | string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly step?: number;
  readonly choices?: readonly string[];
  readonly description?: string;
}

/** The genre's bundled puzzles, or its examples when it has none. */
export function collectionOf(genre: AnyGenre): CollectionEntry[] {
  const bundled = genre.collection ?? [];
  if (bundled.length > 0) return bundled.map((entry) => ({ text: entry.puzzle, name: `${entry.id} (${entry.size})`, level: entry.difficulty }));
  return genre.examples.map((text, index) => ({ text, name: `Example ${index + 1}` }));
}

export function levelsOf(entries: readonly CollectionEntry[]): string[] {
  const order = ['easy', 'medium', 'hard', 'expert'];
  const levels = [...new Set(entries.map((entry) => entry.level).filter((level): level is string => level !== undefined))];
  return levels.sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99));
}

export function hasGenerator(genre: AnyGenre): boolean {
  return genre.generator !== undefined;
}

/** The control that fits a generator option: a checkbox for no/yes, a menu for a list, a number field for a number. */
function optionControl(option: GeneratorOption): Pick<GeneratorField, 'kind' | 'initial' | 'choices' | 'minimum' | 'maximum' | 'step'> {
  const choices = option.choices ?? [];
  if (choices.length === 2 && choices.includes('yes') && choices.includes('no')) return { kind: 'switch', initial: option.defaultValue };
  if (choices.length > 0) return { kind: 'choice', initial: option.defaultValue, choices };
  // A numeric default gets a number field; a decimal one is a share from 0 to 1 stepping by 0.05.
  if (Number.isFinite(Number(option.defaultValue)) && option.defaultValue.trim() !== '') {
    const share = option.defaultValue.includes('.');
    return { kind: 'number', initial: Number(option.defaultValue), step: share ? 0.05 : 1, ...(share ? { minimum: 0, maximum: 1 } : {}) };
  }
  return { kind: 'text', initial: option.defaultValue };
}

/**
 * The generator's settings: the size (one field for square genres), the difficulty, and the genre's own options.
 */
/** The sizes the studio generates: up to what the embedded solver makes in reasonable time. */
export function studioGeneratorSizes(generator: Generator<unknown>): { minimumSize: GridSize; maximumSize: GridSize } {
  const { minimumSize, maximumSize, embeddedMaximumSize = maximumSize } = generator;
  return {
    minimumSize,
    maximumSize: { rows: Math.min(maximumSize.rows, embeddedMaximumSize.rows), columns: Math.min(maximumSize.columns, embeddedMaximumSize.columns) },
  };
}

export function generatorFields(genre: AnyGenre): GeneratorField[] {
  const generator = genre.generator;
  if (!generator) return [];
  const { defaultSize } = generator;
  const { minimumSize, maximumSize } = studioGeneratorSizes(generator);
  // Square genres (Sudoku, Futoshiki) have a single `size` in their editor.
  const square = (genre.edit?.parameters ?? []).some((parameter) => parameter.id === 'size') && defaultSize.rows === defaultSize.columns;
  const sizes: GeneratorField[] = square
    ? [{ id: 'size', label: 'Size', kind: 'number', initial: defaultSize.rows, minimum: minimumSize.rows, maximum: maximumSize.rows }]
    : [
        { id: 'columns', label: 'Width', kind: 'number', initial: defaultSize.columns, minimum: minimumSize.columns, maximum: maximumSize.columns },
        { id: 'rows', label: 'Height', kind: 'number', initial: defaultSize.rows, minimum: minimumSize.rows, maximum: maximumSize.rows },
      ];
  return [
    ...sizes,
    { id: 'difficulty', label: 'Difficulty', kind: 'choice', initial: 'easy', choices: ['any', ...difficulties] },
    ...generator.options.map((option): GeneratorField => ({
      id: `option:${option.name}`,
      // `country-size` reads "Country size"; the description becomes the field's explanation.
      label: option.name[0]!.toUpperCase() + option.name.slice(1).replace(/-/g, ' '),
      description: option.description,
      ...optionControl(option),
    })),
  ];
}
