import { createStore, report, type MountContext } from '@dropins/core';
import { createApi } from './api';
import { parseBlock, showBlock } from './block';
import { startCollector } from './collector';
import type { Settings } from './config';
import { startEmailChecks } from './email-check';
import { fillCheckJs, logScriptErrors, startPixel } from './extras';
import { protectForms } from './forms';
import { intercept } from './intercept';
import { initParams } from './session';
import { createSignals, noCookieValue } from './signals';

/**
 * Everything page-level, mounted once on `body`: signals, form protection, request hooks, email checks,
 * pixel and checkjs key. Each part starts on its own: one failing leaves the others running.
 */
export function startPage(ctx: MountContext<Settings>): () => void {
  const cfg = ctx.config;
  const { signal } = ctx;
  const fail = (error: unknown) => report(error, { widget: ctx.widget, element: ctx.element, phase: 'handler' });
  const api = createApi(cfg, signal);
  const s = createSignals(cfg.mode, cfg.prefix, (cookies) => {
    api('alt', { cookies }).catch(() => undefined);
  }, (m) => ctx.warn(m));
  const stops: Array<() => void> = [];
  const part = (fn: () => void | (() => void)) => {
    const stop = ctx.guard(fn, 'mount');
    if (stop) stops.push(stop);
  };
  const local = createStore('local');
  const token = () => {
    const t = cfg.botDetector ? local.get<string>('bot_detector_event_token') : null;
    return typeof t === 'string' && t.length === 64 ? t : null;
  };

  part(() => initParams(s, cfg));
  let flush = () => undefined as void;
  part(() => {
    const c = startCollector(s, signal, fail);
    flush = c.flush;
    return c.stop;
  });
  part(() => protectForms(cfg, s, () => flush(), signal, fail));
  part(() =>
    intercept(cfg, { token, noCookie: () => noCookieValue(s.data) }, (text) => {
      const b = parseBlock(text, cfg.brandShort);
      if (b) showBlock(b, cfg.brand, ctx.widget);
    }, fail),
  );
  if (cfg.checkBefore || cfg.checkExist) {
    part(() => startEmailChecks(api, s, { before: cfg.checkBefore, exist: cfg.checkExist, widget: ctx.widget }, signal, fail));
  }
  part(() => fillCheckJs(cfg, api));
  part(() => startPixel(cfg, s, api));
  part(() => logScriptErrors(s, signal));
  return () => {
    for (const stop of stops) ctx.guard(stop, 'unmount');
  };
}
