import { sanitizeHTML } from '@dropins/core';

export interface Applied {
  /** The answer held an element with the container's id. */
  found: boolean;
  /** No `.et_pb_contact_error_text` in the answer: Divi counts the message as sent. */
  success: boolean;
}

/**
 * Puts the server's answer (a whole page) in place, as Divi's `load(url + ' #id > *')` does: the children of the
 * answer's element with the container's id replace the container's. The answer is rebuilt through core's
 * sanitizer (no script, no handler, no form control survives). When the answer re-renders the form (a server-side
 * error), the visitor's live form is kept as it is (what they typed stays) and only the message is taken.
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
  } else {
    container.replaceChildren(...Array.from(match.childNodes));
  }
  return { found: true, success };
}
