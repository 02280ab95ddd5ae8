import type { WidgetContext } from '@dropins/core';
import { removeContactButton } from './button-role';

/** Delay between 'Got it' and the decoded text appearing in the page, as the original does. */
export const FILL_MS = 2000;

/** A mailto may carry ?subject=...: the address alone. */
export const addressOnly = (value: string): string => value.split(/[?&]/)[0];

/**
 * After 'Got it': every allowed contact loses its blur, its button semantics and its title at once, and a link
 * gets its real `mailto:` / `tel:` href; 2 s later the decoded text replaces the obfuscated one. Filled contacts
 * leave `contacts` (they are decoded for good); refused ones stay, encoded and clickable.
 */
export function fillDecodedContacts(contacts: Map<HTMLElement, string>, valueOf: (encoded: string) => string, page: WidgetContext): void {
  for (const [contact, encoded] of contacts) {
    const value = valueOf(encoded);
    if (!value) continue;
    contacts.delete(contact);
    removeContactButton(contact);
    contact.removeAttribute('title');
    contact.classList.add('no-blur');
    const href = contact.getAttribute('href') ?? '';
    const scheme = /^(mailto|tel):/i.exec(href)?.[0];
    if (scheme) contact.setAttribute('href', scheme + value);
    // A decoded span stays focusable by script, so focus can still return to it.
    else if (contact.tabIndex === 0) contact.tabIndex = -1;
    page.later(FILL_MS, () => {
      // A link's inner encoded spans are contacts of their own; a link of plain text gets its obfuscated part replaced.
      if (!scheme) contact.textContent = value;
      else if (!contact.firstElementChild) contact.textContent = (contact.textContent ?? '').replace(href.slice(scheme.length), addressOnly(value));
    });
  }
}
