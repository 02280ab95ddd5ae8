import { defineWidget } from '@dropins/core';
import type { FamilyContext } from '../../family';
import type { Manifest } from './manifest';
import { fitEmbeds } from '../../shared/layout/fit-embeds';
import { overlayPlay } from './overlay-play';

/**
 * Video modules and video posts: the image overlay plays the embed (click, Enter or Space), and embeds keep their
 * shape at any width (`.et_pb_video_box`, `.et_main_video_container`).
 */
export const family = ({ manifest }: FamilyContext<Manifest>) => defineWidget({
  name: 'builder-modules-video',
  selector: manifest.selector,
  observe: true,
  mount: (el: HTMLElement, ctx) => (el.classList.contains('et_pb_video_overlay') ? overlayPlay(el, ctx) : fitEmbeds(el)),
});
