import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

// Features may use each other in one direction only (architecture: "a feature imports another
// feature only through its actions and selectors", never both ways). The compiler in use is
// the native one without a JavaScript API, so the imports are read with a scanner: every
// `import … from`, `export … from`, `import type`, `import('…')` and `require('…')` counts.

const FEATURES = resolve(__dirname, '../../../src/client/features');
const SPECIFIER = /(?:import|export)\s+(?:type\s+)?[^'";]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const featureOf = (file: string) => relative(FEATURES, file).split(sep)[0];

/** feature -> feature -> the files and specifiers that make the edge (for the failure message). */
function featureGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles(FEATURES)) {
    const from = featureOf(file);
    if (!graph.has(from)) graph.set(from, new Map());
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
    for (const match of text.matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? match[4];
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier);
      if (!target.startsWith(FEATURES + sep)) continue;
      const to = featureOf(target);
      if (to === from) continue;
      const edges = graph.get(from)!;
      edges.set(to, [...(edges.get(to) ?? []), `${relative(FEATURES, file)} -> ${specifier}`]);
    }
  }
  return graph;
}

/** The first cycle found by a depth-first walk, as a list of features, or null. */
function findCycle(graph: Map<string, Map<string, string[]>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (state.get(next) === 'open') return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of [...graph.keys()].sort()) {
    if (state.has(node)) continue;
    const found = visit(node);
    if (found) return found;
  }
  return null;
}

function explain(cycle: string[], graph: Map<string, Map<string, string[]>>): string {
  const steps = cycle.slice(1).map((to, i) => {
    const from = cycle[i];
    return `${from} -> ${to}:\n    ${graph.get(from)!.get(to)!.join('\n    ')}`;
  });
  return `feature import cycle ${cycle.join(' -> ')}\n  ${steps.join('\n  ')}`;
}

describe('feature import graph', () => {
  it('reads the imports of every feature (type-only and lazy ones too)', () => {
    const graph = featureGraph();
    expect(graph.get('orders')?.has('cart')).toBe(true);
    expect(graph.size).toBeGreaterThanOrEqual(10);
  });

  it('finds a cycle in a graph that has one and names every step', () => {
    const graph = new Map([
      ['a', new Map([['b', ['a/x.ts -> ../b/y']]])],
      ['b', new Map([['c', ['b/y.ts -> ../c/z']]])],
      ['c', new Map([['a', ['c/z.ts -> ../a/x']]])],
    ]);
    const cycle = findCycle(graph);
    expect(cycle).toEqual(['a', 'b', 'c', 'a']);
    expect(explain(cycle!, graph)).toContain('c -> a:\n    c/z.ts -> ../a/x');
  });

  it('has no cycle between features', () => {
    const graph = featureGraph();
    const cycle = findCycle(graph);
    if (cycle) throw new Error(explain(cycle, graph));
    expect(cycle).toBeNull();
  });
});
