import { bool, isRecord, num, oneOf, parseJSON, readConfig, readGlobal, record, required, shape, str, type ConfigOf, type Field } from '@dropins/core';
import { CATS } from './consent';

type Flag = 'geo_location' | 'force_reload' | 'ajax_cookie_removal' | 'hide_save_btn' | 'wp_consent_api' | 'enable_on_scroll' | 'gpc';
type Text = 'scripts_defined' | 'show_icons' | 'close_btn_rdr' | 'wp_lang' | 'gdpr_nonce' | 'gdpr_consent_version' | 'cookie_attributes';
const fields = <K extends string, T>(names: string, f: () => Field<T>) => Object.fromEntries(names.split(' ').map((k) => [k, f()])) as Record<K, Field<T>>;

/** What we read from `moove_frontend_gdpr_scripts` (WordPress localizes scalars as strings: flags are "true"/"false"). */
const SCHEMA = {
  ...fields<Flag, boolean>('geo_location force_reload ajax_cookie_removal hide_save_btn wp_consent_api enable_on_scroll gpc', bool),
  ...fields<Text, string>('scripts_defined show_icons close_btn_rdr wp_lang gdpr_nonce gdpr_consent_version cookie_attributes', str),
  // Both on unless the site turned them off: remember a rejection, show the banner.
  gdpr_scor: bool(true),
  display_cookie_banner: bool(true),
  ajaxurl: required(str()),
  enabled_default: record(),
  cookie_expiration: num(365),
  script_delay: num(0),
  close_btn_action: num(1),
  // The category whose consent loads the blocked embeds.
  ifbc: oneOf(CATS, 'strict'),
  // "1" accept on scroll, "2" hide timer: one value or a list.
  gdpr_aos_hide: shape<string | string[]>('', (raw): raw is string | string[] => typeof raw === 'string' || Array.isArray(raw)),
  gdpr_aos_hide_seconds: num(30),
};

export type Settings = ConfigOf<typeof SCHEMA>;

/**
 * Reads the plugin's localized config; a missing object or ajaxurl stands the widget down, anything else
 * malformed takes its default with one warning. Static insertion mode is when `scripts_defined` is set.
 */
export const readSettings = (warn: (m: string) => void): Settings => readConfig(readGlobal('moove_frontend_gdpr_scripts'), SCHEMA, 'moove_frontend_gdpr_scripts', warn);

/**
 * The bundles of `scripts_defined` (`{<category>: {header, body, footer}}`), without the categories that are
 * not of that shape (one warning each); null (one warning) when the string is not a JSON object.
 */
export function parseBundles(text: string, warn: (m: string) => void): Record<string, unknown> | null {
  const data = parseJSON(text);
  if (!isRecord(data)) return warn('scripts_defined is not JSON'), null;
  for (const c of CATS) {
    const b = data[c];
    if (b !== undefined && !(isRecord(b) && PARTS.every((k) => typeof (b[k] ?? '') === 'string'))) {
      warn(`scripts_defined.${c} skipped`);
      delete data[c];
    }
  }
  return data;
}

/** A bundle's parts, in the order of where they go: into <head>, at the start of <body>, at its end. */
export const PARTS = ['header', 'body', 'footer'];
