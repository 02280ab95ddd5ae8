import { emit, isRecord, sanitizeHTML, type WidgetContext } from '@dropins/core';
import type { SplitConfig, SplitTest } from './config';

const SUBJECT_PREFIX = 'et_pb_ab_subject_id-';
const PLACEHOLDER_PREFIX = 'et_pb_subject_placeholder_id_';

/** The subject id shown for a test: the `{n}` of a `et_pb_ab_subject_id-{post id}_{n}` class inside `body`; '' if none. */
export function subjectIdFor(body: Element, test: SplitTest): string {
  const prefix = `${SUBJECT_PREFIX}${test.postId}_`;
  for (const el of body.querySelectorAll('.et_pb_ab_subject')) {
    const token = Array.from(el.classList).find((c) => c.startsWith(prefix));
    if (token) return token.slice(prefix.length);
  }
  return '';
}

/** The goal modules of a test (`et_pb_ab_goal_id-{post id}`). */
export function goalsFor(body: Element, test: SplitTest): HTMLElement[] {
  const name = `et_pb_ab_goal_id-${test.postId}`;
  return Array.from(body.querySelectorAll<HTMLElement>('.et_pb_ab_goal')).filter((el) => el.classList.contains(name));
}

/**
 * With a page-cache plugin the server prints hidden placeholders (`.et_pb_subject_placeholder_id_{subject}`) and
 * the visitor's subject comes from `et_pb_ab_get_subject_id`: its HTML (through core's sanitizer) goes after the
 * matching placeholder, every placeholder goes, and `et_pb_ab_subject_ready` is fired on the body. Resolves once
 * the subject is in place (or the answer was unusable: one warning).
 */
export async function loadSubject(body: HTMLElement, ctx: WidgetContext, config: SplitConfig): Promise<void> {
  const placeholders = Array.from(body.querySelectorAll('.et_pb_subject_placeholder'));
  if (!placeholders.length) return;
  let answer: unknown;
  try {
    answer = await config.transport.request('et_pb_ab_get_subject_id', { et_frontend_nonce: config.frontendNonce, et_pb_ab_test_id: config.pageId }, { signal: ctx.signal });
  } catch {
    ctx.warn('could not get the split-test subject for this visitor', body);
    return;
  }
  const id = isRecord(answer) ? answer.id : undefined;
  const content = isRecord(answer) ? answer.content : undefined;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof content !== 'string') {
    ctx.warn('the split-test subject answer is malformed', body);
    return;
  }
  const target = placeholders.find((p) => p.classList.contains(`${PLACEHOLDER_PREFIX}${id}`));
  target?.after(sanitizeHTML(content, body.ownerDocument));
  for (const p of placeholders) p.remove();
  emit(body, 'et_pb_ab_subject_ready');
}
