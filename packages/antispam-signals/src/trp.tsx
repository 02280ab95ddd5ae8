import { httpUrl, renderRoot, usePopup, type MountContext } from '@dropins/core';
import type { RealPerson, Settings } from './config';

/** Where the badge goes inside a marked comment: theme comment authors, block themes, WooCommerce reviews. */
const AUTHOR = ':scope>.comment-body [class*=comment-author],:scope>.wp-block-group [class*=comment-author],[class*=review__author]';

/**
 * The real-person badge: a button with the person image (alt text = the heading) that opens the popup on
 * click, hover or focus; it closes 1 s after the pointer leaves, 3 s after a touch, on Esc or blur.
 * Classes are the original's (`apbct-real-user-badge`, `apbct-real-user-popup` + `visible`).
 */
export function RealPersonBadge({ trp }: { trp: RealPerson }) {
  const p = usePopup();
  const t = trp.phrases;
  const img = httpUrl(trp.imgPersonUrl);
  return (
    <>
      <button type="button" className="apbct-real-user-badge" {...p.trigger} aria-label={img ? undefined : t.trpHeading}>
        {img ? <img className="apbct-real-user-popup-img" src={img} alt={t.trpHeading} width={16} height={16} /> : '✓'}
      </button>
      <div {...p.popup} className={'apbct-real-user-popup' + (p.open ? ' visible' : '')} hidden={!p.open}>
        <p className="apbct-real-user-popup-header">{t.trpHeading}</p>
        <div className="apbct-real-user-popup-content_row">
          <span>
            {t.trpContent1}
            <br />
            {t.trpContent2}
          </span>
        </div>
      </div>
    </>
  );
}

/** Mounts the badge in one `.apbct-trp` comment; returns the cleanup (nothing when there is no author). */
export function mountBadge(el: Element, ctx: MountContext<Settings>): (() => void) | undefined {
  const trp = ctx.config.theRealPerson;
  // Only DIV authors, as in the original (a `b.fn` name inside is not a second place for the badge).
  const author = Array.from(el.querySelectorAll(AUTHOR)).find((a) => a.tagName === 'DIV' || a.parentElement?.className.includes('group'));
  if (!author || typeof trp?.phrases.trpHeading !== 'string') return;
  const host = author.appendChild(document.createElement('span'));
  host.className = 'apbct-real-user-wrapper';
  const unmount = renderRoot(host, <RealPersonBadge trp={trp} />, ctx.widget);
  return () => {
    unmount();
    host.remove();
  };
}
