// The npm packages leave `react` as a peer dependency: the shared UI must work under real React too.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, useState, version } from 'react';
import { renderRoot, Modal } from '@dropins/core/ui';

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Demo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Blocked">
        Sender blacklisted
      </Modal>
    </>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('core UI under real React', () => {
  it('runs on React itself, not the Preact alias', () => {
    expect(version).toMatch(/^19\./);
  });

  it('opens the modal as a dialog and closes it with Esc', async () => {
    vi.useFakeTimers();
    const host = document.createElement('div');
    document.body.appendChild(host);
    let cleanup: () => void = () => undefined;
    await act(async () => {
      cleanup = renderRoot(host, <Demo />, 'test');
    });
    await act(async () => host.querySelector('button')!.click());
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Sender blacklisted');
    await act(async () => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await act(async () => {
      vi.advanceTimersByTime(450);
    });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await act(async () => cleanup());
  });
});
