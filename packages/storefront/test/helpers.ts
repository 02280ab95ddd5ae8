// Test helpers: an isolated registry per test, WooCommerce's globals, and a fake fetch for wc-ajax.
import { vi } from 'vitest';
import { createRegistry, type Registry, type WidgetDefinition } from '@dropins/core';
import { resetWarnings } from '@dropins/core/testing';

const GLOBALS = ['wc_add_to_cart_params', 'wc_cart_fragments_params', 'woocommerce_params', 'wc_order_attribution', 'awdr_params', 'age_gate_common'];

export const ADD_PARAMS = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%', i18n_view_cart: 'View cart', cart_url: 'http://localhost:3000/cart/', is_cart: '', cart_redirect_after_add: 'no' };
export const FRAGMENT_PARAMS = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%', cart_hash_key: 'wc_cart_hash_k', fragment_name: 'wc_fragments_k', request_timeout: '5000' };

export function setGlobals(values: Record<string, unknown>): void {
  for (const [k, v] of Object.entries(values)) (window as unknown as Record<string, unknown>)[k] = v;
}

/** Mounts the given widgets on the current document in a registry of their own; returns it. */
export function start(...defs: ReadonlyArray<{ name: string }>): Registry {
  const reg = createRegistry();
  for (const d of defs) reg.register(d as unknown as WidgetDefinition<unknown>);
  reg.scan();
  return reg;
}

/** A fetch double: answers per wc-ajax endpoint, recording the calls. */
export function fakeFetch(answers: Record<string, string | (() => string | Promise<string>)>) {
  const calls: Array<{ endpoint: string; body: URLSearchParams }> = [];
  const fn = vi.fn(async (url: string, init: RequestInit) => {
    const endpoint = new URL(url, 'http://localhost:3000').searchParams.get('wc-ajax') ?? '';
    calls.push({ endpoint, body: new URLSearchParams(String(init.body ?? '')) });
    const a = answers[endpoint];
    if (a === undefined) throw new TypeError('Failed to fetch');
    const text = typeof a === 'function' ? await a() : a;
    return new Response(text, { status: 200 });
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}

/**
 * Removes every cookie. A date in the past, not `max-age=0`: happy-dom turns `max-age=0` into "expires now", and a
 * cookie expiring in the current millisecond is still sent, so an empty `sbjs_session=` leaked into the next test.
 */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

export function reset(reg?: Registry): void {
  reg?.unmount();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const k of GLOBALS) delete (window as unknown as Record<string, unknown>)[k];
  document.body.innerHTML = '';
  sessionStorage.clear();
  localStorage.clear();
  clearCookies();
  resetWarnings();
}

/** Lets lazy parts load, and queued promises and the transport's queue settle. */
export const settle = async (times = 10) => {
  await vi.dynamicImportSettled();
  for (let i = 0; i < times; i++) await new Promise((r) => setTimeout(r, 0));
};
