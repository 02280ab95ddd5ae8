// The inline form on the fixture product (12 variations): what a visitor sees and what other scripts hear.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRegistry } from '@dropins/core';
import { resetWarnings } from '@dropins/core/testing';
import { definition } from '../src/index';
import { chooseAll, choose, fixtureHTML, fixtureJSON, mountPage, PARAMS, text, unmountPage } from './helpers';

const html = fixtureHTML('variable-product.html');
const $ = <T extends Element = HTMLElement>(s: string) => document.querySelector<T>(s)!;
const button = () => $('.single_add_to_cart_button');
const option = (name: string, value: string) => $<HTMLOptionElement>(`select[name="${name}"] option[value="${value}"]`);

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  unmountPage();
  vi.unstubAllGlobals();
  resetWarnings();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('variation-form (inline variations)', () => {
  it('starts with the button disabled for "selection needed" and the reset link hidden', async () => {
    await mountPage(html);
    expect(button().className).toContain('disabled wc-variation-selection-needed');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect($('.reset_variations').style.visibility).toBe('hidden');
  });

  it('fills price, stock, SKU, weight, dimensions, image, variation_id and quantity for red/m/Merino (4212)', async () => {
    const form = await mountPage(html);
    const found = vi.fn();
    const shown = vi.fn();
    form.addEventListener('found_variation', (e) => found((e as CustomEvent).detail));
    form.addEventListener('show_variation', (e) => shown((e as CustomEvent).detail));
    chooseAll(form, 'red', 'm', 'Merino');
    expect($<HTMLInputElement>('input.variation_id').value).toBe('4212');
    expect(text($('.single_variation .woocommerce-variation-price'))).toBe('$28.00');
    expect(text($('.single_variation .woocommerce-variation-availability'))).toBe('9 in stock');
    expect(text($('.product_meta .sku'))).toBe('MCT-RED-M-M');
    expect(text($('.woocommerce-product-attributes-item--weight td'))).toBe('0.2 kg');
    expect(text($('.woocommerce-product-attributes-item--dimensions td'))).toBe('72 × 52 × 1 cm');
    expect($<HTMLInputElement>('input.qty').max).toBe('9');
    expect($('.wp-post-image').getAttribute('src')).toContain('merino-crew-tee-red-600x600.jpg');
    expect($('.woocommerce-product-gallery__image a').getAttribute('href')).toContain('merino-crew-tee-red.jpg');
    expect(button().classList.contains('disabled')).toBe(false);
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    expect($('.woocommerce-variation-add-to-cart').className).toContain('woocommerce-variation-add-to-cart-enabled');
    expect(found.mock.calls.at(-1)![0][0].variation_id).toBe(4212);
    expect(shown.mock.calls.at(-1)![0][1]).toBe(true);
    expect($('.reset_variations').style.visibility).toBe('visible');
  });

  it('shows the "any size" variation (4220) with its own image, which is not in the gallery', async () => {
    const form = await mountPage(html);
    chooseAll(form, 'red', 'xl', 'Merino Blend');
    expect($<HTMLInputElement>('input.variation_id').value).toBe('4220');
    expect($('.wp-post-image').getAttribute('src')).toContain('merino-blend-tee-red-600x600.jpg');
    expect($('.wp-post-image').getAttribute('alt')).toBe('Merino Blend Crew Tee in red, folded');
    expect(text($('.woocommerce-variation-description'))).toBe('Blend fabric, fits any size (stretch).');
  });

  it('keeps an out-of-stock variation unbuyable (4213) and explains a click on the disabled button', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const form = await mountPage(html);
    const click = () => {
      const e = new MouseEvent('click', { bubbles: true, cancelable: true });
      button().dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(click()).toBe(true);
    expect(alert).toHaveBeenLastCalledWith(PARAMS.i18n_make_a_selection_text);
    chooseAll(form, 'red', 'l', 'Merino');
    expect(button().className).toContain('disabled wc-variation-is-unavailable');
    expect(button().className).not.toContain('selection-needed');
    expect(text($('.woocommerce-variation-availability'))).toBe('Out of stock');
    expect(click()).toBe(true);
    expect(alert).toHaveBeenLastCalledWith(PARAMS.i18n_unavailable_text);
    chooseAll(form, 'red', 'm', 'Merino');
    expect(click()).toBe(false);
  });

  it('takes out options no variation allows with the other choices, and unchooses one that became impossible', async () => {
    const form = await mountPage(html);
    const material = $<HTMLSelectElement>('select[name="attribute_material"]');
    const offered = () => Array.from(material.options, (o) => o.value);
    choose(form, 'attribute_pa_color', 'forest');
    choose(form, 'attribute_pa_size', 'xl');
    expect(option('attribute_material', 'Merino').disabled).toBe(false);
    // As the original: taken out of the select, the placeholder kept.
    expect(offered()).toEqual(['', 'Merino']);
    expect(option('attribute_material', 'Merino').className).toContain('enabled');
    chooseAll(form, 'navy', 'xl', 'Merino Blend');
    expect($<HTMLInputElement>('input.variation_id').value).toBe('4221');
    // The shop reloads the variations without navy/xl in Merino Blend: that choice goes, and with it the variation.
    const left = (fixtureJSON('variable-product.variations.json') as Array<{ variation_id: number }>).filter((v) => v.variation_id !== 4221);
    form.setAttribute('data-product_variations', JSON.stringify(left));
    form.dispatchEvent(new Event('reload_product_variations'));
    expect(material.value).toBe('');
    expect($<HTMLInputElement>('input.variation_id').value).toBe('');
    expect(button().className).toContain('wc-variation-selection-needed');
    // Back in its place once the choice allows it again.
    chooseAll(form, 'red', '', '');
    expect(offered()).toEqual(['', 'Merino', 'Merino Blend']);
  });

  it('fixes a sold-individually variation at 1 and hides the quantity (4219)', async () => {
    const form = await mountPage(html);
    $<HTMLInputElement>('input.qty').value = '3';
    chooseAll(form, 'forest', 'l', 'Merino Blend');
    expect($<HTMLInputElement>('input.qty').value).toBe('1');
    expect($('.quantity').style.display).toBe('none');
    $('.reset_variations').click();
    chooseAll(form, 'navy', 'l', 'Merino');
    expect($('.quantity').style.display).toBe('');
    expect($<HTMLInputElement>('input.qty').hasAttribute('max')).toBe(false); // unmanaged stock (4216)
  });

  it('clears everything on reset, restores the product values, announces it and keeps focus in the form', async () => {
    const form = await mountPage(html);
    const src = $('.wp-post-image').getAttribute('src');
    chooseAll(form, 'navy', 'm', 'Merino');
    expect(text($('.product_meta .sku'))).toBe('MCT-NAVY-M-M');
    $('.reset_variations').click();
    expect(Array.from(form.querySelectorAll('select'), (s) => s.value)).toEqual(['', '', '']);
    expect(text($('.product_meta .sku'))).toBe('MCT');
    expect(text($('.woocommerce-product-attributes-item--weight td'))).toBe('0.2 kg');
    expect($('.wp-post-image').getAttribute('src')).toBe(src);
    expect($<HTMLInputElement>('input.variation_id').value).toBe('');
    expect($('.reset_variations').style.visibility).toBe('hidden');
    expect(document.activeElement).toBe(form.querySelector('select'));
    await vi.advanceTimersByTimeAsync(60);
    expect(document.getElementById('dropins-live-polite')?.textContent).toBe(PARAMS.i18n_reset_alert_text);
  });

  it('announces the selection result once, through the shared live region', async () => {
    const form = await mountPage(html);
    chooseAll(form, 'red', 'l', 'Merino');
    await vi.advanceTimersByTimeAsync(60);
    const said = document.getElementById('dropins-live-polite')?.textContent ?? '';
    expect(said).toContain('Out of stock');
    expect(said).toContain(PARAMS.i18n_unavailable_text);
    expect($('.single_variation').hasAttribute('role')).toBe(false);
  });

  it('puts server HTML through the sanitizer: no script, no handler attribute reaches the page', async () => {
    const bad = html.replace('&lt;p class=\\&quot;stock in-stock\\&quot;&gt;9 in stock', '&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;\\/script&gt;&lt;p class=\\&quot;stock in-stock\\&quot;&gt;9 in stock');
    expect(bad).not.toBe(html);
    const form = await mountPage(bad);
    chooseAll(form, 'red', 'm', 'Merino');
    const area = $('.woocommerce-variation-availability');
    expect(text(area)).toBe('9 in stock');
    expect(area.querySelector('script')).toBeNull();
    expect(area.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });

  it('fires the original events in order', async () => {
    const form = await mountPage(html);
    const seen: string[] = [];
    for (const name of ['check_variations', 'woocommerce_update_variation_values', 'reset_data', 'found_variation', 'woocommerce_variation_has_changed'])
      form.addEventListener(name, () => seen.push(name));
    form.querySelector('.single_variation')!.addEventListener('hide_variation', () => seen.push('hide_variation'));
    choose(form, 'attribute_pa_color', 'red');
    expect(seen).toEqual(['check_variations', 'woocommerce_update_variation_values', 'hide_variation', 'reset_data', 'woocommerce_variation_has_changed']);
  });

  it('reads a big product in steps: busy meanwhile, then shows the choice made while reading', async () => {
    // Every clock reading is 5 ms later, so reading the 12 variations takes several steps.
    let t = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (t += 5));
    document.body.innerHTML = html;
    Object.assign(window, { wc_add_to_cart_variation_params: PARAMS });
    const registry = createRegistry();
    registry.register(definition);
    registry.scan();
    const form = $<HTMLFormElement>('form.variations_form');
    expect(form.getAttribute('aria-busy')).toBe('true');
    chooseAll(form, 'red', 'm', 'Merino');
    expect($<HTMLInputElement>('input.variation_id').value).toBe('');
    await vi.advanceTimersByTimeAsync(100);
    expect(form.hasAttribute('aria-busy')).toBe(false);
    expect($<HTMLInputElement>('input.variation_id').value).toBe('4212');
    expect(text($('.single_variation .woocommerce-variation-price'))).toBe('$28.00');
    registry.unmount();
  });

  it('keeps working, with one warning, when the theme left out .single_variation', async () => {
    const warn = vi.mocked(console.warn);
    const form = await mountPage(html.replace(/<div class="woocommerce-variation single_variation"[^>]*><\/div>/, ''));
    expect(form.querySelector('.single_variation')).toBeNull();
    expect(warn.mock.calls.filter((c) => String(c[0]).includes('no .single_variation'))).toHaveLength(1);
    chooseAll(form, 'red', 'm', 'Merino');
    expect($<HTMLInputElement>('input.variation_id').value).toBe('4212');
    expect(button().classList.contains('disabled')).toBe(false);
    await vi.advanceTimersByTimeAsync(60);
    expect(document.getElementById('dropins-live-polite')?.textContent).toContain('$28.00');
  });

  /** The visitor's own choice (a trusted change event, as the browser fires on a real selection). */
  const visitorChooses = (form: Element, name: string, value: string) => {
    const select = form.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
    select.value = value;
    const change = new Event('change', { bubbles: true });
    Object.defineProperty(change, 'isTrusted', { value: true });
    select.dispatchEvent(change);
  };

  it("paints a visitor's choice first and shows the matched variation in the next frame", async () => {
    const form = await mountPage(html);
    const found = vi.fn();
    form.addEventListener('found_variation', found);
    choose(form, 'attribute_pa_color', 'red');
    choose(form, 'attribute_pa_size', 'm');
    visitorChooses(form, 'attribute_material', 'Merino');
    // The choice itself is answered at once (options pruned, reset link shown); the variation waits for a frame.
    expect($('.reset_variations').style.visibility).toBe('visible');
    expect($<HTMLInputElement>('input.variation_id').value).toBe('');
    expect(found).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect($<HTMLInputElement>('input.variation_id').value).toBe('4212');
    expect(text($('.single_variation .woocommerce-variation-price'))).toBe('$28.00');
    expect(found).toHaveBeenCalledTimes(1);
  });

  it('never submits without a variation still waiting for its frame, and a newer choice replaces it', async () => {
    const form = await mountPage(html);
    const found = vi.fn();
    form.addEventListener('found_variation', (e) => found((e as CustomEvent).detail[0].variation_id));
    choose(form, 'attribute_pa_color', 'red');
    choose(form, 'attribute_pa_size', 'm');
    visitorChooses(form, 'attribute_material', 'Merino Blend');
    visitorChooses(form, 'attribute_material', 'Merino');
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect($<HTMLInputElement>('input.variation_id').value).toBe('4212');
    await vi.advanceTimersByTimeAsync(100);
    // Shown once, the newest choice; the replaced one never showed.
    expect(found.mock.calls).toEqual([[4212]]);
  });

  it('stops listening when unmounted', async () => {
    const form = await mountPage(html);
    unmountPage();
    document.body.append(form);
    chooseAll(form, 'red', 'm', 'Merino');
    expect(form.querySelector<HTMLInputElement>('input.variation_id')!.value).toBe('0');
  });
});
