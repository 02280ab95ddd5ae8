import { bool, isRecord, num, oneOf, parseJSON, readConfig, readGlobal, record, required, shape, str, type WidgetContext } from '@dropins/core';
import { createTransport } from '@dropins/core/transport';
import { CATS } from './consent';

const GLOBAL = 'moove_frontend_gdpr_scripts';

/** `gdpr_aos_hide`: one value or a list of them ("1" or "true" accept on scroll, "2" the hide timer). */
const isModeList = (raw: unknown): raw is string | string[] => typeof raw === 'string' || Array.isArray(raw);

/** What we read from `moove_frontend_gdpr_scripts` (WordPress localizes scalars as strings: flags are "true"/"false"). */
const SCHEMA = {
  ajaxurl: required(str()),
  gdpr_nonce: str(),
  wp_lang: str(),
  /** Static insertion mode: every category's bundles as a JSON string; empty in ajax mode. */
  scripts_defined: str(),
  show_icons: str('all'),
  hide_save_btn: bool(),
  cookie_expiration: num(365),
  cookie_attributes: str(),
  gdpr_consent_version: str(),
  script_delay: num(0),
  /** The info bar's close button: 1 hide for the session, 2 reject, 3 accept all, 4 reject and redirect. */
  close_btn_action: oneOf(['1', '2', '3', '4'], '1'),
  close_btn_rdr: str(),
  /** Remember a rejection (on unless the site turned it off). */
  gdpr_scor: bool(true),
  display_cookie_banner: bool(true),
  enabled_default: record(),
  geo_location: bool(),
  force_reload: bool(),
  ajax_cookie_removal: bool(),
  wp_consent_api: bool(),
  gpc: bool(),
  /** The category whose consent loads the blocked embeds. */
  ifbc: oneOf(CATS, 'strict'),
  enable_on_scroll: bool(),
  gdpr_aos_hide: shape<string | string[]>('', isModeList),
  gdpr_aos_hide_seconds: num(30),
};

const CLOSE_ACTIONS = { '1': 'hide', '2': 'reject', '3': 'accept', '4': 'reject-and-redirect' } as const;
export type CloseAction = (typeof CLOSE_ACTIONS)[keyof typeof CLOSE_ACTIONS];

/** A bundle's parts, in the order of where they go: into <head>, at the start of <body>, at its end. */
export const PARTS = ['header', 'body', 'footer'] as const;
export type Bundle = Partial<Record<(typeof PARTS)[number], string>>;

/**
 * Reads the plugin's localized config once per page; a missing object or ajaxurl stands the widget down,
 * anything else malformed takes its default with one warning. Creates the page's one admin-ajax transport.
 */
export function readSettings(ctx: WidgetContext) {
  const cfg = readConfig(readGlobal(GLOBAL), SCHEMA, GLOBAL, ctx.warn);
  const autoModes = ([] as string[]).concat(cfg.gdpr_aos_hide);
  return {
    ...cfg,
    closeAction: CLOSE_ACTIONS[cfg.close_btn_action],
    /** Static mode's bundles per category; null in ajax mode (or when `scripts_defined` is not JSON). */
    bundles: cfg.scripts_defined ? parseBundles(cfg.scripts_defined, ctx.warn) : null,
    staticMode: cfg.scripts_defined !== '',
    /** Accept on scroll (200 px) and the hide timer: premium options, only with `enable_on_scroll`. */
    acceptOnScroll: cfg.enable_on_scroll && (autoModes.includes('1') || autoModes.includes('true')),
    acceptAfterSeconds: cfg.enable_on_scroll && autoModes.includes('2') ? cfg.gdpr_aos_hide_seconds : null,
    /** Global Privacy Control in force: only strict can apply, no bar. */
    gpcInForce: cfg.gpc && (navigator as { globalPrivacyControl?: unknown }).globalPrivacyControl === true,
    /** `?gdpr_dbg` in the URL: diagnostics on the console. */
    debug: /[?&]gdpr_dbg(=|&|$)/.test(location.search),
    transport: createTransport({ endpoint: { kind: 'ajax', ajaxUrl: cfg.ajaxurl } }),
  };
}

export type Settings = ReturnType<typeof readSettings>;

/**
 * The bundles of `scripts_defined` (`{<category>: {header, body, footer}}`), without the categories that are
 * not of that shape (one warning each); null (one warning) when the string is not a JSON object.
 */
export function parseBundles(text: string, warn: (message: string) => void): Partial<Record<string, Bundle>> | null {
  const data = parseJSON(text);
  if (!isRecord(data)) {
    warn('scripts_defined is not JSON');
    return null;
  }
  const bundles: Partial<Record<string, Bundle>> = {};
  for (const category of CATS) {
    const bundle = data[category];
    if (bundle === undefined) continue;
    if (isRecord(bundle) && PARTS.every((part) => typeof (bundle[part] ?? '') === 'string')) bundles[category] = bundle as Bundle;
    else warn(`scripts_defined.${category} skipped`);
  }
  return bundles;
}
