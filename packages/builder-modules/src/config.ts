import { readConfig, readGlobal, shape, str, type ConfigOf, type WidgetContext } from '@dropins/core';

const isArray = (raw: unknown): raw is unknown[] => Array.isArray(raw);

/**
 * `et_pb_custom` (wp_localize_script for Divi's scripts.min.js): top-level scalars are strings. The texts and
 * endpoints are read here once for every module family; this part of the package uses `ignore_waypoints`.
 */
export const CUSTOM = {
  ajaxurl: str(),
  images_uri: str(),
  builder_images_uri: str(),
  et_frontend_nonce: str(),
  et_ab_log_nonce: str(),
  subscription_failed: str(),
  fill_message: str(),
  contact_error_message: str(),
  invalid: str(),
  captcha: str(),
  prev: str('Prev'),
  previous: str('Previous'),
  next: str('Next'),
  wrong_captcha: str(),
  wrong_checkbox: str(),
  ignore_waypoints: str('no'),
  is_divi_theme_used: str(),
  page_id: str(),
  ab_bounce_rate: str('5'),
  is_ab_testing_active: str(),
  is_cache_plugin_active: str('no'),
  ab_tests: shape<unknown[]>([], isArray),
};

/** `et_builder_utils_params.builderType`: fe (front end), vb, bfb, tb, lbb, lbp. */
const UTILS = { builderType: str('fe') };

export interface PageConfig {
  custom: ConfigOf<typeof CUSTOM>;
  builderType: string;
}

/**
 * Reads Divi's page globals once. A page without `et_pb_custom` (Divi's scripts not localized) still gets the
 * module families with defaults; a malformed one stands the package down with one warning.
 */
export function readPageConfig(ctx: WidgetContext): PageConfig {
  const raw = readGlobal('et_pb_custom');
  const custom = readConfig(raw === undefined ? {} : raw, CUSTOM, 'et_pb_custom', (m) => ctx.warn(m));
  const utils = readGlobal('et_builder_utils_params');
  const builderType = utils === undefined ? 'fe' : readConfig(utils, UTILS, 'et_builder_utils_params', (m) => ctx.warn(m)).builderType;
  return { custom, builderType };
}
