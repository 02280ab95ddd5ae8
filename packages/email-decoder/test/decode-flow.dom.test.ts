// The decode flow on the fixture post with a scripted backend and the fake clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenerCount, getRegistry, shadowDocumentMembers } from '@dropins/core/testing';
import { FILL_MS } from '../src/fill-contacts';
import { WAIT_MS } from '../src/session-types';
import {
  PHONE, PHONE_TEXT, SALES, SUPPORT, allowAll, byString, el, fixtureJSON, loadPage, popupOpen, popupText, reset, scriptFetch, start, tick,
} from './setup';

const sales = () => byString(SALES);
const mailto = () => el('footer a[data-original-string]');
const tel = () => el('a.header-phone');

beforeEach(() => {
  vi.useFakeTimers();
  loadPage();
});
afterEach(reset);

describe('a click on an encoded contact', () => {
  it('turns every outer node into a focusable button, and leaves the spans inside links alone', () => {
    start();
    expect(sales().getAttribute('role')).toBe('button');
    expect(sales().tabIndex).toBe(0);
    expect(mailto().getAttribute('role')).toBe('button');
    expect(tel().getAttribute('role')).toBe('button');
    expect(mailto().querySelector('span')!.hasAttribute('role')).toBe(false);
    expect(tel().querySelector('span')!.hasAttribute('tabindex')).toBe(false);
  });

  it('sends one bulk REST request with every encoded string, the page and the client data', async () => {
    const calls = scriptFetch(allowAll);
    start();
    sales().click();
    await tick();
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(`${location.origin}/wp-json/cleantalk-antispam/v1/apbct_decode_email`);
    expect(calls[0].headers['X-WP-Nonce']).toBe('a7c3e90b14');
    expect(calls[0].fields.post_url).toBe(location.href);
    expect('referrer' in calls[0].fields).toBe(true);
    const sent = Object.values(JSON.parse(calls[0].fields.encodedEmails));
    expect(sent.sort()).toEqual([PHONE, PHONE_TEXT, SALES, SUPPORT].sort());
    // No bot-detector token stored yet: the collected client data goes instead.
    expect(calls[0].fields.event_token).toBeUndefined();
    expect(JSON.parse(calls[0].fields.event_javascript_data)).toBeTypeOf('object');
  });

  it('elements a post names after document members change nothing: the real referrer is sent, the popup opens on the body', async () => {
    const calls = scriptFetch(allowAll);
    const body = document.body;
    const referrer = document.referrer;
    const undo = shadowDocumentMembers(['body', 'referrer']);
    try {
      start();
      sales().click();
      await tick();
      expect(calls[0].fields.referrer).toBe(referrer);
      expect(body.classList.contains('apbct-popup-fade')).toBe(true);
      expect(body.querySelector(':scope > dialog#apbct_popup')).not.toBeNull();
    } finally {
      undo();
    }
  });

  it("sends the bot detector's event token when it has one", async () => {
    localStorage.setItem('bot_detector_event_token', JSON.stringify({ value: JSON.stringify('tok-123'), timestamp: 1 }));
    const calls = scriptFetch(allowAll);
    start();
    sales().click();
    await tick();
    expect(calls[0].fields.event_token).toBe('tok-123');
    expect(calls[0].fields.event_javascript_data).toBeUndefined();
  });

  it('goes through admin-ajax with _ajax_nonce when the plugin is not set to REST', async () => {
    loadPage((_pub, fns) => (fns.data__ajax_type = 'admin_ajax'));
    const calls = scriptFetch(allowAll);
    start();
    mailto().click();
    await tick();
    expect(calls[0].url).toBe(`${location.origin}/wp-admin/admin-ajax.php`);
    expect(calls[0].fields.action).toBe('apbct_decode_email');
    expect(calls[0].fields._ajax_nonce).toBe('5d2a9e81f0');
  });

  it('shows the wait text for 3 s even when the answer is immediate, then the address and a focused Got it', async () => {
    scriptFetch(allowAll);
    start();
    sales().focus();
    sales().click();
    await tick(0);
    expect(popupOpen()).toBe(true);
    expect(popupText()).toContain('The magic is on the way!');
    expect(document.body.classList.contains('apbct-popup-fade')).toBe(true);
    await tick(WAIT_MS - 1);
    expect(popupText()).toContain('The magic is on the way!');
    await tick(1);
    expect(popupText()).toBe('The complete one is\u00a0sales@oakandiron.shop');
    const gotIt = el('.apbct-email-encoder-got-it-button');
    expect(gotIt.textContent).toBe('Got it');
    expect(document.activeElement).toBe(gotIt);
    await tick(100);
    expect(document.getElementById('dropins-live-polite')!.textContent).toBe('The complete one is sales@oakandiron.shop');
  });

  it('waits for a slow answer past 3 s', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const gate = new Promise((r) => (answer = r));
    vi.stubGlobal('fetch', async () => {
      await gate;
      return new Response(JSON.stringify(allowAll({ url: '', headers: {}, fields: { encodedEmails: JSON.stringify([SALES]) } }).body));
    });
    start();
    sales().click();
    await tick(5000);
    expect(popupText()).toContain('The magic is on the way!');
    answer(null);
    await tick(0);
    expect(popupText()).toContain('sales@oakandiron.shop');
  });
});

describe('Got it', () => {
  async function decodeAndConfirm() {
    sales().focus();
    sales().click();
    await tick(WAIT_MS);
    el('.apbct-email-encoder-got-it-button').click();
    await tick(0);
  }

  it('closes the popup, returns focus, and fills every node 2 s later with real hrefs', async () => {
    scriptFetch(allowAll);
    start();
    await decodeAndConfirm();
    expect(popupOpen()).toBe(false);
    expect(document.activeElement).toBe(sales());
    expect(document.body.classList.contains('apbct-popup-fade')).toBe(false);
    expect(sales().classList.contains('no-blur')).toBe(true);
    expect(mailto().getAttribute('href')).toBe('mailto:support@oakandiron.shop');
    expect(tel().getAttribute('href')).toBe('tel:+15550142290');
    expect(sales().textContent).toBe('sa***@********on.shop');
    await tick(FILL_MS - 1);
    expect(sales().textContent).toBe('sa***@********on.shop');
    await tick(1);
    expect(sales().textContent).toBe('sales@oakandiron.shop');
    expect(sales().querySelector('.apbct-blur')).toBeNull();
    expect(mailto().textContent).toBe('support@oakandiron.shop');
    expect(tel().textContent).toBe('+1 (555) 014-2290');
    expect(sales().hasAttribute('role')).toBe(false);
    expect(sales().hasAttribute('title')).toBe(false);
    expect(mailto().hasAttribute('role')).toBe(false);
  });

  it('lets a decoded link be a link: its click is no longer taken over', async () => {
    const calls = scriptFetch(allowAll);
    start();
    await decodeAndConfirm();
    let preventedByUs: boolean | null = null;
    // Record what our handler did, then keep happy-dom from following the mailto: link.
    document.addEventListener('click', (e) => {
      preventedByUs = e.defaultPrevented;
      e.preventDefault();
    });
    mailto().click();
    expect(preventedByUs).toBe(false);
    await tick(WAIT_MS);
    expect(popupOpen()).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('keeps an encoded link from following its obfuscated href', () => {
    scriptFetch(allowAll);
    start();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    mailto().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });

  it('a mailto with a query: the popup shows the address alone, the link gets all of it', async () => {
    scriptFetch((call) => {
      const body = allowAll(call).body;
      for (const r of body.data as Array<Record<string, unknown>>) if (r.encoded_email === SUPPORT) r.decoded_email = 'support@oakandiron.shop?subject=Hi&cc=x@y.test';
      return { body };
    });
    start();
    mailto().click();
    await tick(WAIT_MS);
    expect(popupText()).toBe('The complete one is\u00a0support@oakandiron.shop');
    el('.apbct-email-encoder-got-it-button').click();
    await tick(FILL_MS);
    expect(mailto().getAttribute('href')).toBe('mailto:support@oakandiron.shop?subject=Hi&cc=x@y.test');
  });

  it('Esc once the address shows counts as Got it', async () => {
    scriptFetch(allowAll);
    start();
    sales().click();
    await tick(WAIT_MS);
    el('#apbct_popup').dispatchEvent(new Event('cancel', { cancelable: true }));
    await tick(FILL_MS);
    expect(sales().textContent).toBe('sales@oakandiron.shop');
  });
});

describe('keyboard', () => {
  it('Enter and Space open the decoder; other keys do not', async () => {
    const calls = scriptFetch(allowAll);
    start();
    sales().dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    await tick(0);
    expect(calls).toHaveLength(0);
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    sales().dispatchEvent(space);
    await tick(0);
    expect(space.defaultPrevented).toBe(true);
    expect(calls).toHaveLength(1);
    expect(popupOpen()).toBe(true);
  });

  it('Esc while waiting cancels; the contact can be tried again', async () => {
    const calls = scriptFetch(allowAll);
    start();
    tel().click();
    await tick(0);
    el('#apbct_popup').dispatchEvent(new Event('cancel', { cancelable: true }));
    await tick(WAIT_MS);
    expect(popupOpen()).toBe(false);
    expect(tel().getAttribute('href')).toBe('tel:+1 (5**********90');
    tel().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await tick(WAIT_MS);
    expect(calls).toHaveLength(2);
    expect(popupText()).toContain('+15550142290');
  });
});

describe('unmount', () => {
  it('takes the button semantics and listeners away', () => {
    scriptFetch(allowAll);
    start();
    expect(listenerCount(sales(), 'click')).toBe(1);
    getRegistry().unmount();
    expect(listenerCount(sales(), 'click')).toBe(0);
    expect(sales().hasAttribute('role')).toBe(false);
    expect(sales().hasAttribute('tabindex')).toBe(false);
  });
});

// Keep the fixture responses honest: the bulk answer covers all four fixture strings.
it('fixture: the allowed bulk answer names every encoded string of the post', () => {
  const rows = fixtureJSON<{ data: Array<{ encoded_email: string }> }>('responses/apbct_decode_email.allowed.bulk.json').data;
  expect(rows.map((r) => r.encoded_email).sort()).toEqual([PHONE, PHONE_TEXT, SALES, SUPPORT].sort());
});
