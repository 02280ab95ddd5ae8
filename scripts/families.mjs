// builder-modules' module families, listed from their folders: a family is one folder, `src/families/<name>/`, and
// what lists the families is written from those folders, never by hand.
//   node scripts/families.mjs --write   writes src/family-list.ts (the loader's list: each manifest, eager, with its
//                                       code as a lazy chunk) and the README's family table (between the FAMILIES
//                                       markers), from each folder's manifest.ts
//   node scripts/families.mjs --check   (run by npm test) fails when either is stale, or a manifest is incomplete
// A family's manifest.ts names the family (`name: '<folder>'`) and documents its README row in the comment above
// `export const manifest`: `@replaces` (what of Divi it replaces) and `@downloadedWhen` (what on the page makes the
// loader download it). Tags and text only: the comment is not in the bundle.
import { readFileSync, writeFileSync, readdirSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const pkg = resolve(root, 'packages/builder-modules');
const familiesDir = resolve(pkg, 'src/families');
const listFile = resolve(pkg, 'src/family-list.ts');
const readmeFile = resolve(pkg, 'README.md');
const MARKERS = ['<!-- FAMILIES -->', '<!-- /FAMILIES -->'];

/** A doc-comment tag's text, its continuation lines joined with spaces. */
function tag(comment, name) {
  const m = comment.match(new RegExp(`@${name}\\s+([\\s\\S]*?)(?=\\n\\s*\\*\\s*@|\\s*$)`));
  return m ? m[1].split('\n').map((line) => line.replace(/^\s*\*\s?/, '').trim()).join(' ').trim() : undefined;
}

/** Every family folder, sorted by name, with what its manifest says; problems for whatever is missing. */
function readFamilies() {
  const problems = [];
  const families = [];
  for (const folder of readdirSync(familiesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
    const where = `src/families/${folder}`;
    const missing = ['manifest.ts', 'index.ts'].filter((f) => !existsSync(resolve(familiesDir, folder, f)));
    if (missing.length) {
      problems.push(`${where} has no ${missing.join(' and no ')}`);
      continue;
    }
    const text = readFileSync(resolve(familiesDir, folder, 'manifest.ts'), 'utf8');
    const name = text.match(/^\s*name:\s*'([^']*)'/m)?.[1];
    if (name !== folder) problems.push(`${where}/manifest.ts: name is ${name === undefined ? 'missing' : `'${name}'`}, the folder's name is '${folder}'`);
    const comment = text.match(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export const manifest\b/)?.[1] ?? '';
    const replaces = tag(comment, 'replaces');
    const when = tag(comment, 'downloadedWhen');
    if (!replaces || !when) problems.push(`${where}/manifest.ts: the comment above \`export const manifest\` needs @replaces and @downloadedWhen (its README row)`);
    families.push({ name: folder, replaces, when });
  }
  return { families, problems };
}

const identifier = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());

function familyList(families) {
  return [
    '// Written by `node scripts/families.mjs --write` from the folders in src/families/; do not edit (npm test fails',
    '// when it is stale). Add a family by adding its folder.',
    "import type { Family } from './family';",
    ...families.map((f) => `import { manifest as ${identifier(f.name)} } from './families/${f.name}/manifest';`),
    '',
    '/** Every module family: its manifest (eager, small) and its code, a chunk of its own downloaded on demand. */',
    'export const FAMILIES: readonly Family[] = [',
    ...families.map((f) => `  { ...${identifier(f.name)}, load: () => import('./families/${f.name}/index') },`),
    '];',
    '',
  ].join('\n');
}

function familyTable(families) {
  return [
    '| family (widget name) | replaces | downloaded when the page has | chunk (ESM) |',
    '|---|---|---|---|',
    ...families.map((f) => `| \`builder-modules-${f.name}\` | ${f.replaces} | ${f.when} | \`${f.name}.js\` |`),
  ].join('\n');
}

function section(text) {
  const a = text.indexOf(MARKERS[0]);
  const b = text.indexOf(MARKERS[1]);
  if (a < 0 || b < a) throw new Error(`packages/builder-modules/README.md has no ${MARKERS.join(' … ')} markers`);
  return { before: text.slice(0, a + MARKERS[0].length), body: text.slice(a + MARKERS[0].length, b).trim(), after: text.slice(b) };
}

const { families, problems } = readFamilies();
if (problems.length) {
  for (const p of problems) console.error(`families: ${p}`);
  process.exit(1);
}
const list = familyList(families);
const table = familyTable(families);
let readme = readFileSync(readmeFile, 'utf8');
if (process.argv.includes('--write')) {
  const s = section(readme);
  readme = `${s.before}\n${table}\n${s.after}`;
  writeFileSync(readmeFile, readme);
  writeFileSync(listFile, list);
  console.log(`families: ${families.length} families written to src/family-list.ts and the README's table.`);
}
const stale = [
  ...(existsSync(listFile) && readFileSync(listFile, 'utf8') === list ? [] : ['packages/builder-modules/src/family-list.ts']),
  ...(section(readme).body === table ? [] : ["packages/builder-modules/README.md's family table"]),
];
if (stale.length) {
  console.error(`families: ${stale.join(' and ')} ${stale.length > 1 ? 'are' : 'is'} stale: run \`node scripts/families.mjs --write\``);
  process.exit(1);
}
if (!process.argv.includes('--write')) console.log(`families: the list and the README's table match the ${families.length} family folders.`);
