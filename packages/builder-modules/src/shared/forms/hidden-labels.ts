/**
 * Divi's stylesheet hides the form labels (`.et_pb_contact_form_label`: the placeholders show instead), which leaves
 * the controls named only by their title, and a select by nothing. Each control of `root` whose `<label for>` is
 * not rendered gets the label's text as its `aria-label` (nothing changes on screen). Returns the undo.
 */
export function nameByHiddenLabels(root: Element): () => void {
  const named: Element[] = [];
  const withId = [...root.querySelectorAll('[id]')];
  for (const label of root.querySelectorAll('label[for]')) {
    const control = withId.find((el) => el.id === label.getAttribute('for'));
    const text = label.textContent?.trim();
    if (!control || !text || control.hasAttribute('aria-label') || label.getClientRects().length > 0) continue;
    control.setAttribute('aria-label', text);
    named.push(control);
  }
  return () => named.forEach((el) => el.removeAttribute('aria-label'));
}
