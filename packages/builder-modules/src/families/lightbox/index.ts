import { defineWidget } from '@dropins/core';
import type { FamilyContext } from '../../family';
import type { Manifest } from './manifest';
import { wireOpeners } from './openers';

/**
 * Lightbox (magnific popup's role): gallery items (`.et_post_gallery`: every item of that gallery, arrows move),
 * image modules with the lightbox on (`a.et_pb_lightbox_image`), and links to YouTube, Vimeo or Google Maps among
 * them shown as embeds. Core's lightbox, downloaded on first open: Esc closes, focus returns to the opener.
 */
export const family = ({ manifest }: FamilyContext<Manifest>) => defineWidget({
  name: 'builder-modules-lightbox',
  selector: manifest.selector,
  observe: true,
  mount: (el: HTMLElement, ctx) => wireOpeners(el, ctx),
});
