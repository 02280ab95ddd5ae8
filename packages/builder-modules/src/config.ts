import { isPageElement, pageGlobals, readConfig, readGlobal, shape, str, type ConfigOf, type WidgetContext } from '@dropins/core';

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

/** A selector of ids and classes only (`#et-boc .et-l`), for the layout prefix Divi localizes. */
const isPlainSelector = (raw: unknown): raw is string => typeof raw === 'string' && /^[#.]?[\w-]+(?: [#.]?[\w-]+)*$/.test(raw);

/**
 * `et_modules_wrapper` (localized for cpt-modules-wrapper.js on custom post types): Divi asks for stray module
 * markup to be wrapped in its layout, `builderCssLayoutPrefix`.
 */
const WRAPPER = { builderCssLayoutPrefix: shape('#et-boc .et-l', isPlainSelector) };

export interface PageConfig {
  custom: ConfigOf<typeof CUSTOM>;
  builderType: string;
  /** The layout prefix stray modules are wrapped in, when the page asks for the wrapping. */
  strayLayout?: string;
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
  return { custom, builderType, strayLayout: readWrapper(ctx) };
}

/**
 * The layout prefix of `et_modules_wrapper`, or undefined when the page does not ask for the wrapping. A page
 * element in the global's place (a post's `<a id="et_modules_wrapper">`) means the page printed none: nothing is
 * wrapped and one warning says why; the rest of the package keeps working.
 */
function readWrapper(ctx: WidgetContext): string | undefined {
  const raw = pageGlobals().et_modules_wrapper;
  if (raw === undefined) return undefined;
  if (isPageElement(raw)) {
    ctx.warn('et_modules_wrapper is an element of the page, not Divi\'s settings; stray modules are not wrapped');
    return undefined;
  }
  return readConfig(raw, WRAPPER, 'et_modules_wrapper', (m) => ctx.warn(m)).builderCssLayoutPrefix;
}
