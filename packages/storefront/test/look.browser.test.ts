// Storefront widgets under WooCommerce's real stylesheets at desktop and phone width: the show-password toggle is
// WooCommerce's 22x22 icon button inside the field (no glyph of ours on top) and gives focus back to the field; a
// mini-cart remove lays WooCommerce's dark blockUI overlay with its spinner over the row; the reply title gains no space.
import { test, expect, waitForMounted } from '../../../test/browser';
import { expectNoSidewaysOverflow, expectUsable, VIEWPORTS } from '../../../test/visible';

for (const viewport of VIEWPORTS) {
  test.describe(`storefront at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('show-password: a 22x22 toggle inside the field, one icon, focus back in the field after a toggle', async ({ page, watch }) => {
      await page.goto('/account');
      await waitForMounted(page, 'storefront-password', 2);
      const toggles = page.locator('button.show-password-input');
      await expectUsable(page, toggles);
      const geometry = await page.locator('#password + button.show-password-input').evaluate((button) => {
        const box = button.getBoundingClientRect();
        const field = button.previousElementSibling!.getBoundingClientRect();
        return {
          size: [Math.round(box.width), Math.round(box.height)],
          inside: box.left >= field.left && box.right <= field.right && box.top >= field.top && box.bottom <= field.bottom,
          after: getComputedStyle(button, '::after').content,
        };
      });
      expect(geometry).toEqual({ size: [22, 22], inside: true, after: 'none' });
      await page.locator('#password').fill('hunter2');
      await page.locator('#password + button.show-password-input').click();
      await expect(page.locator('#password')).toHaveAttribute('type', 'text');
      await expect(page.locator('#password')).toBeFocused();
      await expectNoSidewaysOverflow(page);
      expect(watch.errors).toEqual([]);
    });

    test('mini-cart remove: the row lies under a dark overlay with the spinner until the server answers', async ({ page, watch }) => {
      await page.goto('/shop');
      await waitForMounted(page, 'storefront-cart');
      await page.locator('.add_to_cart_button[data-product_id="4100"]').click();
      const row = page.locator('.widget_shopping_cart_content .woocommerce-mini-cart-item').first();
      await expect(row).toBeVisible();
      await expectUsable(page, page.locator('.widget_shopping_cart_content .remove_from_cart_button'));
      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/?wc-ajax=remove_from_cart', async (route) => {
        await answered;
        await route.continue();
      });
      await row.locator('.remove_from_cart_button').click();
      const overlay = row.locator('> .blockUI.blockOverlay');
      await expect(overlay).toHaveCount(1);
      const look = await overlay.evaluate((o) => {
        const rowBox = o.parentElement!.getBoundingClientRect();
        const box = o.getBoundingClientRect();
        const spinner = getComputedStyle(o, '::before');
        return {
          covers: Math.round(box.width) === Math.round(rowBox.width) && Math.round(box.height) === Math.round(rowBox.height),
          background: getComputedStyle(o).backgroundColor,
          opacity: getComputedStyle(o).opacity,
          spinner: spinner.backgroundImage.includes('loader.svg'),
        };
      });
      expect(look).toEqual({ covers: true, background: 'rgb(0, 0, 0)', opacity: '0.6', spinner: true });
      answer();
      await expect(page.locator('.widget_shopping_cart_content .woocommerce-mini-cart-item')).toHaveCount(0);
      await expectNoSidewaysOverflow(page);
      expect(watch.errors).toEqual([]);
    });

    test('comment reply: the title reads "Reply to Alice" right before "Cancel reply", as WordPress writes it', async ({ page, watch }) => {
      await page.goto('/discussion');
      await waitForMounted(page, 'storefront-comment-reply');
      await page.getByRole('link', { name: 'Reply to Alice' }).click();
      await expect(page.locator('#reply-title')).toHaveText('Reply to AliceCancel reply', { useInnerText: false });
      await expectUsable(page, page.locator('#cancel-comment-reply-link'));
      await page.locator('#cancel-comment-reply-link').click();
      expect(await page.locator('#reply-title').evaluate((h) => h.firstChild?.nodeValue)).toBe('Leave a Reply ');
      expect(watch.errors).toEqual([]);
    });
  });
}
