import { docProp } from '@dropins/core';
import { injectStyle, renderRoot, usePopup } from '@dropins/core/ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

const B = 'apbct-check_email_exist-';
/** The tooltip's text colours the original sets, by verdict. */
const TEXT_COLOURS = { load: 'inherit', good_email: '#1C7129', bad_email: '#E01111' };
/** The envelope is 1.2 times as wide as the input is high, as in the original. */
const ENVELOPE_RATIO = 1.2;
/** Our look for a page without the plugin's stylesheet (it draws the envelopes and the tooltip box). */
const PLAIN_CSS =
  `.dropins-email-check--plain .${B}block{border-radius:50%;background:#888 content-box;padding:25%;box-sizing:border-box}` +
  `.dropins-email-check--plain .${B}good_email{background-color:#1c7129}.dropins-email-check--plain .${B}bad_email{background-color:#e01111}` +
  `.dropins-email-check--plain .${B}popup_description{z-index:9;padding:.4em;background:#fff;border:1px solid #ccc;border-radius:16px 16px 0 16px;text-align:center}`;

export type IndicatorState = keyof typeof TEXT_COLOURS;

interface Box {
  top: number;
  left: number;
  right: number;
  width: number;
  height: number;
  fontSize: string;
}

/**
 * A length in CSS pixels, spelled out: Preact's core (the drop-in bundles' React) writes style numbers as they are,
 * without React's automatic `px`, and the browser ignores a unitless length.
 */
const px = (n: number) => `${n}px`;

function boxOf(input: HTMLInputElement): Box {
  const rect = input.getBoundingClientRect();
  return { top: rect.top, left: rect.left, right: rect.right, width: input.offsetWidth, height: input.offsetHeight, fontSize: getComputedStyle(input).fontSize };
}

/** The input's box on screen, kept up to date on scroll and resize (the indicator is `position: fixed`). */
function useInputBox(input: HTMLInputElement): Box {
  const [box, setBox] = useState(() => boxOf(input));
  useEffect(() => {
    // Scroll fires many times a frame: measure (a layout read) once per frame, not once per event.
    let frame = 0;
    const measure = () => {
      frame = 0;
      setBox(boxOf(input));
    };
    const update = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', update, { capture: true, passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update, { capture: true });
      window.removeEventListener('resize', update);
    };
  }, [input]);
  return box;
}

/**
 * The email-exists indicator, as the original draws it: `#apbct-check_email_exist-block` (`load`, `good_email`,
 * `bad_email`) over the right end of the input, fixed, from the input's box, and its tooltip
 * `#apbct-check_email_exist-popup_description` just above the input, as wide as it. The indicator is focusable;
 * the tooltip shows on hover and focus (Esc hides it).
 */
export function EmailIndicator({ state, text, input }: { state: IndicatorState; text: string; input: HTMLInputElement }) {
  const popup = usePopup();
  const box = useInputBox(input);
  const envelope = useRef<HTMLDivElement>(null);
  const hint = useRef<HTMLDivElement>(null);
  const [hintBox, setHintBox] = useState({ width: 0, height: 0 });
  const open = popup.open && !!text;
  useLayoutEffect(() => {
    // Our own look only where the plugin's stylesheet does not draw the envelope.
    const node = envelope.current;
    const host = node?.parentElement;
    if (node && host && getComputedStyle(node).backgroundImage === 'none') {
      injectStyle('dropins-email-check-css', PLAIN_CSS);
      host.classList.add('dropins-email-check--plain');
    }
  }, []);
  useLayoutEffect(() => {
    if (open && hint.current) setHintBox({ width: hint.current.offsetWidth, height: hint.current.offsetHeight });
  }, [open, text, box.width]);
  const envelopeWidth = box.height * ENVELOPE_RATIO;
  const viewportWidth = docProp('documentElement').clientWidth;
  // The plugin's narrow-screen rule makes the tooltip as wide as the viewport (plus its padding): kept on screen.
  const fullWidth = hintBox.width >= viewportWidth;
  return (
    <>
      <div
        ref={envelope}
        {...popup.trigger}
        aria-expanded={undefined}
        aria-controls={undefined}
        onClick={undefined}
        id={B + 'block'}
        className={`${B}block ${B}${state}`}
        role="img"
        tabIndex={0}
        aria-label={text || 'Checking the email address'}
        aria-describedby={text ? B + 'popup_description' : undefined}
        style={{ position: 'fixed', top: px(box.top), left: px(box.right - envelopeWidth), width: px(envelopeWidth), height: px(box.height), backgroundSize: box.fontSize, backgroundPosition: 'center' }}
      />
      <div
        ref={hint}
        {...popup.popup}
        id={B + 'popup_description'}
        className={B + 'popup_description'}
        role="tooltip"
        style={{
          display: open ? 'block' : 'none',
          position: 'fixed',
          top: px(box.top - hintBox.height),
          left: px(Math.max(0, Math.min(box.left, viewportWidth - hintBox.width))),
          width: px(box.width),
          boxSizing: fullWidth ? 'border-box' : undefined,
          color: TEXT_COLOURS[state],
        }}
      >
        {text}
      </div>
    </>
  );
}

/**
 * Renders the indicator for `input` into `host` (this module and Preact are fetched with it, on the first check: most
 * visitors never type an address); returns its unmount.
 */
export function renderIndicator(host: Element, state: IndicatorState, text: string, input: HTMLInputElement, widget: string): () => void {
  return renderRoot(host, <EmailIndicator state={state} text={text} input={input} />, widget);
}
