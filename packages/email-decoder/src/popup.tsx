import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { renderRoot } from '@dropins/core';
import type { Decoder } from './decoder';

const DOGS = ['one', 'two', 'three'];
const CENTER = 'apbct-email-encoder-elements_center';
const FIRST = 'apbct_email_ecoder__popup_text_node_first';

/**
 * The decoder dialog: a native modal `<dialog>` (the page behind is inert, Esc cancels, focus goes back to the
 * contact on close), with the original's id and classes so the plugin's stylesheet still dresses it.
 */
export function DecoderPopup({ decoder }: { decoder: Decoder }) {
  const view = useSyncExternalStore(decoder.subscribe, decoder.view);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const t = decoder.cfg.texts;
  const ok = view.phase === 'ok';
  const wait = view.phase === 'wait';
  // A layout effect: the dialog opens (and takes focus) in the same frame the state changes, not a paint later.
  useLayoutEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (view.open) {
      if (!d.open) d.showModal();
      // Keyboard users land on 'got it' as soon as the address shows.
      if (ok) button.current?.focus();
    } else if (d.open) {
      d.close();
      view.from?.focus();
    }
  }, [view, ok]);
  return (
    <dialog
      ref={dialog}
      id="apbct_popup"
      className="apbct-popup apbct-email-encoder-popup"
      aria-labelledby="apbct_popup_header"
      tabIndex={-1}
      onCancel={(e) => {
        e.preventDefault();
        decoder.close();
      }}
    >
      <span className={CENTER}>
        <p id="apbct_popup_header" className="apbct-email-encoder--popup-header">
          {decoder.cfg.brand}
        </p>
      </span>
      <div id="apbct_popup_text" className={CENTER}>
        {ok ? (
          <p id={FIRST} className={CENTER}>
            {t.text__ee_original_email}
            {'\u00a0'}
            <b className="apbct-email-encoder-select-whole-email" title={t.text__ee_click_to_select || undefined} style={{ userSelect: 'all' }}>
              {view.text}
            </b>
          </p>
        ) : wait ? (
          <>
            <p id={FIRST} className={CENTER}>
              {t.text__ee_wait_for_decoding}
            </p>
            <p id="apbct_email_ecoder__popup_text_node_second">{t.text__ee_decoding_process}</p>
          </>
        ) : (
          view.text
        )}
      </div>
      {wait && (
        <div className="apbct-ee-animation-wrapper" aria-hidden="true">
          {DOGS.map((n) => (
            <span key={n} className={`apbct_dog apbct_dog_${n}`}>
              @
            </span>
          ))}
        </div>
      )}
      {ok && (
        <span className={`${CENTER} top-margin-long`}>
          <button type="button" ref={button} className="apbct-email-encoder-got-it-button" onClick={decoder.gotIt}>
            {t.text__ee_got_it}
          </button>
        </span>
      )}
    </dialog>
  );
}

/** Mounts the dialog once per page; returns its cleanup. */
export function mountPopup(decoder: Decoder): () => void {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const stop = renderRoot(host, <DecoderPopup decoder={decoder} />, 'email-decoder');
  return () => {
    stop();
    host.remove();
  };
}
