import { describe, expect, it } from 'vitest';
import { applyView, HIDDEN, type Applied } from '../src/families/multi-view/apply';
import { readMultiView, valueFor } from '../src/families/multi-view/schema';

const data = {
  schema: {
    content: { desktop: '<p>Desktop</p>', tablet: '<p>Tablet <img src=x onerror="alert(1)"></p>', phone: '<p>Phone' },
    attrs: { desktop: { 'data-x': 'd', title: 'Desk' }, phone: { 'data-x': 'p', onclick: 'alert(1)' } },
    styles: { desktop: { color: 'red' }, hover: { color: 'blue' } },
    classes: { desktop: { add: ['on-desk'], remove: ['on-phone'] }, phone: { add: ['on-phone'], remove: ['on-desk'] } },
    visibility: { desktop: true, tablet: true, phone: false },
  },
  slug: 'et_pb_text',
};

function setup() {
  document.body.innerHTML = '<div class="m on-desk" data-x="d" title="Desk" style="color: red;"><p>Desktop</p></div>';
  const el = document.querySelector('.m') as HTMLElement;
  const mv = readMultiView(data);
  if (!mv) throw new Error('schema not read');
  const applied: Applied = { content: mv.content.desktop };
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((r) => records.push(...r));
  observer.observe(el, { attributes: true, childList: true, subtree: true, characterData: true });
  const all = () => {
    records.push(...observer.takeRecords());
    return records;
  };
  return { el, mv, applied, records: all };
}

describe('multi-view', () => {
  it('inherits tablet from desktop, phone from tablet, hover from desktop', () => {
    expect(valueFor({ desktop: 1 }, 'tablet')).toBe(1);
    expect(valueFor({ desktop: 1, tablet: 2 }, 'phone')).toBe(2);
    expect(valueFor({ desktop: 1, tablet: 2 }, 'hover')).toBe(1);
    expect(readMultiView({ slug: 'x' })).toBeNull();
  });

  it('applying the view already on the page rewrites nothing', () => {
    const { el, mv, applied, records } = setup();
    applyView(el, mv, 'desktop', applied);
    expect(records()).toEqual([]);
  });

  it('switches content through the sanitizer, attributes, classes and visibility', () => {
    const { el, mv, applied } = setup();
    applyView(el, mv, 'tablet', applied);
    expect(el.innerHTML).toBe('<p>Tablet <img src="x"></p>');
    applyView(el, mv, 'phone', applied);
    // unbalanced phone content is not trusted: the tablet content stays
    expect(el.textContent).toBe('Tablet ');
    expect(el.getAttribute('data-x')).toBe('p');
    expect(el.hasAttribute('onclick')).toBe(false);
    expect(el.classList.contains('on-phone')).toBe(true);
    expect(el.classList.contains('on-desk')).toBe(false);
    expect(el.classList.contains(HIDDEN)).toBe(true);
    applyView(el, mv, 'hover', applied);
    expect(el.style.color).toBe('blue');
    applyView(el, mv, 'desktop', applied);
    expect(el.classList.contains(HIDDEN)).toBe(false);
    expect(el.innerHTML).toBe('<p>Desktop</p>');
  });

  it('touches only what differs between two views', () => {
    const { el, mv, applied, records } = setup();
    applyView(el, mv, 'tablet', applied);
    const before = records().length;
    applyView(el, mv, 'tablet', applied);
    expect(records().length).toBe(before);
  });
});
