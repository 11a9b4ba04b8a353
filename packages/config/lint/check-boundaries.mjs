#!/usr/bin/env node
/**
 * Lint rule for the dependency rules: which workspace may import which (data in rules.mjs, ADR 0008).
 *
 * Usage: node check-boundaries.mjs <workspace-dir> [...more]
 *
 * For every .ts/.tsx/.mjs file under the workspace (tests and configs included) it checks:
 *  - internal imports (`@gateway/*`) are allowed for this workspace and declared in its package.json;
 *  - no `node:*` built-ins in browser / workerd code (tests and build configs excepted);
 *  - relative imports name their file extension (Node runs the sources directly);
 *  - browser code imports MUI per module, never the barrel;
 *  - an app never reaches into another workspace by relative path;
 *  - no import cycles, and no feature folder importing another (import-graph.mjs).
 * Exits 1 and prints one line per violation.
 */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, resolve, dirname, sep } from 'node:path';
import { buildImportGraph, crossFeatureImports, findImportCycles } from './import-graph.mjs';
import {
  allowedInternalImports,
  allowedSubpathImports,
  allowedTypeOnlyImports,
  noNodeBuiltins,
  browserWorkspaces,
  bannedBarrels,
  toolingOnlyPackages,
} from './rules.mjs';

// .console: workers/gateway's copy of the built console (assets), rewritten while the lint and tests run.
const SKIP_DIRS = new Set(['node_modules', 'dist', '.turbo', '.wrangler', '.console', 'coverage', 'artifacts', '__fixtures__']);
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const IMPORT = /(?:^|[\s;])(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const full = join(dir, name);
    const stat = statSync(full);
    if (stat.isDirectory()) walk(full, out);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

function packageNameOf(specifier) {
  if (specifier.startsWith('@')) return specifier.split('/').slice(0, 2).join('/');
  return specifier.split('/')[0];
}

/** Files where Node built-ins are fine even in browser/workerd workspaces. */
function isToolingFile(file) {
  return (
    /\.(test|spec)\.tsx?$/.test(file) ||
    /(^|[\\/])(rsbuild|vitest|vite)(\.[a-z-]+)?\.config\.ts$/.test(file) ||
    file.includes(`${sep}test${sep}`) ||
    file.includes(`${sep}scripts${sep}`) ||
    file.includes(`${sep}testing${sep}`)
  );
}

export function checkWorkspace(workspaceDir) {
  const dir = resolve(workspaceDir);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const name = manifest.name;
  const declared = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
  const allowed = allowedInternalImports[name];
  const problems = [];
  if (allowed === undefined) {
    problems.push(`${name}: not listed in packages/config/lint/rules.mjs; add its allowed imports there`);
    return problems;
  }
  const relativeSpecifiers = new Map();
  const files = walk(dir);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const where = relative(process.cwd(), file);
    relativeSpecifiers.set(file, []);
    for (const match of text.matchAll(IMPORT)) {
      const typeOnly = Boolean(match[2]);
      const specifier = match[3] ?? match[4];
      const line = text.slice(0, match.index).split('\n').length;
      const at = `${where}:${line}`;
      if (specifier.startsWith('.')) {
        relativeSpecifiers.get(file).push(specifier);
        if (!/\.(ts|tsx|mts|mjs|js|json|css|svg|png)$/.test(specifier)) problems.push(`${at}: relative import '${specifier}' must name its file extension`);
        const target = resolve(dirname(file), specifier);
        if (!target.startsWith(dir + sep)) problems.push(`${at}: '${specifier}' reaches outside ${name}; import the package instead`);
        continue;
      }
      if (specifier.startsWith('node:')) {
        if (noNodeBuiltins.includes(name) && !isToolingFile(file)) problems.push(`${at}: ${name} runs in browsers/workerd and may not import '${specifier}'`);
        continue;
      }
      const pkg = packageNameOf(specifier);
      if (browserWorkspaces.includes(name) && bannedBarrels.includes(specifier)) {
        problems.push(`${at}: import '${specifier}/<Module>' instead of the '${specifier}' barrel (federation shares MUI per module)`);
      }
      if (pkg.startsWith('@gateway/')) {
        if (pkg === name) {
          problems.push(`${at}: ${name} imports itself by package name; use a relative path`);
          continue;
        }
        const ok =
          allowed === '*' ||
          allowed.includes(pkg) ||
          (allowedSubpathImports[name] ?? []).includes(specifier) ||
          (typeOnly && (allowedTypeOnlyImports[name] ?? []).includes(pkg)) ||
          (toolingOnlyPackages.includes(pkg) && isToolingFile(file));
        if (!ok) problems.push(`${at}: ${name} may not import ${pkg} (dependency rules in packages/config/lint/rules.mjs)`);
        else if (pkg !== '@gateway/config' && !declared.has(pkg)) problems.push(`${at}: ${pkg} is imported but not declared in ${name}'s package.json`);
      }
    }
  }
  problems.push(...graphProblems(dir, files, relativeSpecifiers));
  return problems;
}

function graphProblems(dir, files, relativeSpecifiers) {
  const graph = buildImportGraph(files, (file) => relativeSpecifiers.get(file));
  const show = (file) => relative(process.cwd(), file);
  const problems = findImportCycles(graph).map((cycle) => `${show(cycle[0])}: import cycle: ${[...cycle, cycle[0]].map(show).join(' -> ')}`);
  for (const [importer, imported] of crossFeatureImports(dir, graph)) {
    problems.push(`${show(importer)}: imports another feature's module ${show(imported)}; share it through src/features/shared/ or a package`);
  }
  return problems;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    console.error('usage: check-boundaries.mjs <workspace-dir>...');
    process.exit(2);
  }
  const problems = dirs.flatMap((d) => (existsSync(join(d, 'package.json')) ? checkWorkspace(d) : [`${d}: no package.json`]));
  for (const p of problems) console.error(p);
  if (problems.length > 0) {
    console.error(`${problems.length} boundary violation(s)`);
    process.exit(1);
  }
  console.log(`boundaries ok: ${dirs.join(', ')}`);
}
