import { readConfig, readGlobal, str, type WidgetContext } from '@dropins/core';
import { createTransport, type Transport } from '@dropins/core/transport';

/** The `et_pb_custom` keys the email opt-in uses (wp_localize_script: all strings). */
export const SIGNUP_KEYS = {
  ajaxurl: str(),
  et_frontend_nonce: str(),
  subscription_failed: str('Please, check the fields below to make sure you entered the correct information.'),
  fill_message: str('Please, fill in the following fields:'),
  contact_error_message: str('Please, fix the following errors:'),
  invalid: str('Invalid email'),
  captcha: str('Captcha'),
  wrong_checkbox: str('Checkbox'),
};

export interface SignupConfig {
  nonce: string;
  texts: { failed: string; fill: string; fix: string; invalid: string; captcha: string; wrongCheckbox: string };
  /** admin-ajax (`et_pb_submit_subscribe_form`); null when the page localized no `ajaxurl`. */
  transport: Transport | null;
}

/** Reads the texts and the endpoint once per page; one admin-ajax transport for every opt-in module. */
export function readSignupConfig(ctx: WidgetContext): SignupConfig {
  const raw = readGlobal('et_pb_custom');
  const cfg = readConfig(raw === undefined ? {} : raw, SIGNUP_KEYS, 'et_pb_custom', (m) => ctx.warn(m));
  return {
    nonce: cfg.et_frontend_nonce,
    texts: {
      failed: cfg.subscription_failed,
      fill: cfg.fill_message,
      fix: cfg.contact_error_message,
      invalid: cfg.invalid,
      captcha: cfg.captcha,
      wrongCheckbox: cfg.wrong_checkbox,
    },
    transport: cfg.ajaxurl ? createTransport({ endpoint: { kind: 'ajax', ajaxUrl: cfg.ajaxurl } }) : null,
  };
}
