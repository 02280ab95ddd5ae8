import { isRecord, num, readConfig, readGlobal, shape, standDown, str, type WidgetContext } from '@dropins/core';
import { createTransport, type Transport } from '@dropins/core/transport';

const isArray = (raw: unknown): raw is unknown[] => Array.isArray(raw);

/** The `et_pb_custom` keys of split testing (wp_localize_script: scalars are strings, `ab_tests` keeps its JSON). */
export const SPLIT_KEYS = {
  ajaxurl: str(),
  et_frontend_nonce: str(),
  et_ab_log_nonce: str(),
  page_id: str(),
  unique_test_id: str(),
  ab_bounce_rate: num(5),
  is_ab_testing_active: str(),
  is_cache_plugin_active: str('no'),
  is_shortcode_tracking: str(),
  ab_tests: shape<unknown[]>([], isArray),
};

/** One split test on the page: the post that holds it and its unique test id. */
export interface SplitTest {
  postId: string;
  testId: string;
}

export interface SplitConfig {
  active: boolean;
  cachePlugin: boolean;
  shortcodeTracking: boolean;
  pageId: string;
  bounceMs: number;
  tests: SplitTest[];
  frontendNonce: string;
  logNonce: string;
  /** admin-ajax, for `et_pb_ab_get_subject_id` and `et_pb_update_stats_table`. */
  transport: Transport;
}

const MS_PER_SECOND = 1000;
const isId = (v: unknown): v is string | number => (typeof v === 'string' && /^\d+$/.test(v)) || (typeof v === 'number' && Number.isInteger(v));

/** `ab_tests`: `[{ post_id, test_id }]`; without entries the page's own test (`page_id` + `unique_test_id`). */
export function readTests(raw: unknown[], pageId: string, uniqueTestId: string): SplitTest[] {
  const tests = raw.map((entry) => {
    if (!isRecord(entry) || !isId(entry.post_id) || !isId(entry.test_id)) standDown('et_pb_custom.ab_tests holds a malformed entry');
    return { postId: String(entry.post_id), testId: String(entry.test_id) };
  });
  return tests.length || !pageId ? tests : [{ postId: pageId, testId: uniqueTestId }];
}

/** Reads the split-test settings once per page; malformed ones stand the family down with one warning. */
export function readSplitConfig(ctx: WidgetContext): SplitConfig {
  const raw = readGlobal('et_pb_custom');
  const cfg = readConfig(raw === undefined ? {} : raw, SPLIT_KEYS, 'et_pb_custom', (m) => ctx.warn(m));
  if (!cfg.ajaxurl) standDown('et_pb_custom.ajaxurl is missing');
  return {
    active: cfg.is_ab_testing_active !== '' && cfg.is_ab_testing_active !== '0',
    cachePlugin: cfg.is_cache_plugin_active === 'yes',
    shortcodeTracking: cfg.is_shortcode_tracking === 'on',
    pageId: cfg.page_id,
    bounceMs: cfg.ab_bounce_rate * MS_PER_SECOND,
    tests: readTests(cfg.ab_tests, cfg.page_id, cfg.unique_test_id),
    frontendNonce: cfg.et_frontend_nonce,
    logNonce: cfg.et_ab_log_nonce,
    transport: createTransport({ endpoint: { kind: 'ajax', ajaxUrl: cfg.ajaxurl } }),
  };
}
