import { renderRoot } from '@dropins/core';
import type { DecoderConfig } from './config';

const CENTER = 'apbct-email-encoder-elements_center';

/** What the popup shows: the wait texts, the decoded address (ok) or a message (error). */
export interface View {
  phase: 'wait' | 'ok' | 'error';
  text?: string;
}

interface Props {
  v: View;
  cfg: DecoderConfig;
  close: () => void;
}

/** The decoder dialog's content, with the original's ids and classes so the plugin's stylesheet still dresses it. */
export function PopupContent({ v: { phase, text }, cfg: { f, brand }, close }: Props) {
  const ok = phase == 'ok';
  const wait = phase == 'wait';
  return (
    <>
      <p id="apbct_popup_header" className={'apbct-email-encoder--popup-header ' + CENTER}>
        {brand}
      </p>
      <div id="apbct_popup_text" className={CENTER}>
        {phase == 'error' ? (
          text
        ) : (
          <p className={CENTER}>
            {ok ? f.text__ee_original_email + '\u00a0' : f.text__ee_wait_for_decoding}
            {ok && (
              <b className="apbct-email-encoder-select-whole-email" title={f.text__ee_click_to_select}>
                {text}
              </b>
            )}
          </p>
        )}
        {wait && <p>{f.text__ee_decoding_process}</p>}
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
        <button type="button" ref={(b) => void b?.focus()} className={'apbct-email-encoder-got-it-button ' + CENTER} onClick={close}>
          {f.text__ee_got_it}
        </button>
      )}
    </>
  );
}

/**
 * Renders one phase into the dialog (a fresh root per phase: two per decode); returns its cleanup.
 * @example stop = renderPopup(dialog, { phase: 'wait' }, cfg, close);
 */
export const renderPopup = (dialog: HTMLDialogElement, v: View, cfg: DecoderConfig, close: () => void): (() => void) =>
  renderRoot(dialog, <PopupContent v={v} cfg={cfg} close={close} />, 'email-decoder');
