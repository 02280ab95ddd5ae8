// The fixture config and forms (../shared/fixtures/cleantalk), loaded for the happy-dom tests.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { vi } from 'vitest';
import { createLatest, type WidgetContext } from '@dropins/core';
import type { Settings } from '../src/config';
import type { Api } from '../src/api';
import type { PageEnv } from '../src/page-env';
import { createVisitorStore, noCookieValue } from '../src/visitor-store';

const dir = resolve(import.meta.dirname, '../../../../shared/fixtures/cleantalk');
export const fixture = (path: string): string => readFileSync(resolve(dir, path), 'utf8');
export const ctPublic = (): Record<string, unknown> => JSON.parse(fixture('config/ctPublic.current.json'));
export const ctPublicFunctions = (): Record<string, unknown> => JSON.parse(fixture('config/ctPublicFunctions.current.json'));

/** The fixture page's body (search form, CF7 form, comments, comment form). */
export function fixtureBody(): string {
  const html = fixture('shop-post-with-forms.html');
  return html.slice(html.indexOf('<body'), html.lastIndexOf('</body>')).replace(/^<body[^>]*>/, '');
}

/** Installs the fixture globals with overrides; returns a restore function. */
export function installConfig(pub: Record<string, unknown> = {}, fns: Record<string, unknown> | null = {}): void {
  const w = window as unknown as Record<string, unknown>;
  w.ctPublic = { ...ctPublic(), blog_home: location.origin + '/', ...pub };
  w.ctPublicFunctions = fns === null ? undefined : { ...ctPublicFunctions(), _rest_url: location.origin + '/wp-json/', ...fns };
}

/**
 * A page environment for one behaviour (what `protectPage` hands each one): a widget context with a real listen,
 * later and guard (errors go to `report`), the signals store of the config's cookie mode, and a stub endpoint
 * caller. `run(behaviour)` starts one on the body; aborting `ctrl` runs its cleanup.
 */
export function makeEnv(settings: Settings, over: Partial<Omit<PageEnv, 'config'>> & { api?: Api } = {}) {
  const ctrl = new AbortController();
  const report = vi.fn();
  const s = createVisitorStore(settings.data__cookies_type, '', vi.fn(), vi.fn());
  const guard = <T,>(fn: () => T) => {
    try {
      return fn();
    } catch (error) {
      report(error);
      return undefined;
    }
  };
  const ctx: WidgetContext = {
    widget: 'antispam-signals',
    signal: ctrl.signal,
    warn: vi.fn(),
    listen: (target, type, handler, options) => target.addEventListener(type, (ev) => guard(() => (handler as (e: Event) => void)(ev)), { ...options, signal: ctrl.signal }),
    guard,
    on: (target, type, handler) => ctx.listen(target, type, (event) => handler(event, [])),
    later: (ms, fn) => {
      const timer = setTimeout(() => guard(fn), ms);
      const stop = () => clearTimeout(timer);
      ctrl.signal.addEventListener('abort', stop);
      return stop;
    },
    latest: () => createLatest(ctrl.signal),
  };
  const { api = vi.fn(() => Promise.resolve({})) as unknown as Api, ...rest } = over;
  const env: PageEnv = {
    config: { ...settings, api },
    store: s,
    token: () => null,
    noCookie: () => noCookieValue(s.data),
    state: () => '',
    flushActivity: () => undefined,
    ...rest,
  };
  const run = (behaviour: (body: Element, ctx: WidgetContext, env: PageEnv) => (() => void) | void) => {
    const stop = behaviour(document.body, ctx, env);
    if (stop) ctrl.signal.addEventListener('abort', stop);
  };
  return { env, ctx, ctrl, report, s, run };
}
