// The site owner's side of the plugin: dropins.zip (`npm run package`) through WordPress's own admin screens.
// Delete the installed plugin from the Plugins screen (its uninstall.php removes the settings), install the zip with
// Plugins → Add New → Upload Plugin, activate it, then upload it again over itself ("Replace current with
// uploaded"): the same upload code (Plugin_Upgrader) the shop's setup used to install it. Project `dropins` only: it
// changes the installed plugin, and whatever happens the shop ends as it began (our zip installed, active, no
// settings stored).
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../browser';
import { packagePlugin } from '../../scripts/package.mjs';
import { expectOneSharedRuntime, noticeDismissed, ours, path, shop, siteDir } from './shop';

const root = resolve(import.meta.dirname, '../..');
const s = shop();
const row = (page: Page) => page.locator('tr[data-plugin="dropins/dropins.php"]');

/** PHP on the shop's WordPress (the CLI, as the setup scripts run it): prints what `code` echoes. */
function wp(code: string): string {
  const boot = `$_SERVER['HTTP_HOST'] = 'localhost'; $_SERVER['REQUEST_URI'] = '/'; require $argv[1] . '/wp-load.php';`;
  return execFileSync('php', ['-r', boot + code, siteDir], { encoding: 'utf8' });
}

async function logIn(page: Page): Promise<void> {
  await page.goto('/wp-login.php');
  await page.locator('#user_login').fill('admin');
  await page.locator('#user_pass').fill('dropins-admin-password');
  await page.locator('#wp-submit').click();
  await expect(page).toHaveURL(/\/wp-admin\//);
}

/** Plugins → Add New → Upload Plugin with the zip; returns after WordPress has answered the upload. */
async function upload(page: Page, zip: string): Promise<void> {
  await page.goto('/wp-admin/plugin-install.php');
  await page.locator('.upload-view-toggle').click();
  await page.locator('input#pluginzip').setInputFiles(zip);
  await page.locator('#install-plugin-submit').click();
  await page.waitForURL(/update\.php\?action=upload-plugin/);
}

test('dropins.zip: deleted from the Plugins screen (settings removed), uploaded, activated, uploaded over itself', async ({ page }, info) => {
  test.skip(!ours(info), 'changes the installed plugin: once is enough');
  test.setTimeout(300_000);
  const zip = packagePlugin({ out: join(info.outputDir, 'dropins.zip') }).out;
  try {
    await logIn(page);

    // A setting the owner changed, stored in the option `dropins`.
    await page.goto('/wp-admin/options-general.php?page=dropins');
    await page.getByLabel('Consent bar').selectOption('off');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    await expect(page.getByLabel('Consent bar')).toHaveValue('off');

    // Deactivate, then Delete (WordPress asks first; its uninstall runs our uninstall.php).
    await page.goto('/wp-admin/plugins.php');
    await row(page).locator('.deactivate a').click();
    await expect(page.getByText('Plugin deactivated.')).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await row(page).locator('.delete a').click();
    await expect(page.getByText('Dropins was successfully deleted.')).toBeVisible();
    expect(wp(`echo wp_json_encode( array( file_exists( WP_PLUGIN_DIR . '/dropins' ), get_option( 'dropins', 'none' ) ) );`)).toBe('[false,"none"]');

    // A new install from the zip: the uploader's page, then Activate.
    await upload(page, zip);
    await expect(page.getByText('Plugin installed successfully.')).toBeVisible();
    await page.getByRole('link', { name: 'Activate Plugin' }).click();
    await expect(page.getByText('Plugin activated.')).toBeVisible();
    await expect(row(page)).toHaveClass(/\bactive\b/);
    await expect(row(page)).toContainText(`Version ${/Stable tag:\s*(\S+)/.exec(wp(`echo file_get_contents( WP_PLUGIN_DIR . '/dropins/readme.txt' );`))?.[1]}`);
    // The settings start again from the defaults: the uninstall removed the owner's choice.
    await page.goto('/wp-admin/options-general.php?page=dropins');
    await expect(page.getByLabel('Consent bar')).toHaveValue('auto');

    // The same zip over the installed copy: WordPress compares them and offers to replace.
    await upload(page, zip);
    await expect(page.getByText('This plugin is already installed.')).toBeVisible();
    await page.getByRole('link', { name: 'Replace current with uploaded' }).click();
    await expect(page.getByText('Plugin updated successfully.')).toBeVisible();

    // Still active, and a visitor gets our scripts from the uploaded files.
    await page.goto('/wp-admin/plugins.php');
    await expect(row(page)).toHaveClass(/\bactive\b/);
    await page.context().clearCookies();
    await noticeDismissed(page.context());
    await page.goto(path(s.variable.url));
    await expectOneSharedRuntime(
      page,
      ['email-decoder', 'antispam-signals', 'variation-form', 'storefront', 'gallery', 'consent-bar'],
      ['antispam-signals', 'consent-bar', 'gallery', 'storefront-cart', 'storefront-fragments', 'variation-form'],
    );
  } finally {
    // Whatever failed above, the shop goes back to our zip installed and active, with no settings stored.
    execFileSync('php', [join(root, 'scripts/wordpress/install-plugin.php'), siteDir, zip], { encoding: 'utf8' });
    wp(`delete_option( 'dropins' );`);
  }
});
