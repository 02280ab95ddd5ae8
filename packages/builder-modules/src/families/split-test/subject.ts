import { emit, isRecord, type WidgetContext } from '@dropins/core';
import { sanitizeHTML } from '@dropins/core/safety';
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

/** The placeholder Divi prints for one subject (class-et-builder-element.php): `…_id_{post id}_{subject id}`. */
export function placeholderClass(test: SplitTest, subjectId: string | number): string {
  return `${PLACEHOLDER_PREFIX}${test.postId}_${subjectId}`;
}

/** One test's subject for this visitor, put in place of its placeholder (an unusable answer: one warning). */
async function placeSubject(body: HTMLElement, ctx: WidgetContext, config: SplitConfig, test: SplitTest): Promise<void> {
  let answer: unknown;
  try {
    answer = await config.transport.request('et_pb_ab_get_subject_id', { et_frontend_nonce: config.frontendNonce, et_pb_ab_test_id: test.postId }, { signal: ctx.signal });
  } catch {
    ctx.warn(`could not get the split-test subject of post ${test.postId} for this visitor`, body);
    return;
  }
  const id = isRecord(answer) ? answer.id : undefined;
  const content = isRecord(answer) ? answer.content : undefined;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof content !== 'string') {
    ctx.warn(`the split-test subject answer for post ${test.postId} is malformed`, body);
    return;
  }
  const target = body.querySelector(`.${CSS.escape(placeholderClass(test, id))}`);
  if (!target) ctx.warn(`no placeholder .${placeholderClass(test, id)} for the split-test subject`, body);
  target?.after(sanitizeHTML(content, body.ownerDocument));
  target?.remove();
}

/**
 * With a page-cache plugin the server prints hidden placeholders (`.et_pb_subject_placeholder_id_{post}_{subject}`)
 * and each test's subject for this visitor comes from `et_pb_ab_get_subject_id` (asked with the test's post id):
 * its HTML (through core's sanitizer) goes after the matching placeholder. Once every test has answered, the other
 * placeholders go and `et_pb_ab_subject_ready` is fired on the body.
 */
export async function loadSubject(body: HTMLElement, ctx: WidgetContext, config: SplitConfig): Promise<void> {
  if (!body.querySelector('.et_pb_subject_placeholder')) return;
  await Promise.all(config.tests.map((test) => placeSubject(body, ctx, config, test)));
  if (ctx.signal.aborted) return;
  for (const p of body.querySelectorAll('.et_pb_subject_placeholder')) p.remove();
  emit(body, 'et_pb_ab_subject_ready');
}
