import { describe, expect, it } from 'vitest';
import { cookieName, statsData } from '../src/families/split-test/stats';
import { viewMargin, VIEW_LINE_MARGIN, BOTTOM_MARGIN } from '../src/families/split-test/goals';
import { readTests } from '../src/families/split-test/config';

describe('split-test records', () => {
  const test = { postId: '14', testId: '1700000000' };
  it('names the cookies as Divi does', () => {
    expect(cookieName('view_goal', test, '1')).toBe('et_pb_ab_view_goal_1417000000001');
    expect(cookieName('click_goal', test, '1')).toBe('et_pb_ab_click_goal_141700000000');
    expect(cookieName('con_short', test, '1')).toBe('et_pb_ab_con_short_141700000000');
  });
  it('sends the post id as test_id, numbers where numeric', () => {
    expect(JSON.parse(statsData('read_page', test, '0'))).toEqual({ test_id: 14, subject_id: 0, record_type: 'read_page' });
  });
  it('views a goal at 80% of the viewport unless it sits too near the page end', () => {
    expect(viewMargin(1000, 3000, 800)).toBe(VIEW_LINE_MARGIN);
    expect(viewMargin(2900, 3000, 800)).toBe(BOTTOM_MARGIN);
  });
  it('reads ab_tests, falling back to the page\'s own test', () => {
    expect(readTests([{ post_id: 14, test_id: '1700000000' }], '14', '')).toEqual([test]);
    expect(readTests([], '14', '1700000000')).toEqual([test]);
    expect(() => readTests([{ post_id: 'x' }], '14', '')).toThrow(/ab_tests/);
  });
});
