import { bool, isRecord, num, oneOf, readConfig, readGlobal, shape, standDown, str, required, type ConfigOf, type WidgetContext } from '@dropins/core';
import { sameOriginUrl } from '@dropins/core/safety';
import { createApi, type Api } from './api';

/** The texts and images of the real-person badge (`ctPublic.theRealPerson`). */
export interface RealPerson {
  phrases: { trpHeading?: string; trpContent1?: string; trpContent2?: string };
  imgPersonUrl?: string;
}

const MODES = ['native', 'alternative', 'none'] as const;
/** A URL on this site: a foreign endpoint in the config is refused (default kept, one warning), never called. */
const local = (fallback: string) => shape(fallback, (v): v is string => !!sameOriginUrl(v));

const PUBLIC = {
  data__key_is_ok: required(bool()),
  _ajax_nonce: str(),
  data__cookies_type: oneOf(MODES, 'native'),
  bot_detector_enabled: bool(),
  // Before plugin 6.76 the flag was `settings__data__bot_detector_enabled` ("0"/"1").
  settings__data__bot_detector_enabled: bool(),
  settings__sfw__anti_crawler: bool(),
  blog_home: local('/'),
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
  theRealPerson: shape<RealPerson | null>(null, (v): v is RealPerson => isRecord(v) && isRecord(v.phrases)),
};

const functions = (p: ConfigOf<typeof PUBLIC>) => ({
  _ajax_nonce: str(p._ajax_nonce),
  _rest_nonce: str(),
  _ajax_url: local('/wp-admin/admin-ajax.php'),
  _rest_url: local('/wp-json/'),
  // ctPublicFunctions wins; ctPublic's value is the fallback.
  data__cookies_type: oneOf(MODES, p.data__cookies_type),
  data__ajax_type: oneOf(['rest', 'admin_ajax'] as const, 'rest'),
  // The bot detector's own log goes with the browser state unless the site switched it off (0).
  data__frontend_data_log_enabled: bool(true),
  cookiePrefix: str(),
});

/**
 * What the widget needs: `ctPublic` and `ctPublicFunctions` as read (field names kept), plus `rest` (REST or
 * admin-ajax), `botDetector` (either flag name) and `excluded` (form ids/classes the owner excluded).
 */
export type Settings = ConfigOf<typeof PUBLIC> &
  ConfigOf<ReturnType<typeof functions>> & { rest: boolean; botDetector: boolean; excluded: unknown[] };

/**
 * Reads CleanTalk's localized config. Stands down when `ctPublic` is missing or the key is not valid;
 * malformed fields take their defaults with one warning each.
 * @example const cfg = readSettings((m) => ctx.warn(m));
 */
export function readSettings(warn: (message: string) => void): Settings {
  const p = readConfig(readGlobal('ctPublic'), PUBLIC, 'ctPublic', warn);
  if (!p.data__key_is_ok) standDown('the key is not valid');
  const raw = readGlobal('ctPublicFunctions');
  if (!isRecord(raw)) warn('ctPublicFunctions is missing; using defaults');
  const f = readConfig(isRecord(raw) ? raw : {}, functions(p), 'ctPublicFunctions', warn);
  return {
    ...p,
    ...f,
    rest: f.data__ajax_type === 'rest',
    botDetector: p.bot_detector_enabled || p.settings__data__bot_detector_enabled,
    excluded: readExcludedForms(p.bot_detector_forms_excluded),
  };
}

/** The form ids/classes the owner excluded: base64 of a JSON array; anything else counts as empty. */
function readExcludedForms(encoded: string): unknown[] {
  try {
    const list: unknown = JSON.parse(atob(encoded));
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/**
 * `setup` of the real-person badge: the badge's texts and image (`ctPublic.theRealPerson`), or null where there is
 * nothing to show. Reads quietly: a missing global, an invalid key or a malformed field is antispam-signals' to
 * report (it reads the same globals), so a bad config still gives one warning.
 */
export function readRealPerson(): RealPerson | null {
  try {
    return readSettings(() => undefined).theRealPerson;
  } catch {
    return null;
  }
}

/** The widget's config: the settings as read, and the page's one transport to the plugin. */
export interface AntispamConfig extends Settings {
  api: Api;
}

/**
 * `setup`: reads the settings once and creates the transport.
 * @example setup: setupAntispam
 */
export function setupAntispam(ctx: WidgetContext): AntispamConfig {
  const settings = readSettings(ctx.warn);
  return { ...settings, api: createApi(settings, ctx.signal) };
}
