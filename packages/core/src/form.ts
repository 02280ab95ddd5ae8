import { docCreate } from './clobber';
/**
 * Submits a form natively, as the browser would without us. `form.submit` cannot be trusted: WordPress comment
 * forms have an input named `submit` that shadows it (likewise `action` and `method`), so the prototype's method
 * is called, and the form's settings are read and written as attributes, never as properties.
 */
import { pageResource } from './page-state';

/** The hidden inputs that carry a submitter's name/value, removed when the same form is submitted again. */
const carriers = pageResource(() => new WeakMap<HTMLFormElement, Element[]>());

/**
 * Re-submits a form we held, once, with all its fields plus what its submitter would have added: its name/value
 * (an image button's coordinates) and its formaction/formmethod/formenctype/formtarget, for this submission only.
 * `HTMLFormElement.prototype.submit` fires no submit event, so the handler that held the form is not re-entered.
 * @example form.addEventListener('submit', (e) => { e.preventDefault(); check().finally(() => submitNatively(form, e.submitter)); });
 */
export function submitNatively(form: HTMLFormElement, submitter?: HTMLElement | null): void {
  carriers().get(form)?.forEach((el) => el.remove());
  const added: Element[] = [];
  const undo: Array<() => void> = [];
  // Only what can submit a form (a submit button, an image input); tag names, not instanceof: the form may
  // belong to another frame.
  const type = (submitter as HTMLInputElement | null)?.type;
  if (submitter && /^(button|input)$/.test(submitter.localName) && (type === 'submit' || type === 'image')) {
    const name = submitter.getAttribute('name') ?? '';
    const value = (submitter as HTMLButtonElement).value;
    const fields = type === 'image' ? [[`${name ? name + '.' : ''}x`, '0'], [`${name ? name + '.' : ''}y`, '0']] : name ? [[name, value]] : [];
    for (const [n, v] of fields) added.push(hidden(form, n, v));
    for (const key of ['action', 'method', 'enctype', 'target']) {
      const override = submitter.getAttribute('form' + key);
      if (override === null) continue;
      const before = form.getAttribute(key);
      form.setAttribute(key, override);
      undo.push(() => (before === null ? form.removeAttribute(key) : form.setAttribute(key, before)));
    }
  }
  carriers().set(form, added);
  try {
    HTMLFormElement.prototype.submit.call(form);
  } finally {
    // The browser read the overrides synchronously inside submit(): the form itself is left as it was.
    undo.forEach((u) => u());
  }
}

/**
 * Adds or updates a hidden input in a form, or in any element that holds form fields (WooCommerce's
 * `<wc-order-attribution-inputs>`), never touching the visitor's own fields of that name.
 * @example setHiddenField(form, 'ct_bot_detector_event_token', token);
 */
export function setHiddenField(form: Element, name: string, value: string): HTMLInputElement {
  const input = Array.from(form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')).find((i) => i.name === name);
  if (!input) return hidden(form, name, value);
  input.value = value;
  return input;
}

function hidden(form: Element, name: string, value: string): HTMLInputElement {
  const input = docCreate('input', form.ownerDocument);
  input.type = 'hidden';
  input.name = name;
  input.value = value;
  form.appendChild(input);
  return input;
}
