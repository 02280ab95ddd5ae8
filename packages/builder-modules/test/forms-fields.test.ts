import { describe, expect, it } from 'vitest';
import { isEmail } from '../src/shared/forms/forms-fields';

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
