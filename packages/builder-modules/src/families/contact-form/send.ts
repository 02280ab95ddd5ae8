import { docProp, emit, type WidgetContext, docCreate } from '@dropins/core';
import { TransportError, type Payload } from '@dropins/core/transport';
import { navigate } from '@dropins/core/safety';
import { announce } from '@dropins/core/ui';
import { prefersReducedMotion } from '@dropins/core/dom';
import { CONVERSION_EVENT } from '../../shared/contracts/family-contracts';
import { applyAnswer, type Applied } from './answer';
import type { ContactConfig } from './config';

/** jQuery's `fadeTo('fast', …)`: 200 ms. */
export const FADE_MS = 200;
/** Divi dims the form to this opacity while the message is sent. */
export const SENDING_OPACITY = '0.2';

export interface Outgoing {
  url: string;
  payload: Payload;
  redirect: string;
}

function fadeTo(el: HTMLElement, opacity: string): void {
  el.style.transition = prefersReducedMotion() ? '' : `opacity ${FADE_MS}ms`;
  el.style.opacity = opacity;
}

/** Tells the visitor what the container now says, and keeps keyboard focus inside the module. */
function speak(container: HTMLElement): void {
  const message = container.querySelector<HTMLElement>('.et-pb-contact-message');
  if (!message) return;
  announce((message.textContent ?? '').trim(), 'assertive');
  if (!container.contains(docProp('activeElement', container.ownerDocument))) {
    message.tabIndex = -1;
    message.focus();
  }
}

function finish(container: HTMLElement, applied: Applied, outgoing: Outgoing, ctx: WidgetContext): void {
  speak(container);
  if (!applied.success) return;
  emit(container, CONVERSION_EVENT);
  if (outgoing.redirect && !navigate(outgoing.redirect)) ctx.warn('refused the redirect: it is not an http(s) URL on this site', container);
}

/** A request that got no usable answer: the form stays as typed, the reason is shown and announced. */
function failed(container: HTMLElement, error: unknown, ctx: WidgetContext): void {
  const message = container.querySelector<HTMLElement>('.et-pb-contact-message');
  const text = error instanceof Error ? error.message : String(error);
  ctx.warn(`the message was not sent (${text}); the form keeps what was typed`, container);
  if (!message) return;
  const p = docCreate('p', container.ownerDocument);
  p.className = 'et_pb_contact_error_text';
  p.textContent = text;
  message.replaceChildren(p);
  announce(text, 'assertive');
}

/**
 * Posts the form to its page URL through core's transport and puts the answer in place: dimmed to 0.2 while it
 * is on its way, the container's content replaced by the answer's (an error status too, when the answer holds
 * the container), the conversion recorded and the visitor redirected (same-origin http(s) only) when the answer
 * carries no error text.
 */
export async function sendMessage(container: HTMLElement, outgoing: Outgoing, ctx: WidgetContext, config: ContactConfig): Promise<void> {
  container.classList.remove('et_animated');
  fadeTo(container, SENDING_OPACITY);
  container.setAttribute('aria-busy', 'true');
  try {
    const text = await config.transportFor(outgoing.url).request<string>('', outgoing.payload, { as: 'text', signal: ctx.signal });
    const applied = applyAnswer(container, text);
    if (applied.found) finish(container, applied, outgoing, ctx);
    else failed(container, new TransportError('parse'), ctx);
  } catch (error) {
    if (error instanceof TransportError && error.kind === 'abort') return;
    const body = error instanceof TransportError && typeof error.body === 'string' ? error.body : '';
    const applied = body ? applyAnswer(container, body) : { found: false, success: false };
    if (applied.found) finish(container, applied, outgoing, ctx);
    else failed(container, error, ctx);
  } finally {
    container.removeAttribute('aria-busy');
    fadeTo(container, '');
  }
}
