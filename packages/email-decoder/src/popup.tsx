import { docProp, type WidgetContext, docCreate } from '@dropins/core';
import { injectStyle, renderRoot } from '@dropins/core/ui';
import type { DecoderSettings, DecoderTexts } from './config';

const CENTER = 'apbct-email-encoder-elements_center';

/**
 * The plugin's stylesheet places `.apbct-popup` at `top: 20%`: the modal dialog's own vertical centring must not add
 * to it, and `body.apbct-popup-fade:before` is the overlay, so the dialog's backdrop stays clear. Our look for a page
 * without the plugin's stylesheet applies only under `.dropins-apbct-plain`, which we add only then.
 */
const CSS =
  '#apbct_popup:modal{inset-block-end:auto;margin-block:0}#apbct_popup::backdrop{background:none}' +
  '.dropins-apbct-plain{top:20%;max-width:26rem;padding:1.5rem;border:0;border-radius:6px;text-align:center;background:#fff;color:#111}' +
  '.dropins-apbct-plain::backdrop{background:rgba(0,0,0,.5)}.dropins-apbct-plain .apbct-email-encoder--popup-header{font-weight:700}';
/** The z-index the plugin's `.apbct-popup` rule sets: how we tell that its stylesheet is on the page. */
const PLUGIN_Z_INDEX = '99999';

/** What the popup shows: the wait texts, the decoded address, or a message (blocked, cannot connect...). */
export type PopupView = { phase: 'wait' } | { phase: 'decoded'; address: string } | { phase: 'message'; text: string };

interface ContentProps {
  view: PopupView;
  texts: DecoderTexts;
  brand: string;
  onGotIt: () => void;
}

/** The popup's content, in the original's structure, ids and classes, so the plugin's stylesheet dresses it. */
export function PopupContent({ view, texts, brand, onGotIt }: ContentProps) {
  const decoded = view.phase === 'decoded';
  return (
    <>
      <span className={CENTER}>
        <p id="apbct_popup_header" className="apbct-email-encoder--popup-header">
          {brand}
        </p>
      </span>
      <div id="apbct_popup_text" className={CENTER} style={{ color: 'black' }}>
        {view.phase === 'message' ? (
          view.text
        ) : (
          <p className={CENTER} style={decoded ? { flexDirection: 'row' } : undefined}>
            {decoded ? texts.originalEmail + '\u00a0' : texts.waitForDecoding}
            {decoded && (
              <b className="apbct-email-encoder-select-whole-email" title={texts.clickToSelect}>
                {view.address}
              </b>
            )}
          </p>
        )}
        {view.phase === 'wait' && <p>{texts.decodingProcess}</p>}
      </div>
      {/* The original keeps its animation under a message. */}
      {!decoded && <WaitAnimation />}
      {decoded && (
        <span className={`${CENTER} top-margin-long`}>
          {/* Keyboard users land on 'Got it' as soon as the address shows. */}
          <button type="button" ref={(button) => void button?.focus()} className="apbct-email-encoder-got-it-button" onClick={onGotIt}>
            {texts.gotIt}
          </button>
        </span>
      )}
    </>
  );
}

function WaitAnimation() {
  return (
    <div className="apbct-ee-animation-wrapper" aria-hidden="true">
      {['one', 'two', 'three'].map((n) => (
        <span key={n} className={'apbct_dog apbct_dog_' + n}>
          @
        </span>
      ))}
    </div>
  );
}

/** The decoder's popup: one `dialog#apbct_popup` per page. */
export interface DecoderPopup {
  render(view: PopupView): void;
  /** Shows it as a modal dialog (the page behind inert, Esc closes) or, for a message, as a plain one. */
  open(modal: boolean): void;
  close(): void;
  readonly isOpen: boolean;
  readonly isModal: boolean;
  remove(): void;
}

/**
 * Creates the popup (loaded on the first click): `dialog#apbct_popup.apbct-popup.apbct-email-encoder-popup` at the
 * end of the body. 'Got it' and Esc call `onClose`.
 * @example const popup = createDecoderPopup(ctx, settings, close); popup.render({ phase: 'wait' }); popup.open(true);
 */
export function createDecoderPopup(page: WidgetContext, settings: DecoderSettings, onClose: () => void): DecoderPopup {
  injectStyle('dropins-email-decoder-css', CSS);
  const dialog = docCreate('dialog');
  dialog.id = 'apbct_popup';
  dialog.className = 'apbct-popup apbct-email-encoder-popup';
  dialog.setAttribute('aria-labelledby', 'apbct_popup_header');
  docProp('body').append(dialog);
  if (getComputedStyle(dialog).zIndex !== PLUGIN_Z_INDEX) dialog.classList.add('dropins-apbct-plain');
  page.listen(dialog, 'cancel', (event) => {
    event.preventDefault();
    onClose();
  });
  let unmount = () => {};
  return {
    render(view) {
      unmount();
      unmount = renderRoot(dialog, <PopupContent view={view} texts={settings.texts} brand={settings.brand} onGotIt={onClose} />, page.widget);
    },
    open(modal) {
      if (dialog.open) dialog.close();
      if (modal) dialog.showModal();
      else dialog.show();
    },
    close: () => dialog.close(),
    get isOpen() {
      return dialog.open;
    },
    get isModal() {
      return dialog.open && dialog.matches(':modal');
    },
    remove() {
      unmount();
      dialog.remove();
    },
  };
}
