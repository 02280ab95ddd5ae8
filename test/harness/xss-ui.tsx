// The shared UI components with every XSS vector as their text.
import { flushSync } from 'react-dom';
import { renderRoot, Modal, Lightbox } from '@dropins/core/ui';
import { Popup } from './popup';

/**
 * The shared UI with the payloads as its text (titles, content, captions, alt, labels), in groups of
 * eight, all open at once in the top window, whose hooks count any execution. Returns the hits, and the groups
 * whose modal did not show its payloads verbatim.
 */
export async function runUi(payloads: string[]): Promise<{ hits: string[]; dialogs: number; garbled: number[] }> {
  const hits: string[] = [];
  const w = window as unknown as Record<string, unknown>;
  for (const k of ['alert', 'confirm', 'prompt', 'print']) w[k] = (a: unknown) => hits.push(`${k}(${String(a)})`);
  (document as unknown as Record<string, unknown>).write = (a: unknown) => hits.push(`write(${String(a)})`);
  window.addEventListener('error', (e) => hits.push(`error ${e.message}`));
  document.addEventListener('securitypolicyviolation', (e) => hits.push(`csp ${e.blockedURI}`));
  const groups: string[][] = [];
  for (let i = 0; i < payloads.length; i += 8) groups.push(payloads.slice(i, i + 8));
  const host = document.createElement('div');
  document.body.appendChild(host);
  const noop = () => undefined;
  let cleanup = () => undefined as void;
  flushSync(() => {
    cleanup = renderRoot(
    host,
    <>
      {groups.map((g, i) => (
        <div key={i}>
          <Modal open title={g[0]} id={`ui-${i}`} onClose={noop}>
            {g.map((p, j) => <p key={j}>{p}</p>)}
          </Modal>
          <Lightbox open items={g.map((p) => ({ src: '/none.png', alt: p, caption: p }))} index={0} onClose={noop} onIndex={noop} title={g[4] ?? ''} />
          <Popup label={g[5] ?? ''} ariaLabel={g[6] ?? ''}>{g[7] ?? ''}</Popup>
        </div>
      ))}
    </>,
    'xss-ui',
    );
  });
  await new Promise((r) => setTimeout(r, 400));
  for (const el of Array.from(document.querySelectorAll('.dropins-modal-overlay *, .dropins-popup__trigger'))) {
    el.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  }
  await new Promise((r) => setTimeout(r, 200));
  const dialogs = document.querySelectorAll('[role="dialog"]').length;
  const garbled = groups
    .map((g, i) => {
      const content = document.querySelector(`#ui-${i} .dropins-modal__content`);
      const shown = content ? Array.from(content.children, (p) => p.textContent) : [];
      return shown.length === g.length && shown.every((t, j) => t === g[j]) && content?.querySelectorAll('*').length === g.length ? -1 : i;
    })
    .filter((i) => i >= 0);
  cleanup();
  return { hits, dialogs, garbled };
}
