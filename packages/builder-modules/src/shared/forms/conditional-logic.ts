/**
 * Divi's conditional fields (contact form and email opt-in): a field wrapper with `data-conditional-logic`
 * (`[[field_id, op, value], ...]`) and `data-conditional-relation` (`all` | `any`) is shown only while its
 * conditions hold. Shared by the contact-form and newsletter families; pure rules first, then the DOM wiring.
 */
import { standDown, type WidgetContext, docProp } from '@dropins/core';

export const OPERATORS = ['is', 'is not', 'contains', 'does not contain', 'is empty', 'is not empty', 'is greater', 'is less'] as const;
export type Operator = (typeof OPERATORS)[number];
export type Relation = 'all' | 'any';

export interface Condition {
  fieldId: string;
  op: Operator;
  value: string;
}

/** Divi re-evaluates typed values after the visitor pauses this long (custom.js, keydown debounce). */
export const TYPING_DEBOUNCE_MS = 250;

const isOperator = (raw: unknown): raw is Operator => (OPERATORS as readonly unknown[]).includes(raw);
const isScalar = (raw: unknown): raw is string | number => typeof raw === 'string' || typeof raw === 'number';

/**
 * Reads `data-conditional-logic`: null when it is not JSON, not a list, or an entry is not `[id, op, value]`
 * with a known operator (the caller warns once and stands down).
 * @example parseConditions('[["inquiry_type","is","Business"]]') // [{ fieldId: 'inquiry_type', op: 'is', value: 'Business' }]
 */
export function parseConditions(text: string): Condition[] | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(raw)) return null;
  const out: Condition[] = [];
  for (const entry of raw) {
    if (!Array.isArray(entry) || entry.length < 2) return null;
    const [fieldId, op, value = ''] = entry as unknown[];
    if (!isScalar(fieldId) || !isOperator(op) || !isScalar(value)) return null;
    out.push({ fieldId: String(fieldId), op, value: String(value) });
  }
  return out;
}

/** `data-conditional-relation`: `any` or, for anything else, `all`. */
export function parseRelation(text: string | null): Relation {
  return text === 'any' ? 'any' : 'all';
}

/**
 * Whether one condition holds for a field's current value: a string, or the checked values of a checkbox group
 * (`is` / `contains` then hold when one of them matches). Numbers compare as floats; a non-number never does.
 */
export function conditionHolds(condition: Condition, current: string | readonly string[]): boolean {
  const values = typeof current === 'string' ? [current] : current;
  const joined = values.join(', ');
  const target = condition.value;
  switch (condition.op) {
    case 'is':
      return values.includes(target);
    case 'is not':
      return !values.includes(target);
    case 'contains':
      return joined.includes(target);
    case 'does not contain':
      return !joined.includes(target);
    case 'is empty':
      return joined.trim() === '';
    case 'is not empty':
      return joined.trim() !== '';
    case 'is greater':
      return Number.parseFloat(joined) > Number.parseFloat(target);
    case 'is less':
      return Number.parseFloat(joined) < Number.parseFloat(target);
  }
}

/** Whether a field with these conditions is shown. An empty list always shows. */
export function conditionsHold(conditions: readonly Condition[], relation: Relation, valueOf: (fieldId: string) => string | readonly string[]): boolean {
  if (conditions.length === 0) return true;
  const check = (c: Condition) => conditionHolds(c, valueOf(c.fieldId));
  return relation === 'any' ? conditions.some(check) : conditions.every(check);
}

/** The wrapper of a Divi form field (`p.et_pb_contact_field[data-id]`) with this id, inside `root`. */
export function fieldWrapper(root: Element, fieldId: string): HTMLElement | null {
  for (const el of root.querySelectorAll<HTMLElement>('.et_pb_contact_field[data-id]')) {
    if (el.dataset.id === fieldId) return el;
  }
  return null;
}

/** Whether our conditional logic hid this wrapper (or one around it). */
export function isConditionallyHidden(el: Element, root: Element): boolean {
  for (let node: Element | null = el; node && node !== root; node = node.parentElement) {
    if (node.hasAttribute('data-conditional-logic') && node instanceof HTMLElement && node.style.display === 'none') return true;
  }
  return false;
}

/**
 * A field's value for conditions: the checked values of a checkbox group, the checked radio, else the control's
 * value. A field hidden by its own conditions counts as empty, so chains of conditions collapse together.
 */
export function fieldValue(root: Element, fieldId: string): string | readonly string[] {
  const wrapper = fieldWrapper(root, fieldId);
  if (!wrapper || isConditionallyHidden(wrapper, root)) return '';
  const boxes = wrapper.querySelectorAll<HTMLInputElement>('input[type="checkbox"]');
  if (boxes.length) return Array.from(boxes).filter((b) => b.checked).map((b) => b.value);
  const radios = wrapper.querySelectorAll<HTMLInputElement>('input[type="radio"]');
  if (radios.length) return Array.from(radios).find((r) => r.checked)?.value ?? '';
  const control = wrapper.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input:not([type="hidden"]), select, textarea');
  return control?.value ?? '';
}

interface Rule {
  wrapper: HTMLElement;
  conditions: Condition[];
  relation: Relation;
  /** Whether the field is shown now; null until the rules were first applied. */
  shown: boolean | null;
}

/**
 * Reads every conditional field inside `root`; throws (the caller's mount stands down) naming the first malformed one.
 */
export function readRules(root: Element): Rule[] {
  return Array.from(root.querySelectorAll<HTMLElement>('[data-conditional-logic]')).map((wrapper) => {
    const conditions = parseConditions(wrapper.getAttribute('data-conditional-logic') ?? '');
    if (!conditions) throw new Error(`malformed data-conditional-logic on the field "${wrapper.dataset.id ?? ''}"`);
    return { wrapper, conditions, relation: parseRelation(wrapper.getAttribute('data-conditional-relation')), shown: null };
  });
}

/**
 * Shows a field as jQuery's `show()` does for Divi: the inline `display` goes, and where the stylesheet still hides
 * it (Divi's `.et_pb_contact_form [data-conditional-logic]{display:none}`) it becomes `block`.
 */
function show(wrapper: HTMLElement): void {
  wrapper.style.display = '';
  if (docProp('defaultView', wrapper.ownerDocument)?.getComputedStyle(wrapper).display === 'none') wrapper.style.display = 'block';
}

/** Shows or hides each conditional field; repeats until stable (a field may depend on a field that depends on another). */
export function applyRules(root: Element, rules: readonly Rule[]): void {
  for (let pass = 0; pass <= rules.length; pass++) {
    let changed = false;
    for (const rule of rules) {
      const visible = conditionsHold(rule.conditions, rule.relation, (id) => fieldValue(root, id));
      if (rule.shown === visible) continue;
      rule.shown = visible;
      if (visible) show(rule.wrapper);
      else rule.wrapper.style.display = 'none';
      changed = true;
    }
    if (!changed) return;
  }
}

/**
 * Wires conditional fields inside `root`: evaluated now, on `change`, and 250 ms after typing stops. Malformed
 * logic stands the caller's module down (one warning naming the field) before anything is changed. Returns the
 * cleanup (the inline display goes).
 * @example const stop = watchConditionalFields(form, ctx);
 */
export function watchConditionalFields(root: Element, ctx: WidgetContext): () => void {
  let rules: Rule[];
  try {
    rules = readRules(root);
  } catch (error) {
    standDown(error instanceof Error ? error.message : String(error));
  }
  if (rules.length === 0) return () => undefined;
  const update = () => applyRules(root, rules);
  update();
  let cancel: (() => void) | null = null;
  ctx.listen(root, 'change', update);
  ctx.listen(root, 'input', () => {
    cancel?.();
    cancel = ctx.later(TYPING_DEBOUNCE_MS, update);
  });
  return () => {
    cancel?.();
    for (const rule of rules) rule.wrapper.style.display = '';
  };
}
