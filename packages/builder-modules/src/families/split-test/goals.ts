import { docProp, type Cleanup, type WidgetContext } from '@dropins/core';
import { watchInView } from '../../shared/scroll/in-view';
import type { SplitTest } from './config';
import type { RecordType, StatsLogger } from './stats';

/** Divi's view waypoint: the goal's top passes 80% of the viewport height. */
export const VIEW_LINE_MARGIN = '0px 0px -20% 0px';
/** A goal near the page end that can never reach that line is viewed when it enters (offset 100%). */
export const BOTTOM_MARGIN = '0px';
/** The goal counts as read after it stays visible this long. */
export const READ_AFTER_MS = 3000;
/** The share of the viewport below the view line. */
const BELOW_VIEW_LINE = 0.2;

/** Whether the goal can scroll up to the view line, or sits too near the end of the page. */
export function viewMargin(goalTop: number, pageHeight: number, viewportHeight: number): string {
  return goalTop > pageHeight - viewportHeight * BELOW_VIEW_LINE ? BOTTOM_MARGIN : VIEW_LINE_MARGIN;
}

/** Modules whose conversion is counted by their own code (the forms fire the conversion event). */
const CONVERTS_ITSELF = ['et_pb_contact_form_container', 'et_pb_newsletter'];

/**
 * One goal: `view_goal` when it comes into view, `read_goal` when it stays there 3 s, `click_goal` on a click (on
 * its buttons for a module with buttons, which only the forms' own conversion counts otherwise).
 */
export function trackGoal(goal: HTMLElement, test: SplitTest, subjectId: string, ctx: WidgetContext, logger: StatsLogger): Cleanup {
  const log = (record: RecordType, beacon = false) => logger.log(record, test, subjectId, { beacon });
  const doc = goal.ownerDocument;
  const top = goal.getBoundingClientRect().top + (docProp('defaultView', doc)?.scrollY ?? 0);
  const margin = viewMargin(top, docProp('documentElement', doc).scrollHeight, docProp('defaultView', doc)?.innerHeight ?? 0);
  let cancelRead: (() => void) | null = null;
  const stopView = watchInView(goal, (entry) => {
    if (!entry.isIntersecting) {
      cancelRead?.();
      cancelRead = null;
      return;
    }
    log('view_goal');
    cancelRead ??= ctx.later(READ_AFTER_MS, () => log('read_goal'));
  }, margin);
  const isModule = goal.classList.contains('et_pb_module');
  const buttons = goal.classList.contains('et_pb_button') ? [goal] : Array.from(goal.querySelectorAll<HTMLElement>('.et_pb_button'));
  if (!isModule || !buttons.length) ctx.listen(goal, 'click', () => log('click_goal', true));
  else if (!CONVERTS_ITSELF.some((c) => goal.classList.contains(c))) for (const b of buttons) ctx.listen(b, 'click', () => log('click_goal', true));
  return () => {
    stopView();
    cancelRead?.();
  };
}
