// Shared set-up for the decoder's happy-dom tests: the fixture post's markup and config, a scripted fetch,
// and a fresh runtime per test.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { vi } from 'vitest';
import { getRegistry, resetRuntime, resetWarnings } from '@dropins/core/testing';
import { definition } from '../src/index';

// The decoding and its popup are loaded on first use: have their modules ready, so that a test's fake clock, not the disk, decides when
// it shows.
await import('../src/popup');
await import('../src/decoding');

const shared = resolve(process.env.DROPINS_SHARED ?? resolve(import.meta.dirname, '../../../../shared'), 'fixtures/cleantalk');
export const fixture = (path: string) => readFileSync(resolve(shared, path), 'utf8');
export const fixtureJSON = <T = Record<string, unknown>>(path: string): T => JSON.parse(fixture(path)) as T;

const contacts = fixtureJSON<Record<string, { encoded: string; plain: string }>>('config/encoded-contacts.json');
export const SALES = contacts.email_plain.encoded;
export const SUPPORT = contacts.email_mailto.encoded;
export const PHONE = contacts.phone_tel.encoded;
export const PHONE_TEXT = contacts.phone_text.encoded;

export interface Call {
  url: string;
  fields: Record<string, string>;
  headers: Record<string, string>;
}

/** Replaces `fetch`: records each call and answers with `reply(call, index)` (a body, or an Error to reject with). */
export function scriptFetch(reply: (call: Call, index: number) => { status?: number; body: unknown } | Error) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = {
      url: String(url),
      fields: Object.fromEntries(new URLSearchParams(String(init.body ?? ''))),
      headers: { ...(init.headers as Record<string, string>) },
    };
    calls.push(call);
    const r = reply(call, calls.length - 1);
    if (r instanceof Error) throw r;
    return new Response(typeof r.body === 'string' ? r.body : JSON.stringify(r.body), { status: r.status ?? 200 });
  });
  return calls;
}

/** The fixture's allowed answer for every string sent (is_allowed true). */
export const allowAll = (call: Call) => {
  const rows = fixtureJSON<{ data: Array<{ encoded_email: string }> }>('responses/apbct_decode_email.allowed.bulk.json').data;
  const sent = Object.values(JSON.parse(call.fields.encodedEmails) as Record<string, string>);
  return { body: { success: true, data: rows.filter((r) => sent.includes(r.encoded_email)) } };
};

/** Puts the fixture post in the document and the plugin's config on window; `tweak` edits the config first. */
export function loadPage(tweak?: (pub: Record<string, unknown>, fns: Record<string, unknown>) => void) {
  const html = fixture('shop-post-with-forms.html');
  document.body.innerHTML = html.slice(html.indexOf('<div id="page"'), html.indexOf('</body>'));
  const pub = fixtureJSON('config/ctPublic.current.json');
  const fns = fixtureJSON('config/ctPublicFunctions.current.json');
  fns._rest_url = `${location.origin}/wp-json/`;
  tweak?.(pub, fns);
  Object.assign(window, { ctPublic: pub, ctPublicFunctions: fns });
}

/** Registers the widget on a fresh runtime and mounts it on the page. */
export function start() {
  getRegistry().register(definition);
  getRegistry().scan(document);
}

export async function reset() {
  resetRuntime();
  // Let Preact's after-paint queue (rAF on the fake clock) drain: a queue left pending would never flush again.
  if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(10_000);
  resetWarnings();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
  document.body.innerHTML = '';
  document.body.className = '';
  delete (window as { ctPublic?: unknown }).ctPublic;
  delete (window as { ctPublicFunctions?: unknown }).ctPublicFunctions;
}

export const el = (selector: string) => document.querySelector<HTMLElement>(selector)!;
export const byString = (encoded: string) => el(`[data-original-string="${encoded}"]`);
export const popupText = () => document.getElementById('apbct_popup_text')?.textContent ?? null;
export const popupOpen = () => (document.getElementById('apbct_popup') as HTMLDialogElement | null)?.open ?? false;
/** How far the fake clock moves before lazy parts are waited for again. */
const TICK_STEP_MS = 50;

/**
 * Advances the fake clock, letting promises settle between timers. Lazy parts (the decoding, the popup, the
 * transport's nonce refresh) load in real time, which the fake clock does not wait for: the clock moves in steps and
 * each step first lets every import in flight finish, so a part arrives at once on the page's clock, however busy
 * the machine is.
 */
export async function tick(ms = 0): Promise<void> {
  let left = ms;
  do {
    await vi.dynamicImportSettled();
    const step = Math.min(TICK_STEP_MS, left);
    await vi.advanceTimersByTimeAsync(step);
    left -= step;
  } while (left > 0);
}
