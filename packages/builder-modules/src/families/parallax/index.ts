import { defineWidget } from '@dropins/core';
import { prefersReducedMotion } from '@dropins/core/dom';
import type { FamilyContext } from '../../family';
import type { Manifest } from './manifest';
import { MOBILE_UA } from '../../shared/contracts/family-contracts';
import { trueParallax } from './true-parallax';


/**
 * Parallax backgrounds (`span.et_parallax_bg_wrap > span.et_parallax_bg`). CSS parallax (`et_pb_parallax_css`) is
 * Divi's stylesheet alone (background-attachment: fixed); true parallax moves the background at 0.3 of the
 * scroll speed. Skipped on mobile devices (as Divi does), in the builders and with reduced motion.
 */
export const family = ({ mode, manifest }: FamilyContext<Manifest>) => defineWidget({
  name: 'builder-modules-parallax',
  selector: manifest.selector,
  observe: true,
  mount(el: HTMLElement) {
    const wrap = el.parentElement;
    if (!wrap || el.classList.contains('et_pb_parallax_css') || MOBILE_UA.test(navigator.userAgent)) return;
    if (mode.builder || prefersReducedMotion()) return;
    return trueParallax(el, wrap);
  },
});
