// Types for what scripts/core-subpaths.mjs exports (used by the browser harness).
export interface CoreEntry {
  /** The subpath: 'ui' for `@dropins/core/ui`, '' for the root. */
  name: string;
  specifier: string;
  /** The absolute path of its source file. */
  source: string;
}
export const coreEntries: CoreEntry[];
export const coreAliases: [specifier: string, source: string][];
