import { describe, expect, it } from 'vitest';
import { conditionHolds, conditionsHold, parseConditions, parseRelation, type Condition } from '../src/shared/forms/conditional-logic';

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
