/**
 * Submits a form natively, as the browser would without us. `form.submit` cannot be trusted: WordPress comment
 * forms have an input named `submit` that shadows it (likewise `action` and `method`), so the prototype's method
 * is called. The submitter's name/value, lost by a programmatic submit, is carried in a hidden input.
 */
export function submitNatively(form: HTMLFormElement, submitter?: HTMLElement | null): void {
  if (submitter && (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.name) {
    const hidden = form.ownerDocument.createElement('input');
    hidden.type = 'hidden';
    hidden.name = submitter.name;
    hidden.value = submitter.value;
    form.appendChild(hidden);
  }
  HTMLFormElement.prototype.submit.call(form);
}

/** Adds or updates a hidden input in a form (never touching the visitor's own fields of that name). */
export function setHiddenField(form: HTMLFormElement, name: string, value: string): HTMLInputElement {
  let input = Array.from(form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')).find((i) => i.name === name);
  if (!input) {
    input = form.ownerDocument.createElement('input');
    input.type = 'hidden';
    input.name = name;
    form.appendChild(input);
  }
  input.value = value;
  return input;
}
