/** The visible-fields record of one form, in the original's shape. */
export interface VisibleFields {
  visible_fields: string;
  visible_fields_count: number;
  invisible_fields: string;
  invisible_fields_count: number;
}

/** Our own fields that are not part of what the visitor saw (the no-cookie field is, as in the original). */
const SKIP = ['ct_checkjs', 'apbct_visible_fields', 'ct_bot_detector_event_token'];

/**
 * Names of the form's visible and invisible fields. As in the original, radio buttons and checkboxes are left
 * out, as are submit buttons and unnamed fields; a field is invisible when hidden by type or by its computed
 * display, visibility or opacity (a WordPress editor textarea counts as visible).
 */
export function collectVisibleFields(form: HTMLFormElement): VisibleFields {
  const visible: string[] = [];
  const invisible: string[] = [];
  for (const el of Array.from(form.elements)) {
    const name = el.getAttribute('name');
    const type = el.getAttribute('type');
    if (!name || type === 'submit' || type === 'radio' || type === 'checkbox' || SKIP.includes(name)) continue;
    let hidden = type === 'hidden';
    if (!hidden) {
      const cs = getComputedStyle(el);
      hidden = cs.display === 'none' || cs.visibility === 'hidden' || cs.opacity === '0';
    }
    (hidden && !el.classList.contains('wp-editor-area') ? invisible : visible).push(name);
  }
  return {
    visible_fields: visible.join(' '),
    visible_fields_count: visible.length,
    invisible_fields: invisible.join(' '),
    invisible_fields_count: invisible.length,
  };
}

/** The `apbct_visible_fields` field value: base64 of `{"0": record}`. */
export const visibleFieldsValue = (r: VisibleFields): string => btoa(JSON.stringify({ 0: r }));
