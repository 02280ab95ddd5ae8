// The plugin's translation template: scans wordpress-plugin/dropins/**/*.php for WordPress's gettext calls (`__()`,
// `_e()`, `esc_html__()`, `_x()`, `_n()` …) and writes a `.pot` (gettext's template format) with the plugin header's
// name and description, one entry per string and context, and a `#: file:line` reference per call. wp-cli's
// `wp i18n make-pot` does this on a developer's machine; it is not available here, so this is ours.
// Every call must pass its strings and the text domain `dropins` as literals: anything else stops with an error
// naming the file and line (a string built at run time cannot be translated from a template).
// `node scripts/pot.mjs [out]` writes the template (default: stdout); `npm run package` puts it in the zip as
// `languages/dropins.pot`.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const TEXT_DOMAIN = 'dropins';
const root = resolve(import.meta.dirname, '..');
export const PLUGIN_DIR = join(root, 'wordpress-plugin/dropins');

/** What each gettext function takes, in order: s = string, p = plural, c = context, n = number, d = domain. */
export const GETTEXT = {
  __: 'sd',
  _e: 'sd',
  esc_html__: 'sd',
  esc_html_e: 'sd',
  esc_attr__: 'sd',
  esc_attr_e: 'sd',
  _x: 'scd',
  _ex: 'scd',
  esc_html_x: 'scd',
  esc_attr_x: 'scd',
  _n: 'spnd',
  _nx: 'spncd',
  _n_noop: 'spd',
  _nx_noop: 'spcd',
};

/** The PHP files of the plugin, as paths relative to its folder, sorted. */
export function phpFiles(dir = PLUGIN_DIR) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.php'))
    .map((f) => f.split('\\').join('/'))
    .sort();
}

/**
 * The value of a PHP string literal starting at `at` ('…' or "…" without variables), or null when the argument there
 * is not one literal. Returns the value and the index after the closing quote.
 */
function literal(src, at) {
  const quote = src[at];
  if (quote !== "'" && quote !== '"') return null;
  let value = '';
  for (let i = at + 1; i < src.length; i++) {
    const ch = src[i];
    if (ch === quote) return { value, end: i + 1 };
    if (quote === '"' && ch === '$') return null;
    if (ch !== '\\') {
      value += ch;
      continue;
    }
    const next = src[++i];
    if (quote === "'") value += next === "'" || next === '\\' ? next : '\\' + next;
    else value += { n: '\n', t: '\t', '"': '"', '\\': '\\', $: '$' }[next] ?? '\\' + next;
  }
  return null;
}

/** The arguments of a call whose `(` is at `open`: each a literal's value, or null for anything else. */
function callArguments(src, open) {
  const args = [];
  let i = open + 1;
  for (;;) {
    while (/\s/.test(src[i])) i++;
    if (src[i] === ')' && args.length === 0) return args;
    const lit = literal(src, i);
    let end = lit?.end ?? i;
    let depth = 0;
    // Skip to the comma or parenthesis that ends this argument (strings and nested calls skipped whole).
    while (end < src.length) {
      const ch = src[end];
      if (ch === "'" || ch === '"') {
        end = (literal(src, end)?.end ?? end + 1);
        continue;
      }
      if (ch === '(' || ch === '[') depth++;
      else if (ch === ')' || ch === ']') {
        if (depth === 0) break;
        depth--;
      } else if (ch === ',' && depth === 0) break;
      end++;
    }
    const rest = src.slice(lit?.end ?? i, end).trim();
    args.push(lit && rest === '' ? lit.value : null);
    if (src[end] === ')') return args;
    i = end + 1;
  }
}

/** The strings of one PHP source: { msgid, plural?, context?, line } per gettext call. Throws on a call it cannot read. */
export function gettextCalls(src, file) {
  const calls = [];
  const pattern = new RegExp(`(?<![\\w$>:])(${Object.keys(GETTEXT).join('|')})\\s*\\(`, 'g');
  for (const m of src.matchAll(pattern)) {
    const line = src.slice(0, m.index).split('\n').length;
    if (/function\s+$/.test(src.slice(0, m.index))) continue;
    const args = callArguments(src, m.index + m[0].length - 1);
    const call = { line };
    [...GETTEXT[m[1]]].forEach((kind, n) => {
      const value = args[n];
      if (kind === 'n') return;
      if (typeof value !== 'string') throw new Error(`${file}:${line}: ${m[1]}() needs a literal ${{ s: 'string', p: 'plural', c: 'context', d: 'text domain' }[kind]}`);
      if (kind === 'd' && value !== TEXT_DOMAIN) throw new Error(`${file}:${line}: ${m[1]}() uses the text domain '${value}', not '${TEXT_DOMAIN}'`);
      if (kind === 's') call.msgid = value;
      if (kind === 'p') call.plural = value;
      if (kind === 'c') call.context = value;
    });
    calls.push(call);
  }
  return calls;
}

/** A PO string: quoted, escaped, split after each newline as gettext's tools write it. */
function po(text) {
  const escaped = text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\t/g, '\\t');
  const lines = escaped.split('\n').map((l, i, all) => (i < all.length - 1 ? `${l}\\n` : l));
  if (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return lines.length === 1 ? `"${lines[0]}"` : `""\n${lines.map((l) => `"${l}"`).join('\n')}`;
}

/** A header field of the plugin's main file (`Plugin Name`, `Description`, `Version` …). */
export function pluginHeader(field, dir = PLUGIN_DIR) {
  const main = readFileSync(join(dir, 'dropins.php'), 'utf8');
  return main.match(new RegExp(`^[ \\t*#@]*${field}:\\s*(.+)$`, 'mi'))?.[1].trim() ?? '';
}

/** The `.pot` text for the plugin in `dir`. */
export function makePot(dir = PLUGIN_DIR) {
  /** @type {Map<string, { msgid: string, plural?: string, context?: string, refs: string[], comments: string[] }>} */
  const entries = new Map();
  const add = (msgid, { plural, context, ref, comment }) => {
    const key = `${context ?? ''}\u0004${msgid}`;
    const entry = entries.get(key) ?? { msgid, plural, context, refs: [], comments: [] };
    if (ref && !entry.refs.includes(ref)) entry.refs.push(ref);
    if (comment) entry.comments.push(comment);
    entries.set(key, entry);
  };
  // The header strings WordPress translates on the Plugins screen.
  for (const field of ['Plugin Name', 'Description', 'Author']) {
    const value = pluginHeader(field, dir);
    if (value) add(value, { comment: `${field} of the plugin`, ref: 'dropins.php' });
  }
  for (const file of phpFiles(dir)) {
    for (const call of gettextCalls(readFileSync(join(dir, file), 'utf8'), file)) {
      add(call.msgid, { plural: call.plural, context: call.context, ref: `${file}:${call.line}` });
    }
  }
  const header = [
    `# Copyright (C) ${pluginHeader('Author', dir)}`,
    `# This file is distributed under the ${pluginHeader('License', dir)}.`,
    'msgid ""',
    'msgstr ""',
    `"Project-Id-Version: ${pluginHeader('Plugin Name', dir)} ${pluginHeader('Version', dir)}\\n"`,
    '"MIME-Version: 1.0\\n"',
    '"Content-Type: text/plain; charset=UTF-8\\n"',
    '"Content-Transfer-Encoding: 8bit\\n"',
    '"PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE\\n"',
    '"Last-Translator: FULL NAME <EMAIL@ADDRESS>\\n"',
    '"Language-Team: LANGUAGE <LL@li.org>\\n"',
    '"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"',
    `"X-Domain: ${TEXT_DOMAIN}\\n"`,
  ].join('\n');
  const body = [...entries.values()].map((e) =>
    [
      ...e.comments.map((c) => `#. ${c}`),
      ...(e.refs.length ? [`#: ${e.refs.join(' ')}`] : []),
      ...(e.context !== undefined ? [`msgctxt ${po(e.context)}`] : []),
      `msgid ${po(e.msgid)}`,
      ...(e.plural !== undefined ? [`msgid_plural ${po(e.plural)}`, 'msgstr[0] ""', 'msgstr[1] ""'] : ['msgstr ""']),
    ].join('\n'),
  );
  return [header, ...body].join('\n\n') + '\n';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pot = makePot();
  if (process.argv[2]) {
    writeFileSync(process.argv[2], pot);
    console.log(`Wrote ${relative(process.cwd(), process.argv[2])}`);
  } else process.stdout.write(pot);
}
