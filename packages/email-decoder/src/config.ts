import { bool, readConfig, readGlobal, standDown, str, type WidgetContext } from '@dropins/core';
import { createTransport, type Transport, type TransportOptions } from '@dropins/core/transport';
import { httpUrl, sameOriginUrl } from '@dropins/core/safety';

/** ctPublic: the site key's state, the brand, the bot-detector flag and the pass cookie (CtPublicLocalize). */
const PUBLIC = {
  data__key_is_ok: bool(),
  wl_brandname: str('CleanTalk'),
  // Current plugins print `bot_detector_enabled`; before 6.8x it was `settings__data__bot_detector_enabled` ("0"/"1").
  bot_detector_enabled: bool(),
  settings__data__bot_detector_enabled: bool(),
  emailEncoderPassKey: str(),
  data__cookies_type: str(),
  blog_home: str(),
};

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

/** The popup's texts, as the plugin localizes them. */
export interface DecoderTexts {
  clickToSelect: string;
  originalEmail: string;
  gotIt: string;
  blocked: string;
  cannotConnect: string;
  cannotDecode: string;
  /** The messages' prefix; falls back to the brand. */
  decoderTitle: string;
  waitForDecoding: string;
  decodingProcess: string;
}

export interface DecoderSettings {
  texts: DecoderTexts;
  /** `wl_brandname`, the popup's header. */
  brand: string;
  /** Send the bot detector's event token instead of the collected client data. */
  botDetector: boolean;
  /** Prefix of the plugin's cookies (the client data sent with a decode). */
  cookiePrefix: string;
  /** Value of the pass cookie set after a decode; '' when it must not be set. */
  passKey: string;
  /** Where decodes go (REST or admin-ajax), for tests and diagnostics. */
  transportOptions: TransportOptions;
  /** The one transport of the page for `apbct_decode_email`. */
  transport: Transport;
}

/**
 * Reads `ctPublic` and `ctPublicFunctions` (printed by CtPublicLocalize) and creates the page's transport; stands
 * down when either global is missing, the site key is not valid or the endpoint is not an http(s) URL. A malformed
 * value: one warning, its default.
 * @example const settings = readDecoderSettings(ctx);
 */
export function readDecoderSettings(ctx: Pick<WidgetContext, 'warn'>): DecoderSettings {
  const pub = readConfig(readGlobal('ctPublic'), PUBLIC, 'ctPublic', ctx.warn);
  if (!pub.data__key_is_ok) standDown('the site key is not valid (data__key_is_ok)');
  const fns = readConfig(readGlobal('ctPublicFunctions'), FUNCTIONS, 'ctPublicFunctions', ctx.warn);
  const transportOptions = decodeEndpoint(fns, pub.blog_home);
  return {
    texts: decoderTexts(fns, pub.wl_brandname),
    brand: pub.wl_brandname,
    botDetector: pub.bot_detector_enabled || pub.settings__data__bot_detector_enabled,
    cookiePrefix: fns.cookiePrefix,
    // With cookies off the plugin passes this through its alternative cookies (antispam-signals' business).
    passKey: pub.data__cookies_type === 'none' ? '' : pub.emailEncoderPassKey,
    transportOptions,
    transport: createTransport(transportOptions),
  };
}

type Functions = { [K in keyof typeof FUNCTIONS]: string };

/**
 * The popup's texts from `ctPublicFunctions` (the `text__ee_*` fields), named; the messages' prefix falls back to
 * the brand.
 * @example decoderTexts(ctPublicFunctions, 'CleanTalk').gotIt // "Got it"
 */
export function decoderTexts(fns: Pick<Functions, `text__ee_${string}` & keyof Functions>, brand: string): DecoderTexts {
  return {
    clickToSelect: fns.text__ee_click_to_select,
    originalEmail: fns.text__ee_original_email,
    gotIt: fns.text__ee_got_it,
    blocked: fns.text__ee_blocked,
    cannotConnect: fns.text__ee_cannot_connect,
    cannotDecode: fns.text__ee_cannot_decode,
    decoderTitle: fns.text__ee_email_decoder || brand,
    waitForDecoding: fns.text__ee_wait_for_decoding,
    decodingProcess: fns.text__ee_decoding_process,
  };
}

/** REST (`cleantalk-antispam/v1`, `_rest_nonce`) when the plugin says so, else admin-ajax (`_ajax_nonce`). */
function decodeEndpoint(fns: Functions, blogHome: string): TransportOptions {
  const rest = fns.data__ajax_type === 'rest';
  const key = rest ? '_rest_url' : '_ajax_url';
  const url = httpUrl(fns[key]) ?? standDown(`ctPublicFunctions.${key} is not a URL`);
  return {
    endpoint: rest ? { kind: 'rest', restUrl: url, namespace: 'cleantalk-antispam/v1' } : { kind: 'ajax', ajaxUrl: url, nonceField: '_ajax_nonce' },
    nonce: rest ? fns._rest_nonce : fns._ajax_nonce,
    // The plugin's fresh-nonce remote call is answered by the site's front page.
    refresh: { url: sameOriginUrl(blogHome) ?? '/', pluginName: 'antispam' },
  };
}
