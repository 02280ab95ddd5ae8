import { isRecord, num, parseJSON, readConfig, record, required, shape, str, type ConfigOf, type Field } from '@dropins/core';
import { CATS, type Category } from './consent';

/** Plain string settings ("true"/"false" flags included: WordPress localizes scalars as strings). */
const STRINGS = [
  'scripts_defined',
  'geo_location',
  'force_reload',
  'ajax_cookie_removal',
  'hide_save_btn',
  'gdpr_scor',
  'wp_consent_api',
  'enable_on_scroll',
  'display_cookie_banner',
  'show_icons',
  'close_btn_rdr',
  'wp_lang',
  'gdpr_nonce',
  'gdpr_consent_version',
  'gpc',
  'cookie_attributes',
] as const;

/** What we read from `moove_frontend_gdpr_scripts`. */
const SCHEMA = {
  ...(Object.fromEntries(STRINGS.map((k) => [k, str()])) as Record<(typeof STRINGS)[number], Field<string>>),
  ajaxurl: required(str()),
  enabled_default: record(),
  cookie_expiration: num(365),
  script_delay: num(0),
  close_btn_action: num(1),
  ifbc: str('strict'),
  // "1" accept on scroll, "2" hide timer: one value or a list.
  gdpr_aos_hide: shape<string | string[]>('', (raw): raw is string | string[] => typeof raw === 'string' || (Array.isArray(raw) && raw.every((v) => typeof v === 'string'))),
  gdpr_aos_hide_seconds: num(30),
};

export type Settings = ConfigOf<typeof SCHEMA> & {
  /** Static insertion mode: the page carries the bundles (`scripts_defined`); otherwise they come by ajax. */
  static: boolean;
};

/**
 * Reads the plugin's localized config; a missing object or ajaxurl stands the widget down, anything else
 * malformed takes its default with one warning.
 */
export function readSettings(source: unknown, warn: (m: string) => void): Settings {
  const cfg = readConfig(source, SCHEMA, 'moove_frontend_gdpr_scripts', warn);
  return { ...cfg, static: isRecord(source) && source.scripts_defined !== undefined };
}

export interface Bundle {
  header: string;
  body: string;
  footer: string;
}

/** The bundles of `scripts_defined` by category, keeping each well-formed one; null when the string is not JSON. */
export function parseBundles(text: string, warn: (m: string) => void): Partial<Record<Category, Bundle>> | null {
  const data = parseJSON(text);
  if (data === undefined) return warn('scripts_defined is not JSON; no scripts loaded from it'), null;
  const out: Partial<Record<Category, Bundle>> = {};
  for (const cat of CATS) {
    const b = isRecord(data) ? data[cat] : undefined;
    if (b === undefined) continue;
    const parts = isRecord(b) && [b.header ?? '', b.body ?? '', b.footer ?? ''];
    if (parts && parts.every((p) => typeof p === 'string')) out[cat] = { header: parts[0], body: parts[1], footer: parts[2] } as Bundle;
    else warn(`scripts_defined.${cat} is malformed; skipped`);
  }
  return out;
}
