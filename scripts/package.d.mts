// Types for what scripts/package.mjs exports (used by the plugin zip's tests).
export const SLUG: 'dropins';
/** Whether a file of dist/ (path relative to it, with `/`) is one the plugin serves. */
export function servedFile(path: string): boolean;
/** The zip's entries, named under `dropins/`. */
export function pluginEntries(options?: { dist?: string; plugin?: string }): { name: string; data: Buffer }[];
/** A zip archive of the entries (with an entry per folder). */
export function zip(entries: { name: string; data: Buffer }[], mtime?: Date): Buffer;
/** Writes the plugin's zip (default: dropins.zip in the repository). */
export function packagePlugin(options?: { out?: string; dist?: string; plugin?: string }): { out: string; files: number; bytes: number };
