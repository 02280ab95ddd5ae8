/**
 * Gives an encoded contact button semantics (role, popup hint, and a tab stop when it has none); returns whether
 * the tab stop was ours to take away later.
 */
export function makeContactButton(contact: HTMLElement): boolean {
  contact.setAttribute('role', 'button');
  contact.setAttribute('aria-haspopup', 'dialog');
  if (contact.matches('[tabindex],[href]')) return false;
  contact.tabIndex = 0;
  return true;
}

/** Takes our button semantics off a contact again (decoded, or unmounted). */
export function removeContactButton(contact: HTMLElement): void {
  contact.removeAttribute('role');
  contact.removeAttribute('aria-haspopup');
}
