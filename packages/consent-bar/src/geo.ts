import { isRecord, parseJSON, type WidgetContext } from '@dropins/core';
import { getCookie, setCookie } from '@dropins/core/storage';
import type { Settings } from './config';

/** Session cookie holding the server's geo answer, so one visit asks once. */
const GEO_CACHE = 'moove_gdpr_geo_cache';

export interface BannerDefaults {
  displayBanner: boolean;
  enabledDefault: Record<string, unknown>;
}

/**
 * Whether to show the banner and what to pre-tick: the printed config, or in geo mode (not under GPC) the
 * answer of `moove_gdpr_localize_scripts` for this visitor's region, cached for the session.
 */
export async function readBannerDefaults(ctx: WidgetContext, settings: Settings): Promise<BannerDefaults> {
  const defaults = { displayBanner: settings.display_cookie_banner, enabledDefault: settings.enabled_default };
  if (!settings.geo_location || settings.gpcInForce) return defaults;
  let answer = parseJSON(getCookie(GEO_CACHE));
  if (!isRecord(answer)) {
    answer = await settings.transport
      .request('moove_gdpr_localize_scripts', {}, { signal: ctx.signal, as: 'json' })
      .catch(() => ctx.warn('moove_gdpr_localize_scripts failed'));
    if (isRecord(answer)) setCookie(GEO_CACHE, JSON.stringify(answer));
  }
  if (!isRecord(answer)) return defaults;
  if (answer.display_cookie_banner !== undefined) defaults.displayBanner = answer.display_cookie_banner !== 'false';
  if (isRecord(answer.enabled_default)) defaults.enabledDefault = answer.enabled_default;
  return defaults;
}
