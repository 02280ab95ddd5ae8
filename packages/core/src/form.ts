/**
 * Submits a form natively, as the browser would without us. A form's own properties cannot be trusted:
 * WordPress comment forms have an input named `submit` that shadows `form.submit` (likewise `action`,
 * `method`, `id`, even `appendChild`), so every form method and attribute is reached through the prototypes.
 */
// Looked up when called (not at import), so that importing core in Node stays harmless.
const ownerDocument = (node: Node): Document => Object.getOwnPropertyDescriptor(Node.prototype, 'ownerDocument')!.get!.call(node);
const queryAll = (form: HTMLFormElement, selector: string): Element[] => Array.from(Element.prototype.querySelectorAll.call(form, selector));
const appendTo = (form: HTMLFormElement, child: Node) => Node.prototype.appendChild.call(form, child);
const attr = (form: HTMLFormElement, name: string, value: string | null) =>
  value === null ? Element.prototype.removeAttribute.call(form, name) : Element.prototype.setAttribute.call(form, name, value);

/** The hidden inputs that carry a submitter's name/value, reused when the same form is submitted again. */
const carriers = new WeakMap<HTMLFormElement, HTMLInputElement[]>();

function hidden(form: HTMLFormElement, name: string, value: string): HTMLInputElement {
  const input = ownerDocument(form).createElement('input');
  input.type = 'hidden';
  input.name = name;
  input.value = value;
  appendTo(form, input);
  return input;
}

/** What the submitter would have added to the form data set (a programmatic submit loses it). */
function submitterFields(submitter: Element): Array<[string, string]> {
  const tag = submitter.localName;
  const type = (submitter.getAttribute('type') ?? '').toLowerCase();
  const name = submitter.getAttribute('name') ?? '';
  // Checked by tag name, not instanceof: the form may live in another frame (realm).
  if (tag === 'input' && type === 'image') return name ? [[`${name}.x`, '0'], [`${name}.y`, '0']] : [['x', '0'], ['y', '0']];
  if (!name || !(tag === 'button' || (tag === 'input' && type === 'submit'))) return [];
  return [[name, (submitter as HTMLInputElement | HTMLButtonElement).value]];
}

const OVERRIDES = [['formaction', 'action'], ['formmethod', 'method'], ['formenctype', 'enctype'], ['formtarget', 'target']];

/**
 * The submitter's formaction/formmethod/formenctype/formtarget override the form's for this one submission, as
 * in a native submit; returns the undo (the browser reads them synchronously inside submit()).
 */
function applyOverrides(form: HTMLFormElement, submitter: Element): () => void {
  const undo: Array<() => void> = [];
  for (const [from, to] of OVERRIDES) {
    const value = submitter.getAttribute(from);
    if (value === null) continue;
    const before = Element.prototype.getAttribute.call(form, to);
    attr(form, to, value);
    undo.push(() => attr(form, to, before));
  }
  return () => undo.forEach((u) => u());
}

/**
 * Re-submits a form we held, once, with all its fields and the submitter's name/value (and its formaction etc.).
 * Calls `HTMLFormElement.prototype.submit`, so no submit event fires again and the held handler is not re-entered.
 * @example form.addEventListener('submit', (e) => { e.preventDefault(); check().finally(() => submitNatively(form, e.submitter)); });
 */
export function submitNatively(form: HTMLFormElement, submitter?: HTMLElement | null): void {
  for (const old of carriers.get(form) ?? []) old.remove();
  carriers.delete(form);
  let undo = () => undefined as void;
  if (submitter && submitter.nodeType === 1) {
    carriers.set(form, submitterFields(submitter).map(([name, value]) => hidden(form, name, value)));
    undo = applyOverrides(form, submitter);
  }
  try {
    HTMLFormElement.prototype.submit.call(form);
  } finally {
    undo();
  }
}

/** Adds or updates a hidden input in a form (never touching the visitor's own fields of that name). */
export function setHiddenField(form: HTMLFormElement, name: string, value: string): HTMLInputElement {
  let input = queryAll(form, 'input[type="hidden"]').find((i) => (i as HTMLInputElement).name === name) as HTMLInputElement | undefined;
  if (!input) input = hidden(form, name, value);
  input.value = value;
  return input;
}
