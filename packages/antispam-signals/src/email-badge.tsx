import { usePopup } from '@dropins/core';

export type EmailState = 'load' | 'good_email' | 'bad_email';

export interface EmailBadgeProps {
  state: EmailState;
  /** The server's `text_result` (empty while loading). */
  text: string;
  /** Accessible name while loading. */
  loading: string;
  /** Where the input is, relative to the indicator's (zero-height) host: the badge sits at its right end. */
  at: { top: number; left: number; right: number; height: number };
}

const B = 'apbct-check_email_exist-';

/**
 * The email-exists indicator beside an email input, with the original's ids and classes so the plugin's
 * stylesheet applies. It is focusable; the server's text shows as a tooltip on hover and focus (Esc hides it).
 */
export function EmailBadge(props: EmailBadgeProps) {
  const p = usePopup();
  const { onMouseEnter, onMouseLeave, onFocus, onBlur, onKeyDown, onTouchStart } = p.trigger;
  const { top, left, right, height } = props.at;
  return (
    <>
      <div
        id={B + 'block'}
        className={`${B}block ${B}${props.state}`}
        role="img"
        tabIndex={0}
        aria-label={props.text || props.loading}
        aria-describedby={props.text ? B + 'popup_description' : undefined}
        style={{ top: top + (height - 16) / 2, left: right - 22 }}
        {...{ onMouseEnter, onMouseLeave, onFocus, onBlur, onKeyDown, onTouchStart }}
      />
      <div
        id={B + 'popup_description'}
        className={B + 'popup_description'}
        role="tooltip"
        hidden={!p.open || !props.text}
        style={{ top: top + height + 4, left, width: right - left }}
        onMouseEnter={p.popup.onMouseEnter}
        onMouseLeave={p.popup.onMouseLeave}
      >
        {props.text}
      </div>
    </>
  );
}
