// The site owner's side of the plugin: dropins.zip (`npm run package`) through WordPress's own admin screens.
// Delete the installed plugin from the Plugins screen (its uninstall.php removes the settings), install the zip with
// Plugins → Add New → Upload Plugin, activate it, then upload it again over itself ("Replace current with
// uploaded"): the same upload code (Plugin_Upgrader) the shop's setup used to install it. Project `dropins` only: it
// changes the installed plugin, and whatever happens the shop ends as it began (our zip installed, active, no
// settings stored).
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../browser';
import { packagePlugin } from '../../scripts/package.mjs';
import { pluginHeader } from '../../scripts/pot.mjs';
import { expectOneSharedRuntime, noticeDismissed, ours, path, shop, siteDir } from './shop';

const root = resolve(import.meta.dirname, '../..');
const s = shop();
// An admin screen takes several seconds to render on a busy 2-core machine (more than the suite's 15 s at worst).
const slow = { timeout: 60_000 };
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
  await expect(page).toHaveURL(/\/wp-admin\//, slow);
}

/**
 * An admin screen. A plugin's one-time "welcome" redirect (Woo Variation Gallery sends the first admin page after its
 * activation to its tutorial) is followed once, then the screen is opened again.
 */
async function admin(page: Page, screen: string): Promise<void> {
  await expect(async () => {
    await page.goto(`/wp-admin/${screen}`);
    expect(page.url()).toContain(`/wp-admin/${screen}`);
  }).toPass({ intervals: [0] });
}

/** Plugins → Add New → Upload Plugin with the zip; returns after WordPress has answered the upload. */
async function upload(page: Page, zip: string): Promise<void> {
  await admin(page, 'plugin-install.php');
  await page.locator('.upload-view-toggle').click();
  await page.locator('input#pluginzip').setInputFiles(zip);
  await page.locator('#install-plugin-submit').click();
  await page.waitForURL(/update\.php\?action=upload-plugin/, slow);
}

test('dropins.zip: deleted from the Plugins screen (settings removed), uploaded, activated, uploaded over itself', async ({ page }, info) => {
  test.skip(!ours(info), 'changes the installed plugin: once is enough');
  // About a minute on an idle machine; five when every core is busy.
  test.setTimeout(480_000);
  mkdirSync(info.outputDir, { recursive: true });
  const zip = packagePlugin({ out: join(info.outputDir, 'dropins.zip') }).out;
  try {
    await logIn(page);

    // A setting the owner changed, stored in the option `dropins`.
    await admin(page, 'options-general.php?page=dropins');
    await page.getByLabel('Consent bar').selectOption('off');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible(slow);
    await expect(page.getByLabel('Consent bar')).toHaveValue('off', slow);

    // Deactivate, then Delete (WordPress asks first; its uninstall runs our uninstall.php).
    await admin(page, 'plugins.php');
    await row(page).locator('.deactivate a').click();
    await expect(page.getByText('Plugin deactivated.')).toBeVisible(slow);
    // With its script, the screen asks in a dialog and deletes by ajax; before the script has run, the link opens
    // the confirmation screen. Both end in delete_plugins(), which runs the plugin's uninstall.php.
    page.once('dialog', (dialog) => void dialog.accept());
    await row(page).locator('.delete a').click();
    const confirm = page.getByRole('button', { name: 'Yes, delete these files and data' });
    // The ajax path writes the message into a table cell with the template's whitespace around it.
    const deleted = page.getByText(/^\s*(Dropins was successfully deleted\.|The selected plugin has been deleted\.)\s*$/).first();
    await expect(confirm.or(deleted).first()).toBeVisible(slow);
    if (await confirm.isVisible()) await confirm.click();
    await expect(deleted).toBeVisible(slow);
    expect(wp(`echo wp_json_encode( array( file_exists( WP_PLUGIN_DIR . '/dropins' ), get_option( 'dropins', 'none' ) ) );`)).toBe('[false,"none"]');

    // A new install from the zip: the uploader's page, then Activate.
    await upload(page, zip);
    await expect(page.getByText('Plugin installed successfully.')).toBeVisible(slow);
    await page.getByRole('link', { name: 'Activate Plugin' }).click();
    await expect(page.getByText('Plugin activated.')).toBeVisible(slow);
    await expect(row(page)).toHaveClass(/\bactive\b/, slow);
    await expect(row(page)).toContainText(`Version ${pluginHeader('Version')}`, slow);
    // The settings start again from the defaults: the uninstall removed the owner's choice.
    await admin(page, 'options-general.php?page=dropins');
    await expect(page.getByLabel('Consent bar')).toHaveValue('auto', slow);

    // The same zip over the installed copy: WordPress compares them and offers to replace.
    await upload(page, zip);
    await expect(page.getByText('This plugin is already installed.')).toBeVisible(slow);
    await page.getByRole('link', { name: 'Replace current with uploaded' }).click();
    await expect(page.getByText('Plugin updated successfully.')).toBeVisible(slow);

    // Still active: a visitor gets our scripts from the uploaded files.
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
