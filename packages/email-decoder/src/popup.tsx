import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { renderRoot } from '@dropins/core';
import type { Decoder } from './decoder';

const CENTER = 'apbct-email-encoder-elements_center';

/**
 * The decoder dialog: a native modal `<dialog>` (the page behind is inert, Esc cancels, focus goes back to the
 * contact on close), with the original's id and classes so the plugin's stylesheet still dresses it.
 */
export function DecoderPopup({ d }: { d: Decoder }) {
  const v = useSyncExternalStore(d.subscribe, d.view);
  const ref = useRef<HTMLDialogElement>(null);
  const t = d.cfg.texts;
  const ok = v.phase == 'ok';
  const wait = v.phase == 'wait';
  // A layout effect: the dialog opens (and takes focus) in the same frame the state changes, not a paint later.
  useLayoutEffect(() => {
    const dialog = ref.current!;
    if (v.phase) {
      if (!dialog.open) dialog.showModal();
    } else if (dialog.open) {
      dialog.close();
      v.from?.focus();
    }
  }, [v]);
  return (
    <dialog
      ref={ref}
      id="apbct_popup"
      className="apbct-popup apbct-email-encoder-popup"
      aria-labelledby="apbct_popup_header"
      onCancel={(e) => {
        e.preventDefault();
        d.close();
      }}
    >
      <p id="apbct_popup_header" className={'apbct-email-encoder--popup-header ' + CENTER}>
        {d.cfg.brand}
      </p>
      <div id="apbct_popup_text" className={CENTER}>
        {v.phase == 'error' ? (
          v.text
        ) : (
          <p id="apbct_email_ecoder__popup_text_node_first" className={CENTER}>
            {ok ? (
              <>
                {t.text__ee_original_email}
                {'\u00a0'}
                <b className="apbct-email-encoder-select-whole-email" title={t.text__ee_click_to_select} style={{ userSelect: 'all' }}>
                  {v.text}
                </b>
              </>
            ) : (
              t.text__ee_wait_for_decoding
            )}
          </p>
        )}
        {wait && <p id="apbct_email_ecoder__popup_text_node_second">{t.text__ee_decoding_process}</p>}
      </div>
      {wait && (
        <div className="apbct-ee-animation-wrapper" aria-hidden="true">
          {['one', 'two', 'three'].map((n) => (
            <span key={n} className={'apbct_dog apbct_dog_' + n}>
              @
            </span>
          ))}
        </div>
      )}
      {ok && (
        // Keyboard users land on 'got it' as soon as the address shows.
        <button type="button" ref={(b) => void b?.focus()} className={'apbct-email-encoder-got-it-button ' + CENTER} onClick={d.close}>
          {t.text__ee_got_it}
        </button>
      )}
    </dialog>
  );
}

/** Mounts the dialog once per page; returns its cleanup. */
export function mountPopup(d: Decoder): () => void {
  const host = document.body.appendChild(document.createElement('div'));
  const stop = renderRoot(host, <DecoderPopup d={d} />, 'email-decoder');
  return () => {
    stop();
    host.remove();
  };
}
