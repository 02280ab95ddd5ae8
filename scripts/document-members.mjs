// Which `document` members the shipped code reads, read from the built bundles (dist/**/*.js, after `npm run build`).
//   node scripts/document-members.mjs          lists them; fails (exit 1) when one is read from a document instance
//   node scripts/document-members.mjs --json   prints {"members": [...], "direct": [...]} (the hostile-corpus test)
//
// Why: a post's Author can keep `<object id="createElement" data="….pdf" type="application/pdf">` (the File block's
// embed), and the browser then answers `document.createElement` with that element, for every script on the page
// (Document's named properties override even its own methods). Only `location` cannot be shadowed. So shipped code
// reads every other member through the prototype (core's docProp / docCall, and bundled libraries rewritten at build
// time to call them, see rollup.config.mjs), never from the instance.
//
// What counts, in each bundle's syntax tree (the code as it runs, Preact and every other bundled library included):
// - direct reads (fail): `.member` or `['member']` on a document: the global `document`, any `x.ownerDocument`,
//   `x.document`, `x.contentDocument`, and every variable or parameter of the same file such a value reaches
//   (assignments, `a || b`, `c ? a : b`, defaults, call arguments of a function declared in the file), destructuring
//   included; and a call of a method no other DOM interface has (`createElement`, `createTextNode` …, from
//   TypeScript's lib.dom.d.ts) on any object, so that a document handed on where this file cannot follow it is still
//   caught when it creates or finds something.
//   Writes (`document.write = …`) are listed, not failed: the writer handles the element in the way.
// - reads through the safe path (listed): a string naming a Document member as the first argument of a call
//   (`docProp('body')`, `docCall('createElement', doc, 'div')`), and `Document.prototype.member`. A call that passes
//   such a string for another purpose (`getAttribute('title')`) lists it too: the list can only be longer than what is
//   read, which adds elements to the hostile corpus and never hides a member.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { resolve, relative, join } from 'node:path';
import { createRequire } from 'node:module';
import { parseAst } from 'rollup/parseAst';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, 'dist');
/** The one Document member the platform makes unforgeable ([LegacyUnforgeable]): no element can take its place. */
const UNFORGEABLE = new Set(['location']);
/** Properties that hold a document. */
const DOCUMENT_PROPS = new Set(['ownerDocument', 'document', 'contentDocument']);

/** Document's members, and those of them no other interface of lib.dom.d.ts has (Document's subtypes aside). */
let members;
export function domMembers() {
  if (members) return members;
  const require = createRequire(import.meta.url);
  const files = ['lib.es5.d.ts', 'lib.dom.d.ts'].map((f) => require.resolve(`typescript/lib/${f}`));
  const program = ts.createProgram(files, { noLib: true, types: [] });
  const checker = program.getTypeChecker();
  const byInterface = new Map();
  for (const stmt of program.getSourceFile(files[1]).statements) {
    if (!ts.isInterfaceDeclaration(stmt) || byInterface.has(stmt.name.text)) continue;
    const type = checker.getDeclaredTypeAtLocation?.(stmt) ?? checker.getTypeAtLocation(stmt.name);
    byInterface.set(stmt.name.text, { type, names: new Set(checker.getPropertiesOfType(type).map((p) => p.name)) });
  }
  const isDocument = (type) => type.symbol?.name === 'Document' || (checker.getBaseTypes(type) ?? []).some(isDocument);
  const all = byInterface.get('Document').names;
  const only = new Set(all);
  for (const { type, names } of byInterface.values()) if (!isDocument(type)) for (const n of names) only.delete(n);
  return (members = { all, only });
}

/** Names a pattern declares (`a`, `{ a, b: [c] }`, `...d`, `e = 1`). */
function patternNames(node, out = []) {
  if (!node) return out;
  if (node.type === 'Identifier') out.push(node);
  else if (node.type === 'ObjectPattern') for (const p of node.properties) patternNames(p.type === 'RestElement' ? p.argument : p.value, out);
  else if (node.type === 'ArrayPattern') for (const e of node.elements) patternNames(e, out);
  else if (node.type === 'RestElement') patternNames(node.argument, out);
  else if (node.type === 'AssignmentPattern') patternNames(node.left, out);
  return out;
}

const isFunction = (n) => n.type === 'FunctionDeclaration' || n.type === 'FunctionExpression' || n.type === 'ArrowFunctionExpression';
const children = (node) =>
  Object.entries(node).flatMap(([key, v]) => (key === 'parent' ? [] : Array.isArray(v) ? v : [v])).filter((v) => v && typeof v.type === 'string');

/**
 * Scopes of one file: every identifier resolved to its declaration (`binding`), or to nothing for a global. Functions
 * and blocks are scopes; `var` and function declarations belong to the function, `let`, `const`, `class` to the block.
 */
function resolveScopes(ast) {
  const scopeOf = new Map();
  const declare = (scope, id, extra = {}) => {
    const binding = { name: id.name, node: id, doc: false, ...extra };
    scope.names.set(id.name, binding);
    id.binding = binding;
    return binding;
  };
  const functionScope = (scope) => (scope.fn ? scope : functionScope(scope.parent));
  // Pass 1: declarations.
  const declareIn = (node, scope) => {
    node.scope = scope;
    if (isFunction(node)) {
      if (node.type === 'FunctionDeclaration' && node.id) declare(functionScope(scope), node.id, { fn: node });
      const inner = { parent: scope, names: new Map(), fn: true };
      if (node.type === 'FunctionExpression' && node.id) declare(inner, node.id, { fn: node });
      node.params.forEach((p, i) => patternNames(p).forEach((id) => declare(inner, id, { param: { fn: node, index: i } })));
      scopeOf.set(node, inner);
      for (const c of children(node)) declareIn(c, inner);
      return;
    }
    let here = scope;
    if (node.type === 'BlockStatement' || node.type === 'ForStatement' || node.type === 'ForInStatement' || node.type === 'ForOfStatement' || node.type === 'CatchClause' || node.type === 'SwitchStatement') {
      here = { parent: scope, names: new Map(), fn: false };
      if (node.type === 'CatchClause') patternNames(node.param).forEach((id) => declare(here, id));
    }
    if (node.type === 'VariableDeclaration') {
      const target = node.kind === 'var' ? functionScope(here) : here;
      for (const d of node.declarations) {
        const fn = d.init && isFunction(d.init) ? d.init : undefined;
        patternNames(d.id).forEach((id) => declare(target, id, { fn }));
      }
    }
    if (node.type === 'ClassDeclaration' && node.id) declare(here, node.id);
    for (const c of children(node)) declareIn(c, here);
  };
  const top = { parent: null, names: new Map(), fn: true };
  declareIn(ast, top);
  // Pass 2: references.
  const lookup = (scope, name) => (scope ? (scope.names.get(name) ?? lookup(scope.parent, name)) : null);
  const refer = (node, parent) => {
    node.parent = parent;
    if (node.type === 'Identifier' && !node.binding) {
      const isKey = (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) || (parent?.type === 'Property' && parent.key === node && !parent.computed && parent.value !== node);
      if (!isKey) node.binding = lookup(node.scope ?? parent?.scope, node.name);
    }
    for (const c of children(node)) {
      c.scope ??= node.scope;
      refer(c, node);
    }
  };
  refer(ast, null);
}

/** Whether an expression is a document, as far as this file shows. */
function isDocument(node) {
  if (!node) return false;
  switch (node.type) {
    case 'Identifier':
      return node.binding ? node.binding.doc : node.name === 'document';
    case 'MemberExpression':
      return !node.computed && DOCUMENT_PROPS.has(node.property.name);
    case 'ChainExpression':
      return isDocument(node.expression);
    case 'LogicalExpression':
      return isDocument(node.left) || isDocument(node.right);
    case 'ConditionalExpression':
      return isDocument(node.consequent) || isDocument(node.alternate);
    case 'SequenceExpression':
      return isDocument(node.expressions.at(-1));
    case 'AssignmentExpression':
      return isDocument(node.right);
    default:
      return false;
  }
}

/** Marks every variable and parameter a document reaches, until nothing changes. */
function markDocuments(nodes) {
  const mark = (id) => {
    if (id?.binding && !id.binding.doc) return (id.binding.doc = true);
    return false;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (const node of nodes) {
      if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && isDocument(node.init)) changed = mark(node.id) || changed;
      if (node.type === 'AssignmentExpression' && node.operator === '=' && node.left.type === 'Identifier' && isDocument(node.right)) changed = mark(node.left) || changed;
      if (node.type === 'AssignmentPattern' && node.left.type === 'Identifier' && isDocument(node.right)) changed = mark(node.left) || changed;
      if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.binding?.fn) {
        const params = node.callee.binding.fn.params;
        node.arguments.forEach((arg, i) => {
          const p = params[i]?.type === 'AssignmentPattern' ? params[i].left : params[i];
          if (p?.type === 'Identifier' && isDocument(arg)) changed = mark(p) || changed;
        });
      }
    }
  }
}

const memberName = (node) => (!node.computed ? node.property.name : node.property.type === 'Literal' && typeof node.property.value === 'string' ? node.property.value : null);
const isWrite = (node) => (node.parent.type === 'AssignmentExpression' && node.parent.left === node) || (node.parent.type === 'UpdateExpression');
const isPrototype = (node) => node.type === 'MemberExpression' && !node.computed && node.property.name === 'prototype';

/**
 * The `document` members one module or bundle touches (`ast` as rollup's parser gives it; its nodes get scope
 * annotations): `direct`, the member expressions reading one from a document instance; `safe`, the names read through
 * the safe path; `written`, the names assigned. rollup.config.mjs rewrites the `direct` reads of bundled libraries.
 */
export function documentAccess(ast, dom = domMembers()) {
  resolveScopes(ast);
  const nodes = [];
  (function collect(node) {
    nodes.push(node);
    for (const c of children(node)) collect(c);
  })(ast);
  markDocuments(nodes);
  const found = { safe: new Set(), direct: [], written: new Set() };
  for (const node of nodes) {
    if (node.type === 'MemberExpression') {
      const name = memberName(node);
      if (!name || !dom.all.has(name) || UNFORGEABLE.has(name)) continue;
      const isCall = node.parent.type === 'CallExpression' && node.parent.callee === node;
      if (isPrototype(node.object)) found.safe.add(name);
      else if (!isDocument(node.object) && !(isCall && dom.only.has(name))) continue;
      else if (isWrite(node)) found.written.add(name);
      else found.direct.push({ name, node });
    }
    if (node.type === 'VariableDeclarator' && node.id.type === 'ObjectPattern' && isDocument(node.init)) {
      for (const p of node.id.properties) if (p.type === 'Property' && !p.computed && dom.all.has(p.key.name)) found.direct.push({ name: p.key.name, node: p });
    }
    if (node.type === 'CallExpression') {
      const first = node.arguments[0];
      if (first?.type === 'Literal' && typeof first.value === 'string' && dom.all.has(first.value) && !UNFORGEABLE.has(first.value)) found.safe.add(first.value);
    }
  }
  return found;
}

/** One bundle file: its members, with the place and code of each direct read. */
function scanFile(file, dom) {
  const code = readFileSync(file, 'utf8');
  const found = documentAccess(parseAst(code), dom);
  const where = (node) => {
    const before = code.slice(0, node.start);
    return `${relative(root, file)}:${before.split('\n').length}:${node.start - before.lastIndexOf('\n')}`;
  };
  const direct = found.direct.map(({ name, node }) => ({ name, at: where(node), code: code.slice(Math.max(0, node.start - 30), node.end + 30) }));
  return { ...found, direct };
}

const jsFiles = (dir) =>
  readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    if (statSync(path).isDirectory()) return f === 'stats' ? [] : jsFiles(path);
    return f.endsWith('.js') ? [path] : [];
  });

/** Every member the bundles in `dir` read, and the direct reads among them. */
export function documentMembers(dir = dist) {
  const dom = domMembers();
  const members = new Set();
  const written = new Set();
  const direct = [];
  for (const file of jsFiles(dir)) {
    const found = scanFile(file, dom);
    for (const n of found.safe) members.add(n);
    for (const n of found.written) written.add(n);
    for (const d of found.direct) {
      members.add(d.name);
      direct.push(d);
    }
  }
  for (const n of written) members.add(n);
  return { members: [...members].sort(), written: [...written].sort(), direct };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { members, written, direct } = documentMembers();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ members, direct: direct.map((d) => `${d.name} at ${d.at}`) }));
  } else {
    console.log(`document members the bundles read or write (${members.length}): ${members.join(' ')}`);
    if (written.length) console.log(`written (the writer handles an element in the way): ${written.join(' ')}`);
    for (const d of direct) console.log(`direct read of document.${d.name} at ${d.at}: …${d.code.replace(/\s+/g, ' ')}…`);
    if (direct.length) console.log(`${direct.length} direct reads: read through core's docProp / docCall (see packages/core/src/clobber.ts).`);
  }
  process.exit(direct.length ? 1 : 0);
}
