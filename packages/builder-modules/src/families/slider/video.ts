/**
 * Videos in slides: a slide the slider leaves stops playing (Divi resets an embed's `src`, which reloads it
 * stopped, and pauses a `<video>` that is not a section background). In the video slider the embed also loses
 * the `autoplay=1` a click on its overlay added, and the overlay (image + play button) shows again.
 */

/** `src` without the `autoplay=1` parameter Divi's overlay click adds (also its literal `&amp;` form). */
export function withoutAutoplay(src: string): string {
  return src
    .replace(/\?autoplay=1$/, '')
    .replace(/\?autoplay=1&(amp;)?/, '?')
    .replace(/&(amp;)?autoplay=1/, '');
}

/** Stops what plays in `slide`. */
export function stopVideo(slide: HTMLElement): void {
  const iframe = slide.querySelector('iframe');
  if (iframe) {
    const src = iframe.getAttribute('src');
    if (src !== null) iframe.setAttribute('src', withoutAutoplay(src));
    return;
  }
  const video = slide.querySelector('video');
  if (video && !video.closest('.et_pb_section_video_bg')) video.pause();
}

/** Shows the overlays of the video slider's embeds in `slide` again (display and opacity, as Divi writes them). */
export function showOverlays(slide: HTMLElement): void {
  for (const box of slide.querySelectorAll('.et_pb_video_box')) {
    const overlay = box.nextElementSibling;
    if (!(overlay instanceof HTMLElement) || !overlay.classList.contains('et_pb_video_overlay')) continue;
    overlay.style.display = 'block';
    overlay.style.opacity = '1';
  }
}
