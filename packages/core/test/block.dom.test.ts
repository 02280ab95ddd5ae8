import { describe, expect, it } from 'vitest';
import { blockElement } from '../src/ui/block';

describe('blockElement', () => {
  it('lays a blockUI-shaped overlay over the element, makes a static element its containing block, and lifts both', () => {
    document.body.innerHTML = '<form id="f"><select></select></form>';
    const form = document.getElementById('f')!;
    const unblock = blockElement(form, { background: '#fff', opacity: 0.6 });
    const overlay = form.querySelector<HTMLElement>(':scope > .blockUI.blockOverlay')!;
    expect(overlay.getAttribute('aria-hidden')).toBe('true');
    expect([overlay.style.position, overlay.style.width, overlay.style.height, overlay.style.opacity]).toEqual(['absolute', '100%', '100%', '0.6']);
    expect(overlay.style.cursor).toBe('wait');
    expect(form.style.position).toBe('relative');
    unblock();
    expect(form.querySelector('.blockOverlay')).toBeNull();
    expect(form.style.position).toBe('');
  });

  it('leaves a positioned element as it is', () => {
    document.body.innerHTML = '<li id="row" style="position: absolute"></li>';
    const row = document.getElementById('row')!;
    const unblock = blockElement(row, { background: '#000', opacity: 0.6, cursor: 'none' });
    expect(row.querySelector<HTMLElement>('.blockOverlay')!.style.cursor).toBe('none');
    unblock();
    expect(row.style.position).toBe('absolute');
  });
});
