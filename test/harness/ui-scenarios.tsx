// Small pages of the shared UI for the Chromium tests: each mounts an opener and a component into #main and
// records what the component reports (answers, indices, closes) in window.uiLog.
import { useState, type ReactNode } from 'react';
import { renderRoot, Modal, Lightbox, type LightboxItem } from '@dropins/core/ui';
import { Popup } from './popup';

const log = (entry: string) => ((window as unknown as { uiLog: string[] }).uiLog ??= []).push(entry);

function mount(node: ReactNode): () => void {
  const host = document.createElement('div');
  document.getElementById('main')!.appendChild(host);
  const cleanup = renderRoot(host, node, 'ui-harness');
  return () => {
    cleanup();
    host.remove();
  };
}

function ModalDemo(props: { loading?: boolean; empty?: boolean; startOpen?: boolean; hideTitle?: boolean }) {
  const [open, setOpen] = useState(!!props.startOpen);
  const close = () => {
    log('close');
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Open dialog</button>
      <a href="#after">A link after</a>
      <Modal open={open} onClose={close} title="Comment blocked" loading={props.loading} hideTitle={props.hideTitle} id="cleantalk-modal-content-wrap" className="cleantalk-modal">
        {props.empty ? undefined : (
          <>
            <p>Your comment looks like spam.</p>
            <p><label htmlFor="why">Why</label> <input id="why" /></p>
            <a href="#help">Help</a>
          </>
        )}
      </Modal>
    </>
  );
}

function LightboxDemo(props: { items: LightboxItem[] }) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>View gallery</button>
      <Lightbox items={props.items} index={index} open={open} onClose={() => (log('close'), setOpen(false))} onIndex={(i) => (log(`index:${i}`), setIndex(i))} />
    </>
  );
}

function PopupDemo() {
  return (
    <p>
      Verified reviewer{' '}
      <Popup label="?" ariaLabel="About verified reviewers" popupClassName="apbct-real-user-popup">
        Checked by CleanTalk.
      </Popup>{' '}
      <a href="#next">Next link</a>
    </p>
  );
}

export const scenarios = {
  modal: (props: Parameters<typeof ModalDemo>[0] = {}) => mount(<ModalDemo {...props} />),
  lightbox: (items: LightboxItem[]) => mount(<LightboxDemo items={items} />),
  popup: () => mount(<PopupDemo />),
};
