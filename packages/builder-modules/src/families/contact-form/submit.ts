import type { Cleanup, WidgetContext } from '@dropins/core';
import { sameOriginUrl } from '@dropins/core/safety';
import type { ContactConfig } from './config';
import { contactPayload } from './payload';
import { sendMessage, type Outgoing } from './send';
import { validateForm } from './validate';

/**
 * Reads and checks the form. Null when validation failed (errors are shown). Throws when the markup cannot be
 * read: the caller then lets the browser submit the form itself, so the visitor's message is never lost.
 */
function prepare(container: HTMLElement, form: HTMLFormElement, config: ContactConfig): Outgoing | null {
  const message = container.querySelector<HTMLElement>('.et-pb-contact-message');
  if (!message) throw new Error('the module has no .et-pb-contact-message');
  const url = sameOriginUrl(form.getAttribute('action') || container.ownerDocument.location.href);
  if (!url) throw new Error('the form action is not an http(s) URL on this site');
  const checked = validateForm(container, form, message, config);
  if (!checked.ok) return null;
  message.replaceChildren();
  const uniqueNum = container.dataset.form_unique_num ?? '0';
  const payload = contactPayload(new FormData(form), uniqueNum, checked.fields, checked.hidden);
  return { url, payload, redirect: container.dataset.redirect_url ?? '' };
}

/**
 * The contact form's submit: Divi's validation, then the message posted to the page URL. A second submit while
 * one is on its way is refused; if anything goes wrong before the request is sent, the browser submits the form
 * natively (nothing was prevented).
 */
export function handleSubmit(container: HTMLElement, ctx: WidgetContext, config: ContactConfig): Cleanup {
  let sending = false;
  ctx.listen(container, 'submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    if (sending) {
      event.preventDefault();
      return;
    }
    let outgoing: Outgoing | null;
    try {
      outgoing = prepare(container, form, config);
    } catch (error) {
      ctx.warn(`submitting the form natively: ${error instanceof Error ? error.message : String(error)}`, container);
      return;
    }
    event.preventDefault();
    if (!outgoing) return;
    sending = true;
    void sendMessage(container, outgoing, ctx, config).finally(() => {
      sending = false;
    });
  });
  return () => undefined;
}
