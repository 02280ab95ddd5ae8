// Shared set-up for the happy-dom tests: the fixture page, the localized params, a registry, a fake fetch.
import { vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createRegistry, type Registry } from '@dropins/core';
import { definition } from '../src/index';

const dir = resolve(import.meta.dirname, '../../../../shared/fixtures/woocommerce');
/** Fixture markup without its <script> tags (the params are set on window instead). */
export const fixtureHTML = (name: string) => readFileSync(resolve(dir, name), 'utf8').replace(/<script[\s\S]*?<\/script>/g, '');
export const fixtureJSON = (name: string) => JSON.parse(readFileSync(resolve(dir, name), 'utf8'));

export const PARAMS = {
  wc_ajax_url: '/?wc-ajax=%%endpoint%%',
  i18n_no_matching_variations_text: 'Sorry, no products matched your selection. Please choose a different combination.',
  i18n_make_a_selection_text: 'Please select some product options before adding this product to your cart.',
  i18n_unavailable_text: 'Sorry, this product is unavailable. Please choose a different combination.',
  i18n_reset_alert_text: 'Your selection has been reset. Please select some product options before adding this product to your cart.',
};

type Globals = Record<string, unknown>;

let registry: Registry | null = null;

/** Puts `html` in the page, sets the globals, mounts the widget and lets the 100 ms start pass. */
export async function mountPage(html: string, globals: Globals = {}): Promise<HTMLFormElement> {
  document.body.innerHTML = html;
  Object.assign(window, { wc_add_to_cart_variation_params: PARAMS, ...globals });
  registry = createRegistry();
  registry.register(definition);
  registry.scan();
  await vi.advanceTimersByTimeAsync(100);
  return document.querySelector<HTMLFormElement>('form.variations_form')!;
}

export function unmountPage(): void {
  registry?.unmount();
  registry = null;
  for (const k of ['wc_add_to_cart_variation_params', 'awdr_params', 'jQuery']) delete (window as unknown as Globals)[k];
  document.body.innerHTML = '';
}

/** Chooses a value as a visitor does (select, then a native change event). */
export function choose(form: Element, name: string, value: string): void {
  const select = form.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

export const chooseAll = (form: Element, color: string, size: string, material: string) => {
  choose(form, 'attribute_pa_color', color);
  choose(form, 'attribute_pa_size', size);
  choose(form, 'attribute_material', material);
};

export interface Call {
  url: string;
  body: URLSearchParams;
}

/** Replaces fetch; `answer` returns the response text (or a promise of it) for each request. */
export function fakeFetch(answer: (call: Call) => string | Promise<string>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = { url: String(url), body: new URLSearchParams(String(init.body)) };
      calls.push(call);
      const text = await answer(call);
      if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
      return new Response(text, { status: 200 });
    }),
  );
  return calls;
}

export const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
