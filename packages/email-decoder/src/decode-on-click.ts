import { standDown, type Cleanup, type WidgetContext } from '@dropins/core';
import { makeContactButton, removeContactButton } from './button-role';
import type { DecodeSession } from './session-types';

/** Click, Enter or Space. */
function isActivation(event: Event): boolean {
  if (event.type === 'click') return true;
  const key = (event as KeyboardEvent).key;
  return key === 'Enter' || key === ' ';
}

/**
 * One encoded contact (`[data-original-string]`): joins the page's contacts, and, unless it is a span inside an
 * encoded link (the link is the button), becomes a button that opens the decoder on click, Enter or Space. An
 * encoded link never follows its obfuscated href. The cleanup takes the button semantics away.
 */
export function decodeOnClick(contact: HTMLElement, ctx: WidgetContext, session: DecodeSession): Cleanup {
  const encoded = contact.getAttribute('data-original-string')?.trim() || standDown('data-original-string is empty');
  session.contacts.set(contact, encoded);
  if (contact.matches('a[data-original-string] *')) return () => void session.contacts.delete(contact);

  const tabStopIsOurs = makeContactButton(contact);
  const activate = (event: Event) => {
    if (!session.contacts.has(contact) || !isActivation(event)) return;
    // An encoded link must not open the mail or phone app with the obfuscated address.
    event.preventDefault();
    session.decode(contact, encoded);
  };
  ctx.listen(contact, 'click', activate);
  ctx.listen(contact, 'keydown', activate);
  // The decoding's code comes when the visitor reaches for a contact, before the click.
  ctx.listen(contact, 'pointerenter', session.prefetch);
  ctx.listen(contact, 'focus', session.prefetch);
  return () => {
    if (!session.contacts.delete(contact)) return;
    removeContactButton(contact);
    if (tabStopIsOurs) contact.removeAttribute('tabindex');
  };
}
