import { getCookie, removeCookie, setCookie } from '@dropins/core/storage';
import type { SplitTest } from './config';
import { COOKIE_DAYS, type StatsLogger } from './stats';

const SECONDS_PER_DAY = 86_400;
const cookieFor = (postId: string) => `et_pb_ab_shortcode_track_${postId}`;

/**
 * Shortcode tracking: while the visitor sees a subject, a cookie remembers `{post}_{subject}_{test}`; a later
 * page holding `.et_pb_ab_split_track[data-test_id]` logs the short conversion from it, once, and clears it.
 */
export function rememberForShortcode(test: SplitTest, subjectId: string, logger: StatsLogger): void {
  if (logger.logged('con_short', test, subjectId)) return;
  setCookie(cookieFor(test.postId), `${test.postId}_${subjectId}_${test.testId}`, { maxAge: COOKIE_DAYS * SECONDS_PER_DAY });
}

export function logShortcodeConversions(body: Element, logger: StatsLogger): void {
  for (const el of body.querySelectorAll<HTMLElement>('.et_pb_ab_split_track')) {
    const postId = el.dataset.test_id ?? '';
    const saved = /^(\d+)_(\d*)_(\d+)$/.exec(getCookie(cookieFor(postId)) ?? '');
    if (!saved) continue;
    logger.log('con_short', { postId: saved[1], testId: saved[3] }, saved[2]);
    removeCookie(cookieFor(postId));
  }
}
