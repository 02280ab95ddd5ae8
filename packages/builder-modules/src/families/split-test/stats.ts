import { getCookie, setCookie } from '@dropins/core/storage';
import type { SplitConfig, SplitTest } from './config';

export const RECORD_TYPES = ['read_page', 'view_goal', 'read_goal', 'click_goal', 'con_goal', 'con_short'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

/** Divi remembers a logged event for 365 days. */
export const COOKIE_DAYS = 365;
const SECONDS_PER_DAY = 86_400;

/** Events Divi counts once per test whatever the subject (their cookie carries no subject id). */
const PER_TEST: readonly RecordType[] = ['click_goal', 'con_short'];

/** `et_pb_ab_{record}_{post id}{test id}{subject id}` (no subject id for clicks and shortcode conversions). */
export function cookieName(record: RecordType, test: SplitTest, subjectId: string): string {
  return `et_pb_ab_${record}_${test.postId}${test.testId}${PER_TEST.includes(record) ? '' : subjectId}`;
}

/** `stats_data_array`: Divi sends the post id as `test_id`, with numbers where the ids are numeric. */
export function statsData(record: RecordType, test: SplitTest, subjectId: string): string {
  const asNumber = (v: string) => (/^\d+$/.test(v) ? Number(v) : v);
  return JSON.stringify({ test_id: asNumber(test.postId), subject_id: asNumber(subjectId), record_type: record });
}

export interface StatsLogger {
  logged(record: RecordType, test: SplitTest, subjectId: string): boolean;
  /** Logs once (cookie + `et_pb_update_stats_table`); `beacon` when the page may be left right after. */
  log(record: RecordType, test: SplitTest, subjectId: string, options?: { beacon?: boolean }): void;
}

/** The page's logger: what was logged is read from (and written to) Divi's cookies, so it holds across visits. */
export function createStatsLogger(config: SplitConfig, signal: AbortSignal): StatsLogger {
  const done = new Set<string>();
  const logged = (record: RecordType, test: SplitTest, subjectId: string) => {
    const name = cookieName(record, test, subjectId);
    return done.has(name) || getCookie(name) === 'true';
  };
  return {
    logged,
    log(record, test, subjectId, options = {}) {
      if (logged(record, test, subjectId)) return;
      const name = cookieName(record, test, subjectId);
      done.add(name);
      setCookie(name, 'true', { maxAge: COOKIE_DAYS * SECONDS_PER_DAY });
      const data = { stats_data_array: statsData(record, test, subjectId), et_ab_log_nonce: config.logNonce };
      if (options.beacon && config.transport.beacon('et_pb_update_stats_table', data)) return;
      config.transport.request('et_pb_update_stats_table', data, { as: 'text', signal }).catch(() => undefined);
    },
  };
}
