// The shape of the import graph of src/: no cycles, and dependencies that point one way,
// core <- solvers <- genres <- the library's index <- cli and web. Tests, test data and benches beside the code (the
// files tsconfig.build.json leaves out) may reach anything.

import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** How high a layer sits: a file may import from its own layer or lower ones. */
const layerRanks: Record<string, number> = { types: 0, core: 1, solvers: 2, genres: 3, index: 4, cli: 5, web: 5 };

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** The module names a file imports, statically or with a literal dynamic import, type-only imports included. */
function importedNames(text: string): string[] {
  const patterns = [
    /^\s*(?:import|export)\s[^'";]*?\sfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!));
}

/** The file a relative import names (`./x.js` is written for `./x.ts`), or undefined for a package or a missing file. */
function resolveImport(from: string, name: string): string | undefined {
  if (!name.startsWith('.')) return undefined;
  const target = resolve(dirname(from), name);
  for (const candidate of [target.replace(/\.js$/, '.ts'), join(target, 'index.ts')]) if (existsSync(candidate)) return candidate;
  return undefined;
}

/** The layer of a file under src/, or undefined for one outside it (tests, scripts). */
function layerOf(file: string): string | undefined {
  const path = relative(join(root, 'src'), file).split(/[\\/]/);
  if (path[0] === '..') return undefined;
  return path.length === 1 ? path[0]!.replace(/\.ts$/, '') : path[0];
}

const isDevelopmentFile = (file: string) => /(\.test|[\\/]test-data|[\\/]bench)\.ts$/.test(file);
const shown = (file: string) => relative(root, file);

interface ImportGraph {
  /** Each file and the files it imports. */
  readonly edges: ReadonlyMap<string, readonly string[]>;
  /** Each file and the packages it imports (`node:fs`, `logic-solver`). */
  readonly packages: ReadonlyMap<string, readonly string[]>;
}

function importGraph(files: readonly string[]): ImportGraph {
  const edges = new Map<string, string[]>();
  const packages = new Map<string, string[]>();
  for (const file of files) {
    const names = importedNames(readFileSync(file, 'utf8'));
    edges.set(file, [...new Set(names.flatMap((name) => resolveImport(file, name) ?? []))]);
    packages.set(file, names.filter((name) => !name.startsWith('.')));
  }
  return { edges, packages };
}

/** Every cycle a depth-first search closes, each as the files along it, the first repeated at the end. */
function findCycles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const finished = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (file: string): void => {
    path.push(file);
    onPath.add(file);
    for (const next of edges.get(file) ?? []) {
      if (onPath.has(next)) cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!finished.has(next)) visit(next);
    }
    path.pop();
    onPath.delete(file);
    finished.add(file);
  };
  for (const file of [...edges.keys()].sort()) if (!finished.has(file)) visit(file);
  return cycles;
}

/** Imports that point up the layers, and Node APIs in the core; tests, test data and benches are exempt. */
function layerViolations(graph: ImportGraph): string[] {
  const violations: string[] = [];
  for (const [file, targets] of graph.edges) {
    const layer = layerOf(file);
    if (isDevelopmentFile(file) || layer === undefined) continue;
    for (const target of targets) {
      const targetLayer = layerOf(target);
      if (targetLayer === undefined) violations.push(`${shown(file)} imports ${shown(target)}, outside src/`);
      else if (layerRanks[targetLayer]! > layerRanks[layer]!) violations.push(`${shown(file)} (${layer}) imports ${shown(target)} (${targetLayer})`);
      else if (layerRanks[targetLayer] === layerRanks[layer] && targetLayer !== layer) {
        violations.push(`${shown(file)} (${layer}) imports ${shown(target)} (${targetLayer}), a sibling layer`);
      }
    }
    if (layer === 'core') {
      for (const name of graph.packages.get(file) ?? []) if (name.startsWith('node:')) violations.push(`${shown(file)} (core) imports ${name}`);
    }
  }
  return violations;
}

describe('imports in src/', () => {
  const files = sourceFiles(join(root, 'src'));
  const graph = importGraph(files);

  it('finds the imports it scans for', () => {
    const text = "import type { A } from './a.js';\nimport {\n  b,\n} from '../b.js';\nexport * from './c.js';\nimport './d.js';\nconst e = await import('./e.js');\n";
    assert.deepEqual(importedNames(text).sort(), ['../b.js', './a.js', './c.js', './d.js', './e.js']);
    assert.ok([...graph.edges.values()].reduce((sum, targets) => sum + targets.length, 0) > files.length, 'the scan reads the graph');
  });

  it('finds a cycle when there is one', () => {
    const edges = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
    assert.deepEqual(findCycles(edges), [['a', 'b', 'c', 'a']]);
  });

  it('has no import cycles', () => {
    const cycles = findCycles(graph.edges).map((cycle) => cycle.map(shown).join(' -> '));
    assert.deepEqual(cycles, []);
  });

  it('points one way: core <- solvers <- genres <- index <- cli and web; the core uses no Node API', () => {
    assert.deepEqual(layerViolations(graph), []);
  });
});
