import { sanitizeHTML } from '@dropins/core/safety';
import { setCaptcha } from './captcha';

export interface Applied {
  /** The answer held an element with the container's id. */
  found: boolean;
  /** No `.et_pb_contact_error_text` in the answer: Divi counts the message as sent. */
  success: boolean;
}

/**
 * The captcha numbers the server drew for the re-rendered form: the sanitizer drops forms whole, so the two numbers
 * of the first captcha question after the container's id are read from the answer as text (digits only).
 */
export function answerCaptcha(html: string, containerId: string): [number, number] | null {
  const start = html.indexOf(`id="${containerId}"`);
  if (start < 0) return null;
  const m = /class="[^"]*\bet_pb_contact_captcha_question\b[^"]*"[^>]*>\s*(\d{1,3})\s*\+\s*(\d{1,3})\s*</.exec(html.slice(start));
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/**
 * Puts the server's answer (a whole page) in place, as Divi's `load(url + ' #id > *')` does: the children of the
 * answer's element with the container's id replace the container's. The answer is rebuilt through core's
 * sanitizer (no script, no handler, no form control survives). When the answer re-renders the form (a server-side
 * error), the visitor's live form is kept as it is (what they typed stays) and only the message and the new captcha
 * numbers the server drew are taken.
 */
export function applyAnswer(container: Element, html: string): Applied {
  const fragment = sanitizeHTML(html, container.ownerDocument);
  const match = container.id ? fragment.getElementById(container.id) : null;
  if (!match) return { found: false, success: false };
  const success = fragment.querySelector('.et_pb_contact_error_text') === null;
  const liveForm = container.querySelector('form');
  const message = container.querySelector('.et-pb-contact-message');
  if (liveForm && message && match.querySelector('.et_pb_contact')) {
    message.replaceChildren(...Array.from(match.querySelector('.et-pb-contact-message')?.childNodes ?? []));
    const digits = answerCaptcha(html, container.id);
    if (digits) setCaptcha(liveForm, ...digits);
  } else {
    container.replaceChildren(...Array.from(match.childNodes));
  }
  return { found: true, success };
}
