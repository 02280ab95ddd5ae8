import { createStore, httpUrl } from '@dropins/core';
import type { Api } from './api';
import type { Settings } from './config';
import type { Signals } from './signals';

const PIXEL_TTL = 10_800;

/** Puts the checkjs key into the plugin's hidden `ct_checkjs*` inputs; on cached pages asks `js_keys__get` first. */
export function fillCheckJs(cfg: Settings, api: Api): void {
  const fill = (key: string) => {
    for (const input of document.querySelectorAll<HTMLInputElement>('input[name^="ct_checkjs"]')) input.value = key;
  };
  if (cfg.checkjsKey) fill(cfg.checkjsKey);
  // A page served from a cache carries yesterday's key: the site answers with today's.
  if (!cfg.cached && cfg.checkjsKey) return;
  api<{ js_key?: unknown }>('keys').then((r) => typeof r?.js_key === 'string' && r.js_key && fill(r.js_key), () => undefined);
}

/**
 * The pixel: off unless enabled; setting 3 together with the bot detector disables it. Setting 1 only records
 * the configured URL; otherwise `apbct_get_pixel_url` gives an https URL, cached 10,800 s, and it is drawn.
 */
export function startPixel(cfg: Settings, s: Signals, api: Api): void {
  if (!cfg.pixelEnabled || !cfg.pixel || (cfg.pixel === 3 && cfg.botDetector)) return;
  if (cfg.pixel === 1) {
    if (httpUrl(cfg.pixelUrl)) s.set('apbct_pixel_url', cfg.pixelUrl);
    return;
  }
  const cache = createStore('local');
  const use = (url: string) => {
    s.set('apbct_pixel_url', url);
    const img = document.createElement('img');
    img.id = 'apbct_pixel';
    img.alt = '';
    img.width = img.height = 1;
    img.style.cssText = 'position:absolute;left:-99999px';
    img.src = url;
    document.body.appendChild(img);
  };
  const cached = cache.get<string>('apbct_pixel_url', PIXEL_TTL);
  if (typeof cached === 'string' && cached.startsWith('https://')) return use(cached);
  api<string>('pixel', {}, true).then((text) => {
    let url: unknown = text.trim();
    try {
      url = JSON.parse(url as string);
    } catch {
      /* a bare URL */
    }
    if (typeof url !== 'string' || !url.startsWith('https://') || !httpUrl(url)) return;
    cache.set('apbct_pixel_url', url);
    use(url);
  }, () => undefined);
}

/**
 * Script errors that mention the plugin are kept for about 1% of visitors (decided once per page), so the
 * site owner can see what broke on real browsers.
 */
export function logScriptErrors(s: Signals, signal: AbortSignal, sampled = Math.random() < 0.01): void {
  if (!sampled) return;
  const errors: unknown[] = [];
  window.addEventListener('error', (e) => {
    const text = `${e.message} ${e.filename}`;
    if (!/cleantalk|apbct|ct_public|antispam/i.test(text) || errors.length >= 5) return;
    errors.push({ err: { msg: e.message, file: e.filename, ln: e.lineno, col: e.colno, stacktrace: e.error instanceof Error ? String(e.error.stack) : '' }, url: location.href, userAgent: navigator.userAgent });
    s.set('ct_js_errors', errors);
  }, { signal, passive: true });
}
