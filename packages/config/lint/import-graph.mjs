/**
 * Two rules over a workspace's own module graph (relative imports, type-only ones included, since a type
 * import is still a dependency a reader has to follow):
 *  - no import cycles: a circle means no module of it can be understood, tested or moved on its own;
 *  - feature folders stay apart: inside a console app, a module under `src/features/<name>/` imports another
 *    feature only through `src/features/shared/` (or a package), so a feature can be changed or deleted
 *    without reading the others.
 */
import { dirname, relative, resolve, sep } from 'node:path';

/** The workspace files `specifier` (relative, from `file`) may name, in the order TypeScript would try them. */
function candidates(file, specifier) {
  const target = resolve(dirname(file), specifier);
  return [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`];
}

/** file → the workspace files it imports, from the relative specifiers found in each file. */
export function buildImportGraph(files, specifiersOf) {
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const targets = [];
    for (const specifier of specifiersOf(file)) {
      const hit = candidates(file, specifier).find((candidate) => known.has(candidate));
      if (hit !== undefined) targets.push(hit);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Every import cycle of `graph`, each as its files (strongly connected components of two or more, or a self-import). */
export function findImportCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  // Iterative Tarjan: deep import chains must not overflow the call stack.
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work = [[root, 0]];
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, edge] = frame;
      if (edge === 0) {
        index.set(node, next);
        low.set(node, next);
        next += 1;
        stack.push(node);
        onStack.add(node);
      }
      const targets = graph.get(node) ?? [];
      if (edge < targets.length) {
        frame[1] += 1;
        const target = targets[edge];
        if (!index.has(target)) work.push([target, 0]);
        else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) !== index.get(node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || targets.includes(node)) cycles.push(component.reverse());
    }
  }
  return cycles;
}

/** The feature folder a file belongs to (`src/features/<name>/…`), or undefined outside one. */
export function featureOf(workspaceDir, file) {
  const parts = relative(workspaceDir, file).split(sep);
  return parts[0] === 'src' && parts[1] === 'features' && parts.length > 3 ? parts[2] : undefined;
}

/** Imports from one feature folder into another (not `shared`), as [importer, imported] pairs. */
export function crossFeatureImports(workspaceDir, graph) {
  const crossings = [];
  for (const [file, targets] of graph) {
    const own = featureOf(workspaceDir, file);
    if (own === undefined) continue;
    for (const target of targets) {
      const other = featureOf(workspaceDir, target);
      if (other !== undefined && other !== own && other !== 'shared') crossings.push([file, target]);
    }
  }
  return crossings;
}
