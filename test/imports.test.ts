// The shape of the import graph: in src/, no cycles and dependencies that point one way, core <- solvers <- genres <-
// the library's index <- cli and web; across the repository (src/, test/, bench/, scripts/), no cycle between folders.
// Tests and test data beside the code (the files tsconfig.build.json leaves out) may reach anything, but nothing
// imports them, so they count as a folder of their own: they cannot close a cycle.

import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** How high a layer sits: a file may import from its own layer or lower ones. */
const layerRanks: Record<string, number> = { types: 0, core: 1, solvers: 2, genres: 3, library: 3.5, index: 4, cli: 5, web: 5 };

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

const isDevelopmentFile = (file: string) => /(\.test|[\\/]test-data)\.ts$/.test(file);
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

/**
 * The folder a file belongs to in the folder graph, `depth` levels deep (1: src, test, bench, scripts); tests and test
 * data beside the code count apart from their folder's library.
 */
function folderOf(file: string, depth = Infinity): string {
  const folder = relative(root, dirname(file)).split(/[\\/]/).slice(0, depth).join('/');
  if (/\.test\.ts$/.test(file)) return `${folder} (tests)`;
  return /[\\/]test-data\.ts$/.test(file) ? `${folder} (test data)` : folder;
}

/** The folders each folder imports from (itself left out), folders taken `depth` levels deep. */
function folderEdges(graph: ImportGraph, depth = Infinity): Map<string, string[]> {
  const edges = new Map<string, Set<string>>();
  for (const [file, targets] of graph.edges) {
    const from = folderOf(file, depth);
    const reached = edges.get(from) ?? new Set<string>();
    edges.set(from, reached);
    for (const target of targets) if (folderOf(target, depth) !== from) reached.add(folderOf(target, depth));
  }
  return new Map([...edges].map(([folder, targets]) => [folder, [...targets].sort()]));
}

/** Genre code outside tests and test data that imports from bench/ or test/. */
function genreDevelopmentImports(graph: ImportGraph): string[] {
  const genresFolder = join(root, 'src', 'genres');
  return [...graph.edges].flatMap(([file, targets]) =>
    !file.startsWith(genresFolder) || isDevelopmentFile(file)
      ? []
      : targets.filter((target) => /^(bench|test)[\\/]/.test(relative(root, target))).map((target) => `${shown(file)} imports ${shown(target)}`),
  );
}

/** Imports that point up the layers, and Node APIs in the core; tests and test data are exempt. */
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

describe('imports across the repository', () => {
  const files = ['src', 'test', 'bench', 'scripts'].flatMap((folder) => sourceFiles(join(root, folder)));
  const graph = importGraph(files);

  it('sees tests and test data as folders of their own', () => {
    assert.equal(folderOf(join(root, 'src', 'genres', 'some-genre', 'some-genre.test.ts')), 'src/genres/some-genre (tests)');
    assert.equal(folderOf(join(root, 'src', 'genres', 'some-genre', 'test-data.ts')), 'src/genres/some-genre (test data)');
    assert.equal(folderOf(join(root, 'src', 'genres', 'some-genre', 'model.ts')), 'src/genres/some-genre');
    assert.equal(folderOf(join(root, 'test', 'web', 'browser.ts'), 1), 'test');
  });

  it('finds a cycle between folders when there is one', () => {
    const [script, helper] = [join(root, 'scripts', 'a.ts'), join(root, 'test', 'b.ts')];
    const edges = folderEdges({ edges: new Map([[script, [helper]], [helper, [script]]]), packages: new Map() });
    assert.deepEqual(findCycles(edges), [['scripts', 'test', 'scripts']]);
  });

  it('has no cycle between folders, nor between src/, test/, bench/ and scripts/', () => {
    assert.ok(folderEdges(graph).size > 20, 'the scan reads the folders');
    assert.deepEqual(findCycles(folderEdges(graph)).map((cycle) => cycle.join(' -> ')), []);
    assert.deepEqual(findCycles(folderEdges(graph, 1)).map((cycle) => cycle.join(' -> ')), []);
  });

  it('finds genre code that imports a bench or a test helper', () => {
    const model = join(root, 'src', 'genres', 'some-genre', 'model.ts');
    const [harness, helpers] = [join(root, 'bench', 'harness.ts'), join(root, 'test', 'helpers.ts')];
    const testData = join(root, 'src', 'genres', 'some-genre', 'test-data.ts');
    const imports = genreDevelopmentImports({ edges: new Map([[model, [harness, helpers]], [testData, [helpers]]]), packages: new Map() });
    assert.deepEqual(imports, ['src/genres/some-genre/model.ts imports bench/harness.ts', 'src/genres/some-genre/model.ts imports test/helpers.ts']);
  });

  it('genre code outside tests imports nothing from bench/ or test/', () => {
    assert.deepEqual(genreDevelopmentImports(graph), []);
  });
});
