import { describe, expect, it } from 'vitest';
import { captchaCorrect, drawDigit, CAPTCHA_MAX, CAPTCHA_MIN } from '../src/families/contact-form/captcha';

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
