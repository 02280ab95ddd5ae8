import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { cart, cartFragments } from '../src/index';
import { LOGIN_MARKER } from '../src/cart-fragments';
import { ADD_PARAMS, FRAGMENT_PARAMS, fakeFetch, reset, setGlobals, settle, start } from './helpers';
import { docProp, type Registry } from '@dropins/core';
import { shadowDocumentMembers } from '@dropins/core/testing';

const BUTTON = '<ul><li><a href="?add-to-cart=4100" data-quantity="1" class="button add_to_cart_button ajax_add_to_cart" data-product_id="4100" data-product_sku="CB-01" data-success_message="Added" role="button">Add to cart</a></li></ul>';
const WIDGET = '<section class="widget_shopping_cart"><div class="hide_cart_widget_if_empty"><div class="widget_shopping_cart_content"></div></div></section>';
const FILLED = '<div class="widget_shopping_cart_content"><ul><li class="woocommerce-mini-cart-item">Cable <img src="x" onerror="alert(1)"><script>alert(2)</script></li></ul></div>';
const OK = JSON.stringify({ fragments: { 'div.widget_shopping_cart_content': FILLED, 'span.cart-count': '<span class="cart-count">1</span>' }, cart_hash: 'h1' });

let reg: Registry | undefined;
afterEach(() => reset(reg));

const click = (sel: string) => {
  const el = document.querySelector<HTMLElement>(sel)!;
  const ev = new MouseEvent('click', { bubbles: true, cancelable: true });
  el.dispatchEvent(ev);
  return ev;
};

describe('storefront-cart', () => {
  it('adds through wc-ajax with the button data, then marks it added and applies sanitized fragments', async () => {
    setGlobals({ wc_add_to_cart_params: ADD_PARAMS });
    document.body.innerHTML = BUTTON + WIDGET;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer = () => undefined as void;
    const calls = fakeFetch({ add_to_cart: () => new Promise((resolve) => (answer = () => resolve(OK))) });
    reg = start(cart);
    const seen: unknown[][] = [];
    document.body.addEventListener('added_to_cart', (e) => seen.push((e as CustomEvent).detail));
    expect(click('.ajax_add_to_cart').defaultPrevented).toBe(true);
    // The cart's code comes with the first click (or on reach): the button is loading while the server answers.
    await settle();
    expect(document.querySelector('.ajax_add_to_cart')!.classList.contains('loading')).toBe(true);
    answer();
    await settle();
    expect(calls[0].endpoint).toBe('add_to_cart');
    expect(Object.fromEntries(calls[0].body)).toMatchObject({ product_id: '4100', quantity: '1', product_sku: 'CB-01' });
    const button = document.querySelector('.ajax_add_to_cart')!;
    expect([...button.classList]).toContain('added');
    expect(button.classList.contains('loading')).toBe(false);
    expect(button.nextElementSibling?.outerHTML).toBe('<a href="http://localhost:3000/cart/" class="added_to_cart wc-forward" title="View cart">View cart</a>');
    const content = document.querySelector('.widget_shopping_cart_content')!;
    expect(content.textContent).toContain('Cable');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('img')!.hasAttribute('onerror')).toBe(false);
    expect(seen[0][1]).toBe('h1');
    // The fragment for an element this page does not have: one warning, the rest applied.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/storefront-cart.*span\.cart-count.*matches nothing/);
  });

  it('stands down with one warning when wc_add_to_cart_params is malformed, leaving the link to work', () => {
    setGlobals({ wc_add_to_cart_params: 'oops' });
    document.body.innerHTML = BUTTON;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = fakeFetch({});
    reg = start(cart);
    expect(click('.ajax_add_to_cart').defaultPrevented).toBe(false);
    expect(calls).toHaveLength(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/storefront-cart: stands down: wc_add_to_cart_params is .*not an object/);
  });

  it('a non-JSON answer: one warning naming the button, which returns to normal', async () => {
    setGlobals({ wc_add_to_cart_params: ADD_PARAMS });
    document.body.innerHTML = BUTTON + WIDGET;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeFetch({ add_to_cart: '<html>Fatal error</html>' });
    reg = start(cart);
    click('.ajax_add_to_cart');
    await settle();
    const button = document.querySelector('.ajax_add_to_cart')!;
    expect(button.className).not.toMatch(/loading|added/);
    // The transport's catalogue line (as the original prints it), then one of ours naming the button.
    const ours = warn.mock.calls.map((c) => String(c[0])).filter((m) => m.startsWith('[dropins]') || m.includes('storefront-cart'));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatch(/storefront-cart: add_to_cart gave no usable answer.*\(a\.button\.add_to_cart_button\)/);
    expect(document.querySelector('.added_to_cart')).toBeNull();
  });

  it('redirects to a same-site product_url on an error answer, and refuses another site', async () => {
    setGlobals({ wc_add_to_cart_params: ADD_PARAMS });
    document.body.innerHTML = BUTTON;
    const assign = vi.fn();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let url = `${location.origin}/product/x/`;
    fakeFetch({ add_to_cart: () => JSON.stringify({ error: true, product_url: url }) });
    reg = start(cart);
    click('.ajax_add_to_cart');
    await settle();
    expect(assign).toHaveBeenCalledWith(`${location.origin}/product/x/`);
    url = 'javascript:alert(1)';
    click('.ajax_add_to_cart');
    await settle();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.ajax_add_to_cart')!.classList.contains('loading')).toBe(false);
  });

  it('a DOM listener can veto the add: nothing is sent, the button returns to normal, the original events fire', async () => {
    setGlobals({ wc_add_to_cart_params: ADD_PARAMS });
    document.body.innerHTML = BUTTON;
    const calls = fakeFetch({ add_to_cart: OK });
    reg = start(cart);
    const seen: unknown[][] = [];
    // The body outlives the test: its listeners go with it.
    const listening = new AbortController();
    const signal = listening.signal;
    onTestFinished(() => listening.abort());
    document.body.addEventListener('should_send_ajax_request.adding_to_cart', (e) => {
      seen.push(['veto', ...(e as CustomEvent).detail]);
      e.preventDefault();
    }, { signal });
    for (const name of ['ajax_request_not_sent.adding_to_cart', 'adding_to_cart', 'wc_cart_button_updated']) {
      document.body.addEventListener(name, (e) => seen.push([name, ...(e as CustomEvent).detail]), { signal });
    }
    const button = document.querySelector('.ajax_add_to_cart')!;
    expect(click('.ajax_add_to_cart').defaultPrevented).toBe(true);
    await settle();
    expect(calls).toHaveLength(0);
    expect(button.className).not.toMatch(/loading|added/);
    expect(seen).toEqual([
      ['veto', button],
      ['ajax_request_not_sent.adding_to_cart', false, false, button],
      ['wc_cart_button_updated', button],
    ]);
  });

  it('elements a post names after document members change nothing: events fire on the body, focus stays in the mini-cart', async () => {
    setGlobals({ wc_add_to_cart_params: ADD_PARAMS });
    const item = (key: string) => `<li class="woocommerce-mini-cart-item"><a role="button" href="${location.origin}/cart/?remove_item=${key}" class="remove remove_from_cart_button" data-cart_item_key="${key}">×</a></li>`;
    document.body.innerHTML = `<div class="widget_shopping_cart_content"><ul>${item('k1')}${item('k2')}</ul></div>`;
    const after = `<div class="widget_shopping_cart_content"><ul>${item('k2')}</ul></div>`;
    fakeFetch({ remove_from_cart: JSON.stringify({ fragments: { 'div.widget_shopping_cart_content': after }, cart_hash: 'h2' }) });
    const body = document.body;
    const undo = shadowDocumentMembers(['body', 'activeElement', 'referrer']);
    const listening = new AbortController();
    try {
      reg = start(cart);
      const targets: EventTarget[] = [];
      body.addEventListener('removed_from_cart', (e) => targets.push(e.target!), { signal: listening.signal });
      document.querySelector<HTMLElement>('[data-cart_item_key="k1"]')!.focus();
      click('[data-cart_item_key="k1"]');
      await settle();
      expect(targets).toEqual([body]);
      // The focused link went with the old fragment: a keyboard user is kept in the mini-cart.
      expect(docProp('activeElement')).toBe(document.querySelector('[data-cart_item_key="k2"]'));
    } finally {
      listening.abort();
      undo();
    }
  });

  it('a jQuery handler returning false to triggerHandler vetoes the add; any other answer lets it through', async () => {
    setGlobals({ wc_add_to_cart_params: ADD_PARAMS });
    document.body.innerHTML = BUTTON + WIDGET;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = fakeFetch({ add_to_cart: OK });
    // A stand-in for jQuery: triggerHandler calls the handlers bound to that name and returns the last answer.
    let answer: unknown = false;
    const handled: unknown[][] = [];
    const triggered: string[] = [];
    const $ = (target: unknown) => ({
      target,
      triggerHandler: (name: string, args: unknown[]) => (handled.push([target, name, ...args]), answer),
      trigger: (name: string) => triggered.push(name),
    });
    vi.stubGlobal('jQuery', Object.assign($, { fn: { on: () => undefined } })); // a loaded jQuery: it can bind
    reg = start(cart);
    const button = document.querySelector('.ajax_add_to_cart')!;
    click('.ajax_add_to_cart');
    await settle();
    expect(calls).toHaveLength(0);
    expect(handled).toHaveLength(1);
    expect(handled[0].slice(0, 2)).toEqual([document.body, 'should_send_ajax_request.adding_to_cart']);
    expect((handled[0][2] as { target: unknown }).target).toBe(button); // the button, as a jQuery object
    expect(triggered).toContain('ajax_request_not_sent.adding_to_cart');
    expect(button.className).not.toMatch(/loading/);
    answer = undefined;
    click('.ajax_add_to_cart');
    await settle();
    expect(calls.map((c) => c.endpoint)).toEqual(['add_to_cart']);
    expect(button.classList.contains('added')).toBe(true);
  });

  it('falls back to the remove link\'s href when remove_from_cart fails', async () => {
    setGlobals({ wc_add_to_cart_params: ADD_PARAMS });
    document.body.innerHTML = `<div class="widget_shopping_cart_content"><ul><li class="woocommerce-mini-cart-item"><a role="button" href="${location.origin}/cart/?remove_item=k1" class="remove remove_from_cart_button" data-cart_item_key="k1">×</a></li></ul></div>`;
    const assign = vi.fn();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
    let answer = () => undefined as void;
    const calls = fakeFetch({ remove_from_cart: () => new Promise((resolve) => (answer = () => resolve('{"success":false}'))) });
    reg = start(cart);
    expect(click('.remove_from_cart_button').defaultPrevented).toBe(true);
    await settle();
    expect(document.querySelector('.woocommerce-mini-cart-item')!.getAttribute('aria-busy')).toBe('true');
    answer();
    await settle();
    expect(calls[0].body.get('cart_item_key')).toBe('k1');
    expect(assign).toHaveBeenCalledWith(`${location.origin}/cart/?remove_item=k1`);
  });
});

describe('storefront-fragments', () => {
  const seed = (hash: string) => {
    sessionStorage.setItem('wc_fragments_k', JSON.stringify({ 'div.widget_shopping_cart_content': FILLED }));
    sessionStorage.setItem('wc_cart_hash_k', hash);
    sessionStorage.setItem('wc_cart_created', String(Date.now()));
  };

  it('asks for nothing when the visitor has no cart, and hides the empty cart widget', async () => {
    setGlobals({ wc_cart_fragments_params: FRAGMENT_PARAMS });
    document.body.innerHTML = WIDGET;
    const calls = fakeFetch({ get_refreshed_fragments: OK });
    reg = start(cartFragments);
    await settle();
    expect(calls).toHaveLength(0);
    expect(document.querySelector<HTMLElement>('.widget_shopping_cart')!.style.display).toBe('none');
  });

  it('with no cart, fills a shown mini-cart once per tab (the empty state is the server\'s), then from storage', async () => {
    setGlobals({ wc_cart_fragments_params: FRAGMENT_PARAMS });
    const EMPTY = '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div>';
    const calls = fakeFetch({ get_refreshed_fragments: JSON.stringify({ fragments: { 'div.widget_shopping_cart_content': EMPTY }, cart_hash: '' }) });
    document.body.innerHTML = '<section class="widget_shopping_cart"><div class="widget_shopping_cart_content"></div></section>';
    reg = start(cartFragments);
    await settle();
    expect(calls.map((c) => c.endpoint)).toEqual(['get_refreshed_fragments']);
    expect(document.querySelector('.widget_shopping_cart_content')!.textContent).toBe('No products in the cart.');
    // The next page of the tab: the stored empty state, no request.
    reg.unmount();
    document.body.innerHTML = '<section class="widget_shopping_cart"><div class="widget_shopping_cart_content"></div></section>';
    reg = start(cartFragments);
    await settle();
    expect(calls).toHaveLength(1);
    expect(document.querySelector('.widget_shopping_cart_content')!.textContent).toBe('No products in the cart.');
  });

  it('shows stored fragments that match the cart-hash cookie without a request', async () => {
    setGlobals({ wc_cart_fragments_params: FRAGMENT_PARAMS });
    document.body.innerHTML = WIDGET;
    document.cookie = 'woocommerce_cart_hash=h1; path=/';
    seed('h1');
    const calls = fakeFetch({ get_refreshed_fragments: OK });
    reg = start(cartFragments);
    await settle();
    expect(calls).toHaveLength(0);
    expect(document.querySelector('.widget_shopping_cart_content')!.textContent).toContain('Cable');
  });

  it('refreshes when the cookie moved on, storing the new fragments and hash', async () => {
    setGlobals({ wc_cart_fragments_params: FRAGMENT_PARAMS });
    document.body.innerHTML = WIDGET + '<span class="cart-count">0</span>';
    document.cookie = 'woocommerce_cart_hash=h1; path=/';
    seed('old');
    const calls = fakeFetch({ get_refreshed_fragments: OK });
    reg = start(cartFragments);
    await settle();
    expect(calls.map((c) => c.endpoint)).toEqual(['get_refreshed_fragments']);
    expect(sessionStorage.getItem('wc_cart_hash_k')).toBe('h1');
    expect(localStorage.getItem('wc_cart_hash_k')).toBe('h1');
    expect(document.querySelector('.cart-count')!.textContent).toBe('1');
  });

  it('refreshes on wc_fragment_refresh and updated_wc_div, as the original', async () => {
    setGlobals({ wc_cart_fragments_params: FRAGMENT_PARAMS });
    document.body.innerHTML = WIDGET;
    const calls = fakeFetch({ get_refreshed_fragments: OK });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reg = start(cartFragments);
    await settle();
    expect(calls).toHaveLength(0);
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { bubbles: true }));
    await settle();
    document.body.dispatchEvent(new CustomEvent('updated_wc_div', { bubbles: true }));
    await settle();
    expect(calls.map((c) => c.endpoint)).toEqual(['get_refreshed_fragments', 'get_refreshed_fragments']);
    expect(document.querySelector('.widget_shopping_cart_content')!.textContent).toContain('Cable');
  });

  it('refreshes when another tab changed the cart hash, not when the hashes agree', async () => {
    setGlobals({ wc_cart_fragments_params: FRAGMENT_PARAMS });
    document.body.innerHTML = WIDGET;
    document.cookie = 'woocommerce_cart_hash=h1; path=/';
    seed('h1');
    localStorage.setItem('wc_cart_hash_k', 'h1');
    const calls = fakeFetch({ get_refreshed_fragments: OK });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reg = start(cartFragments);
    await settle();
    const storage = () => window.dispatchEvent(new StorageEvent('storage', { key: 'wc_cart_hash_k' }));
    storage();
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    await settle();
    expect(calls).toHaveLength(0);
    localStorage.setItem('wc_cart_hash_k', 'h2'); // what the other tab wrote
    storage();
    await settle();
    expect(calls.map((c) => c.endpoint)).toEqual(['get_refreshed_fragments']);
  });

  it('back from the back/forward cache: empties the mini-cart and refreshes it', async () => {
    setGlobals({ wc_cart_fragments_params: FRAGMENT_PARAMS });
    document.body.innerHTML = WIDGET;
    document.cookie = 'woocommerce_cart_hash=h1; path=/';
    seed('h1');
    let answer!: () => void;
    const calls = fakeFetch({ get_refreshed_fragments: () => new Promise<string>((r) => (answer = () => r(OK))) });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reg = start(cartFragments);
    await settle();
    const content = () => document.querySelector('.widget_shopping_cart_content')!;
    expect(content().textContent).toContain('Cable');
    const refreshed: string[] = [];
    document.body.addEventListener('wc_fragment_refresh', (e) => refreshed.push(e.type));
    // happy-dom's PageTransitionEvent has no `persisted`.
    const pageshow = (persisted: boolean) => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
    pageshow(false);
    await settle();
    expect(calls).toHaveLength(0);
    pageshow(true);
    await settle();
    expect(refreshed).toEqual(['wc_fragment_refresh']);
    expect(content().childNodes).toHaveLength(0); // emptied while the request runs
    expect(calls.map((c) => c.endpoint)).toEqual(['get_refreshed_fragments']);
    answer();
    await settle();
    expect(content().textContent).toContain('Cable');
  });

  it('a login marker clears the stored fragments once', async () => {
    setGlobals({ wc_cart_fragments_params: FRAGMENT_PARAMS });
    document.body.innerHTML = WIDGET;
    document.cookie = 'woocommerce_cart_hash=h1; path=/';
    document.cookie = `${LOGIN_MARKER}=1700000000; path=/`;
    seed('h1');
    const calls = fakeFetch({ get_refreshed_fragments: OK });
    reg = start(cartFragments);
    await settle();
    expect(calls).toHaveLength(1);
    reg.unmount();
    reg = start(cartFragments); // the next page: same marker, already handled
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('stores the fragments of an added_to_cart event for the next page', () => {
    setGlobals({ wc_cart_fragments_params: FRAGMENT_PARAMS });
    document.body.innerHTML = WIDGET;
    fakeFetch({});
    reg = start(cartFragments);
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true, detail: [{ 'div.widget_shopping_cart_content': FILLED }, 'h9', null] }));
    expect(sessionStorage.getItem('wc_cart_hash_k')).toBe('h9');
    expect(JSON.parse(sessionStorage.getItem('wc_fragments_k')!)).toEqual({ 'div.widget_shopping_cart_content': FILLED });
    expect(Number(sessionStorage.getItem('wc_cart_created'))).toBeGreaterThan(0);
  });

  it('unusable session storage: only a console message that cookies must be enabled', async () => {
    setGlobals({ wc_cart_fragments_params: FRAGMENT_PARAMS });
    document.body.innerHTML = WIDGET;
    // What a browser with cookies (and so storage) blocked does.
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = fakeFetch({ get_refreshed_fragments: OK });
    reg = start(cartFragments);
    await settle();
    expect(calls).toHaveLength(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/storefront-fragments: .*cookies must be enabled/);
  });
});
