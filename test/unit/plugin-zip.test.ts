// `npm run package` (scripts/package.mjs): the zip a site owner uploads in Plugins → Add New → Upload. Packaged here
// from a small dist/ of our own (the real one is being built while these run in `npm test`); the WordPress journeys
// install the real zip through WordPress's upload code.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packagePlugin } from '../../scripts/package.mjs';
import { makePot, phpFiles, PLUGIN_DIR } from '../../scripts/pot.mjs';

/** The files of a zip, read from its central directory (names, and contents inflated). */
function readZip(bytes: Buffer): Map<string, Buffer> {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(bytes.readUInt32LE(at)).toBe(0x02014b50);
    const method = bytes.readUInt16LE(at + 10);
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const skip = nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const body = bytes.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(body) : Buffer.from(body));
    at += 46 + skip;
  }
  return files;
}

/** A readme.txt header (`Requires at least: 6.3`). */
const header = (readme: string, field: string) => readme.match(new RegExp(`^${field}:[ \\t]*(.*)$`, 'm'))?.[1].trim();

let dir: string;
let zipped: Map<string, Buffer>;
let zipPath: string;
const dist: Record<string, string> = {
  'wp/runtime.js': 'dropinsDefine("wp/runtime",[],function(){});',
  'wp/runtime.js.map': '{"version":3}',
  'wp/manifest.json': '{"storefront":{"imports":["runtime.js"]}}',
  'wp/storefront.js': 'dropinsDefine("wp/storefront",["wp/runtime"],function(){});',
  'wp/dialog-1a2b.js': 'dropinsDefine("wp/dialog-1a2b",[],function(){});',
  'esm/runtime.js': 'export const boot = 1;',
  'esm/runtime.js.map': '{"version":3}',
  'esm/manifest.json': '{}',
  'storefront.js': '(function(){ /* standalone */ })();'.repeat(40),
  'storefront.js.map': '{"version":3}',
  'storefront/dialog-9f8e.js': 'dropinsDefine("storefront/dialog-9f8e",[],function(){});',
  'stats/storefront.html': '<!doctype html><title>treemap</title>',
  'stats/esm.html': '<!doctype html><title>treemap</title>',
  'stats/esm.json': '{"tree":{}}',
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'dropins-zip-'));
  for (const [file, text] of Object.entries(dist)) {
    mkdirSync(dirname(join(dir, 'dist', file)), { recursive: true });
    writeFileSync(join(dir, 'dist', file), text);
  }
  zipPath = join(dir, 'dropins.zip');
  packagePlugin({ out: zipPath, dist: join(dir, 'dist') });
  zipped = readZip(readFileSync(zipPath));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('dropins.zip', () => {
  it('has one top folder, dropins/, holding the plugin and the builds it serves, without maps or treemaps', () => {
    const names = [...zipped.keys()];
    expect(new Set(names.map((n) => n.split('/')[0] + '/'))).toEqual(new Set(['dropins/']));
    const files = names.filter((n) => !n.endsWith('/'));
    for (const php of phpFiles()) expect(files).toContain(`dropins/${php}`);
    expect(files).toEqual(
      expect.arrayContaining([
        'dropins/dropins.php',
        'dropins/uninstall.php',
        'dropins/readme.txt',
        'dropins/languages/dropins.pot',
        'dropins/dist/wp/runtime.js',
        'dropins/dist/wp/manifest.json',
        'dropins/dist/wp/storefront.js',
        'dropins/dist/wp/dialog-1a2b.js',
        'dropins/dist/esm/runtime.js',
        'dropins/dist/esm/manifest.json',
        'dropins/dist/storefront.js',
        'dropins/dist/storefront/dialog-9f8e.js',
      ]),
    );
    expect(files.filter((n) => n.endsWith('.map') || n.includes('/stats/') || n.endsWith('.html'))).toEqual([]);
    // Each folder has its own entry, as zips made by desktop tools have.
    expect(names).toEqual(expect.arrayContaining(['dropins/', 'dropins/dist/', 'dropins/dist/storefront/', 'dropins/includes/']));
  });

  it('holds the files byte for byte (the deflated ones too)', () => {
    expect(zipped.get('dropins/dist/storefront.js')?.toString()).toBe(dist['storefront.js']);
    expect(zipped.get('dropins/dist/wp/manifest.json')?.toString()).toBe(dist['wp/manifest.json']);
    expect(zipped.get('dropins/dropins.php')).toEqual(readFileSync(join(PLUGIN_DIR, 'dropins.php')));
  });

  it.runIf(spawnSync('unzip', ['-v']).status === 0)('is a zip the unzip tool reads and tests without a warning', () => {
    const listing = execFileSync('unzip', ['-Z1', zipPath], { encoding: 'utf8' }).trim().split('\n');
    expect(listing).toEqual([...zipped.keys()]);
    expect(execFileSync('unzip', ['-tq', zipPath], { encoding: 'utf8' })).toMatch(/No errors detected/);
  });

  it("has a WordPress.org readme.txt whose headers match the plugin's", () => {
    const readme = zipped.get('dropins/readme.txt')!.toString();
    const main = zipped.get('dropins/dropins.php')!.toString();
    const plugin = (field: string) => main.match(new RegExp(`^ \\* ${field}:\\s*(.*)$`, 'm'))?.[1].trim();
    expect(readme.split('\n')[0]).toBe(`=== ${plugin('Plugin Name')} ===`);
    expect(header(readme, 'Stable tag')).toBe(plugin('Version'));
    expect(header(readme, 'Requires at least')).toBe(plugin('Requires at least'));
    expect(header(readme, 'Requires PHP')).toBe(plugin('Requires PHP'));
    expect(header(readme, 'Tested up to')).toMatch(/^\d+\.\d+$/);
    expect(header(readme, 'License')).toMatch(/GPL/);
    for (const section of ['Description', 'Installation', 'Frequently Asked Questions', 'Changelog']) {
      expect(readme).toMatch(new RegExp(`^== ${section} ==\\n\\n\\S`, 'm'));
    }
    expect(readme).toMatch(/^= .+ =\n\n\S/m); // at least one FAQ question with its answer
    expect(readme).toContain(`= ${plugin('Version')} =`); // the changelog has the version
  });

  it('ships uninstall.php, which removes the option only when WordPress uninstalls the plugin', () => {
    const uninstall = zipped.get('dropins/uninstall.php')!.toString();
    expect(uninstall).toMatch(/defined\(\s*'WP_UNINSTALL_PLUGIN'\s*\)\s*\|\|\s*exit;/);
    expect(uninstall).toMatch(/delete_option\(\s*'dropins'\s*\)/);
  });
});

describe('languages/dropins.pot', () => {
  /** The entries of a .pot: msgid (with msgctxt before it, if any) → its references. */
  function potEntries(pot: string): Map<string, string[]> {
    const entries = new Map<string, string[]>();
    for (const block of pot.split('\n\n').slice(1)) {
      const refs = [...block.matchAll(/^#: (.*)$/gm)].flatMap((m) => m[1].split(' '));
      const unquote = (key: string) => {
        const m = block.match(new RegExp(`^${key} ((?:".*"\\n?)+)`, 'm'));
        return m ? [...m[1].matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((q) => JSON.parse(`"${q[1]}"`) as string).join('') : undefined;
      };
      entries.set(`${unquote('msgctxt') ?? ''}|${unquote('msgid')}`, refs);
    }
    return entries;
  }

  it('has every translatable string of the PHP with where it is used, under the text domain dropins', () => {
    const pot = zipped.get('dropins/languages/dropins.pot')!.toString();
    expect(pot).toContain('"X-Domain: dropins\\n"');
    const entries = potEntries(pot);
    // Found here by a plain search, not by the generator's parser: every gettext call, its first string, its domain.
    const anyCall = /(?<![\w$>:])(?:__|_e|_x|_ex|_n|_nx|_n_noop|_nx_noop|esc_html__|esc_html_e|esc_html_x|esc_attr__|esc_attr_e|esc_attr_x)\s*\(/g;
    const stringCall = /(?<![\w$>:])(__|_e|esc_html__|esc_html_e|esc_attr__|esc_attr_e)\(\s*'((?:[^'\\]|\\.)*)',\s*'dropins'\s*\)/g;
    let calls = 0;
    for (const file of phpFiles()) {
      const src = readFileSync(join(PLUGIN_DIR, file), 'utf8');
      const found = [...src.matchAll(stringCall)];
      // Every call is a plain one with a literal string and the domain (else the search above would not see it).
      expect([...src.matchAll(anyCall)].length, file).toBe(found.length);
      for (const m of found) {
        const line = src.slice(0, m.index).split('\n').length;
        const msgid = m[2].replace(/\\(['\\])/g, '$1');
        expect(entries.get(`|${msgid}`), `${file}:${line} ${msgid}`).toContain(`${file}:${line}`);
        calls++;
      }
    }
    expect(calls).toBeGreaterThan(20);
    // The plugin header's name and description, which the Plugins screen translates.
    expect(entries.has('|Dropins')).toBe(true);
    expect([...entries.keys()].some((k) => k.startsWith('|Replaces the visitor-side scripts'))).toBe(true);
  });

  it('is made from the PHP as it is now (the zip never carries a stale template)', () => {
    expect(zipped.get('dropins/languages/dropins.pot')!.toString()).toBe(makePot());
  });

  it('stops packaging on a string it cannot put in the template, naming the file and line', () => {
    const plugin = join(dir, 'bad-plugin');
    mkdirSync(plugin, { recursive: true });
    writeFileSync(join(plugin, 'dropins.php'), readFileSync(join(PLUGIN_DIR, 'dropins.php')));
    writeFileSync(join(plugin, 'other.php'), "<?php\n\necho esc_html__( 'Fine', 'dropins' );\necho __( 'Wrong domain', 'woocommerce' );\n");
    expect(() => makePot(plugin)).toThrow("other.php:4: __() uses the text domain 'woocommerce', not 'dropins'");
    writeFileSync(join(plugin, 'other.php'), "<?php\necho __( $text, 'dropins' );\n");
    expect(() => makePot(plugin)).toThrow('other.php:2: __() needs a literal string');
    writeFileSync(join(plugin, 'other.php'), "<?php\necho _x( 'Post', 'noun', 'dropins' ) . _n( 'One item', '%d items', $n, 'dropins' );\n");
    const pot = makePot(plugin);
    expect(pot).toContain('#: other.php:2\nmsgctxt "noun"\nmsgid "Post"\nmsgstr ""');
    expect(pot).toContain('msgid "One item"\nmsgid_plural "%d items"\nmsgstr[0] ""\nmsgstr[1] ""');
  });
});
