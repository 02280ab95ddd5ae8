import { bool, httpUrl, readConfig, sameOriginUrl, standDown, str, type ConfigOf, type TransportOptions } from '@dropins/core';

/** What the decoder needs from `ctPublic` (printed by CtPublicLocalize). */
const PUBLIC = {
  data__key_is_ok: bool(),
  wl_brandname: str('CleanTalk'),
  // Current plugins print `bot_detector_enabled` (bool); before 6.8x it was `settings__data__bot_detector_enabled` ("0"/"1").
  bot_detector_enabled: bool(),
  settings__data__bot_detector_enabled: bool(),
  emailEncoderPassKey: str(),
  data__cookies_type: str(),
  blog_home: str(),
};

/** What it needs from `ctPublicFunctions`: endpoints, nonces and the popup's texts (ContactsEncoder::getLocalizationText). */
const FUNCTIONS = {
  _ajax_nonce: str(),
  _rest_nonce: str(),
  // Always localized: missing, the decoder stands down (below) rather than guess.
  _ajax_url: str(),
  _rest_url: str(),
  data__ajax_type: str(),
  cookiePrefix: str(),
  text__ee_click_to_select: str(),
  text__ee_original_email: str(),
  text__ee_got_it: str('OK'),
  text__ee_blocked: str('Blocked'),
  text__ee_cannot_connect: str('Cannot connect'),
  text__ee_cannot_decode: str('Cannot decode'),
  text__ee_email_decoder: str(),
  text__ee_wait_for_decoding: str('…'),
  text__ee_decoding_process: str(),
};

/** ctPublicFunctions as read: the texts, plus the endpoint fields and the cookie prefix. */
export type Texts = ConfigOf<typeof FUNCTIONS>;

export interface DecoderConfig {
  texts: Texts;
  brand: string;
  /** Send the bot detector's event token instead of the collected client data. */
  botDetector: boolean;
  /** Value of the pass cookie set after a decode; '' when it must not be set. */
  passKey: string;
  transport: TransportOptions;
}

/**
 * Reads both localized globals; stands down when either is missing or the site key is not valid.
 * @example const cfg = readDecoderConfig(window.ctPublic, window.ctPublicFunctions, ctx.warn);
 */
export function readDecoderConfig(pub: unknown, fns: unknown, onInvalid: (message: string) => void): DecoderConfig {
  const p = readConfig(pub, PUBLIC, 'ctPublic', onInvalid);
  if (!p.data__key_is_ok) standDown('the site key is not valid (data__key_is_ok)');
  const f = readConfig(fns, FUNCTIONS, 'ctPublicFunctions', onInvalid);
  const rest = f.data__ajax_type == 'rest';
  const url = httpUrl(rest ? f._rest_url : f._ajax_url);
  if (!url) standDown(`ctPublicFunctions.${rest ? '_rest' : '_ajax'}_url is not a URL`);
  return {
    texts: { ...f, text__ee_email_decoder: f.text__ee_email_decoder || p.wl_brandname },
    brand: p.wl_brandname,
    botDetector: p.bot_detector_enabled || p.settings__data__bot_detector_enabled,
    // With cookies off the plugin passes this through its alternative cookies (antispam-signals' business).
    passKey: p.data__cookies_type == 'none' ? '' : p.emailEncoderPassKey,
    transport: {
      endpoint: rest ? { kind: 'rest', restUrl: url, namespace: 'cleantalk-antispam/v1' } : { kind: 'ajax', ajaxUrl: url, nonceField: '_ajax_nonce' },
      nonce: rest ? f._rest_nonce : f._ajax_nonce,
      // The plugin's fresh-nonce remote call is answered by the site's front page.
      refresh: { url: sameOriginUrl(p.blog_home) ?? '/', pluginName: 'antispam' },
    },
  };
}
