import { afterEach, describe, expect, it, vi } from 'vitest';
import { attribution, checkoutRefresh, commentReply, cookieCheck, showPassword, storeNotice } from '../src/index';
import { track } from '../src/attribution-data';
import { clean } from '../src/attribution';
import { reset, setGlobals, start } from './helpers';
import type { Registry } from '@dropins/core';

let reg: Registry | undefined;
afterEach(() => reset(reg));

const ATTRIBUTION = {
  params: { lifetime: 0.00001, session: 30, prefix: 'wc_order_attribution_', allowTracking: true },
  fields: { source_type: 'current.typ', utm_source: 'current.src', referrer: 'current_add.rf', session_pages: 'session.pgs' },
};
const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="wc_order_attribution_${name}"]`)?.value;

describe('storefront-notice', () => {
  it('stays hidden for a visitor whose cookie says so', () => {
    document.cookie = 'store_notice abc=x; path=/';
    document.cookie = 'store_noticeabc=hidden; path=/';
    document.body.innerHTML = '<p class="woocommerce-store-notice" data-notice-id="abc" style="display:none">Sale <a href="#" class="woocommerce-store-notice__dismiss-link" role="button">Dismiss</a></p>';
    reg = start(storeNotice);
    expect(document.querySelector<HTMLElement>('.woocommerce-store-notice')!.style.display).toBe('none');
  });
});

describe('storefront-password', () => {
  it('does nothing without woocommerce_params, and unwraps on unmount', () => {
    document.body.innerHTML = '<div class="woocommerce"><form><p><input class="woocommerce-Input" type="password" id="pw"></p></form></div>';
    reg = start(showPassword);
    expect(document.querySelector('.show-password-input')).toBeNull();
    reg.unmount();
    setGlobals({ woocommerce_params: { i18n_password_show: 'Show', i18n_password_hide: 'Hide' } });
    reg = start(showPassword);
    expect(document.querySelector('p > span.password-input > #pw + button')?.getAttribute('aria-label')).toBe('Show');
    reg.unmount();
    expect(document.querySelector('p > #pw')).not.toBeNull();
    expect(document.querySelector('.show-password-input, .password-input')).toBeNull();
  });
});

describe('storefront-checkout', () => {
  const checkout = '<form class="checkout"><input name="billing_city"><input name="billing_company"><select name="billing_state"><option>A</option></select></form>';
  const changes = (name: string) => {
    const seen: string[] = [];
    document.body.addEventListener('update_checkout', (e) => seen.push(e.type));
    document.querySelector(`[name="${name}"]`)!.dispatchEvent(new Event('change', { bubbles: true }));
    return seen.length;
  };

  it('asks the checkout to update when a watched field changes, if the setting is on', () => {
    setGlobals({ awdr_params: { refresh_order_review: '1' } });
    document.body.innerHTML = checkout;
    reg = start(checkoutRefresh);
    expect(changes('billing_city')).toBe(1);
    expect(changes('billing_state')).toBe(1);
    expect(changes('billing_company')).toBe(0);
  });

  it('stays out of the way when the setting is off', () => {
    setGlobals({ awdr_params: { refresh_order_review: '0' } });
    document.body.innerHTML = checkout;
    reg = start(checkoutRefresh);
    expect(changes('billing_city')).toBe(0);
  });
});

describe('storefront-cookie-check', () => {
  it('puts the plugin\'s message at the top of the gate when cookies are disabled, and nothing otherwise', () => {
    setGlobals({ age_gate_common: { cookies: 'Cookies are off' } });
    document.body.innerHTML = '<form class="age-gate__form"><button>Enter</button></form>';
    reg = start(cookieCheck);
    expect(document.querySelector('.age-gate__error')).toBeNull();
    reg.unmount();
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    reg = start(cookieCheck);
    const p = document.querySelector('.age-gate__form > p.age-gate__error:first-child')!;
    expect(p.textContent).toBe('Cookies are off');
  });
});

describe('storefront-attribution', () => {
  it('records a referral from another site', () => {
    const data = track(0, 30, new URL('http://localhost:3000/shop') as unknown as Location, 'https://www.blog.example.org/review?x=1');
    expect(data.current).toMatchObject({ typ: 'referral', src: 'blog.example.org', mdm: 'referral', cnt: '/review' });
    expect(data.current_add.rf).toBe('https://www.blog.example.org/review?x=1');
    expect(data.first.typ).toBe('referral');
  });

  it('records a search engine visit as organic, and keeps the source for later pages of the session', () => {
    track(0, 30, new URL('http://localhost:3000/') as unknown as Location, 'https://www.google.com/');
    const next = track(0, 30, new URL('http://localhost:3000/shop') as unknown as Location, 'http://localhost:3000/');
    expect(next.current).toMatchObject({ typ: 'organic', src: 'google', mdm: 'organic' });
    expect(next.session.pgs).toBe('2');
    expect(next.udata.vst).toBe('1');
  });

  it('fills the inputs, strips markup and control characters, and empties them when tracking is off', () => {
    setGlobals({ wc_order_attribution: ATTRIBUTION });
    document.body.innerHTML = '<form><wc-order-attribution-inputs></wc-order-attribution-inputs></form>';
    document.cookie = `sbjs_current=${encodeURIComponent('typ=utm|||src=' + encodeURIComponent('<img src=x onerror=alert(1)>news\u0007'))}; path=/`;
    document.cookie = 'sbjs_first=typ%3Dutm; path=/';
    document.cookie = 'sbjs_session=pgs%3D1; path=/';
    reg = start(attribution);
    expect(field('source_type')).toBe('utm');
    expect(field('utm_source')).toBe('news');
    expect(field('session_pages')).toBe('2');
    expect(document.querySelectorAll('wc-order-attribution-inputs input[type=hidden]')).toHaveLength(4);
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: 'deny' } }));
    expect(field('source_type')).toBe('');
    expect(document.cookie).not.toMatch(/sbjs_/);
  });

  it('starts with empty fields and no cookies when tracking is not allowed', () => {
    setGlobals({ wc_order_attribution: { ...ATTRIBUTION, params: { ...ATTRIBUTION.params, allowTracking: false } } });
    document.cookie = 'sbjs_current=typ%3Dutm; path=/';
    document.body.innerHTML = '<wc-order-attribution-inputs></wc-order-attribution-inputs>';
    reg = start(attribution);
    expect(field('source_type')).toBe('');
    expect(document.cookie).not.toMatch(/sbjs_/);
  });

  it('works, with empty fields and no error, when a consent tool blocks cookies', () => {
    setGlobals({ wc_order_attribution: ATTRIBUTION });
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new Error('blocked by the consent tool');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = '<wc-order-attribution-inputs></wc-order-attribution-inputs>';
    reg = start(attribution);
    expect(field('source_type')).toBe('');
    expect(warn).not.toHaveBeenCalled();
  });

  it('cleans values to bounded plain text', () => {
    expect(clean('  <b>spring</b>\u0000 sale ')).toBe('spring sale');
    expect(clean(42)).toBe('');
    expect(clean('x'.repeat(2000))).toHaveLength(1000);
  });
});

describe('storefront-comment-reply', () => {
  it('leaves the reply link to the server when the comment it names is missing', () => {
    document.body.innerHTML = `<a class="comment-reply-link" href="?replytocom=9#respond" data-commentid="9" data-belowelement="div-comment-9" data-respondelement="respond">Reply</a>
      <div id="respond" class="comment-respond"><h3 class="comment-reply-title">Leave a Reply <small><a id="cancel-comment-reply-link" href="#respond" style="display:none">Cancel</a></small></h3>
      <form><textarea id="comment"></textarea><input type="hidden" id="comment_parent" value="0"><input type="submit" name="submit"></form></div>`;
    reg = start(commentReply);
    const ev = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.comment-reply-link')!.dispatchEvent(ev);
    expect(ev.defaultPrevented).toBe(false);
    expect(document.querySelector<HTMLInputElement>('#comment_parent')!.value).toBe('0');
  });
});
