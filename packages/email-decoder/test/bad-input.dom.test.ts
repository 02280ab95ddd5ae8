// Bad config, bad markup and bad answers: one warning, the affected contacts stay encoded and clickable,
// nothing else is touched.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILL_MS } from '../src/fill-contacts';
import { WAIT_MS } from '../src/session-types';
import {
  PHONE, SALES, SUPPORT, allowAll, byString, el, fixture, fixtureJSON, loadPage, popupOpen, popupText, reset, scriptFetch, start, tick,
} from './setup';

let warnings: string[];
beforeEach(() => {
  vi.useFakeTimers();
  warnings = [];
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
});
afterEach(reset);

const ours = () => warnings.filter((w) => w.includes('email-decoder'));
const sales = () => byString(SALES);

describe('config', () => {
  it('without ctPublicFunctions: one warning, contacts untouched, clicks do nothing', async () => {
    loadPage();
    delete (window as { ctPublicFunctions?: unknown }).ctPublicFunctions;
    const calls = scriptFetch(allowAll);
    start();
    expect(ours()).toEqual(['[dropins] email-decoder: stands down: ctPublicFunctions is missing or not an object']);
    expect(sales().hasAttribute('role')).toBe(false);
    sales().click();
    await tick(WAIT_MS);
    expect(calls).toHaveLength(0);
    expect(document.getElementById('apbct_popup')).toBeNull();
  });

  it('stands down when the site key is not valid', () => {
    loadPage((pub) => (pub.data__key_is_ok = false));
    start();
    expect(ours()).toHaveLength(1);
    expect(ours()[0]).toContain('data__key_is_ok');
    expect(el('a.header-phone').hasAttribute('role')).toBe(false);
  });

  it('a malformed text falls back with one warning and the decoder still works', async () => {
    loadPage((_pub, fns) => (fns.text__ee_got_it = { html: '<b>x</b>' }));
    scriptFetch(allowAll);
    start();
    expect(ours()).toHaveLength(1);
    expect(ours()[0]).toContain('ctPublicFunctions.text__ee_got_it is malformed');
    sales().click();
    await tick(WAIT_MS);
    expect(el('.apbct-email-encoder-got-it-button').textContent).toBe('OK');
  });
});

describe('markup', () => {
  it('an empty data-original-string: one warning naming it, that node left alone, the others work', async () => {
    loadPage();
    sales().setAttribute('data-original-string', '  ');
    const calls = scriptFetch(allowAll);
    start();
    expect(ours()).toHaveLength(1);
    expect(ours()[0]).toMatch(/data-original-string is empty.*\(span\.apbct-email-encoder\)/);
    expect(el('span.apbct-email-encoder').hasAttribute('role')).toBe(false);
    el('a.header-phone').click();
    await tick(0);
    expect(Object.values(JSON.parse(calls[0].fields.encodedEmails))).not.toContain('');
  });
});

describe('answers', () => {
  beforeEach(() => loadPage());

  it('a response missing some contacts: one warning; those stay encoded and clickable, the rest are filled', async () => {
    const calls = scriptFetch((call) => {
      const all = allowAll(call);
      return { body: { ...all.body, data: all.body.data.filter((r) => r.encoded_email !== SUPPORT) } };
    });
    start();
    sales().click();
    await tick(WAIT_MS);
    expect(ours()).toHaveLength(1);
    expect(ours()[0]).toContain('lacks 1 of 4 contacts');
    el('.apbct-email-encoder-got-it-button').click();
    await tick(FILL_MS);
    expect(sales().textContent).toBe('sales@oakandiron.shop');
    const mailto = el('footer a[data-original-string]');
    expect(mailto.getAttribute('href')).toBe('mailto:su*****@********on.shop');
    expect(mailto.getAttribute('role')).toBe('button');
    mailto.click();
    await tick(0);
    expect(calls).toHaveLength(2);
    // Only what is still encoded is asked for again.
    expect(Object.values(JSON.parse(calls[1].fields.encodedEmails))).toEqual([SUPPORT]);
  });

  it('a non-JSON body: one warning, the cannot-decode text, nothing filled, hidden after 3 s, clickable again', async () => {
    const calls = scriptFetch(() => ({ body: '<html><body>Fatal error</body></html>' }));
    start();
    sales().focus();
    sales().click();
    await tick(WAIT_MS);
    expect(popupText()).toBe('CleanTalk email decoder: Can not decode email. Unknown reason');
    expect(ours()).toHaveLength(1);
    expect(ours()[0]).toContain('not JSON');
    await tick(WAIT_MS);
    expect(popupOpen()).toBe(false);
    expect(document.activeElement).toBe(sales());
    expect(sales().textContent).toBe('sa***@********on.shop');
    sales().click();
    await tick(0);
    expect(calls).toHaveLength(2);
  });

  it('success:false (the cloud cannot be reached): cannot-connect with the comment as text', async () => {
    scriptFetch(() => ({ body: fixtureJSON('responses/apbct_decode_email.connection-error.json') }));
    start();
    sales().click();
    await tick(WAIT_MS);
    expect(popupText()).toBe("CleanTalk email decoder: Cannot connect: CONNECTION_ERROR: Couldn't connect to host.");
    expect(ours()).toEqual([]);
  });

  it('a network failure: cannot-connect', async () => {
    scriptFetch(() => new TypeError('Failed to fetch'));
    start();
    sales().click();
    await tick(WAIT_MS);
    expect(popupText()).toBe('CleanTalk email decoder: Cannot connect');
  });

  it('blocked: the blocked text with the server comment, rendered as text and never as HTML', async () => {
    const blocked = fixtureJSON<{ data: Array<Record<string, unknown>> }>('responses/apbct_decode_email.blocked.json');
    blocked.data[0].comment = '<img src=x onerror="window.__pwned=1"> &lt;b&gt;no&lt;/b&gt;';
    scriptFetch(() => ({ body: blocked }));
    start();
    sales().click();
    await tick(WAIT_MS);
    expect(popupText()).toBe('CleanTalk email decoder: Blocked: <img src=x onerror="window.__pwned=1"> <b>no</b>');
    expect(document.querySelector('#apbct_popup img, #apbct_popup_text b')).toBeNull();
    await tick(100);
    expect(document.getElementById('dropins-live-polite')!.textContent).toContain('Blocked');
    await tick(WAIT_MS);
    expect(popupOpen()).toBe(false);
    expect(sales().getAttribute('role')).toBe('button');
  });

  it('allowed but empty: the cannot-decode text', async () => {
    scriptFetch(() => ({ body: { success: true, data: [{ encoded_email: PHONE, is_allowed: true, decoded_email: '' }] } }));
    start();
    el('a.header-phone').click();
    await tick(WAIT_MS);
    expect(popupText()).toBe('CleanTalk email decoder: Can not decode email. Unknown reason');
  });

  it('a 403 the fresh nonce cannot cure: cannot-connect, the page is left as it was', async () => {
    const calls = scriptFetch((call) =>
      call.fields.spbc_remote_call_action ? { body: { wpnonce: '' } } : { status: 403, body: fixture('responses/rest.nonce-failed.http403.json') },
    );
    start();
    sales().click();
    await tick(WAIT_MS);
    expect(popupText()).toBe('CleanTalk email decoder: Cannot connect');
    expect(calls.some((c) => c.fields.spbc_remote_call_action === 'get_fresh_wpnonce' && c.fields.plugin_name === 'antispam')).toBe(true);
  });
});
