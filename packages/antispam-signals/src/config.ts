import { bool, isRecord, num, oneOf, readConfig, readGlobal, sameOriginUrl, standDown, str, required, shape } from '@dropins/core';
import type { CookieMode } from '@dropins/core';

/** The texts and images of the real-person badge (`ctPublic.theRealPerson`). */
export interface RealPerson {
  phrases: { trpHeading?: string; trpContent1?: string; trpContent2?: string };
  imgPersonUrl?: string;
}

/** What the widget needs from `ctPublic` and `ctPublicFunctions`, normalized. */
export interface Settings {
  mode: CookieMode;
  rest: boolean;
  ajaxUrl: string;
  restUrl: string;
  nonce: string;
  restNonce: string;
  home: string;
  prefix: string;
  botDetector: boolean;
  antiCrawler: boolean;
  visibleFields: boolean;
  checkBefore: boolean;
  checkExist: boolean;
  pixel: number;
  pixelEnabled: boolean;
  pixelUrl: string;
  checkjsKey: string;
  cached: boolean;
  brand: string;
  brandShort: string;
  excluded: string[];
  trp: RealPerson | null;
}

const MODES = ['native', 'alternative', 'none'] as const;
const isTrp = (v: unknown): v is RealPerson => isRecord(v) && isRecord(v.phrases);

const PUBLIC = {
  data__key_is_ok: required(bool()),
  _ajax_nonce: str(),
  data__cookies_type: oneOf(MODES, 'native'),
  bot_detector_enabled: bool(),
  // Before plugin 6.76 the flag was `settings__data__bot_detector_enabled` ("0"/"1").
  settings__data__bot_detector_enabled: bool(),
  settings__sfw__anti_crawler: bool(),
  blog_home: str('/'),
  pixel__setting: num(),
  pixel__enabled: bool(),
  pixel__url: str(),
  data__email_check_before_post: bool(),
  data__email_check_exist_post: bool(),
  data__visible_fields_required: bool(true),
  wl_brandname: str('Anti-Spam by CleanTalk'),
  wl_brandname_short: str('CleanTalk'),
  ct_checkjs_key: str(),
  bot_detector_forms_excluded: str(),
  advancedCacheExists: bool(),
  varnishCacheExists: bool(),
  theRealPerson: shape<RealPerson | null>(null, isTrp),
};

const FUNCTIONS = {
  _ajax_nonce: str(),
  _rest_nonce: str(),
  _ajax_url: str('/wp-admin/admin-ajax.php'),
  _rest_url: str('/wp-json/'),
  data__cookies_type: oneOf(MODES, 'native'),
  data__ajax_type: oneOf(['rest', 'admin_ajax'] as const, 'rest'),
  cookiePrefix: str(),
};

/** `bot_detector_forms_excluded`: base64 of a JSON array of form ids/classes; anything else counts as empty. */
function excludedForms(b64: string): string[] {
  try {
    const list: unknown = JSON.parse(atob(b64));
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string' && x !== '') : [];
  } catch {
    return [];
  }
}

/**
 * Reads CleanTalk's localized config. Stands down when `ctPublic` is missing or the key is not valid;
 * malformed fields take their defaults with one warning each.
 */
export function readSettings(warn: (message: string) => void): Settings {
  const p = readConfig(readGlobal('ctPublic'), PUBLIC, 'ctPublic', warn);
  if (!p.data__key_is_ok) standDown('ctPublic.data__key_is_ok is false (the site key is not valid)');
  const rawF = readGlobal('ctPublicFunctions');
  if (rawF === undefined) warn('ctPublicFunctions is missing; using defaults');
  const f = readConfig(isRecord(rawF) ? rawF : {}, FUNCTIONS, 'ctPublicFunctions', warn);
  // Only the site's own endpoints: a foreign URL in the config is refused, not called.
  const url = (raw: string, name: string, fallback: string) => {
    const ok = sameOriginUrl(raw);
    if (!ok) warn(`${name} is not on this site; using ${fallback}`);
    return ok ?? fallback;
  };
  return {
    mode: isRecord(rawF) && 'data__cookies_type' in rawF ? f.data__cookies_type : p.data__cookies_type,
    rest: f.data__ajax_type === 'rest',
    ajaxUrl: url(f._ajax_url, 'ctPublicFunctions._ajax_url', '/wp-admin/admin-ajax.php'),
    restUrl: url(f._rest_url, 'ctPublicFunctions._rest_url', '/wp-json/'),
    nonce: f._ajax_nonce || p._ajax_nonce,
    restNonce: f._rest_nonce,
    home: sameOriginUrl(p.blog_home) ?? '/',
    prefix: f.cookiePrefix,
    botDetector: p.bot_detector_enabled || p.settings__data__bot_detector_enabled,
    antiCrawler: p.settings__sfw__anti_crawler,
    visibleFields: p.data__visible_fields_required,
    checkBefore: p.data__email_check_before_post,
    checkExist: p.data__email_check_exist_post,
    pixel: p.pixel__setting,
    pixelEnabled: p.pixel__enabled,
    pixelUrl: p.pixel__url,
    checkjsKey: p.ct_checkjs_key,
    cached: p.advancedCacheExists || p.varnishCacheExists,
    brand: p.wl_brandname,
    brandShort: p.wl_brandname_short,
    excluded: excludedForms(p.bot_detector_forms_excluded),
    trp: p.theRealPerson,
  };
}
