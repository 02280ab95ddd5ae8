/** The plugin's info bar. */
export const BAR = 'moove_gdpr_cookie_info_bar';
/** The plugin's floating "Change cookie settings" button. */
export const FLOATING_BUTTON = 'moove_gdpr_save_popup_settings_button';

/** Shows or hides an element the way the plugin's script does: an inline `display` (`shown` when on). */
export function show(el: Element | null | undefined, on: boolean, shown = ''): void {
  if (el instanceof HTMLElement) el.style.display = on ? shown : 'none';
}

/** Whether an element takes space on the page (not `display:none`, itself or above). */
export const isRendered = (el: Element | null | undefined): el is HTMLElement => el instanceof HTMLElement && el.isConnected && el.getClientRects().length > 0;
