// `npm run package`: the WordPress plugin as a site owner installs it (Plugins → Add New → Upload), `dropins.zip`:
//   dropins/                   one top folder, the plugin's slug
//     dropins.php, includes/, uninstall.php, readme.txt   wordpress-plugin/dropins/ as it is
//     languages/dropins.pot    the translation template (scripts/pot.mjs)
//     dist/wp/, dist/esm/      the builds the plugin serves (classic scripts sharing one runtime; ES modules)
//     dist/<widget>.js, dist/<widget>/   the standalone classic scripts and their lazy parts
// Source maps and the treemaps (dist/stats/) stay out. Builds dist/ first when it is missing.
// Options: --out FILE (default dropins.zip in the repository), --dist DIR (default the repository's dist/).
// The zip is written by the small writer below (Node's zlib: deflate and CRC-32), so packaging needs no zip tool.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { crc32, deflateRawSync } from 'node:zlib';
import { PLUGIN_DIR, makePot, pluginHeader } from './pot.mjs';

const root = resolve(import.meta.dirname, '..');
export const SLUG = 'dropins';

/** Whether a file of dist/ (path relative to it, with `/`) is one the plugin serves. */
export function servedFile(path) {
  if (path.split('/')[0] === 'stats') return false;
  return path.endsWith('.js') || path.endsWith('.json');
}

/** Every file under `dir`, as paths relative to it with `/`, sorted. */
function files(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split('\\').join('/'))
    .filter((f) => statSync(join(dir, f)).isFile())
    .sort();
}

/** The zip's entries: { name, data } with names under `dropins/`. */
export function pluginEntries({ dist = join(root, 'dist'), plugin = PLUGIN_DIR } = {}) {
  const entries = files(plugin).map((f) => ({ name: `${SLUG}/${f}`, data: readFileSync(join(plugin, f)) }));
  entries.push({ name: `${SLUG}/languages/${SLUG}.pot`, data: Buffer.from(makePot(plugin)) });
  for (const f of files(dist).filter(servedFile)) entries.push({ name: `${SLUG}/dist/${f}`, data: readFileSync(join(dist, f)) });
  return entries;
}

/** MS-DOS date and time, the zip format's timestamps. */
function dosTime(date) {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/**
 * A zip archive (PKWARE's format, no zip64: fine below 4 GB and 65,535 entries) of the files, with an entry for each
 * folder they sit in. Files are deflated unless that does not make them smaller; names are UTF-8.
 */
export function zip(entries, mtime = new Date()) {
  const folders = new Set();
  for (const { name } of entries) {
    for (let at = name.indexOf('/'); at !== -1; at = name.indexOf('/', at + 1)) folders.add(name.slice(0, at + 1));
  }
  const all = [...[...folders].sort().map((name) => ({ name, data: Buffer.alloc(0) })), ...entries];
  const { time, date } = dosTime(mtime);
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data } of all) {
    const folder = name.endsWith('/');
    const deflated = folder ? data : deflateRawSync(data, { level: 9 });
    const stored = deflated.length >= data.length;
    const body = stored ? data : deflated;
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0 (deflate, folders)
    local.writeUInt16LE(0x0800, 6); // names are UTF-8
    local.writeUInt16LE(stored ? 0 : 8, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, body);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by: Unix, 2.0 (so the permissions below count)
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(stored ? 0 : 8, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(folder ? ((0o40755 << 16) | 0x10) >>> 0 : (0o100644 << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(all.length, 8);
  end.writeUInt16LE(all.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * Writes the plugin's zip to `out` (through a temporary file, so a reader never sees half of it) and returns what it
 * wrote. Throws when dist/ has no build or the version in readme.txt's `Stable tag` is not the plugin's.
 */
export function packagePlugin({ out = join(root, 'dropins.zip'), dist = join(root, 'dist'), plugin = PLUGIN_DIR } = {}) {
  for (const needed of ['wp/runtime.js', 'wp/manifest.json', 'esm/runtime.js']) {
    if (!existsSync(join(dist, needed))) throw new Error(`${join(dist, needed)} is missing: run npm run build first`);
  }
  const version = pluginHeader('Version', plugin);
  const stable = readFileSync(join(plugin, 'readme.txt'), 'utf8').match(/^Stable tag:\s*(\S+)/m)?.[1];
  if (stable !== version) throw new Error(`readme.txt's Stable tag (${stable}) is not the plugin's Version (${version})`);
  const entries = pluginEntries({ dist, plugin });
  const bytes = zip(entries);
  const tmp = `${out}.${process.pid}.tmp`;
  writeFileSync(tmp, bytes);
  renameSync(tmp, out);
  return { out, files: entries.length, bytes: bytes.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { out: { type: 'string' }, dist: { type: 'string' } } });
  const dist = values.dist ? resolve(values.dist) : join(root, 'dist');
  if (!values.dist && !existsSync(join(dist, 'wp/runtime.js'))) {
    console.log('Building dist/ first.');
    execFileSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit', cwd: root });
  }
  const out = values.out ? resolve(values.out) : join(root, 'dropins.zip');
  if (!existsSync(dirname(out))) throw new Error(`${dirname(out)} does not exist`);
  const made = packagePlugin({ out, dist });
  console.log(`Wrote ${relative(process.cwd(), made.out) || made.out}: ${made.files} files, ${(made.bytes / 1024).toFixed(1)} KB.`);
}
