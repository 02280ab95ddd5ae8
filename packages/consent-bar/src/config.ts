import { isRecord, num, readConfig, record, required, shape, str, type ConfigOf } from '@dropins/core';
import { CATS, type Category } from './consent';

const strOrList = (raw: unknown): raw is string | string[] =>
  typeof raw === 'string' || (Array.isArray(raw) && raw.every((v) => typeof v === 'string'));

/** What we read from `moove_frontend_gdpr_scripts` (WordPress localizes scalars as strings). */
const SCHEMA = {
  ajaxurl: required(str()),
  scripts_defined: str(),
  enabled_default: record(),
  geo_location: str(),
  force_reload: str(),
  ajax_cookie_removal: str(),
  hide_save_btn: str(),
  gdpr_scor: str(),
  wp_consent_api: str(),
  enable_on_scroll: str(),
  display_cookie_banner: str(),
  show_icons: str(),
  cookie_expiration: num(365),
  script_delay: num(0),
  close_btn_action: num(1),
  close_btn_rdr: str(),
  wp_lang: str(),
  gdpr_nonce: str(),
  gdpr_consent_version: str(),
  gpc: str(),
  ifbc: str('strict'),
  gdpr_aos_hide: shape<string | string[]>('', strOrList),
  gdpr_aos_hide_seconds: num(30),
  cookie_attributes: str(),
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
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    warn('scripts_defined is not JSON; no scripts loaded from it');
    return null;
  }
  const out: Partial<Record<Category, Bundle>> = {};
  if (!isRecord(data)) return out;
  for (const cat of CATS) {
    const b = data[cat];
    if (b === undefined) continue;
    const ok = isRecord(b) && ['header', 'body', 'footer'].every((k) => b[k] === undefined || typeof b[k] === 'string');
    if (ok) out[cat] = { header: (b.header ?? '') as string, body: (b.body ?? '') as string, footer: (b.footer ?? '') as string };
    else warn(`scripts_defined.${cat} is malformed; skipped`);
  }
  return out;
}

/** `gdpr_aos_hide` ("1" accept on scroll, "2" hide timer) as a list. */
export const aosModes = (v: string | string[]): string[] => (Array.isArray(v) ? v : [v]);
