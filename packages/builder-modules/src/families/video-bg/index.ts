import { defineWidget } from '@dropins/core';
import { prefersReducedMotion } from '@dropins/core/dom';
import type { FamilyContext } from '../../family';
import type { Manifest } from './manifest';
import { watchInView } from '../../shared/scroll/in-view';

/**
 * Video backgrounds (`.et_pb_section_video_bg`): the video plays while it is in view and pauses when it leaves,
 * unless the module plays outside the viewport (`et_pb_video_play_outside_viewport`); it covers its section
 * (object-fit, no script sizing); the section's preload class goes once the video can play (or after 500 ms).
 * With reduced motion the video does not play by itself.
 */
export const family = ({ manifest }: FamilyContext<Manifest>) => defineWidget({
  name: 'builder-modules-video-bg',
  selector: manifest.selector,
  observe: true,
  mount(el, ctx) {
    const video = el.querySelector('video');
    if (!video) return;
    const saved = video.style.cssText;
    video.style.objectFit = 'cover';
    video.style.width = '100%';
    video.style.height = '100%';
    const section = el.closest('.et_pb_preload');
    const ready = () => section?.classList.remove('et_pb_preload');
    if (video.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) ready();
    else {
      ctx.listen(video, 'canplay', ready, { once: true });
      ctx.later(500, ready);
    }
    const reduced = prefersReducedMotion();
    if (reduced) {
      video.autoplay = false;
      video.pause();
    }
    const playOutside = el.classList.contains('et_pb_video_play_outside_viewport');
    const stop = watchInView(el, (entry) => {
      if (entry.isIntersecting && !reduced) video.play().catch(() => undefined);
      else if (!entry.isIntersecting && !playOutside) video.pause();
    });
    return () => {
      stop();
      video.style.cssText = saved;
    };
  },
});
