import { readConfig, readGlobal, str, type WidgetContext } from '@dropins/core';
import { createTransport, type Transport } from '@dropins/core/transport';

/** The `et_pb_custom` texts the contact form shows (wp_localize_script: all strings). */
export const CONTACT_TEXTS = {
  fill_message: str('Please, fill in the following fields:'),
  contact_error_message: str('Please, fix the following errors:'),
  invalid: str('Invalid email'),
  captcha: str('Captcha'),
  wrong_captcha: str('You entered the wrong number in captcha.'),
  wrong_checkbox: str('Checkbox'),
};

export interface ContactConfig {
  texts: { fill: string; fix: string; invalid: string; captcha: string; wrongCaptcha: string; wrongCheckbox: string };
  /** One transport per form action URL (the page URL), made on first use and kept for the page. */
  transportFor(url: string): Transport;
}

/**
 * Reads the texts once per page. The contact form posts to its own action URL, not to admin-ajax, so the
 * transports are keyed by that URL; the `wc` endpoint kind posts the fields to the URL as it is.
 */
export function readContactConfig(ctx: WidgetContext): ContactConfig {
  const raw = readGlobal('et_pb_custom');
  const cfg = readConfig(raw === undefined ? {} : raw, CONTACT_TEXTS, 'et_pb_custom', (m) => ctx.warn(m));
  const transports = new Map<string, Transport>();
  return {
    texts: {
      fill: cfg.fill_message,
      fix: cfg.contact_error_message,
      invalid: cfg.invalid,
      captcha: cfg.captcha,
      wrongCaptcha: cfg.wrong_captcha,
      wrongCheckbox: cfg.wrong_checkbox,
    },
    transportFor(url) {
      let transport = transports.get(url);
      if (!transport) transports.set(url, (transport = createTransport({ endpoint: { kind: 'wc', wcAjaxUrl: url } })));
      return transport;
    },
  };
}
