import { prefersReducedMotion } from '@dropins/core/dom';
import type { Cleanup, WidgetContext } from '@dropins/core';
import { withAutoplay } from './autoplay';

/** Divi's overlay fade (`fadeTo(500, 0)`) before it is hidden. */
export const OVERLAY_FADE_MS = 500;
/** The modules whose overlay plays the embed next to it (Divi's click bindings). */
const HOLDERS = '.et_pb_video, .et_pb_video_wrap, .et_main_video_container, .et_pb_post';

/**
 * Video overlay (`.et_pb_video_overlay`): a click anywhere on it, or Enter / Space on its play control (a
 * button for assistive technology), fades it out (500 ms; at once with reduced motion), hides it and plays the
 * embed: `autoplay=1` added to the iframe's URL, or `play()` on a `<video>`. Focus moves to the player.
 */
export function overlayPlay(overlay: HTMLElement, ctx: WidgetContext): Cleanup {
  const holder = overlay.parentElement?.closest(HOLDERS);
  if (!holder) return () => undefined;
  const control = overlay.querySelector<HTMLElement>('a.et_pb_video_play') ?? overlay;
  const saved = { role: control.getAttribute('role'), tabindex: control.getAttribute('tabindex') };
  control.setAttribute('role', 'button');
  if (control === overlay) control.setAttribute('tabindex', '0');
  if (!control.hasAttribute('aria-label') && !control.textContent?.trim()) control.setAttribute('aria-label', 'Play video');
  // While the overlay fades, further clicks do nothing; once hidden it may be shown again (a video slider shows
  // it when its slide is left) and then plays again.
  let fading = false;
  const play = (event: Event) => {
    event.preventDefault();
    if (fading) return;
    fading = true;
    const player = startPlayer(holder);
    hideOverlay(overlay, () => {
      fading = false;
      player?.focus();
    });
  };
  ctx.listen(overlay, 'click', play);
  ctx.listen(control, 'keydown', (event) => {
    const key = (event as KeyboardEvent).key;
    if (key === ' ' || (key === 'Enter' && control === overlay)) play(event);
  });
  return () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === null) control.removeAttribute(name);
      else control.setAttribute(name, value);
    }
  };
}

/** Starts the embed of `holder` and returns the element that now plays (for focus). */
function startPlayer(holder: Element): HTMLElement | null {
  const iframe = holder.querySelector('iframe');
  if (iframe) {
    const src = withAutoplay(iframe.getAttribute('src') ?? '');
    if (src !== null) iframe.setAttribute('src', src);
    return iframe;
  }
  const video = holder.querySelector('video');
  video?.play().catch(() => undefined);
  return video;
}

function hideOverlay(overlay: HTMLElement, then: () => void): void {
  const hide = () => {
    overlay.style.display = 'none';
    then();
  };
  if (prefersReducedMotion() || typeof overlay.animate !== 'function') return hide();
  const fade = overlay.animate([{ opacity: 1 }, { opacity: 0 }], { duration: OVERLAY_FADE_MS, fill: 'forwards' });
  const done = () => {
    hide();
    // Hidden by display now: the filled opacity must not outlive the fade, or an overlay shown again stays clear.
    fade.cancel();
  };
  fade.finished.then(done, done);
}
