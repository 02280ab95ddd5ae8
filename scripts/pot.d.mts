// Types for what scripts/pot.mjs exports (used by the plugin zip's tests).
export const TEXT_DOMAIN: 'dropins';
export const PLUGIN_DIR: string;
/** What each gettext function takes, in order: s = string, p = plural, c = context, n = number, d = domain. */
export const GETTEXT: Record<string, string>;
export function phpFiles(dir?: string): string[];
export function gettextCalls(src: string, file: string): { msgid: string; plural?: string; context?: string; line: number }[];
export function pluginHeader(field: string, dir?: string): string;
/** The `.pot` text for the plugin in `dir`. */
export function makePot(dir?: string): string;
