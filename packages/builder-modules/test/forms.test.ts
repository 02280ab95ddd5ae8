import { describe, expect, it } from 'vitest';
import { conditionHolds, conditionsHold, parseConditions, parseRelation, type Condition } from '../src/shared/forms/conditional-logic';
import { isEmail } from '../src/shared/forms/forms-fields';
import { captchaCorrect, drawDigit, CAPTCHA_MAX, CAPTCHA_MIN } from '../src/families/contact-form/captcha';
import { bracketFields, redirectTarget, signupPayload } from '../src/families/newsletter/payload';
import { cookieName, statsData } from '../src/families/split-test/stats';
import { viewMargin, VIEW_LINE_MARGIN, BOTTOM_MARGIN } from '../src/families/split-test/goals';
import { readTests } from '../src/families/split-test/config';

describe('email pattern', () => {
  it.each([
    ['ada@example.test', true],
    ['a.b+tag@mail.example.co.uk', true],
    ["o'brien@example.test", true],
    [`ada@${'a'.repeat(63)}.test`, true],
    [`ada@${'a'.repeat(64)}.test`, false],
    ['ada@example', false],
    ['ada@@example.test', false],
    ['ada@-example.test', false],
    ['ada@example-.test', false],
    ['ada@exa_mple.test', false],
    ['ada example@example.test', false],
    ['@example.test', false],
    ['', false],
  ])('%s → %s', (value, ok) => expect(isEmail(value)).toBe(ok));
});

describe('captcha', () => {
  it('accepts only the sum, read as an integer', () => {
    expect(captchaCorrect('19', 7, 12)).toBe(true);
    expect(captchaCorrect(' 19', 7, 12)).toBe(true);
    expect(captchaCorrect('18', 7, 12)).toBe(false);
    expect(captchaCorrect('nineteen', 7, 12)).toBe(false);
  });
  it('draws numbers from 1 to 15', () => {
    expect(drawDigit(() => 0)).toBe(CAPTCHA_MIN);
    expect(drawDigit(() => 0.999999)).toBe(CAPTCHA_MAX);
    for (let i = 0; i < 200; i++) {
      const d = drawDigit();
      expect(d >= 1 && d <= 15 && Number.isInteger(d)).toBe(true);
    }
  });
});

describe('conditional logic', () => {
  const c = (op: Condition['op'], value = ''): Condition => ({ fieldId: 'f', op, value });
  it.each([
    ['is', 'Business', 'Business', true],
    ['is', 'Business', 'Personal', false],
    ['is not', 'Business', 'Personal', true],
    ['is not', 'Business', 'Business', false],
    ['contains', 'ness', 'Business', true],
    ['contains', 'xyz', 'Business', false],
    ['does not contain', 'xyz', 'Business', true],
    ['does not contain', 'ness', 'Business', false],
    ['is empty', '', '', true],
    ['is empty', '', ' ', true],
    ['is empty', '', 'x', false],
    ['is not empty', '', 'x', true],
    ['is not empty', '', '', false],
    ['is greater', '10', '11', true],
    ['is greater', '10', '10', false],
    ['is greater', '10', 'abc', false],
    ['is less', '10', '9.5', true],
    ['is less', '10', '10', false],
  ] as const)('%s %j with %j → %s', (op, value, current, expected) => expect(conditionHolds(c(op, value), current)).toBe(expected));

  it('reads checkbox groups as their checked values', () => {
    expect(conditionHolds(c('is', 'Red'), ['Blue', 'Red'])).toBe(true);
    expect(conditionHolds(c('is not', 'Red'), ['Blue'])).toBe(true);
    expect(conditionHolds(c('is empty'), [])).toBe(true);
    expect(conditionHolds(c('contains', 'Bl'), ['Blue'])).toBe(true);
  });

  it('combines with all or any', () => {
    const values: Record<string, string> = { a: '1', b: '2' };
    const conds: Condition[] = [{ fieldId: 'a', op: 'is', value: '1' }, { fieldId: 'b', op: 'is', value: '3' }];
    expect(conditionsHold(conds, 'all', (id) => values[id])).toBe(false);
    expect(conditionsHold(conds, 'any', (id) => values[id])).toBe(true);
    expect(conditionsHold([], 'all', () => '')).toBe(true);
    expect(parseRelation('any')).toBe('any');
    expect(parseRelation('off')).toBe('all');
    expect(parseRelation(null)).toBe('all');
  });

  it('parses Divi\'s JSON and refuses anything else', () => {
    expect(parseConditions('[["inquiry_type","is","Business"]]')).toEqual([{ fieldId: 'inquiry_type', op: 'is', value: 'Business' }]);
    expect(parseConditions('[["n","is greater",5],["m","is empty"]]')).toEqual([{ fieldId: 'n', op: 'is greater', value: '5' }, { fieldId: 'm', op: 'is empty', value: '' }]);
    for (const bad of ['', '{', '{}', '[["a"]]', '[["a","resembles","b"]]', '[[{},"is","b"]]', '[["a","is",{}]]', '["a","is","b"]']) expect(parseConditions(bad)).toBeNull();
  });
});

describe('opt-in payload', () => {
  it('flattens nested values the way jQuery posts them to PHP', () => {
    expect(bracketFields('et_custom_fields', { topic: { a1b2: 'Design' }, city: 'Paris' })).toEqual({ 'et_custom_fields[topic][a1b2]': 'Design', 'et_custom_fields[city]': 'Paris' });
    expect(bracketFields('et_hidden_fields', ['company', 'phone'])).toEqual({ 'et_hidden_fields[0]': 'company', 'et_hidden_fields[1]': 'phone' });
    expect(bracketFields('et_hidden_fields', [])).toEqual({});
  });
  it('sends every field of et_pb_submit_subscribe_form', () => {
    const payload = signupPayload({ listId: 'L', firstName: 'Ada', lastName: 'L', email: 'a@x.test', provider: 'mailchimp', account: 'Acc', ipAddress: 'true', checksum: 'C', customFields: { topic: 'Code' }, hiddenFields: ['company'] }, 'N');
    expect(payload).toEqual({
      et_frontend_nonce: 'N', et_list_id: 'L', et_firstname: 'Ada', et_lastname: 'L', et_email: 'a@x.test', et_provider: 'mailchimp', et_account: 'Acc',
      et_ip_address: 'true', 'et_custom_fields[topic]': 'Code', 'et_hidden_fields[0]': 'company', token: '', et_checksum: 'C',
    });
  });
  it('adds the chosen redirect query data', () => {
    const data = { first_name: 'Ada', last_name: 'Lovelace', email: 'a+b@x.test', ip_address: '203.0.113.7', form_id: undefined };
    expect(redirectTarget('https://x.test/welcome/', 'name|email|ip_address', data)).toBe('https://x.test/welcome/?first_name=Ada&email=a%2Bb%40x.test&ip_address=203.0.113.7');
    expect(redirectTarget('https://x.test/w?ref=1', 'last_name|css_id', data)).toBe('https://x.test/w?ref=1&last_name=Lovelace');
    expect(redirectTarget('https://x.test/w', '', data)).toBe('https://x.test/w');
  });
});

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
