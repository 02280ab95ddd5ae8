// `npm run lint` (and the lint step of `npm test`): fails when source files import each other in a circle.
// Type-only imports and dynamic import() count too: a type that two files need belongs in a file of its own.
// (ESLint's cycle rules skip type imports, hence this script.) Reads packages/*/src; prints each circle it finds.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { coreAliases } from './core-subpaths.mjs';

const root = resolve(import.meta.dirname, '..');
const packagesDir = join(root, 'packages');
const EXTENSIONS = ['.ts', '.tsx'];

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * The package entries by npm name: `@dropins/core` is packages/core/src/index.ts, its subpaths their entry files
 * (`@dropins/core/ui` is src/ui/index.ts, see core-subpaths.mjs).
 */
const entries = new Map(coreAliases);
for (const name of readdirSync(packagesDir)) {
  const manifest = join(packagesDir, name, 'package.json');
  if (existsSync(manifest) && name !== 'core') entries.set(JSON.parse(readFileSync(manifest, 'utf8')).name, join(packagesDir, name, 'src/index.ts'));
}

/** The file an import names, or null for a package outside the repository. */
function resolveImport(from, specifier) {
  if (entries.has(specifier)) return entries.get(specifier);
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => join(base, 'index' + ext))]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const files = readdirSync(packagesDir).flatMap((name) => (existsSync(join(packagesDir, name, 'src')) ? sourceFiles(join(packagesDir, name, 'src')) : []));
const graph = new Map(
  files.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    return [file, [...new Set(importedFiles.map((i) => resolveImport(file, i.fileName)).filter(Boolean))]];
  }),
);

// Tarjan's strongly connected components: every component of two or more files (or a file importing itself) is a circle.
let index = 0;
const stack = [];
const state = new Map();
const circles = [];
function visit(file) {
  const s = { index, low: index, onStack: true };
  index++;
  state.set(file, s);
  stack.push(file);
  for (const next of graph.get(file) ?? []) {
    if (!state.has(next)) {
      visit(next);
      s.low = Math.min(s.low, state.get(next).low);
    } else if (state.get(next).onStack) s.low = Math.min(s.low, state.get(next).index);
  }
  if (s.low !== s.index) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    state.get(member).onStack = false;
    component.push(member);
  } while (member !== file);
  if (component.length > 1 || graph.get(file)?.includes(file)) circles.push(component);
}
for (const file of graph.keys()) if (!state.has(file)) visit(file);

if (circles.length) {
  console.error(`Import circles (type imports and import() included): ${circles.length}`);
  for (const circle of circles) {
    const members = new Set(circle);
    console.error(`- ${circle.map((f) => relative(root, f)).sort().join(', ')}`);
    for (const file of circle) {
      for (const next of graph.get(file)) if (members.has(next)) console.error(`    ${relative(root, file)} -> ${relative(root, next)}`);
    }
  }
  process.exit(1);
}
console.log(`No import circles among ${graph.size} source files (type imports and import() included).`);
