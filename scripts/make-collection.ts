// Makes a genre's bundled collection (src/genres/<genre>/collection.ts) for the studio's "New game" with the genre's
// own generator, from the registry: ten puzzles each at easy, medium and hard and a few at expert, each proved unique
// and rated at its level (src/genres/collection.test.ts checks both again). The same command makes the same file.
//   node --import tsx scripts/make-collection.ts GENRE [--sizes 6x6,9x9] [--expert 3] [--OPTION v1,v2,...]
// Sizes and option values are taken in turn, puzzle by puzzle; a size where a level cannot be reached gives way to the
// next one.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyGenre, CollectionEntry } from '../src/core/genre.js';
import { InputError } from '../src/core/errors.js';
import { writeAnyFormat } from '../src/core/puzzle.js';
import type { Difficulty } from '../src/core/rating.js';
import { count, defaultBackend, findGenre, rate } from '../src/index.js';
import { repositoryRoot } from './repository.js';

interface Plan {
  readonly genre: AnyGenre;
  readonly sizes: readonly { rows: number; columns: number }[];
  readonly perLevel: Readonly<Record<Difficulty, number>>;
  /** Values per generator option, taken in turn. */
  readonly options: Readonly<Record<string, readonly string[]>>;
}

function readPlan(argv: readonly string[]): Plan {
  const [name, ...rest] = argv;
  if (!name) throw new InputError('usage: make-collection.ts GENRE [--sizes 6x6,9x9] [--expert N] [--OPTION v1,v2,...]');
  const genre = findGenre(name);
  const generator = genre.generator;
  if (!generator) throw new InputError(`${genre.name} has no generator`);
  const flags = new Map<string, string>();
  for (let index = 0; index < rest.length; index += 2) {
    const flag = rest[index]!;
    if (!flag.startsWith('--') || rest[index + 1] === undefined) throw new InputError(`expected --NAME VALUE, found '${flag}'`);
    flags.set(flag.slice(2), rest[index + 1]!);
  }
  const sizes = (flags.get('sizes') ?? '6x6,7x7,8x8,9x9').split(',').map((text) => {
    const [columns, rows] = text.split('x').map(Number) as [number, number];
    return { rows, columns };
  });
  const options: Record<string, readonly string[]> = {};
  for (const option of generator.options) options[option.name] = (flags.get(option.name) ?? option.defaultValue).split(',');
  const expert = Number(flags.get('expert') ?? 3);
  return { genre, sizes, perLevel: { easy: 10, medium: 10, hard: 10, expert }, options };
}

/** One puzzle at the level, or undefined when none was found within a few seeds at any size. */
async function makeOne(plan: Plan, level: Difficulty, index: number): Promise<CollectionEntry | undefined> {
  const generator = plan.genre.generator!;
  const options = Object.fromEntries(Object.entries(plan.options).map(([name, values]) => [name, values[index % values.length]!]));
  for (let shift = 0; shift < plan.sizes.length; shift++) {
    const size = plan.sizes[(index + shift) % plan.sizes.length]!;
    for (let again = 0; again < 3; again++) {
      const seed = `collection-${level}-${index + 1}${shift + again > 0 ? `-${shift}.${again}` : ''}`;
      let puzzle: unknown;
      try {
        puzzle = await generator.generate({ ...size, difficulty: level, seed, options, backend: defaultBackend });
      } catch (error) {
        if (!(error instanceof InputError)) throw error;
        console.log(`  ${level} ${index + 1} at ${size.columns}x${size.rows}: ${error.message}`);
        break;
      }
      const loaded = { genre: plan.genre, puzzle, format: plan.genre.defaultFormat };
      const solutions = await count(loaded, 2);
      const { rating } = await rate(loaded);
      if (solutions.count !== 1 || rating.level !== level) continue;
      return {
        id: `${level}-${String(index + 1).padStart(2, '0')}`,
        difficulty: level,
        size: `${size.columns}x${size.rows}`,
        puzzle: writeAnyFormat(plan.genre, puzzle).text,
        seed,
        score: rating.score,
      };
    }
  }
  return undefined;
}

const plan = readPlan(process.argv.slice(2));
const entries: CollectionEntry[] = [];
for (const level of ['easy', 'medium', 'hard', 'expert'] as const) {
  for (let index = 0; index < plan.perLevel[level]; index++) {
    const started = performance.now();
    const entry = await makeOne(plan, level, index);
    if (!entry) {
      console.log(`${level} ${index + 1}: none found`);
      continue;
    }
    entries.push(entry);
    console.log(`${entry.id} ${entry.size} score ${entry.score} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

const command = ['node --import tsx scripts/make-collection.ts', ...process.argv.slice(2)].join(' ');
const file = join(repositoryRoot, 'src', 'genres', plan.genre.id, 'collection.ts');
writeFileSync(
  file,
  `// The bundled ${plan.genre.name} puzzles for the studio's "New game", made by pencilsat's own generator with
//   ${command}
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
${entries.map((entry) => `  ${JSON.stringify(entry)},`).join('\n')}
];
`,
);
console.log(`${entries.length} puzzles written to ${file}`);
