// The fixture config and forms (../shared/fixtures/cleantalk), loaded for the happy-dom tests.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { vi } from 'vitest';
import { createLatest } from '@dropins/core';
import type { Settings } from '../src/config';
import type { Env } from '../src/page';
import { createSignals, noCookieValue } from '../src/signals';

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
 * A page environment for one part (what `startPage` hands each part): the mount context with a real listen
 * and guard (errors go to `report`), the signals of the config's cookie mode, and a stub endpoint caller.
 */
export function makeEnv(cfg: Settings, over: Partial<Env> = {}) {
  const ctrl = new AbortController();
  const report = vi.fn();
  const s = createSignals(cfg.data__cookies_type, '', vi.fn(), vi.fn());
  const env: Env = {
    widget: 'antispam-signals',
    signal: ctrl.signal,
    config: cfg,
    element: document.body,
    warn: vi.fn(),
    listen: (target, type, handler, options) =>
      target.addEventListener(type, (ev) => {
        try {
          (handler as (e: Event) => void)(ev);
        } catch (error) {
          report(error);
        }
      }, { ...options, signal: ctrl.signal }),
    guard: <T,>(fn: () => T) => {
      try {
        return fn();
      } catch (error) {
        report(error);
        return undefined;
      }
    },
    on: (target, type, handler) => env.listen(target, type, (event) => handler(event, [])),
    later: (ms, fn) => {
      const timer = setTimeout(fn, ms);
      return () => clearTimeout(timer);
    },
    latest: () => createLatest(ctrl.signal),
    s,
    api: vi.fn(() => Promise.resolve({})) as unknown as Env['api'],
    token: () => null,
    noCookie: () => noCookieValue(s.data),
    state: () => '',
    ...over,
  };
  return { env, ctrl, report, s };
}
