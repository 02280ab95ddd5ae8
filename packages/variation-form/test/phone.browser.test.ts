// The demo phones in real Chromium: inline (/phone) and above the ajax threshold (/phone-ajax), keyboard only,
// Woo Discount Rules pricing against the reference backend, axe.
import { test, expect, expectNoAxeViolations, waitForMounted, serverLog } from '../../../test/browser';

test.describe('variation-form on the demo phones', () => {
  test('inline: choosing by keyboard shows the variation, prices it for the quantity, and resets', async ({ page, watch }) => {
    await page.goto('/phone');
    await waitForMounted(page, 'variation-form');
    const button = page.locator('.single_add_to_cart_button');
    await expect(button).toHaveClass(/wc-variation-selection-needed/);
    await expect(page.locator('.reset_variations')).toBeHidden();

    // Keyboard only: focus the first select, pick with the arrow keys, Tab to the next.
    await page.locator('#pa_colour').focus();
    await page.keyboard.press('ArrowDown'); // Midnight
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // 128 GB
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // Unlocked
    await page.keyboard.press('ArrowDown'); // NovaMobile
    await expect(page.locator('input.variation_id')).toHaveValue('7314');
    await expect(page.locator('.single_variation .woocommerce-variation-description')).toHaveText(/Spring offer/);
    await expect(page.locator('.product_meta .sku')).toHaveText('AX5-MIDNIGHT-128GB-NOVAMOBILE');
    await expect(page.locator('.wp-post-image')).toHaveAttribute('src', /aurora-x5-midnight-600x600/);
    await expect(button).not.toHaveClass(/disabled/);
    await expect(page.locator('#dropins-live-polite')).toContainText('$449.00');

    // Woo Discount Rules: 3 phones are 5% off, asked for on the quantity change.
    await page.locator('input.qty').fill('3');
    await page.locator('input.qty').press('Tab');
    await expect(page.locator('.woocommerce-variation-price .price').first()).toContainText('Current price is: $426.55.');
    await expect(page.locator('.awdr-bulk-customizable-table tr.bulk_table_row')).toHaveCount(2);
    const log = await serverLog(page);
    expect(log.some((r) => r.body.method === 'get_variable_product_bulk_table' && r.body.product_id === '7314')).toBe(true);

    await expectNoAxeViolations(page, '#product-7310');
    await page.locator('.reset_variations').click();
    await expect(page.locator('#pa_colour')).toBeFocused();
    await expect(page.locator('.product_meta .sku')).toHaveText('AX5');
    await expect(page.locator('.reset_variations')).toBeHidden();
    await expect(button).toHaveClass(/wc-variation-selection-needed/);
    expect(watch.errors).toEqual([]);
  });

  test('inline: an out-of-stock choice keeps the button disabled and a click explains why', async ({ page, watch }) => {
    await page.goto('/phone');
    await waitForMounted(page, 'variation-form');
    await page.selectOption('#pa_colour', 'midnight');
    await page.selectOption('#pa_storage', '512gb');
    await page.selectOption('#carrier', 'Unlocked');
    await expect(page.locator('.woocommerce-variation-availability')).toHaveText('Out of stock');
    await expect(page.locator('.single_add_to_cart_button')).toHaveClass(/disabled wc-variation-is-unavailable/);
    // aria-disabled, not disabled: the button stays reachable and says why it does nothing.
    await expect(page.locator('.single_add_to_cart_button')).toHaveAttribute('aria-disabled', 'true');
    const messages: string[] = [];
    page.on('dialog', (d) => {
      messages.push(d.message());
      void d.dismiss();
    });
    await page.locator('.single_add_to_cart_button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => messages).toEqual(['Sorry, this product is unavailable. Please choose a different combination.']);
    expect(page.url()).toMatch(/\/phone$/); // nothing was submitted
    expect(watch.errors).toEqual([]);
  });

  test('ajax: each full choice is asked of the server; "no such phone" shows the notice', async ({ page, watch }) => {
    await page.goto('/phone-ajax');
    await waitForMounted(page, 'variation-form');
    await page.selectOption('#pa_colour', 'sage');
    await page.selectOption('#pa_storage', '256gb');
    await page.selectOption('#carrier', 'Unlocked');
    await expect(page.locator('.product_meta .sku')).toHaveText('AX5P-SAGE-256GB-UNLOCKED');
    await expect(page.locator('.single_add_to_cart_button')).not.toHaveClass(/disabled/);
    await page.selectOption('#carrier', 'Skyline Telecom');
    await expect(page.locator('.wc-no-matching-variations')).toHaveText(/no products matched your selection/);
    await expect(page.locator('#carrier option[value="Skyline Telecom"]')).toBeDisabled();
    const asked = (await serverLog(page)).filter((r) => r.query['wc-ajax'] === 'get_variation');
    expect(asked.map((r) => r.body.attribute_carrier)).toEqual(['Unlocked', 'Skyline Telecom']);
    expect(asked[0].body.product_id).toBe('7330');
    await expectNoAxeViolations(page, '#product-7330');
    expect(watch.errors).toEqual([]);
  });

  test('a stale awdr nonce gets "Invalid token": the price area is emptied, the form keeps working', async ({ page, watch }) => {
    await page.goto('/phone?stale_nonce=1');
    await waitForMounted(page, 'variation-form');
    await page.selectOption('#pa_colour', 'coral');
    await page.selectOption('#pa_storage', '128gb');
    await page.selectOption('#carrier', 'NovaMobile');
    await expect(page.locator('input.variation_id')).toHaveValue('7319'); // "any carrier"
    await expect(page.locator('.woocommerce-variation-price .price').first()).toBeEmpty();
    expect(watch.warnings.filter((w) => w.includes('Invalid token'))).toHaveLength(1);
    await expect(page.locator('.single_add_to_cart_button')).not.toHaveClass(/disabled/);
    expect(watch.errors).toEqual([]);
  });
});
