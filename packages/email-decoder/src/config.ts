import { bool, httpUrl, readConfig, readGlobal, sameOriginUrl, standDown, str, type TransportOptions } from '@dropins/core';

/** ctPublicFunctions: the endpoints, the nonces and the popup's texts (ContactsEncoder::getLocalizationText). */
const FUNCTIONS = {
  _ajax_nonce: str(),
  _rest_nonce: str(),
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

export interface DecoderConfig {
  /** ctPublicFunctions as read; `text__ee_email_decoder` (the messages' prefix) falls back to the brand. */
  f: Record<keyof typeof FUNCTIONS, string>;
  /** `wl_brandname`, the popup's header. */
  brand: string;
  /** Send the bot detector's event token instead of the collected client data. */
  bot: boolean;
  /** Value of the pass cookie set after a decode; '' when it must not be set. */
  pass: string;
  transport: TransportOptions;
}

/**
 * Reads `ctPublic` and `ctPublicFunctions` (printed by CtPublicLocalize); stands down when either is missing,
 * the site key is not valid or the endpoint is not an http(s) URL. A malformed value: one warning, its default.
 * @example const cfg = readDecoderConfig(ctx.warn);
 */
export function readDecoderConfig(warn: (message: string) => void): DecoderConfig {
  const p = readConfig(
    readGlobal('ctPublic'),
    {
      data__key_is_ok: bool(),
      wl_brandname: str('CleanTalk'),
      // Current plugins print `bot_detector_enabled`; before 6.8x it was `settings__data__bot_detector_enabled` ("0"/"1").
      bot_detector_enabled: bool(),
      settings__data__bot_detector_enabled: bool(),
      emailEncoderPassKey: str(),
      data__cookies_type: str(),
      blog_home: str(),
    },
    'ctPublic',
    warn,
  );
  if (!p.data__key_is_ok) standDown('the site key is not valid (data__key_is_ok)');
  const f = readConfig(readGlobal('ctPublicFunctions'), FUNCTIONS, 'ctPublicFunctions', warn);
  const rest = f.data__ajax_type == 'rest';
  const key = rest ? '_rest_url' : '_ajax_url';
  const url = httpUrl(f[key]) ?? standDown(`ctPublicFunctions.${key} is not a URL`);
  f.text__ee_email_decoder ||= p.wl_brandname;
  return {
    f,
    brand: p.wl_brandname,
    bot: p.bot_detector_enabled || p.settings__data__bot_detector_enabled,
    // With cookies off the plugin passes this through its alternative cookies (antispam-signals' business).
    pass: p.data__cookies_type == 'none' ? '' : p.emailEncoderPassKey,
    transport: {
      endpoint: rest ? { kind: 'rest', restUrl: url, namespace: 'cleantalk-antispam/v1' } : { kind: 'ajax', ajaxUrl: url, nonceField: '_ajax_nonce' },
      nonce: rest ? f._rest_nonce : f._ajax_nonce,
      // The plugin's fresh-nonce remote call is answered by the site's front page.
      refresh: { url: sameOriginUrl(p.blog_home) ?? '/', pluginName: 'antispam' },
    },
  };
}
