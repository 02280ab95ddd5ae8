// Server lookup above the ajax threshold, malformed data, Woo Discount Rules pricing, jQuery neighbours, labels.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetWarnings, shadowDocumentMembers } from '@dropins/core/testing';
import { choose, chooseAll, fakeFetch, fixtureHTML, fixtureJSON, mountPage, PARAMS, text, unmountPage } from './helpers';
import { getProductDiscount } from '../src/product-discount';

const inline = fixtureHTML('variable-product.html');
const ajax = fixtureHTML('variable-product-ajax.html');
const FOUND = JSON.stringify(fixtureJSON('ajax/wc-ajax.get_variation.found.json'));
const $ = <T extends Element = HTMLElement>(s: string) => document.querySelector<T>(s)!;
let warn: ReturnType<typeof vi.fn<(...args: unknown[]) => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  warn = vi.fn<(...args: unknown[]) => void>();
  vi.spyOn(console, 'warn').mockImplementation(warn);
});
afterEach(() => {
  unmountPage();
  resetWarnings();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('server lookup (data-product_variations="false")', () => {
  it('asks get_variation with the chosen attributes and product_id, and shows the answer', async () => {
    const calls = fakeFetch(() => FOUND);
    const form = await mountPage(ajax);
    chooseAll(form, 'navy', 'm', 'Merino');
    expect(form.getAttribute('aria-busy')).toBe('true');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/?wc-ajax=get_variation');
    expect(Object.fromEntries(calls[0].body)).toEqual({
      attribute_pa_color: 'navy', attribute_pa_size: 'm', attribute_material: 'Merino', product_id: '4210',
    });
    expect($<HTMLInputElement>('input.variation_id').value).toBe('4215');
    expect(text($('.woocommerce-variation-description'))).toBe('Spring sale: 25% off while stocks last.');
    expect(form.hasAttribute('aria-busy')).toBe(false);
  });

  it('shows the no-match notice for false, disables that option next time, and never asks twice', async () => {
    const calls = fakeFetch(() => 'false');
    const form = await mountPage(ajax);
    chooseAll(form, 'navy', 's', 'Merino Blend');
    await vi.advanceTimersByTimeAsync(0);
    expect(text($('.wc-no-matching-variations.woocommerce-info'))).toBe(PARAMS.i18n_no_matching_variations_text);
    expect($('.single_add_to_cart_button').className).toContain('wc-variation-selection-needed');
    expect($<HTMLOptionElement>('select[name="attribute_material"] option[value="Merino Blend"]').disabled).toBe(true);
    choose(form, 'attribute_material', 'Merino');
    expect(document.querySelector('.wc-no-matching-variations')).toBeNull();
    choose(form, 'attribute_material', 'Merino Blend');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.body.get('attribute_material'))).toEqual(['Merino Blend', 'Merino']);
  });

  it('ignores an older answer that arrives after the choice changed', async () => {
    let release: (t: string) => void = () => undefined;
    fakeFetch((c) => (c.body.get('attribute_pa_size') === 's' ? new Promise((r) => (release = r)) : FOUND));
    const form = await mountPage(ajax);
    chooseAll(form, 'navy', 's', 'Merino');
    choose(form, 'attribute_pa_size', 'm');
    release(JSON.stringify({ ...JSON.parse(FOUND), variation_id: 4214 }));
    await vi.advanceTimersByTimeAsync(0);
    expect($<HTMLInputElement>('input.variation_id').value).toBe('4215');
  });

  it('falls back to the server, with one warning, when the inline JSON is malformed', async () => {
    const calls = fakeFetch(() => FOUND);
    const form = await mountPage(inline.replace(/data-product_variations="[^"]*"/, 'data-product_variations="[{&quot;attributes&quot;:"'));
    chooseAll(form, 'navy', 'm', 'Merino');
    await vi.advanceTimersByTimeAsync(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/variation-form: data-product_variations is malformed.*form\.variations_form/);
    expect(calls).toHaveLength(1);
    expect($<HTMLInputElement>('input.variation_id').value).toBe('4215');
  });

  it('stands down with one warning when the page has no wc_add_to_cart_variation_params', async () => {
    document.body.innerHTML = inline;
    const { createRegistry } = await import('@dropins/core');
    const { definition } = await import('../src/index');
    const reg = createRegistry();
    reg.register(definition);
    reg.scan();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('wc_add_to_cart_variation_params');
    expect(reg.mounted()).toEqual([]);
  });
});

const AWDR = {
  ajaxurl: '/wp-admin/admin-ajax.php', nonce: 'n0nce', enable_update_price_with_qty: 'show_dynamically',
  custom_target_variable_product: '', awdr_opacity_to_bulk_table: '', awdr_dynamic_bulk_table_status: '1', awdr_dynamic_bulk_table_off: 'on',
};
const PRICE = JSON.stringify(fixtureJSON('ajax/wdr.wdr_ajax.get_price_html.json'));
const TABLE = JSON.stringify(fixtureJSON('ajax/wdr.wdr_ajax.get_variable_product_bulk_table.json'));
const withTable = inline.replace('<form class="variations_form', '<div class="awdr-bulk-customizable-table"><p>Old table</p></div><form class="variations_form');

describe('Woo Discount Rules', () => {
  it('asks the discounted price for the quantity and shows it in the variation price', async () => {
    const calls = fakeFetch((c) => (c.body.get('method') === 'get_price_html' ? PRICE : TABLE));
    const form = await mountPage(inline, { awdr_params: { ...AWDR, awdr_dynamic_bulk_table_status: '0' } });
    chooseAll(form, 'red', 'm', 'Merino');
    const qty = $<HTMLInputElement>('input.qty');
    qty.value = '3';
    qty.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(0);
    const last = calls.at(-1)!;
    expect(last.url).toBe('/wp-admin/admin-ajax.php');
    expect(Object.fromEntries([...last.body].filter(([k]) => k !== 'no_cache'))).toEqual({
      method: 'get_price_html', product_id: '4212', qty: '3', action: 'wdr_ajax', awdr_nonce: 'n0nce',
    });
    expect(text($('.woocommerce-variation-price .price'))).toContain('Current price is: $25.20.');
  });

  it('empties the price on "Invalid token", with one warning, and keeps only the newest answer', async () => {
    let release: (t: string) => void = () => undefined;
    fakeFetch((c) => (c.body.get('qty') === '2' ? new Promise((r) => (release = r)) : 'Invalid token'));
    const form = await mountPage(inline, { awdr_params: { ...AWDR, awdr_dynamic_bulk_table_status: '0' } });
    chooseAll(form, 'red', 'm', 'Merino');
    await vi.advanceTimersByTimeAsync(0);
    const qty = $<HTMLInputElement>('input.qty');
    for (const v of ['2', '4']) {
      qty.value = v;
      qty.dispatchEvent(new Event('change', { bubbles: true }));
    }
    release(PRICE); // the older, slower answer
    await vi.advanceTimersByTimeAsync(0);
    expect(text($('.woocommerce-variation-price .price'))).toBe('');
    expect(warn.mock.calls.filter((c) => String(c[0]).includes('Invalid token'))).toHaveLength(1);
  });

  it('reloads the bulk table 100 ms after a variation shows, dimmed meanwhile, without nesting its wrapper', async () => {
    let release: (t: string) => void = () => undefined;
    const calls = fakeFetch((c) => (c.body.get('method') === 'get_variable_product_bulk_table' && c.body.get('product_id') === '4212' ? new Promise((r) => (release = r)) : TABLE));
    const form = await mountPage(withTable, { awdr_params: { ...AWDR, enable_update_price_with_qty: '' } });
    await vi.advanceTimersByTimeAsync(150);
    chooseAll(form, 'red', 'm', 'Merino');
    await vi.advanceTimersByTimeAsync(99);
    expect(calls.filter((c) => c.body.get('product_id') === '4212')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    const table = $('.awdr-bulk-customizable-table');
    expect(table.style.opacity).toBe('0.5');
    release(TABLE);
    await vi.advanceTimersByTimeAsync(0);
    expect(table.style.opacity).toBe('');
    expect(table.querySelector('.awdr-bulk-customizable-table')).toBeNull();
    expect(table.querySelectorAll('tr.bulk_table_row')).toHaveLength(2);
  });

  it('passes the product discount to listeners, and ignores an "Invalid token" answer', async () => {
    let answer = JSON.stringify(fixtureJSON('ajax/wdr.awdr_get_product_discount.json'));
    const calls = fakeFetch(() => answer);
    const form = await mountPage(inline, { awdr_params: { ...AWDR, enable_update_price_with_qty: '', awdr_dynamic_bulk_table_status: '0' } });
    chooseAll(form, 'red', 'm', 'Merino');
    const heard = vi.fn();
    document.body.addEventListener('advanced_woo_discount_rules_on_get_response_for_dynamic_discount', (e) => heard((e as CustomEvent).detail));
    await getProductDiscount(form, 'target', { custom_price: 30 });
    expect(Object.fromEntries([...calls.at(-1)!.body].filter(([k]) => k !== 'no_cache'))).toEqual({
      product_id: '4212', qty: '1', custom_price: '30', action: 'awdr_get_product_discount', awdr_nonce: 'n0nce',
    });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard.mock.calls[0][0][0].data.discounted_price).toBe(25.2);
    expect(heard.mock.calls[0][0].slice(1)).toEqual(['target', { custom_price: 30 }]);
    answer = 'Invalid token';
    await getProductDiscount(form);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('passes the product discount on the body even when a post names an element "body"', async () => {
    fakeFetch(() => JSON.stringify(fixtureJSON('ajax/wdr.awdr_get_product_discount.json')));
    const form = await mountPage(inline, { awdr_params: { ...AWDR, enable_update_price_with_qty: '', awdr_dynamic_bulk_table_status: '0' } });
    chooseAll(form, 'red', 'm', 'Merino');
    const body = document.body;
    const targets: EventTarget[] = [];
    const listening = new AbortController();
    body.addEventListener('advanced_woo_discount_rules_on_get_response_for_dynamic_discount', (e) => targets.push(e.target!), { signal: listening.signal });
    const undo = shadowDocumentMembers(['body']);
    try {
      await getProductDiscount(form);
    } finally {
      undo();
      listening.abort();
    }
    expect(targets).toEqual([body]);
  });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Fn = (...args: any[]) => unknown;
interface FakeJQuery {
  (t: EventTarget): { on: Fn; off: Fn; trigger: (name: string, args?: unknown[]) => void };
  event: { triggered?: string };
  fn: { on: () => void };
}

/** A tiny jQuery: on/off/trigger with extra arguments, native events reaching jQuery handlers once. */
function fakeJQuery() {
  const handlers = new Map<EventTarget, Map<string, Array<(e: Event, ...a: unknown[]) => void>>>();
  const $ = ((target: EventTarget) => ({
    on(type: string, fn: (e: Event, ...a: unknown[]) => void) {
      const name = type.split('.')[0];
      if (!handlers.has(target)) handlers.set(target, new Map());
      const list = handlers.get(target)!;
      if (!list.has(name)) {
        list.set(name, []);
        target.addEventListener(name, (e) => {
          if ($.event.triggered !== name) list.get(name)!.forEach((h) => h(e));
        });
      }
      list.get(name)!.push(fn);
    },
    off(type: string, fn: unknown) {
      const list = handlers.get(target)?.get(type.split('.')[0]);
      if (list) list.splice(list.indexOf(fn as never), 1);
    },
    trigger(name: string, args: unknown[] = []) {
      // jQuery bubbles triggered events through the ancestors' jQuery handlers.
      for (let n: Node | null = target as Node; n; n = n.parentNode) handlers.get(n)?.get(name)?.forEach((h) => h(new Event(name), ...args));
    },
  })) as unknown as FakeJQuery;
  $.event = {};
  $.fn = { on: () => undefined };
  return $;
}

describe('with jQuery on the page', () => {
  it('reacts to jQuery-triggered changes (swatch plugins) and hands jQuery handlers the variation', async () => {
    const jq = fakeJQuery();
    const form = await mountPage(inline, { jQuery: jq });
    const found = vi.fn();
    jq(form).on('found_variation', (_e: Event, v: { variation_id: number }) => found(v.variation_id));
    for (const [name, value] of [['attribute_pa_color', 'red'], ['attribute_pa_size', 'm'], ['attribute_material', 'Merino']]) {
      const select = form.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
      select.value = value;
      jq(select).trigger('change'); // never reaches addEventListener
    }
    expect($<HTMLInputElement>('input.variation_id').value).toBe('4212');
    expect(found).toHaveBeenCalledTimes(1);
    expect(found).toHaveBeenCalledWith(4212);
    choose(form, 'attribute_pa_size', 's'); // a real visitor's change, through jQuery's native listener
    expect($<HTMLInputElement>('input.variation_id').value).toBe('4211');
    expect(found).toHaveBeenCalledTimes(2);
  });

  it('offers WDR\'s jQuery.AdvanceWooDiscountRules entry point when WDR\'s own script is absent', async () => {
    const calls = fakeFetch(() => JSON.stringify(fixtureJSON('ajax/wdr.awdr_get_product_discount.json')));
    const $ = fakeJQuery() as unknown as { AdvanceWooDiscountRules?: { getDynamicDiscountPriceFromCartForm: Fn } };
    const form = await mountPage(inline, { jQuery: $, awdr_params: { ...AWDR, enable_update_price_with_qty: '', awdr_dynamic_bulk_table_status: '0' } });
    chooseAll(form, 'red', 'm', 'Merino');
    const heard = vi.fn();
    document.body.addEventListener('advanced_woo_discount_rules_on_get_response_for_dynamic_discount', (e) => heard((e as CustomEvent).detail));
    // WDR's callers pass jQuery objects: [form].
    await $.AdvanceWooDiscountRules!.getDynamicDiscountPriceFromCartForm([form], 'target');
    expect(calls.at(-1)!.body.get('product_id')).toBe('4212');
    expect(heard).toHaveBeenCalledTimes(1);
    unmountPage();
    expect($.AdvanceWooDiscountRules).toBeUndefined();
  });
});

describe('labels', () => {
  it('labels every select by its own label when two products print the same ids', async () => {
    await mountPage(`<div class="product">${inline}</div><div class="product">${inline}</div>`);
    const [first, second] = Array.from(document.querySelectorAll<HTMLSelectElement>('select[name="attribute_pa_color"]'));
    expect(first.hasAttribute('aria-labelledby')).toBe(false);
    const label = document.getElementById(second.getAttribute('aria-labelledby')!);
    expect(label?.textContent).toBe('Color');
    expect(second.closest('tr')!.contains(label)).toBe(true);
  });
});
