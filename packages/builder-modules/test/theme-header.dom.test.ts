import { describe, expect, it } from 'vitest';

describe('theme header cart count', () => {
  it("sums the cart table's quantities on updated_wc_div and writes Divi's text", async () => {
    const { cartCount } = await import('../src/families/theme-header/cart-count');
    document.body.innerHTML = `<div id="et-secondary-menu"><a class="et-cart-info" href="/cart/"><span>2 Items</span></a></div>
      <table class="shop_table cart"><tr><td class="product-quantity"><input value="1"></td></tr><tr><td class="product-quantity"><input value="3"></td></tr></table>`;
    (window as unknown as { DIVI?: unknown }).DIVI = { item_count: '%d Artikel', items_count: '%d Artikel (mehrere)' };
    const warnings: string[] = [];
    const ctx = {
      on: (t: EventTarget, type: string, fn: (e: Event, args: unknown[]) => void) => t.addEventListener(type, (e) => fn(e, [])),
      warn: (m: string) => warnings.push(m),
    } as unknown as Parameters<typeof cartCount>[1];
    cartCount(document.body, ctx);
    document.body.dispatchEvent(new Event('updated_wc_div'));
    expect(document.querySelector('.et-cart-info span')?.textContent).toBe('4 Artikel (mehrere)');
    document.querySelectorAll<HTMLInputElement>('.product-quantity input').forEach((input, i) => (input.value = i === 0 ? '1' : '0'));
    document.body.dispatchEvent(new Event('updated_wc_div'));
    expect(document.querySelector('.et-cart-info span')?.textContent).toBe('1 Artikel');
    expect(warnings).toEqual([]);
    delete (window as unknown as { DIVI?: unknown }).DIVI;
  });
});
