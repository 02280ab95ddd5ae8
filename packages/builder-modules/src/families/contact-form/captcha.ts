/**
 * The contact form's sum captcha: `input.et_pb_contact_captcha[data-first_digit][data-second_digit]` and the
 * question `span.et_pb_contact_captcha_question` ("7 + 12"). A wrong answer draws two new numbers.
 */

/** Divi draws each number with `Math.floor(Math.random() * 15 + 1)`: 1 to 15. */
export const CAPTCHA_MIN = 1;
export const CAPTCHA_MAX = 15;

export function drawDigit(random: () => number = Math.random): number {
  return Math.floor(random() * (CAPTCHA_MAX - CAPTCHA_MIN + 1)) + CAPTCHA_MIN;
}

/** Whether the typed answer is the sum (Divi compares `parseInt(answer)` with the sum of the two numbers). */
export function captchaCorrect(answer: string, first: number, second: number): boolean {
  return Number.parseInt(answer, 10) === first + second;
}

export interface CaptchaCheck {
  /** Whether a captcha was answered wrongly (an empty answer is the required-field rule's business). */
  wrong: boolean;
}

/**
 * Checks the form's captcha, if any and if answered. On a wrong answer: new numbers in the data attributes, the
 * question and the input's accessible name, and the answer cleared.
 */
export function checkCaptcha(form: Element, random: () => number = Math.random): CaptchaCheck {
  const input = form.querySelector<HTMLInputElement>('.et_pb_contact_captcha');
  if (!input || input.value === '') return { wrong: false };
  const first = Number.parseInt(input.dataset.first_digit ?? '', 10);
  const second = Number.parseInt(input.dataset.second_digit ?? '', 10);
  if (captchaCorrect(input.value, first, second)) return { wrong: false };
  setCaptcha(form, drawDigit(random), drawDigit(random));
  return { wrong: true };
}

/**
 * Puts a new sum in the form's captcha: the data attributes, the question, the input's accessible name; the answer
 * is cleared. Nothing happens without a captcha.
 */
export function setCaptcha(form: Element, first: number, second: number): void {
  const input = form.querySelector<HTMLInputElement>('.et_pb_contact_captcha');
  if (!input) return;
  input.dataset.first_digit = String(first);
  input.dataset.second_digit = String(second);
  input.value = '';
  const question = `${first} + ${second}`;
  const span = form.querySelector('.et_pb_contact_captcha_question');
  if (span) span.textContent = question;
  const name = input.getAttribute('aria-label');
  if (name !== null) input.setAttribute('aria-label', name.replace(/\d+\s*\+\s*\d+/, question));
}
